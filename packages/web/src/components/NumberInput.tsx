import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useFormItemShowsErrors } from './formItemErrors';
import {
  A_VALUE,
  commitAOrDigitText,
  commitNumberText,
  formatNumberValue,
  NUMBER_DEFAULT_STEP,
  parseAOrDigitText,
  parseNumberText,
  sanitizeAOrDigitText,
  sanitizeNumberText,
  stepNumber,
  type AOrDigitValue,
  type NumberRules,
} from './numberRules';
import './inputs.css';

interface BaseProps extends NumberRules {
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
  /** Given by Form.Item so its label points at the box. */
  id?: string;
}

interface NumberProps extends BaseProps {
  aOrDigit?: false;
  value?: number | null;
  /** Called with the number typed, as typed (also one the rules refuse: the box says why, and so does the form's rule). */
  onChange?: (value: number | null) => void;
}

/** Spec §5's A-or-digit form: the value is the letter 'A' or a whole number (digits). */
interface AOrDigitProps extends BaseProps {
  aOrDigit: true;
  value?: AOrDigitValue | null;
  onChange?: (value: AOrDigitValue | null) => void;
}

export type NumberInputProps = NumberProps | AOrDigitProps;

const formatValue = (value: AOrDigitValue | null | undefined) => (value === A_VALUE ? A_VALUE : formatNumberValue(value));

/**
 * A number box (spec §5, §9): keeps what is typed (letters and spaces aside) and, when the entry is
 * finished, says under the box what the rules refuse (不能为负数, 最多2位小数, 不能大于10…, the
 * server's words) instead of changing the value; steps by 1 with the arrow keys. Default 10
 * decimal places. `aOrDigit`: the letter A or digits. Inside a form item that shows its own
 * message, the box keeps its message back.
 */
export function NumberInput(props: NumberInputProps) {
  const {
    value,
    onChange,
    aOrDigit,
    step = NUMBER_DEFAULT_STEP,
    controls,
    placeholder,
    disabled,
    width = 160,
    size,
    suffix,
    'aria-label': ariaLabel,
    id,
    ...rest
  } = props;
  const rules: NumberRules = aOrDigit ? { ...rest, integer: true, positive: true } : rest;
  const sanitize = (t: string) => (aOrDigit ? sanitizeAOrDigitText(t, rules) : sanitizeNumberText(t, rules));
  const parse = (t: string): AOrDigitValue | null => (aOrDigit ? parseAOrDigitText(t) : parseNumberText(t));
  const [text, setText] = useState(() => formatValue(value));
  // The value the text stands for: a new value from outside replaces the text (adjusted while rendering).
  const [shown, setShown] = useState<AOrDigitValue | null | undefined>(value);
  const [message, setMessage] = useState<string | null>(null);
  const messageId = useId();
  const saidByFormItem = useFormItemShowsErrors();
  const shownMessage = saidByFormItem ? null : message;
  if (value !== undefined && value !== shown) {
    setShown(value);
    setText(formatValue(value));
  }

  const emit = (next: AOrDigitValue | null) => {
    setShown(next);
    // Only the A-or-digit form ever produces 'A'.
    if (next !== (value ?? null)) (onChange as ((v: AOrDigitValue | null) => void) | undefined)?.(next);
  };

  const commit = () => {
    const result = aOrDigit ? commitAOrDigitText(text, rules) : commitNumberText(text, rules);
    setText(result.text);
    setMessage(result.message);
    emit(result.value);
  };

  const move = (direction: 1 | -1) => {
    const current = parse(sanitize(text));
    if (current === A_VALUE) return; // A is not a number to step from
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
      id={id}
      value={text}
      size={size}
      disabled={disabled}
      placeholder={placeholder}
      inputMode={aOrDigit ? 'text' : rules.integer || rules.decimals === 0 ? 'numeric' : 'decimal'}
      aria-label={ariaLabel}
      aria-invalid={message ? true : undefined}
      aria-describedby={shownMessage ? messageId : undefined}
      status={message ? 'error' : undefined}
      suffix={suffix}
      style={controls ? undefined : { width }}
      onChange={(e) => {
        const next = sanitize(e.target.value);
        setText(next);
        setMessage(null);
        emit(parse(next));
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
      {shownMessage ? (
        <Typography.Text type="danger" className="number-input__message" role="alert" id={messageId}>
          {shownMessage}
        </Typography.Text>
      ) : null}
    </span>
  );
}
