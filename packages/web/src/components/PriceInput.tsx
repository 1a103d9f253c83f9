import { createPriceValidator, PRICE_PRECISION_DEFAULT } from '@salon/contract';
import { Input, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { finishPriceText, groupPriceText, plainPriceText, sanitizePriceText } from './priceRules';
import './inputs.css';

export interface PriceInputProps {
  /** Plain decimal string, e.g. '1234.50'. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** Decimal places, 0-6 (default 2). */
  precision?: number;
  /** An empty box is an error. */
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
  width?: number | string;
  prefix?: string;
  'aria-label'?: string;
}

/**
 * A price box (spec §5): up to 18 integer digits and 0-`precision` decimals (precision 0-6,
 * default 2), thousand separators as you type, padded to the precision when done, checked with
 * the contract's price validator. The value is a plain decimal string.
 */
export function PriceInput({
  value,
  onChange,
  precision = PRICE_PRECISION_DEFAULT,
  required,
  placeholder = '请输入价格',
  disabled,
  width = 200,
  prefix = '¥',
  'aria-label': ariaLabel,
}: PriceInputProps) {
  const validate = useMemo(() => createPriceValidator(precision), [precision]);
  const [own, setOwn] = useState('');
  const plain = value ?? own;
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const update = (next: string) => {
    if (value === undefined || value === null) setOwn(next);
    if (next !== plain) onChange?.(next);
  };

  const finish = () => {
    const shown = finishPriceText(plain, precision);
    const next = plainPriceText(shown);
    update(next);
    if (next === '') setError(required ? (validate('') as string) : null);
    else {
      const result = validate(next);
      setError(result === true ? null : result);
    }
  };

  return (
    <span className="price-input" style={{ width }}>
      <Input
        value={groupPriceText(plain)}
        disabled={disabled}
        placeholder={placeholder}
        prefix={prefix}
        inputMode={precision === 0 ? 'numeric' : 'decimal'}
        aria-label={ariaLabel ?? '价格'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        status={error ? 'error' : undefined}
        onChange={(e) => {
          setError(null);
          update(sanitizePriceText(plainPriceText(e.target.value), precision));
        }}
        onBlur={finish}
        onPressEnter={finish}
      />
      {error ? (
        <Typography.Text type="danger" className="number-input__message" role="alert" id={errorId}>
          {error}
        </Typography.Text>
      ) : null}
    </span>
  );
}
