import { numberProblem, PRICE_PRECISION_DEFAULT } from '@salon/contract';
import { Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { useFormItemShowsErrors } from './formItemErrors';
import { finishPriceText, groupPriceText, plainPriceText, priceLimits, priceProblem, sanitizePriceText } from './priceRules';
import './inputs.css';

export interface PriceInputProps {
  /** Plain decimal string, e.g. '1234.50'. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** Decimal places, 0-6 (default 2). */
  precision?: number;
  /** Smallest amount (default 0: no negative amounts; 0.01 for "more than 0"). */
  min?: number | string;
  max?: number | string;
  /** An empty box is an error. */
  required?: boolean;
  /** Heads the messages (default: the aria-label, else 价格). */
  label?: string;
  placeholder?: string;
  disabled?: boolean;
  width?: number | string;
  prefix?: string;
  'aria-label'?: string;
}

/**
 * A price box (spec §5): up to 18 integer digits and 0-`precision` decimals (precision 0-6,
 * default 2), thousand separators as you type, padded to the precision when done. What is typed is
 * kept and passed on as typed ('-50', '10.555'): a value the rules refuse stays with its message
 * under the box (不能为负数, 最多2位小数, 整数位最多18位, the server's words), never cut or
 * changed. Inside a form item that shows its own message, the box keeps its message back.
 */
export function PriceInput({
  value,
  onChange,
  precision = PRICE_PRECISION_DEFAULT,
  min,
  max,
  required,
  label,
  placeholder = '请输入价格',
  disabled,
  width = 200,
  prefix = '¥',
  'aria-label': ariaLabel,
}: PriceInputProps) {
  const limits = { label: label ?? ariaLabel ?? '价格', precision, min, max };
  const [own, setOwn] = useState('');
  const plain = value ?? own;
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const saidByFormItem = useFormItemShowsErrors();
  const shownError = saidByFormItem ? null : error;

  const update = (next: string) => {
    if (value === undefined || value === null) setOwn(next);
    if (next !== plain) onChange?.(next);
  };

  const finish = () => {
    const next = finishPriceText(plain, limits);
    update(next);
    if (next === '') setError(required ? (numberProblem('', priceLimits(limits)) as string) : null);
    else setError(priceProblem(next, limits));
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
        aria-describedby={shownError ? errorId : undefined}
        status={error ? 'error' : undefined}
        onChange={(e) => {
          setError(null);
          update(sanitizePriceText(plainPriceText(e.target.value)));
        }}
        onBlur={finish}
        onPressEnter={finish}
      />
      {shownError ? (
        <Typography.Text type="danger" className="number-input__message" role="alert" id={errorId}>
          {shownError}
        </Typography.Text>
      ) : null}
    </span>
  );
}
