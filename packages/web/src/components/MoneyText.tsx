import { formatMoney } from '@salon/contract';

export interface MoneyTextProps {
  value: number | string | null | undefined;
  /** Decimals, default 2. */
  decimals?: number;
  /** Shown before the amount, e.g. '¥' (not for empty values). */
  prefix?: string;
  /** Text for missing values (default '--'). */
  empty?: string;
  className?: string;
}

/** An amount with thousand separators and 2 decimals (spec §5): 1234.5 -> '1,234.50'. */
export function MoneyText({ value, decimals, prefix = '', empty = '--', className }: MoneyTextProps) {
  const text = formatMoney(value, { decimals, empty });
  // The sign goes before the currency: -¥1.00.
  const shown = text === empty ? text : text.startsWith('-') ? `-${prefix}${text.slice(1)}` : `${prefix}${text}`;
  return <span className={['money-text', className].filter(Boolean).join(' ')}>{shown}</span>;
}
