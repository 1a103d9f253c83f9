import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  commitAOrDigitText,
  commitNumberText,
  decimalsOf,
  formatNumberValue,
  isAOrDigit,
  numberTextProblem,
  parseAOrDigitText,
  parseNumberText,
  roundTo,
  sanitizeAOrDigitText,
  sanitizeNumberText,
  stepNumber,
} from './numberRules';

/** Number input rules (spec §5, §9): what is typed is kept, and refused with its reason (issue 12.10). */
const finite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 });
const bounds = fc.tuple(finite, finite).map(([a, b]) => (a <= b ? { min: a, max: b } : { min: b, max: a }));

describe('typing filter', () => {
  const rulesArb = fc.record(
    {
      integer: fc.boolean(),
      positive: fc.boolean(),
      decimals: fc.integer({ min: 0, max: 12 }),
      maxLength: fc.integer({ min: 1, max: 20 }),
      stripLeadingZeros: fc.boolean(),
    },
    { requiredKeys: [] },
  );
  const typed = fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', '-', 'a', ' ', '０', '．', 'e', '+'), maxLength: 24 });

  it('only ever gives a (partial) number, within the length', () => {
    fc.assert(
      fc.property(typed, rulesArb, (text, rules) => {
        const out = sanitizeNumberText(text, rules);
        expect(out).toMatch(/^-?\d*(\.\d*)?$/);
        if (rules.maxLength !== undefined) expect(out.length).toBeLessThanOrEqual(rules.maxLength);
        if (rules.stripLeadingZeros !== false) expect(out).not.toMatch(/^-?0\d/);
      }),
    );
  });

  it('keeps every digit typed after the point, whatever the decimals allowed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,5}\.\d{0,8}$/), fc.integer({ min: 0, max: 4 }), (text, decimals) => {
        expect(sanitizeNumberText(text, { decimals })).toBe(text);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(typed, rulesArb, (text, rules) => sanitizeNumberText(sanitizeNumberText(text, rules), rules) === sanitizeNumberText(text, rules)));
  });

  it('examples: a minus, decimals and digits past a limit stay; letters and a second point go', () => {
    expect(sanitizeNumberText('12.5', { integer: true })).toBe('12.5');
    expect(sanitizeNumberText('-3', { positive: true })).toBe('-3');
    expect(sanitizeNumberText('-3', { min: 0 })).toBe('-3');
    expect(sanitizeNumberText('10.555', { decimals: 2 })).toBe('10.555');
    expect(sanitizeNumberText('1.2.3', {})).toBe('1.23');
    expect(sanitizeNumberText('123456', { maxLength: 4 })).toBe('1234');
    expect(sanitizeNumberText('007', {})).toBe('7');
    expect(sanitizeNumberText('00.5', {})).toBe('0.5');
    expect(sanitizeNumberText('-007', {})).toBe('-7');
    expect(sanitizeNumberText('007', { stripLeadingZeros: false })).toBe('007');
    expect(sanitizeNumberText('.5', {})).toBe('0.5');
    expect(sanitizeNumberText('１２．５', {})).toBe('12.5');
    expect(sanitizeNumberText('12a3', {})).toBe('123');
  });

  it('allows 10 decimal places by default', () => {
    expect(decimalsOf({})).toBe(10);
    expect(numberTextProblem('0.1234567890', {})).toBeNull();
    expect(numberTextProblem('0.123456789012', {})).toBe('最多10位小数');
  });
});

describe('finishing an entry', () => {
  it('parses partial numbers as empty', () => {
    for (const t of ['', '-', '.', '-.']) expect(parseNumberText(t)).toBeNull();
    expect(parseNumberText('3.')).toBe(3);
  });

  it('keeps the value as typed and says what the rules refuse, in the server’s words', () => {
    expect(commitNumberText('12.345', { decimals: 2 })).toEqual({ value: 12.345, text: '12.345', message: '最多2位小数' });
    expect(commitNumberText('0.1', { integer: true })).toEqual({ value: 0.1, text: '0.1', message: '须为整数' });
    expect(commitNumberText('15', { min: 0, max: 10 })).toEqual({ value: 15, text: '15', message: '不能大于10' });
    expect(commitNumberText('-3', { label: '座位数', integer: true, min: 1, max: 50 })).toEqual({ value: -3, text: '-3', message: '座位数不能为负数' });
    expect(commitNumberText('-2', { min: -1, max: 10 })).toEqual({ value: -2, text: '-2', message: '不能小于-1' });
    expect(commitNumberText('1', { min: 5 })).toEqual({ value: 1, text: '1', message: '不能小于5' });
    expect(commitNumberText('-5', { positive: true })).toEqual({ value: -5, text: '-5', message: '不能为负数' });
    expect(commitNumberText('1'.repeat(20), {})).toMatchObject({ text: '1'.repeat(20), message: '整数位最多18位' });
    expect(commitNumberText('', { min: 5 })).toEqual({ value: null, text: '', message: null });
    expect(commitNumberText('-0', {})).toEqual({ value: 0, text: '-0', message: null });
    expect(commitNumberText('3.', { max: 5 })).toEqual({ value: 3, text: '3', message: null });
  });

  it('never changes a finished value, and says so whenever it is out of bounds', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '3', '7', '9', '.', '-'), maxLength: 14 }), bounds, (text, b) => {
        const { value, message } = commitNumberText(text, b);
        const typed = parseNumberText(sanitizeNumberText(text).replace(/\.$/, ''));
        expect(value === null ? null : value + 0).toBe(typed === null ? null : typed + 0);
        if (value !== null && (value < b.min || value > b.max)) expect(message).not.toBeNull();
      }),
    );
  });

  it('rounds half away from zero through the decimal text (steps)', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(1e-7, 10)).toBe(1e-7);
  });

  it('positive-only has a floor of 0', () => {
    expect(boundsOf({ positive: true })).toEqual({ min: 0, max: undefined });
    expect(boundsOf({ positive: true, min: -5, max: 3 })).toEqual({ min: 0, max: 3 });
    expect(boundsOf({ positive: true, min: 2 })).toEqual({ min: 2, max: undefined });
  });

  it('shows values without exponents', () => {
    expect(formatNumberValue(1e-7)).toBe('0.0000001');
    expect(formatNumberValue(null)).toBe('');
    expect(formatNumberValue(12.5)).toBe('12.5');
  });
});

describe('steps', () => {
  it('moves by 1 by default, stops at a bound, without float noise', () => {
    expect(stepNumber(null, 1)).toBe(1);
    expect(stepNumber(9.5, 1, { max: 10 })).toBe(10);
    expect(stepNumber(0, -1, { positive: true })).toBe(0);
    expect(stepNumber(0.1, 1, { decimals: 2 }, 0.2)).toBe(0.3);
    // A value typed past the bound is not moved by a step towards it from outside.
    expect(stepNumber(15, 1, { max: 10 })).toBe(15);
  });
});

describe('the A-or-digit form (spec §5)', () => {
  it('is the letter A, or digits only', () => {
    expect(sanitizeAOrDigitText('A')).toBe('A');
    expect(sanitizeAOrDigitText('a')).toBe('A');
    expect(sanitizeAOrDigitText('Ａ')).toBe('A');
    expect(sanitizeAOrDigitText(' ab12')).toBe('A');
    expect(sanitizeAOrDigitText('12a')).toBe('12');
    expect(sanitizeAOrDigitText('-3.5')).toBe('35');
    expect(sanitizeAOrDigitText('００７')).toBe('7');
    expect(sanitizeAOrDigitText('B')).toBe('');
    expect(sanitizeAOrDigitText('123456', { maxLength: 3 })).toBe('123');
  });

  it('only ever yields A or a whole number of zero or more', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const clean = sanitizeAOrDigitText(text);
        expect(clean === 'A' || /^\d*$/.test(clean)).toBe(true);
        const committed = commitAOrDigitText(text);
        expect(committed.value === null || isAOrDigit(committed.value)).toBe(true);
      }),
    );
  });

  it('keeps A as it is, and digits as typed with their message past a bound', () => {
    expect(parseAOrDigitText('A')).toBe('A');
    expect(parseAOrDigitText('')).toBeNull();
    expect(parseAOrDigitText('42')).toBe(42);
    expect(commitAOrDigitText('a', { max: 5 })).toEqual({ value: 'A', text: 'A', message: null });
    expect(commitAOrDigitText('12', { max: 5 })).toEqual({ value: 12, text: '12', message: '不能大于5' });
    expect(commitAOrDigitText('', { max: 5 })).toEqual({ value: null, text: '', message: null });
    expect(isAOrDigit('B')).toBe(false);
    expect(isAOrDigit(1.5)).toBe(false);
    expect(isAOrDigit(-1)).toBe(false);
    expect(isAOrDigit(0)).toBe(true);
  });
});
