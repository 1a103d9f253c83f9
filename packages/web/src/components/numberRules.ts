import { NUMBER_INPUT } from '@salon/contract';

/**
 * Number input rules (spec §5, §9): what may be typed (integers only, no minus sign,
 * a number of decimals, a maximum length, no leading zeros) and what a finished value
 * becomes (clamped to min/max with an exceeds-limit message). Default 10 decimals, step 1.
 */
export interface NumberRules {
  min?: number;
  max?: number;
  /** Integers only (no decimal point). */
  integer?: boolean;
  /** No minus sign: the value is zero or more. */
  positive?: boolean;
  /** Decimal places allowed (default 10). */
  decimals?: number;
  /** Longest text, sign and point included. */
  maxLength?: number;
  /** '007' becomes '7', '00.5' becomes '0.5' (default true). */
  stripLeadingZeros?: boolean;
}

export const NUMBER_DEFAULT_DECIMALS = NUMBER_INPUT.decimals;
export const NUMBER_DEFAULT_STEP = NUMBER_INPUT.step;

export const numberMessages = {
  aboveMax: (max: number) => `超出限制，最大值为${max}`,
  belowMin: (min: number) => `超出限制，最小值为${min}`,
};

/** Decimal places in effect: 0 for integers, otherwise the option (default 10, at most 20). */
export function decimalsOf(rules: NumberRules): number {
  if (rules.integer) return 0;
  const d = rules.decimals ?? NUMBER_DEFAULT_DECIMALS;
  return Math.max(0, Math.min(20, Math.floor(d)));
}

/** The bounds in effect: `positive` raises a missing or negative minimum to 0. */
export function boundsOf(rules: NumberRules): { min?: number; max?: number } {
  const min = rules.positive ? Math.max(rules.min ?? 0, 0) : rules.min;
  return { min, max: rules.max };
}

const FULL_WIDTH = /[０-９．－]/g;
const toHalfWidth = (text: string) => text.replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

/**
 * Filters typed text so it can only ever be a number the rules allow: digits, one point
 * (unless integers only or 0 decimals), a leading minus (unless positive only or the minimum
 * is 0 or more), at most `decimals` fraction digits, no leading zeros, at most `maxLength`
 * characters. A partial number ('-', '3.') is kept so typing can go on.
 */
export function sanitizeNumberText(text: string, rules: NumberRules = {}): string {
  const decimals = decimalsOf(rules);
  const { min } = boundsOf(rules);
  const allowMinus = min === undefined || min < 0;
  const raw = toHalfWidth(text).trim();
  const negative = allowMinus && raw.startsWith('-');
  const body = raw.replace(/[^\d.]/g, '');
  const point = body.indexOf('.');
  let int = point < 0 ? body : body.slice(0, point);
  let frac = point < 0 ? null : body.slice(point + 1).replace(/\./g, '');
  if (decimals === 0) frac = null;
  else if (frac !== null) frac = frac.slice(0, decimals);
  if (rules.stripLeadingZeros !== false) int = int.replace(/^0+(?=\d)/, '');
  if (frac !== null && int === '') int = '0';
  let out = (negative ? '-' : '') + int + (frac === null ? '' : `.${frac}`);
  if (rules.maxLength !== undefined && rules.maxLength >= 0) out = out.slice(0, rules.maxLength);
  return out;
}

/** The number a (sanitized) text stands for; null for '', '-', '.' and the like. */
export function parseNumberText(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export interface Clamped {
  value: number;
  /** The exceeds-limit message when the value was moved to a bound. */
  message: string | null;
}

/** Moves a value into [min, max]; says so when it had to. */
export function clampNumber(value: number, bounds: { min?: number; max?: number }): Clamped {
  const { min, max } = bounds;
  if (max !== undefined && value > max) return { value: max, message: numberMessages.aboveMax(max) };
  if (min !== undefined && value < min) return { value: min, message: numberMessages.belowMin(min) };
  return { value, message: null };
}

/** Rounds to `decimals` places, half away from zero, through the decimal text (1.005 -> 1.01). */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const text = String(Math.abs(value));
  if (!/e/i.test(text)) {
    const shifted = Math.round(Number(`${text}e${decimals}`));
    const back = Math.sign(value) * Number(`${shifted}e-${decimals}`);
    if (Number.isFinite(back)) return back;
  }
  return Number(value.toFixed(Math.min(decimals, 100)));
}

export interface Committed {
  value: number | null;
  text: string;
  message: string | null;
}

/** A finished entry (blur, Enter): parsed, rounded to the decimals, clamped. */
export function commitNumberText(text: string, rules: NumberRules = {}): Committed {
  const parsed = parseNumberText(sanitizeNumberText(text, rules));
  if (parsed === null) return { value: null, text: '', message: null };
  const { value, message } = clampNumber(roundTo(parsed, decimalsOf(rules)), boundsOf(rules));
  const clean = Object.is(value, -0) ? 0 : value;
  return { value: clean, text: formatNumberValue(clean), message };
}

/** The text shown for a value (no exponent for ordinary magnitudes). */
export function formatNumberValue(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/** One step up (+1) or down (-1) from a value (empty counts as 0), kept within the bounds. */
export function stepNumber(value: number | null, direction: 1 | -1, rules: NumberRules = {}, step: number = NUMBER_DEFAULT_STEP): number {
  const next = roundTo((value ?? 0) + direction * step, decimalsOf(rules));
  return clampNumber(next, boundsOf(rules)).value;
}

/**
 * The A-or-digit form (spec §5: "number inputs can be restricted to integers or to an A-or-digit
 * form"): a value is the letter A, or a whole number of zero or more (digits only). Digits keep
 * the other rules (max length, leading zeros, min/max clamp); 'A' is taken as it is.
 */
export const A_VALUE = 'A';
export type AOrDigitValue = typeof A_VALUE | number;

const LETTER_A = /^[AaＡａ]/;

/** Typed text in the A-or-digit form: 'A' (an a typed first, any case or width), else digits only. */
export function sanitizeAOrDigitText(text: string, rules: NumberRules = {}): string {
  const raw = toHalfWidth(text).trim();
  if (LETTER_A.test(raw)) return A_VALUE;
  return sanitizeNumberText(raw.replace(/[^\d]/g, ''), { ...rules, integer: true, positive: true });
}

/** The value a (sanitized) A-or-digit text stands for. */
export function parseAOrDigitText(text: string): AOrDigitValue | null {
  return text === A_VALUE ? A_VALUE : parseNumberText(text);
}

/** A finished A-or-digit entry: 'A' as it is, digits clamped to the bounds like any whole number. */
export function commitAOrDigitText(text: string, rules: NumberRules = {}): { value: AOrDigitValue | null; text: string; message: string | null } {
  const clean = sanitizeAOrDigitText(text, rules);
  if (clean === A_VALUE) return { value: A_VALUE, text: A_VALUE, message: null };
  return commitNumberText(clean, { ...rules, integer: true, positive: true });
}

/** Whether a value is of the A-or-digit form (for form checks on values set from outside). */
export const isAOrDigit = (value: unknown): value is AOrDigitValue => value === A_VALUE || (typeof value === 'number' && Number.isInteger(value) && value >= 0);
