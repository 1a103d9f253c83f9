import { describe, it, expect } from 'vitest';
import { decimalToString, groupThousands, parseDecimal, roundDecimal, shiftDecimal, stripThousandSeparators } from './decimal.js';

describe('decimal helpers', () => {
  it('parses numbers and strings', () => {
    expect(parseDecimal('  -0012.50 ')).toEqual({ negative: true, int: '12', frac: '50' });
    expect(parseDecimal(1e-7)).toEqual({ negative: false, int: '0', frac: '0000001' });
    expect(parseDecimal('-0')).toEqual({ negative: false, int: '0', frac: '' });
    for (const bad of ['', '.', '-', 'e5', '1e', '1.2.3', '--1', 'NaN']) expect(parseDecimal(bad), bad).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('shifts and rounds', () => {
    const p = parseDecimal('12.345')!;
    expect(decimalToString(shiftDecimal(p, 2))).toBe('1234.5');
    expect(decimalToString(shiftDecimal(p, -3))).toBe('0.012345');
    expect(decimalToString(roundDecimal(p, 2))).toBe('12.35');
    expect(decimalToString(roundDecimal(p, 0))).toBe('12');
    expect(decimalToString(roundDecimal(parseDecimal('9.99')!, 1))).toBe('10.0');
    expect(decimalToString(roundDecimal(parseDecimal('-0.4')!, 0))).toBe('0');
  });

  it('groups and strips thousand separators', () => {
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('123')).toBe('123');
    expect(stripThousandSeparators('1,234,567.5')).toBe('1234567.5');
    expect(stripThousandSeparators('1,23')).toBe('1,23');
  });
});
