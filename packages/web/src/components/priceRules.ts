import { assertPricePrecision, formatPrice, groupThousands, PRICE_MAX_INTEGER_DIGITS, PRICE_PRECISION_DEFAULT, stripThousandSeparators } from '@salon/contract';

/**
 * Price input rules (spec §5, §9): a non-negative amount of at most 18 integer digits and
 * `precision` decimals (0-6, default 2), shown with thousand separators. Values travel as
 * plain decimal strings ('1234567.5') since 18 digits are beyond a JavaScript number.
 */

/** Filters typed text to a plain price: digits, one point, no leading zeros, the digit limits. */
export function sanitizePriceText(text: string, precision: number = PRICE_PRECISION_DEFAULT): string {
  assertPricePrecision(precision);
  const body = text.replace(/[０-９．]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/[^\d.]/g, '');
  const point = body.indexOf('.');
  let int = (point < 0 ? body : body.slice(0, point)).replace(/^0+(?=\d)/, '').slice(0, PRICE_MAX_INTEGER_DIGITS);
  if (point < 0 || precision === 0) return int;
  if (int === '') int = '0';
  return `${int}.${body
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, precision)}`;
}

/** Thousand separators on the integer part, the fraction as typed: '1234567.5' -> '1,234,567.5'. */
export function groupPriceText(plain: string): string {
  const [int = '', frac] = plain.split('.');
  return groupThousands(int) + (frac === undefined ? '' : `.${frac}`);
}

/** The plain value behind a shown text: '1,234.5' -> '1234.5'. */
export function plainPriceText(shown: string): string {
  return stripThousandSeparators(shown.trim()).replace(/,/g, '');
}

/** A finished price: padded to the precision and grouped ('1234.5' -> '1,234.50'); '' stays ''. */
export function finishPriceText(plain: string, precision: number = PRICE_PRECISION_DEFAULT): string {
  if (!/\d/.test(plain)) return '';
  return formatPrice(plain, precision, '');
}
