import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { boundsOf, commitNumberText, formatNumberValue, NUMBER_DEFAULT_STEP, parseNumberText, sanitizeNumberText, stepNumber, type NumberRules } from './numberRules';
import './inputs.css';

export interface NumberInputProps extends NumberRules {
  value?: number | null;
  /** Called with values inside the bounds while typing, and with the clamped value on blur or Enter. */
  onChange?: (value: number | null) => void;
  /** Up/down arrows and the +/- buttons move by this much (default 1). */
  step?: number;
  /** Show - and + buttons beside the box. */
  controls?: boolean;
  placeholder?: string;
  disabled?: boolean;
  width?: number | string;
  size?: 'small' | 'middle' | 'large';
  suffix?: ReactNode;
  'aria-label'?: string;
}

const inBounds = (value: number, rules: NumberRules) => {
  const { min, max } = boundsOf(rules);
  return (min === undefined || value >= min) && (max === undefined || value <= max);
};

/**
 * A number box (spec §5, §9): filters what is typed by the rules (integers, no minus,
 * decimals, length, leading zeros), clamps to min/max when the entry is finished and says so,
 * steps by 1 with the arrow keys. Default 10 decimal places.
 */
export function NumberInput({ value, onChange, step = NUMBER_DEFAULT_STEP, controls, placeholder, disabled, width = 160, size, suffix, 'aria-label': ariaLabel, ...rules }: NumberInputProps) {
  const [text, setText] = useState(() => formatNumberValue(value));
  // The value the text stands for: a new value from outside replaces the text (adjusted while rendering).
  const [shown, setShown] = useState<number | null | undefined>(value);
  const [message, setMessage] = useState<string | null>(null);
  const messageId = useId();
  if (value !== undefined && value !== shown) {
    setShown(value);
    setText(formatNumberValue(value));
  }

  const emit = (next: number | null) => {
    setShown(next);
    if (next !== (value ?? null)) onChange?.(next);
  };

  const commit = () => {
    const result = commitNumberText(text, rules);
    setText(result.text);
    setMessage(result.message);
    emit(result.value);
  };

  const move = (direction: 1 | -1) => {
    const current = parseNumberText(sanitizeNumberText(text, rules));
    const next = stepNumber(current, direction, rules, step);
    setText(formatNumberValue(next));
    setMessage(null);
    emit(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  const box = (
    <Input
      value={text}
      size={size}
      disabled={disabled}
      placeholder={placeholder}
      inputMode={rules.integer || rules.decimals === 0 ? 'numeric' : 'decimal'}
      aria-label={ariaLabel}
      aria-invalid={message ? true : undefined}
      aria-describedby={message ? messageId : undefined}
      status={message ? 'warning' : undefined}
      suffix={suffix}
      style={controls ? undefined : { width }}
      onChange={(e) => {
        const next = sanitizeNumberText(e.target.value, rules);
        setText(next);
        setMessage(null);
        const parsed = parseNumberText(next);
        if (parsed === null) emit(null);
        else if (inBounds(parsed, rules)) emit(parsed);
      }}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );

  return (
    <span className="number-input" style={{ width }}>
      {controls ? (
        <Space.Compact style={{ width }}>
          <Button size={size} icon={<MinusOutlined />} disabled={disabled} aria-label="减少" onClick={() => move(-1)} />
          {box}
          <Button size={size} icon={<PlusOutlined />} disabled={disabled} aria-label="增加" onClick={() => move(1)} />
        </Space.Compact>
      ) : (
        box
      )}
      {message ? (
        <Typography.Text type="warning" className="number-input__message" role="alert" id={messageId}>
          {message}
        </Typography.Text>
      ) : null}
    </span>
  );
}
