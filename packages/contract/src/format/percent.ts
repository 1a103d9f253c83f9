/**
 * Percent format (spec §9): multiplies by 100; results whose absolute value
 * is at least 1 are rounded to whole numbers (0.25 -> '25%', 0.1234 -> '12%'),
 * smaller ones keep up to 2 decimals with trailing zeros trimmed
 * (0.005 -> '0.5%', 0.00001 -> '0%'). Rounding is half away from zero and
 * exact (0.145 -> '15%'). Numbers and decimal strings are accepted; null,
 * undefined, '' and non-numeric input give `empty` (default '--').
 */
import { decimalToString, isAtLeastOne, parseDecimal, roundDecimal, shiftDecimal } from './decimal.js';

export const PERCENT_SMALL_DECIMALS = 2;

export function formatPercent(value: number | string | null | undefined, empty = '--'): string {
  if (value == null) return empty;
  const parsed = parseDecimal(value);
  if (!parsed) return empty;
  const percent = shiftDecimal(parsed, 2);
  let rounded = roundDecimal(percent, isAtLeastOne(percent) ? 0 : PERCENT_SMALL_DECIMALS);
  rounded = { ...rounded, frac: rounded.frac.replace(/0+$/, '') };
  return decimalToString(rounded) + '%';
}
