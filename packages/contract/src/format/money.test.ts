import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatMoney, formatPrice } from './money.js';

describe('formatMoney', () => {
  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [999.995, '1,000.00'],
    [1.005, '1.01'],
    [-1234.5, '-1,234.50'],
    [-0.001, '0.00'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [1e-7, '0.00'],
    ['12345678901234567.89', '12,345,678,901,234,567.89'],
    ['12345678901234567.885', '12,345,678,901,234,567.89'],
    ['99999999999999999999.999', '100,000,000,000,000,000,000.00'],
    ['-0.005', '-0.01'],
    ['0012.3', '12.30'],
    ['.5', '0.50'],
    ['5.', '5.00'],
    ['+7', '7.00'],
    ['1,234.5', '1,234.50'],
    ['1.5e3', '1,500.00'],
  ])('%s -> %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it('supports options', () => {
    expect(formatMoney('1234.5678', { decimals: 0 })).toBe('1,235');
    expect(formatMoney('1234.5678', { decimals: 3 })).toBe('1,234.568');
    expect(formatMoney('1234.5', { grouped: false })).toBe('1234.50');
    expect(formatMoney(null)).toBe('--');
    expect(formatMoney('', { empty: '' })).toBe('');
    expect(formatMoney('1,2')).toBe('--');
    expect(formatMoney('abc')).toBe('--');
    expect(formatMoney(Number.NaN)).toBe('--');
    expect(() => formatMoney(1, { decimals: -1 })).toThrow(RangeError);
    expect(() => formatMoney(1, { decimals: 1.5 })).toThrow(RangeError);
  });

  it('formatPrice uses precision 0-6', () => {
    expect(formatPrice('1234.5')).toBe('1,234.50');
    expect(formatPrice('1234.5', 0)).toBe('1,235');
    expect(formatPrice('0.1234567', 6)).toBe('0.123457');
    expect(() => formatPrice(1, 7)).toThrow(RangeError);
  });

  it('property: decimal strings keep every digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,30}$/), fc.stringMatching(/^\d{2}$/), (int, frac) => {
        const text = formatMoney(`${int}.${frac}`);
        expect(text.replaceAll(',', '')).toBe(`${int}.${frac}`);
        expect(text).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });

  it('property: agrees with toFixed for integer cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const value = cents / 100;
        const expected = Number(value.toFixed(2)).toLocaleString('en-US', {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        });
        expect(formatMoney(value)).toBe(expected);
      }),
    );
  });
});
