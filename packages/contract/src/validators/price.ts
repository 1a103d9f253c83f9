/**
 * Price validation (spec §5): a non-negative amount with up to 18 integer
 * digits and at most `precision` decimals; precision is 0-6, default 2
 * (spec §9). Values are trimmed; correctly placed thousand separators
 * ('1,234.5') are accepted since the price input displays them. A number
 * the limits refuse gets the form's number message (number.ts: 价格不能为负数,
 * 价格整数位最多18位, 价格最多2位小数); what is no number at all, 请输入正确的价格.
 */
import { stripThousandSeparators } from '../format/decimal.js';
import { isBlank, messages, type Lang, type ValidationResult, type Validator } from './messages.js';
import { NUMBER_MAX_INTEGER_DIGITS, numberProblem } from './number.js';

export const PRICE_MAX_INTEGER_DIGITS = NUMBER_MAX_INTEGER_DIGITS;
export const PRICE_PRECISION_MIN = 0;
export const PRICE_PRECISION_MAX = 6;
export const PRICE_PRECISION_DEFAULT = 2;

/** A plainly written number: no leading zeros, no dangling point ('01', '1.' are not prices). */
const PLAIN_NUMBER_RE = /^-?(0|[1-9]\d*)(?:\.\d+)?$/;

/** Throws a RangeError unless precision is an integer in 0-6. */
export function assertPricePrecision(precision: number): void {
  if (!Number.isInteger(precision) || precision < PRICE_PRECISION_MIN || precision > PRICE_PRECISION_MAX) {
    throw new RangeError(`price precision must be an integer from ${PRICE_PRECISION_MIN} to ${PRICE_PRECISION_MAX}, got ${precision}`);
  }
}

function checkPrice(value: string | undefined | null, lang: Lang, precision: number): ValidationResult {
  if (value == null || isBlank(value)) return messages.priceEmpty[lang];
  const plain = stripThousandSeparators(value.trim());
  if (!PLAIN_NUMBER_RE.test(plain)) return messages.priceInvalid[lang];
  return numberProblem(plain, { label: lang === 'zh' ? '价格' : 'price', scale: precision, min: 0 }, lang);
}

/** Builds a price validator for the given precision (0-6). */
export function createPriceValidator(precision: number = PRICE_PRECISION_DEFAULT): Validator {
  assertPricePrecision(precision);
  return (value, lang = 'zh') => checkPrice(value, lang, precision);
}

/** Price validator with the default precision of 2 decimals. */
export const validatePrice: Validator = createPriceValidator(PRICE_PRECISION_DEFAULT);

export function isPrice(value: string, precision: number = PRICE_PRECISION_DEFAULT): boolean {
  assertPricePrecision(precision);
  return checkPrice(value, 'zh', precision) === true;
}
