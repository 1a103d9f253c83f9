/**
 * Money as whole cents in a bigint: exact sums and differences of numeric(…, 2) values as the
 * database sends them ('1234.50'), never through floating point. Amounts with more than two
 * decimals are refused rather than rounded: money that does not add up must not be written.
 */

const MONEY_RE = /^([+-])?(\d{1,16})(?:\.(\d{1,2}))?$/;

/** '12.3' -> 1230n; a number is read through its shortest text (12.3 -> '12.3'). Throws on anything else. */
export function toCents(value: string | number | bigint): bigint {
  if (typeof value === 'bigint') return value * 100n;
  const text = String(value).trim();
  const match = MONEY_RE.exec(text);
  if (!match) throw new RangeError(`not an amount of money: '${text}'`);
  const [, sign, int, frac = ''] = match;
  const cents = BigInt(int) * 100n + BigInt(frac.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** True when the value reads as money with at most two decimals. */
export function isMoney(value: unknown): boolean {
  return (typeof value === 'string' || typeof value === 'number') && MONEY_RE.test(String(value).trim());
}

/** 1230n -> '12.30', -5n -> '-0.05' (the form numeric columns take). */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Exact sum of amounts: '0.10' + '0.20' = '0.30'. */
export function addMoney(...values: (string | number)[]): string {
  return fromCents(values.reduce<bigint>((sum, v) => sum + toCents(v), 0n));
}

/** a - b, exactly. */
export function subMoney(a: string | number, b: string | number): string {
  return fromCents(toCents(a) - toCents(b));
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareMoney(a: string | number, b: string | number): -1 | 0 | 1 {
  const d = toCents(a) - toCents(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/**
 * quantity × unit price rounded to the cent (half up, as PostgreSQL's round(numeric, 2)), exactly:
 * a price list's line amount ('134.73' × '18.00' = '2425.14'). Both at most two decimals, not negative.
 */
export function lineAmount(quantity: string | number, unitPrice: string | number): string {
  const product = toCents(quantity) * toCents(unitPrice); // in 1/10,000
  if (product < 0n) throw new RangeError('a line amount of negative figures');
  return fromCents((product + 50n) / 100n);
}
