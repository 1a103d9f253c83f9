/**
 * Numbers typed into a form (spec §5): what a field allows and, when a value breaks it, the one
 * message the browser shows under the field and the server answers, word for word. A value is
 * never changed to fit (no clamping, cutting or rounding): it is refused with its reason.
 *
 * The checks run in this order, so each value gets the most telling message:
 * not a number (须为数字) → negative where the minimum is 0 or more (不能为负数) → more than 18
 * integer digits (整数位最多18位) → more decimals than the scale (最多N位小数, 须为整数 for
 * whole numbers) → below the minimum (不能小于min; 须大于0 when the minimum is the smallest amount
 * the decimals can write, 0.01 at 2: how a declaration says "more than 0") → above the maximum
 * (不能大于max).
 */
import { parseDecimal, type DecimalParts } from '../format/decimal.js';
import { formatMessage, type Lang, type ValidationResult } from './messages.js';

/** Spec §5's price limit, the longest integer part of any number a form takes. */
export const NUMBER_MAX_INTEGER_DIGITS = 18;

/** What a number field allows (a declaration's int/decimal/money field, a kit input). */
export interface NumberLimits {
  /** Heads each message: '价格不能为负数'. Empty: the bare rule ('不能为负数'). */
  label?: string;
  /** Decimal places allowed; 0 for whole numbers (default 2). */
  scale?: number;
  /** Smallest value allowed (exact: a decimal string is compared digit by digit). Negative values are refused when it is 0 or more. */
  min?: number | string;
  max?: number | string;
  /** Longest integer part (default 18). */
  integerDigits?: number;
}

/** How a number is written in a form or a request: optional sign, digits, optional decimals. */
const NUMBER_TEXT_RE = /^[+-]?\d+(?:\.\d+)?$/;

/** The parts of a typed or sent number, or null when it is not one. */
function partsOf(value: unknown): DecimalParts | null {
  if (typeof value === 'number') return parseDecimal(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return NUMBER_TEXT_RE.test(text) ? parseDecimal(text) : null;
}

const isZero = (p: DecimalParts) => /^0*$/.test(p.int) && /^0*$/.test(p.frac);

/** -1, 0 or 1 as a is below, equal to or above b; exact for any number of digits. */
export function compareDecimal(a: DecimalParts, b: DecimalParts): -1 | 0 | 1 {
  if (isZero(a) && isZero(b)) return 0;
  if (a.negative !== b.negative) return a.negative ? -1 : 1;
  const sign = a.negative ? -1 : 1;
  if (a.int.length !== b.int.length) return (a.int.length > b.int.length ? sign : -sign) as -1 | 1;
  if (a.int !== b.int) return (a.int > b.int ? sign : -sign) as -1 | 1;
  const width = Math.max(a.frac.length, b.frac.length);
  const fa = a.frac.padEnd(width, '0');
  const fb = b.frac.padEnd(width, '0');
  if (fa === fb) return 0;
  return (fa > fb ? sign : -sign) as -1 | 1;
}

const bound = (value: number | string | undefined): DecimalParts | null => (value === undefined ? null : parseDecimal(value));

/**
 * `true` when the value is a number the limits allow, else the message (see the order above).
 * An empty value is '请输入{label}': callers leave optional empty fields out before asking.
 */
export function numberProblem(value: unknown, limits: NumberLimits = {}, lang: Lang = 'zh'): ValidationResult {
  const label = limits.label ?? '';
  const say = (key: Parameters<typeof formatMessage>[0], params: Record<string, string | number> = {}) => formatMessage(key, lang, { label, ...params });
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return say('numberEmpty');
  const parts = partsOf(value);
  if (!parts) return say('numberInvalid');
  const min = bound(limits.min);
  const max = bound(limits.max);
  if (parts.negative && min && !min.negative) return say('numberNegative');
  const digits = limits.integerDigits ?? NUMBER_MAX_INTEGER_DIGITS;
  if (parts.int.length > digits) return say('numberIntegerDigits', { n: digits });
  const scale = limits.scale ?? 2;
  if (parts.frac.replace(/0+$/, '').length > scale) return scale === 0 ? say('numberInteger') : say('numberDecimals', { n: scale });
  if (min && compareDecimal(parts, min) < 0) {
    // A minimum of the smallest amount the decimals can write (0.01 at 2) says "above 0".
    const aboveZero = scale > 0 && compareDecimal(min, parseDecimal(`0.${'0'.repeat(scale - 1)}1`)!) === 0;
    return aboveZero ? say('numberPositive') : say('numberBelowMin', { min: String(limits.min) });
  }
  if (max && compareDecimal(parts, max) > 0) return say('numberAboveMax', { max: String(limits.max) });
  return true;
}
