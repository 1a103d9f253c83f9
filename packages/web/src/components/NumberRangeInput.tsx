import { Space } from 'antd';
import { NumberInput } from './NumberInput';

export type NumberRange = [number | null, number | null];

/**
 * A from-to pair of numbers for a filter (e.g. 排队上限 20 to 40): a form item's value is
 * `[min, max]`, either end may stay empty. Whole numbers unless `decimals` is given.
 */
export function NumberRangeInput({
  value,
  onChange,
  min,
  max,
  decimals = 0,
  id,
}: {
  value?: NumberRange;
  onChange?(value: NumberRange): void;
  min?: number;
  max?: number;
  decimals?: number;
  id?: string;
}) {
  const [from, to] = value ?? [null, null];
  const set = (next: NumberRange) => onChange?.(next);
  // The kit's number box: what is typed stays, and a value outside the rules is said under the box,
  // never clamped or rounded behind the user's back (issue 12.10).
  return (
    <Space.Compact block>
      <NumberInput
        id={id}
        width="50%"
        placeholder="最小值"
        min={min}
        max={max}
        integer={decimals === 0}
        decimals={decimals}
        value={from}
        onChange={(v) => set([v ?? null, to])}
      />
      <NumberInput
        width="50%"
        placeholder="最大值"
        min={min}
        max={max}
        integer={decimals === 0}
        decimals={decimals}
        value={to}
        onChange={(v) => set([from, v ?? null])}
        aria-label="最大值"
      />
    </Space.Compact>
  );
}

/** The query parameters of a range (`<key>Min`, `<key>Max`), empty ends left out. */
export function rangeParams(key: string, value: unknown): Record<string, number> {
  if (!Array.isArray(value)) return {};
  const [from, to] = value as NumberRange;
  return { ...(typeof from === 'number' ? { [`${key}Min`]: from } : {}), ...(typeof to === 'number' ? { [`${key}Max`]: to } : {}) };
}
