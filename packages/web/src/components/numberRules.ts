import { NUMBER_INPUT, numberProblem, type NumberLimits } from '@salon/contract';

/**
 * Number input rules (spec §5, §9): what a box takes (integers only, no minus sign, a number of
 * decimals, a maximum length, min/max) and what it says when an entry breaks them. What was typed
 * is kept: a minus sign, a third decimal or a value past a bound stays in the box with its message
 * (the contract's numberProblem, the words the server answers), never cut, rounded or clamped
 * behind the user's back. Only what cannot be part of a number (letters, spaces) is left out as
 * it is typed. Default 10 decimals, step 1.
 */
export interface NumberRules {
  min?: number;
  max?: number;
  /** Integers only (no decimals). */
  integer?: boolean;
  /** Zero or more (a minus sign is refused). */
  positive?: boolean;
  /** Decimal places allowed (default 10). */
  decimals?: number;
  /** Longest text, sign and point included (further characters are not taken, as a native maxlength). */
  maxLength?: number;
  /** '007' becomes '7', '00.5' becomes '0.5' (default true): the same value, written plainly. */
  stripLeadingZeros?: boolean;
  /** Heads the messages: '座位数不能为负数' (default none: '不能为负数'). */
  label?: string;
}

export const NUMBER_DEFAULT_DECIMALS = NUMBER_INPUT.decimals;
export const NUMBER_DEFAULT_STEP = NUMBER_INPUT.step;

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

/** The rules as the contract's number limits (the same check the server runs on declared fields). */
export function limitsOf(rules: NumberRules): NumberLimits {
  return { label: rules.label, scale: decimalsOf(rules), ...boundsOf(rules) };
}

const FULL_WIDTH = /[０-９．－]/g;
const toHalfWidth = (text: string) => text.replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

/**
 * What is typed, as a number's text: full-width digits made half-width, only digits, one point and
 * a leading minus kept (a second point is a slip and dropped), no leading zeros, at most
 * `maxLength` characters. A minus or extra decimals are kept for the check to refuse.
 */
export function sanitizeNumberText(text: string, rules: NumberRules = {}): string {
  const raw = toHalfWidth(text).trim();
  const negative = raw.startsWith('-');
  const body = raw.replace(/[^\d.]/g, '');
  const point = body.indexOf('.');
  let int = point < 0 ? body : body.slice(0, point);
  const frac = point < 0 ? null : body.slice(point + 1).replace(/\./g, '');
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

/** A finished text written plainly: a dangling point or minus goes ('3.' is 3); the value is unchanged. */
const finishedText = (text: string) => text.replace(/\.$/, '').replace(/^-$/, '');

/** The message for what the box holds, or null when it is empty or allowed. */
export function numberTextProblem(text: string, rules: NumberRules = {}): string | null {
  const finished = finishedText(text);
  if (finished === '') return null;
  const problem = numberProblem(finished, limitsOf(rules));
  return problem === true ? null : problem;
}

export interface Committed {
  /** The number as typed (also when refused: the form's own check names the same problem). */
  value: number | null;
  text: string;
  message: string | null;
}

/** A finished entry (blur, Enter): the value as typed, and its message when the rules refuse it. */
export function commitNumberText(text: string, rules: NumberRules = {}): Committed {
  const clean = finishedText(sanitizeNumberText(text, rules));
  const value = parseNumberText(clean);
  if (value === null) return { value: null, text: '', message: null };
  return { value: Object.is(value, -0) ? 0 : value, text: clean, message: numberTextProblem(clean, rules) };
}

/** The text shown for a value (no exponent for ordinary magnitudes). */
export function formatNumberValue(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/** Rounds to `decimals` places, half away from zero, through the decimal text (1.005 -> 1.01): for steps only. */
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

/**
 * One step up (+1) or down (-1) from a value (empty counts as 0): the arrow keys and the -/+
 * buttons do not step past a bound (the user sees where they stop).
 */
export function stepNumber(value: number | null, direction: 1 | -1, rules: NumberRules = {}, step: number = NUMBER_DEFAULT_STEP): number {
  const next = roundTo((value ?? 0) + direction * step, decimalsOf(rules));
  const { min, max } = boundsOf(rules);
  if (max !== undefined && next > max) return Math.max(max, value ?? max);
  if (min !== undefined && next < min) return Math.min(min, value ?? min);
  return next;
}

/**
 * The A-or-digit form (spec §5: "number inputs can be restricted to integers or to an A-or-digit
 * form"): a value is the letter A, or a whole number of zero or more (digits only). Digits keep
 * the other rules (max length, leading zeros, min/max, said when broken); 'A' is taken as it is.
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

/** A finished A-or-digit entry: 'A' as it is, digits as typed with their message past a bound. */
export function commitAOrDigitText(text: string, rules: NumberRules = {}): { value: AOrDigitValue | null; text: string; message: string | null } {
  const clean = sanitizeAOrDigitText(text, rules);
  if (clean === A_VALUE) return { value: A_VALUE, text: A_VALUE, message: null };
  return commitNumberText(clean, { ...rules, integer: true, positive: true });
}

/** Whether a value is of the A-or-digit form (for form checks on values set from outside). */
export const isAOrDigit = (value: unknown): value is AOrDigitValue => value === A_VALUE || (typeof value === 'number' && Number.isInteger(value) && value >= 0);

/** An antd form rule for a number box: the same check and words as the box and the server. */
export function numberRule(rules: NumberRules = {}) {
  return {
    validator: async (_: unknown, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const problem = numberProblem(value, limitsOf(rules));
      if (problem !== true) throw new Error(problem);
    },
  };
}
