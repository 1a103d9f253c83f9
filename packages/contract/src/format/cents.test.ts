import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMoney, compareMoney, fromCents, isMoney, lineAmount, subMoney, toCents } from './cents.js';

describe('money in cents', () => {
  it('reads and writes numeric(…, 2) text exactly', () => {
    expect(toCents('12.3')).toBe(1230n);
    expect(toCents('0.05')).toBe(5n);
    expect(toCents('-7')).toBe(-700n);
    expect(toCents(' 99999999999999.99 ')).toBe(9999999999999999n);
    expect(toCents(12.3)).toBe(1230n);
    expect(fromCents(1230n)).toBe('12.30');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(0n)).toBe('0.00');
  });

  it('refuses what is not money with two decimals', () => {
    for (const bad of ['', '1.234', 'abc', '1e3', '1,000.00', '.5']) expect(() => toCents(bad)).toThrow(RangeError);
    expect(isMoney('1.234')).toBe(false);
    expect(isMoney('10.5')).toBe(true);
  });

  it('adds and subtracts without floating point error', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(addMoney('19999999999999.99', '0.01')).toBe('20000000000000.00');
    expect(subMoney('100.00', '33.33')).toBe('66.67');
    expect(compareMoney('10.00', '10')).toBe(0);
    expect(compareMoney('9.99', '10')).toBe(-1);
  });

  it('round-trips every cent value', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (c) => toCents(fromCents(c)) === c));
  });

  it('prices a line as PostgreSQL rounds it: quantity × unit price to the cent, half up', () => {
    expect(lineAmount('134.73', '18.00')).toBe('2425.14');
    expect(lineAmount('0.05', '0.10')).toBe('0.01'); // 0.005 rounds up
    expect(lineAmount('0.04', '0.10')).toBe('0.00');
    expect(lineAmount('3', '1824.76')).toBe('5474.28');
    expect(() => lineAmount('1.234', '1')).toThrow(RangeError);
  });
});
