import { describe, expect, it } from 'vitest';
import { commissionOf, payMonthOf } from './payInputs.js';

describe('推荐提成: commission = paid × rate, exact to the cent', () => {
  it('multiplies exactly and rounds half up to the cent', () => {
    expect(commissionOf('1000.00', '0.0350')).toBe('35.00');
    expect(commissionOf('1000', '0.03')).toBe('30.00');
    expect(commissionOf('19.90', '0.0125')).toBe('0.25'); // 0.24875
    expect(commissionOf('0.10', '0.05')).toBe('0.01'); // 0.005, half up
    expect(commissionOf('0.09', '0.05')).toBe('0.00'); // 0.0045
    expect(commissionOf('2999.99', '0.5')).toBe('1500.00'); // 1499.995
    // Where a float would drift: 0.07 × 3 = 0.21000000000000002.
    expect(commissionOf('3.00', '0.07')).toBe('0.21');
    expect(commissionOf('99999999.99', '0.0001')).toBe('10000.00');
  });

  it('refuses what is not a rate of at most 4 decimals, and amounts that are not money', () => {
    expect(() => commissionOf('100', '0.00001')).toThrow(RangeError);
    expect(() => commissionOf('100', '-0.1')).toThrow(RangeError);
    expect(() => commissionOf('100.001', '0.1')).toThrow(RangeError);
  });

  it('a pay month is the first day of the month', () => {
    expect(payMonthOf('2026-11-17')).toBe('2026-11-01');
    expect(payMonthOf('2026-02-01')).toBe('2026-02-01');
  });
});
