import {
  assertPricePrecision,
  formatPrice,
  groupThousands,
  numberProblem,
  PRICE_PRECISION_DEFAULT,
  stripThousandSeparators,
  type NumberLimits,
} from '@salon/contract';

/**
 * Price input rules (spec §5, §9): an amount of at most 18 integer digits and `precision` decimals
 * (0-6, default 2), zero or more unless a minimum says otherwise, shown with thousand separators.
 * Values travel as plain decimal strings ('1234567.5') since 18 digits are beyond a JavaScript
 * number. What is typed is kept: a minus sign, a 19th digit or a third decimal stays in the box
 * with its message (the contract's numberProblem, the server's words), never cut.
 */
export interface PriceLimits {
  /** Heads the messages (default 价格). */
  label?: string;
  /** Decimal places, 0-6 (default 2). */
  precision?: number;
  /** Smallest amount (default 0: no negative amounts; 0.01 for "more than 0"). */
  min?: number | string;
  max?: number | string;
}

/** The contract's number limits of a price box. */
export function priceLimits({ label = '价格', precision = PRICE_PRECISION_DEFAULT, min = 0, max }: PriceLimits = {}): NumberLimits {
  assertPricePrecision(precision);
  return { label, scale: precision, min, max };
}

/**
 * Typed text as a plain price: full-width digits made half-width, digits, one point and a leading
 * minus kept (a second point is a slip and dropped), no leading zeros; nothing cut.
 */
export function sanitizePriceText(text: string): string {
  const raw = text.replace(/[０-９．－]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).trim();
  const negative = raw.startsWith('-');
  const body = raw.replace(/[^\d.]/g, '');
  const point = body.indexOf('.');
  let int = (point < 0 ? body : body.slice(0, point)).replace(/^0+(?=\d)/, '');
  if (point < 0) return (negative ? '-' : '') + int;
  if (int === '') int = '0';
  return `${negative ? '-' : ''}${int}.${body.slice(point + 1).replace(/\./g, '')}`;
}

/** Thousand separators on the integer part, the fraction as typed: '1234567.5' -> '1,234,567.5'. */
export function groupPriceText(plain: string): string {
  const negative = plain.startsWith('-');
  const [int = '', frac] = (negative ? plain.slice(1) : plain).split('.');
  return (negative ? '-' : '') + groupThousands(int) + (frac === undefined ? '' : `.${frac}`);
}

/** The plain value behind a shown text: '1,234.5' -> '1234.5'. */
export function plainPriceText(shown: string): string {
  return stripThousandSeparators(shown.trim()).replace(/,/g, '');
}

/** The message for a plain price text, or null when it is empty or allowed. */
export function priceProblem(plain: string, limits: PriceLimits = {}): string | null {
  const finished = plain.replace(/\.$/, '');
  if (!/\d/.test(finished)) return null;
  const problem = numberProblem(finished, priceLimits(limits));
  return problem === true ? null : problem;
}

/**
 * A finished price (blur, Enter): an allowed one padded to the precision ('1234.5' -> '1234.50',
 * the same amount), a refused one left as typed; '' stays ''.
 */
export function finishPriceText(plain: string, limits: PriceLimits = {}): string {
  if (!/\d/.test(plain)) return '';
  const finished = plain.replace(/\.$/, '');
  return priceProblem(finished, limits) === null ? plainPriceText(formatPrice(finished, limits.precision ?? PRICE_PRECISION_DEFAULT, '')) : finished;
}

/** An antd form rule for a price box: the same check and words as the box and the server. */
export function priceRule(limits: PriceLimits = {}) {
  return {
    validator: async (_: unknown, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const problem = priceProblem(String(value), limits);
      if (problem) throw new Error(problem);
    },
  };
}
