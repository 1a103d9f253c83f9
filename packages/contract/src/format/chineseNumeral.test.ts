import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { toChineseNumeral } from './chineseNumeral.js';

describe('toChineseNumeral', () => {
  it.each([
    [0, '零'],
    [1, '一'],
    [9, '九'],
    [10, '十'],
    [11, '十一'],
    [19, '十九'],
    [20, '二十'],
    [99, '九十九'],
    [100, '一百'],
    [101, '一百零一'],
    [110, '一百一十'],
    [111, '一百一十一'],
    [1000, '一千'],
    [1001, '一千零一'],
    [1010, '一千零一十'],
    [1100, '一千一百'],
    [10000, '一万'],
    [10001, '一万零一'],
    [10010, '一万零一十'],
    [10100, '一万零一百'],
    [11000, '一万一千'],
    [100000, '十万'],
    [110000, '十一万'],
    [1000000, '一百万'],
    [1010000, '一百零一万'],
    [12345678, '一千二百三十四万五千六百七十八'],
    [100000000, '一亿'],
    [100000001, '一亿零一'],
    [100001000, '一亿零一千'],
    [100010000, '一亿零一万'],
    [1000000000, '十亿'],
    [1000000000000, '一万亿'],
    [1000010000000, '一万亿一千万'],
    [1000000010000, '一万亿零一万'],
    [1000100000000, '一万零一亿'],
    [10001000, '一千万一千'],
    [1234567890123, '一万二千三百四十五亿六千七百八十九万零一百二十三'],
    [9007199254740991, '九千零七万一千九百九十二亿五千四百七十四万零九百九十一'],
    [-1, '负一'],
    [-10, '负十'],
    [-10001, '负一万零一'],
  ])('%i -> %s', (n, text) => {
    expect(toChineseNumeral(n)).toBe(text);
  });

  it('treats -0 as zero', () => {
    expect(toChineseNumeral(-0)).toBe('零');
  });

  it('rejects non-integers and unsafe integers', () => {
    expect(() => toChineseNumeral(1.5)).toThrow(RangeError);
    expect(() => toChineseNumeral(Number.NaN)).toThrow(RangeError);
    expect(() => toChineseNumeral(2 ** 53)).toThrow(RangeError);
  });

  /** Reads numerals back, as an independent check. */
  function parse(text: string): number {
    if (text.startsWith('负')) return -parse(text.slice(1));
    for (const [unit, factor] of [
      ['亿', 1e8],
      ['万', 1e4],
    ] as const) {
      const at = text.indexOf(unit);
      if (at >= 0) return parse(text.slice(0, at)) * factor + parse(text.slice(at + 1));
    }
    const units: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
    let total = 0;
    let current = 0;
    for (const ch of text) {
      if (ch in units) {
        total += (current || 1) * units[ch]!;
        current = 0;
      } else {
        current = '零一二三四五六七八九'.indexOf(ch);
      }
    }
    return total + current;
  }

  it('property: round-trips through a reader and never has doubled or trailing 零', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (n) => {
        const text = toChineseNumeral(n);
        expect(parse(text)).toBe(n);
        expect(text).not.toMatch(/零零/);
        if (n !== 0) expect(text).not.toMatch(/零$/);
      }),
    );
  });
});
