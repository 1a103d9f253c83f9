/**
 * Money format (spec §5/§9): thousand separators and a fixed number of
 * decimals, default 2 ('1234.5' -> '1,234.50'). Decimal strings are handled
 * exactly as text ('12345678901234567.89' keeps every digit); numbers are
 * read through their shortest round-trip text (1.005 -> '1.01'). Rounding is
 * half away from zero; '-0.001' gives '0.00' (no negative zero). null,
 * undefined, '' and non-numeric input give `empty` (default '--').
 */
import { decimalToString, parseDecimal, roundDecimal } from './decimal.js';
import { assertPricePrecision, PRICE_PRECISION_DEFAULT } from '../validators/price.js';

export const MONEY_DEFAULT_DECIMALS = 2;
/** Largest number of decimals formatMoney accepts. */
export const MONEY_MAX_DECIMALS = 20;

export interface MoneyFormatOptions {
  /** Decimals to show, 0-20 (default 2). */
  decimals?: number;
  /** Add thousand separators (default true). */
  grouped?: boolean;
  /** Text for missing or non-numeric input (default '--'). */
  empty?: string;
}

export function formatMoney(value: number | string | null | undefined, options: MoneyFormatOptions = {}): string {
  const { decimals = MONEY_DEFAULT_DECIMALS, grouped = true, empty = '--' } = options;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MONEY_MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MONEY_MAX_DECIMALS}, got ${decimals}`);
  }
  if (value == null) return empty;
  const parsed = parseDecimal(value);
  return parsed ? decimalToString(roundDecimal(parsed, decimals), grouped) : empty;
}

/** Price display: like formatMoney with the pricing precision (0-6, default 2). */
export function formatPrice(value: number | string | null | undefined, precision: number = PRICE_PRECISION_DEFAULT, empty = '--'): string {
  assertPricePrecision(precision);
  return formatMoney(value, { decimals: precision, empty });
}
