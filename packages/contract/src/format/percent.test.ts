import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatPercent } from './percent.js';

describe('formatPercent', () => {
  it.each([
    [0.25, '25%'],
    [1, '100%'],
    [0.01, '1%'],
    [0.1234, '12%'],
    [0.125, '13%'],
    [0.145, '15%'],
    [1.5, '150%'],
    [0.005, '0.5%'],
    [0.0012, '0.12%'],
    [0.00125, '0.13%'],
    [0.001, '0.1%'],
    [0.00001, '0%'],
    [0.0099999, '1%'],
    [0, '0%'],
    [-0.25, '-25%'],
    [-0.005, '-0.5%'],
    [-0.00001, '0%'],
    [1e-7, '0%'],
    ['0.25', '25%'],
    ['0.005', '0.5%'],
    [' 0.5 ', '50%'],
    ['12345678901234567.89', '1234567890123456789%'],
  ])('%s -> %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it('gives the empty text for missing or non-numeric input', () => {
    expect(formatPercent(null)).toBe('--');
    expect(formatPercent(undefined)).toBe('--');
    expect(formatPercent('')).toBe('--');
    expect(formatPercent('abc')).toBe('--');
    expect(formatPercent(Number.NaN)).toBe('--');
    expect(formatPercent(Number.POSITIVE_INFINITY, '')).toBe('');
  });

  it('property: whole numbers from 1%, at most 2 trimmed decimals below', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (v) => {
        const text = formatPercent(v);
        expect(text).toMatch(/^-?\d+(\.\d{0,1}[1-9])?%$/);
        if (Math.abs(v * 100) >= 1) expect(text).toMatch(/^-?\d+%$/);
        expect(Math.abs(Number.parseFloat(text) - v * 100)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});
