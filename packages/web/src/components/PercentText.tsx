import { formatPercent } from '@salon/contract';

export interface PercentTextProps {
  /** A ratio: 0.25 shows '25%'. */
  value: number | string | null | undefined;
  empty?: string;
  className?: string;
}

/** A ratio as a percentage (spec §9): times 100, no decimals from 1% up (0.1234 -> '12%', 0.005 -> '0.5%'). */
export function PercentText({ value, empty = '--', className }: PercentTextProps) {
  return <span className={['percent-text', className].filter(Boolean).join(' ')}>{formatPercent(value, empty)}</span>;
}
