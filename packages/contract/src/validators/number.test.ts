import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../format/decimal.js';
import { valueSchema } from '../resource/schema.js';
import type { FieldDef } from '../resource/types.js';
import { compareDecimal, numberProblem } from './number.js';

/** Numbers typed into forms (issue 12.10): refused with their reason, never changed to fit. */
describe('numberProblem', () => {
  const price = { label: '价格', scale: 2, min: '0.01', max: '99999.99' };

  it('accepts what the limits allow, numbers or their text', () => {
    expect(numberProblem('128', price)).toBe(true);
    expect(numberProblem('0.01', price)).toBe(true);
    expect(numberProblem('99999.99', price)).toBe(true);
    expect(numberProblem(12.5, price)).toBe(true);
    expect(numberProblem(' 12.50 ', price)).toBe(true);
    expect(numberProblem('-3', { label: '差额' })).toBe(true);
  });

  it('names the one rule each refused value breaks', () => {
    expect(numberProblem('1'.repeat(20), price)).toBe('价格整数位最多18位');
    expect(numberProblem('-50', { label: '退款金额', min: 0 })).toBe('退款金额不能为负数');
    expect(numberProblem('-3', { label: '座位数', scale: 0, min: 1, max: 50 })).toBe('座位数不能为负数');
    expect(numberProblem('10.555', price)).toBe('价格最多2位小数');
    expect(numberProblem('2.5', { label: '座位数', scale: 0, min: 1 })).toBe('座位数须为整数');
    expect(numberProblem('0', price)).toBe('价格须大于0');
    expect(numberProblem('-0.01', price)).toBe('价格不能为负数');
    expect(numberProblem('0', { label: '座位数', scale: 0, min: 1, max: 50 })).toBe('座位数不能小于1');
    expect(numberProblem('0.5', { label: '系数', scale: 1, min: 1 })).toBe('系数不能小于1');
    expect(numberProblem('3', { label: '时长(分钟)', scale: 0, min: 5 })).toBe('时长(分钟)不能小于5');
    expect(numberProblem('100000', price)).toBe('价格不能大于99999.99');
    expect(numberProblem('abc', price)).toBe('价格须为数字');
    expect(numberProblem('1e3', price)).toBe('价格须为数字');
    expect(numberProblem('', price)).toBe('请输入价格');
    expect(numberProblem(null, price)).toBe('请输入价格');
    expect(numberProblem('-1', { min: 0 })).toBe('不能为负数');
    expect(numberProblem('-1', { label: 'price', min: 0 }, 'en')).toBe('price cannot be negative');
  });

  it('compares beyond floating point: 18 integer digits and their decimals', () => {
    const big = { label: '金额', min: 0, max: '999999999999999999.99' };
    expect(numberProblem('999999999999999999.99', big)).toBe(true);
    expect(numberProblem('999999999999999999.991', { ...big, scale: 3 })).toBe('金额不能大于999999999999999999.99');
  });

  it('compareDecimal orders like the numbers do', () => {
    const n = fc.integer({ min: -1_000_000, max: 1_000_000 });
    fc.assert(
      fc.property(n, n, fc.integer({ min: 0, max: 4 }), (a, b, places) => {
        const text = (v: number) => (v / 10 ** places).toFixed(places);
        const expected = Math.sign(a - b);
        expect(compareDecimal(parseDecimal(text(a))!, parseDecimal(text(b))!)).toBe(expected === 0 ? 0 : expected);
      }),
    );
  });

  it('never accepts a value outside its bounds or with more decimals than its scale', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), (value) => {
        const limits = { scale: 2, min: 0, max: 1000 };
        if (numberProblem(value, limits) !== true) return;
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1000);
        expect(Math.abs(value * 100 - Math.round(value * 100))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('declared number fields', () => {
  const refusal = (field: FieldDef, value: unknown) => {
    const result = valueSchema(field).safeParse(value);
    return result.success ? true : result.error.issues[0].message;
  };
  const seats: FieldDef = { key: 'seats', column: 'seats', label: '座位数', type: 'int', min: 1, max: 50 };
  const price: FieldDef = { key: 'price', column: 'price', label: '价格', type: 'money', scale: 2, min: 0.01, max: 99999.99 };

  it('are refused on the server in the same words the form shows', () => {
    expect(refusal(seats, '-3')).toBe('座位数不能为负数');
    expect(refusal(seats, 51)).toBe('座位数不能大于50');
    expect(refusal(seats, '2.5')).toBe('座位数须为整数');
    expect(refusal(price, '1'.repeat(20))).toBe('价格整数位最多18位');
    expect(refusal(price, '-50')).toBe('价格不能为负数');
    expect(refusal(price, '10.555')).toBe('价格最多2位小数');
    expect(refusal(price, '0')).toBe('价格须大于0');
    expect(refusal(price, '0.00')).toBe('价格须大于0');
  });

  it('keep what was sent when it is allowed', () => {
    expect(valueSchema(seats).parse('6')).toBe(6);
    expect(valueSchema(price).parse(' 128.50 ')).toBe('128.50');
    expect(valueSchema(price).parse(12.5)).toBe('12.5');
  });
});
