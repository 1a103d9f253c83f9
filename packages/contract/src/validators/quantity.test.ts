import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isOneDecimalQuantity, validateQuantity } from './quantity.js';

describe('one-decimal quantity', () => {
  it.each(['0', '1', '12', '0.5', '3.0', '100.9'])('accepts %s', (q) => {
    expect(isOneDecimalQuantity(q)).toBe(true);
  });

  it.each(['-1', '1.25', '0.05', '01', '1.', '.5', '1e3', 'abc', '1,000'])('rejects %s', (q) => {
    expect(isOneDecimalQuantity(q)).toBe(false);
  });

  it('has the spec messages', () => {
    expect(validateQuantity('', 'en')).toBe('please enter quantity');
    expect(validateQuantity('1.25', 'en')).toBe('quantity supports only one decimal');
    expect(validateQuantity(null)).toBe('请输入数量');
    expect(validateQuantity('1.25')).toBe('数量最多支持一位小数');
    expect(validateQuantity(' 2.5 ')).toBe(true);
  });

  it('accepts every non-negative tenth', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 9 }), (int, tenth) => {
        expect(isOneDecimalQuantity(`${int}.${tenth}`)).toBe(true);
        expect(isOneDecimalQuantity(String(int))).toBe(true);
        expect(isOneDecimalQuantity(`-${int + 1}`)).toBe(false);
      }),
    );
  });
});
