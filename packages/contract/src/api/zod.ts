import { z } from 'zod';
import type { Validator } from '../validators/messages.js';

z.config(z.locales.zhCN());
// In the browser zod must not compile parsers with Function(): the console's Content-Security-Policy
// forbids eval, and zod's probe for it would be reported as a violation (server/src/core/securityHeaders.ts).
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * The primitives every schema is built from, so that no value the database cannot take gets past
 * a schema (issue 11.6): texts without control characters, whole numbers within their column's
 * range, real calendar dates and strict date-times within the console's years.
 */

/** PostgreSQL's integer (int4) and smallint ranges: an `int` field is an int4 column unless it declares narrower bounds. */
export const INT4 = { min: -2_147_483_648, max: 2_147_483_647 } as const;
export const SMALLINT = { min: -32_768, max: 32_767 } as const;

/** The days the console takes, in forms and filters alike. */
export const DATE_BOUNDS = { min: '1900-01-01', max: '2099-12-31' } as const;

// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTILINE_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True when the text holds a C0 control character or DEL (NUL among them); a multi-line text may hold tab, line feed and carriage return. */
export const hasControlChars = (text: string, multiline = false): boolean => (multiline ? CONTROL_MULTILINE_RE : CONTROL_RE).test(text);

/** The message of a text holding control characters. */
export const controlCharsMessage = (label = '') => `${label}不能包含控制字符`;

/**
 * A message naming its field: by the label when the schema has one ('座位数不能大于50'), else by the
 * key path the value came under ('keyword：不能包含控制字符'), so every refusal says which field.
 */
const naming =
  (label: string, text: string) =>
  (issue: { path?: PropertyKey[] }): string =>
    `${label || (issue.path?.length ? `${issue.path.map(String).join('.')}：` : '')}${text}`;

/**
 * A trimmed text without control characters (`multiline`: tab and line breaks allowed, as in a
 * textarea). Chain `.min()`, `.max()`, `.regex()` on it as on `z.string()`.
 */
export function textSchema(options: { label?: string; multiline?: boolean; error?: string } = {}) {
  const { label = '', multiline = false } = options;
  return z
    .string(options.error ? { error: options.error } : undefined)
    .trim()
    .refine((value) => !hasControlChars(value, multiline), { error: naming(label, controlCharsMessage()) });
}

/** A value of a JSON column: no text in it (keys included) holds NUL, which PostgreSQL's jsonb cannot store. */
export function hasNulDeep(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNulDeep(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNulDeep(v, depth + 1));
}

/** A trimmed string checked by one of our validators; the validator's message is the error. */
export function checked(validator: Validator) {
  return z
    .string({ error: () => validator('') as string })
    .trim()
    .refine((value) => !hasControlChars(value), { error: naming('', controlCharsMessage()), abort: true })
    .superRefine((value, ctx) => {
      const result = validator(value);
      if (result !== true) ctx.addIssue({ code: 'custom', message: result });
    });
}

/** A number or its digits as given; anything else (an array, object or boolean) is no number. */
const numberInput = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' || v === undefined || v === null ? v : Number.NaN);

type Words = { error: string | ((issue: { path?: PropertyKey[] }) => string) } | undefined;

function wholeNumber(min: number, max: number, words: (text: string) => Words) {
  return z.preprocess(
    numberInput,
    z.coerce
      .number(words('须为整数'))
      .int(words('须为整数'))
      .min(min, words(`不能小于${min}`))
      .max(max, words(`不能大于${max}`)),
  );
}

/**
 * A whole number from JSON or a query string: a number or its digits (never an array, object or
 * boolean), within [min, max] (int4 unless given). With a `label` the messages name it ('座位数不能大于50');
 * `error` replaces every message ('请选择门店'); with neither, zod's own words, which the error
 * answer heads with the key ('status：数值过大…').
 */
export function intSchema(options: { min?: number; max?: number; label?: string; error?: string } = {}) {
  const { min = INT4.min, max = INT4.max, label = '', error } = options;
  return wholeNumber(min, max, (text) => (error !== undefined ? { error } : label ? { error: `${label}${text}` } : undefined));
}

/** A numeric id from JSON or a query string: a positive int4 ('id：须为1~2147483647的整数编号'). */
export const idSchema = wholeNumber(1, INT4.max, () => ({ error: naming('', `须为1~${INT4.max}的整数编号`) }));

/** pageNum / pageSize of every list call. */
export const pageQuery = {
  pageNum: intSchema({ min: 1, label: '页码' }).default(1),
  pageSize: intSchema({ min: 1, max: 200, label: '每页条数' }).default(15),
};

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2})(?::?(\d{2}))?)?$/;

/** A real day of the calendar ('2026-02-30' is not), YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const m = DATE_RE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A real day within DATE_BOUNDS. */
export const isConsoleDate = (text: string): boolean => isCalendarDate(text) && text >= DATE_BOUNDS.min && text <= DATE_BOUNDS.max;

/**
 * A date-time as the console writes it, 'YYYY-MM-DD HH:mm[:ss]', or strict ISO-8601
 * ('2026-01-12T10:00:00.000Z', '+08:00'): a real day within DATE_BOUNDS and a real time of day.
 */
export function isConsoleDatetime(text: string): boolean {
  const m = DATETIME_RE.exec(text);
  if (!m || !isConsoleDate(m[1])) return false;
  const [hour, minute, second] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return false;
  return m[6] === undefined || (Number(m[6]) <= 14 && Number(m[7] ?? 0) <= 59);
}

const dateRangeWords = `${DATE_BOUNDS.min}至${DATE_BOUNDS.max}`;

/** A date, YYYY-MM-DD: a real day within DATE_BOUNDS, each fault in its own words. */
export function dateSchema(label = '日期', options: { error?: string } = {}) {
  return z
    .string({ error: options.error ?? `${label}格式应为 YYYY-MM-DD` })
    .trim()
    .regex(DATE_RE, `${label}格式应为 YYYY-MM-DD`)
    .refine(isCalendarDate, `${label}不存在`)
    .refine((v) => !isCalendarDate(v) || isConsoleDate(v), `${label}须在${dateRangeWords}之间`);
}

/** A date-time (see isConsoleDatetime). */
export function datetimeSchema(label = '时间', options: { error?: string } = {}) {
  return z
    .string({ error: options.error ?? `${label}格式应为 YYYY-MM-DD HH:mm:ss` })
    .trim()
    .refine(isConsoleDatetime, `${label}不是有效的时间（格式 YYYY-MM-DD HH:mm:ss，${dateRangeWords}）`);
}
