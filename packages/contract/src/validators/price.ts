/**
 * Price validation (spec §5): a non-negative amount with up to 18 integer
 * digits and at most `precision` decimals; precision is 0-6, default 2
 * (spec §9). Values are trimmed; correctly placed thousand separators
 * ('1,234.5') are accepted since the price input displays them.
 */
import { stripThousandSeparators } from '../format/decimal.js';
import { formatMessage, isBlank, messages, type Lang, type ValidationResult, type Validator } from './messages.js';

export const PRICE_MAX_INTEGER_DIGITS = 18;
export const PRICE_PRECISION_MIN = 0;
export const PRICE_PRECISION_MAX = 6;
export const PRICE_PRECISION_DEFAULT = 2;

const PLAIN_PRICE_RE = /^(0|[1-9]\d*)(?:\.(\d+))?$/;

/** Throws a RangeError unless precision is an integer in 0-6. */
export function assertPricePrecision(precision: number): void {
  if (!Number.isInteger(precision) || precision < PRICE_PRECISION_MIN || precision > PRICE_PRECISION_MAX) {
    throw new RangeError(`price precision must be an integer from ${PRICE_PRECISION_MIN} to ${PRICE_PRECISION_MAX}, got ${precision}`);
  }
}

function checkPrice(value: string | undefined | null, lang: Lang, precision: number): ValidationResult {
  if (value == null || isBlank(value)) return messages.priceEmpty[lang];
  const match = PLAIN_PRICE_RE.exec(stripThousandSeparators(value.trim()));
  if (!match) return messages.priceInvalid[lang];
  const [, int = '', frac = ''] = match;
  if (int.length > PRICE_MAX_INTEGER_DIGITS) {
    return formatMessage('priceIntegerDigits', lang, { n: PRICE_MAX_INTEGER_DIGITS });
  }
  if (frac.length > precision) {
    return precision === 0 ? messages.priceInteger[lang] : formatMessage('priceDecimals', lang, { n: precision });
  }
  return true;
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
