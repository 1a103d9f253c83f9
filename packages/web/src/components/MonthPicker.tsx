import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';

export interface MonthPickerProps {
  /** The month as the API writes it: '2026-03', or '2026-03-01' with `firstDay`. */
  value?: string | null;
  onChange?: (month: string | null) => void;
  /** The value is the month's first day ('2026-03-01') rather than '2026-03'. */
  firstDay?: boolean;
  /** Months after this one cannot be picked (pay, counts and evaluations of months still to come). */
  pastOnly?: boolean;
  allowClear?: boolean;
  disabled?: boolean;
  placeholder?: string;
  style?: CSSProperties;
  /** Given by Form.Item so its label points at the control. */
  id?: string;
  'aria-label'?: string;
}

/** A month, picked from a calendar of months, kept as the API's text of it (the kit's only month control). */
export function MonthPicker({
  value,
  onChange,
  firstDay,
  pastOnly,
  allowClear = true,
  disabled,
  placeholder = '请选择月份',
  style = { width: '100%' },
  id,
  'aria-label': ariaLabel = '月份',
}: MonthPickerProps) {
  const picked = value ? dayjs(value.length === 7 ? `${value}-01` : value) : null;
  return (
    <DatePicker
      id={id}
      picker="month"
      value={picked?.isValid() ? picked : null}
      onChange={(d) => onChange?.(d ? d.format(firstDay ? 'YYYY-MM-01' : 'YYYY-MM') : null)}
      disabledDate={pastOnly ? (d) => d.isAfter(dayjs(), 'month') : undefined}
      allowClear={allowClear}
      disabled={disabled}
      placeholder={placeholder}
      style={style}
      aria-label={ariaLabel}
    />
  );
}
