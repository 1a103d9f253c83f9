import { describe, it, expect } from 'vitest';
import { createPriceValidator, isPrice, validatePrice } from './price.js';

describe('price', () => {
  it('accepts up to 18 integer digits and 2 decimals by default', () => {
    expect(validatePrice('0')).toBe(true);
    expect(validatePrice('12.5')).toBe(true);
    expect(validatePrice('12.55')).toBe(true);
    expect(validatePrice('1'.repeat(18))).toBe(true);
    expect(validatePrice('1'.repeat(18) + '.99')).toBe(true);
    expect(validatePrice('1,234,567.89')).toBe(true);
  });

  it('reports each failure', () => {
    expect(validatePrice('')).toBe('请输入价格');
    expect(validatePrice(null, 'en')).toBe('please enter price');
    expect(validatePrice('1'.repeat(19))).toBe('价格整数位最多18位');
    expect(validatePrice('1'.repeat(19), 'en')).toBe('price supports at most 18 integer digits');
    expect(validatePrice('1.234')).toBe('价格最多2位小数');
    expect(validatePrice('1.234', 'en')).toBe('price supports at most 2 decimals');
    expect(validatePrice('-1')).toBe('价格不能为负数');
    expect(validatePrice('01')).toBe('请输入正确的价格');
    expect(validatePrice('1.')).toBe('请输入正确的价格');
    expect(validatePrice('1,23')).toBe('请输入正确的价格');
    expect(validatePrice('abc')).toBe('请输入正确的价格');
  });

  it('supports precision 0-6', () => {
    const integer = createPriceValidator(0);
    expect(integer('12')).toBe(true);
    expect(integer('12.5')).toBe('价格须为整数');
    const six = createPriceValidator(6);
    expect(six('1.123456')).toBe(true);
    expect(six('1.1234567')).toBe('价格最多6位小数');
    expect(isPrice('1.123', 3)).toBe(true);
    expect(isPrice('1.123')).toBe(false);
    expect(() => createPriceValidator(7)).toThrow(RangeError);
    expect(() => createPriceValidator(-1)).toThrow(RangeError);
    expect(() => createPriceValidator(1.5)).toThrow(RangeError);
  });
});
