/**
 * Exact decimal arithmetic on digit strings, shared by the money and percent
 * formatters and the price validator. Nothing here goes through floating
 * point once the input is a string, so values such as
 * '12345678901234567.89' keep every digit.
 */

/** A decimal number as sign plus digit strings (`int` has no leading zeros, at least '0'). */
export interface DecimalParts {
  readonly negative: boolean;
  readonly int: string;
  readonly frac: string;
}

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
/** Integer part written with correctly placed thousand separators, e.g. '1,234,567'. */
const GROUPED_INT_RE = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * Removes thousand separators when they are correctly placed ('1,234.5' ->
 * '1234.5'); returns the input unchanged otherwise (so '1,2' stays invalid).
 */
export function stripThousandSeparators(value: string): string {
  return GROUPED_INT_RE.test(value) ? value.replaceAll(',', '') : value;
}

/** Inserts ',' every three digits of a plain digit string. */
export function groupThousands(intDigits: string): string {
  return intDigits.replace(/\B(?=(?:\d{3})+(?!\d))/g, ',');
}

function normalize(negative: boolean, int: string, frac: string): DecimalParts {
  const cleanInt = int.replace(/^0+(?=\d)/, '') || '0';
  const zero = /^0*$/.test(cleanInt) && /^0*$/.test(frac);
  return { negative: negative && !zero, int: cleanInt, frac };
}

/**
 * Parses a finite number or a decimal string (optional sign, optional
 * exponent, surrounding whitespace and correctly placed thousand separators
 * allowed). Returns null for anything else (including NaN and Infinity).
 * A number is read through its shortest round-trip text, so 1.005 is
 * treated as exactly 1.005.
 */
export function parseDecimal(value: number | string): DecimalParts | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = stripThousandSeparators(String(value).trim());
  const match = DECIMAL_RE.exec(text);
  if (!match) return null;
  const [, sign, int = '', frac = '', exp] = match;
  if (int === '' && frac === '') return null;
  const parts = normalize(sign === '-', int, frac);
  return exp === undefined ? parts : shiftDecimal(parts, Number(exp));
}

/** Multiplies by 10^places (places may be negative). */
export function shiftDecimal(parts: DecimalParts, places: number): DecimalParts {
  let digits = parts.int + parts.frac;
  let point = parts.int.length + places;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits.padEnd(point, '0');
  return normalize(parts.negative, digits.slice(0, point), digits.slice(point));
}

/** Adds one unit in the last place of a digit string. */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') {
      out[i] = '0';
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return '1' + out.join('');
}

/** Rounds to exactly `places` decimals, half away from zero (frac is padded with zeros). */
export function roundDecimal(parts: DecimalParts, places: number): DecimalParts {
  if (parts.frac.length <= places) {
    return normalize(parts.negative, parts.int, parts.frac.padEnd(places, '0'));
  }
  const kept = parts.int + parts.frac.slice(0, places);
  const rounded = parts.frac.charCodeAt(places) >= '5'.charCodeAt(0) ? incrementDigits(kept) : kept;
  const intLength = rounded.length - places;
  return normalize(parts.negative, rounded.slice(0, intLength), rounded.slice(intLength));
}

/** True when the absolute value is at least 1. */
export function isAtLeastOne(parts: DecimalParts): boolean {
  return parts.int !== '0';
}

/** Renders parts as text; `grouped` adds thousand separators to the integer part. */
export function decimalToString(parts: DecimalParts, grouped = false): string {
  const int = grouped ? groupThousands(parts.int) : parts.int;
  return (parts.negative ? '-' : '') + int + (parts.frac === '' ? '' : '.' + parts.frac);
}
