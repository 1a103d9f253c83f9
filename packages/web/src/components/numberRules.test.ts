import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  clampNumber,
  commitAOrDigitText,
  commitNumberText,
  decimalsOf,
  formatNumberValue,
  isAOrDigit,
  numberMessages,
  parseAOrDigitText,
  parseNumberText,
  roundTo,
  sanitizeAOrDigitText,
  sanitizeNumberText,
  stepNumber,
} from './numberRules';

/** Number input rules (spec §5, §9). */
const finite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 });
const bounds = fc.tuple(finite, finite).map(([a, b]) => (a <= b ? { min: a, max: b } : { min: b, max: a }));

describe('clamp', () => {
  it('always lands within [min, max]', () => {
    fc.assert(
      fc.property(finite, bounds, (value, b) => {
        const { value: out } = clampNumber(value, b);
        return out >= b.min && out <= b.max;
      }),
    );
  });

  it('leaves values in range alone, without a message', () => {
    fc.assert(
      fc.property(bounds, fc.double({ min: 0, max: 1, noNaN: true }), (b, t) => {
        const inside = Math.min(b.max, Math.max(b.min, b.min + (b.max - b.min) * t));
        expect(clampNumber(inside, b)).toEqual({ value: inside, message: null });
      }),
    );
  });

  it('moves values outside to the nearer bound and says the limit', () => {
    fc.assert(
      fc.property(finite, bounds, (value, b) => {
        const r = clampNumber(value, b);
        if (value > b.max) expect(r).toEqual({ value: b.max, message: numberMessages.aboveMax(b.max) });
        else if (value < b.min) expect(r).toEqual({ value: b.min, message: numberMessages.belowMin(b.min) });
        else expect(r.message).toBeNull();
      }),
    );
  });

  it('is idempotent and works with one bound or none', () => {
    fc.assert(
      fc.property(finite, bounds, (value, b) => {
        const once = clampNumber(value, b).value;
        expect(clampNumber(once, b)).toEqual({ value: once, message: null });
      }),
    );
    expect(clampNumber(-5, { max: 3 })).toEqual({ value: -5, message: null });
    expect(clampNumber(5, { max: 3 })).toEqual({ value: 3, message: '超出限制，最大值为3' });
    expect(clampNumber(-1, { min: 0 })).toEqual({ value: 0, message: '超出限制，最小值为0' });
    expect(clampNumber(1e9, {})).toEqual({ value: 1e9, message: null });
  });
});

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

  it('only ever gives a (partial) number the rules allow', () => {
    fc.assert(
      fc.property(typed, rulesArb, (text, rules) => {
        const out = sanitizeNumberText(text, rules);
        expect(out).toMatch(/^-?\d*(\.\d*)?$/);
        if (rules.integer || rules.decimals === 0) expect(out).not.toContain('.');
        if (rules.positive) expect(out).not.toContain('-');
        const frac = out.split('.')[1];
        if (frac !== undefined) expect(frac.length).toBeLessThanOrEqual(decimalsOf(rules));
        if (rules.maxLength !== undefined) expect(out.length).toBeLessThanOrEqual(rules.maxLength);
        if (rules.stripLeadingZeros !== false) expect(out).not.toMatch(/^-?0\d/);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(typed, rulesArb, (text, rules) => sanitizeNumberText(sanitizeNumberText(text, rules), rules) === sanitizeNumberText(text, rules)));
  });

  it('examples: integers, positive, decimals, length, leading zeros', () => {
    expect(sanitizeNumberText('12.5', { integer: true })).toBe('12');
    expect(sanitizeNumberText('-3', { positive: true })).toBe('3');
    expect(sanitizeNumberText('-3', {})).toBe('-3');
    expect(sanitizeNumberText('-3', { min: 0 })).toBe('3');
    expect(sanitizeNumberText('1.23456', { decimals: 2 })).toBe('1.23');
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
    expect(sanitizeNumberText('0.123456789012', {})).toBe('0.1234567890');
  });
});

describe('finishing an entry', () => {
  it('parses partial numbers as empty', () => {
    for (const t of ['', '-', '.', '-.']) expect(parseNumberText(t)).toBeNull();
    expect(parseNumberText('3.')).toBe(3);
  });

  it('rounds to the decimals and clamps, with the message', () => {
    // The box never holds more decimals than allowed: the extra ones are cut as they are typed.
    expect(commitNumberText('12.345', { decimals: 2 })).toEqual({ value: 12.34, text: '12.34', message: null });
    expect(commitNumberText('0.1', { decimals: 0 })).toEqual({ value: 0, text: '0', message: null });
    expect(commitNumberText('15', { min: 0, max: 10 })).toEqual({ value: 10, text: '10', message: '超出限制，最大值为10' });
    // With a minimum of 0 a minus sign cannot be typed at all.
    expect(commitNumberText('-2', { min: 0, max: 10 })).toEqual({ value: 2, text: '2', message: null });
    expect(commitNumberText('-2', { min: -1, max: 10 })).toEqual({ value: -1, text: '-1', message: '超出限制，最小值为-1' });
    expect(commitNumberText('1', { min: 5 })).toEqual({ value: 5, text: '5', message: '超出限制，最小值为5' });
    expect(commitNumberText('', { min: 5 })).toEqual({ value: null, text: '', message: null });
    expect(commitNumberText('-0', {})).toEqual({ value: 0, text: '0', message: null });
  });

  it('keeps every finished value within both bounds', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '3', '7', '9', '.', '-'), maxLength: 14 }), bounds, (text, b) => {
        const { value } = commitNumberText(text, b);
        return value === null || (value >= b.min && value <= b.max);
      }),
    );
  });

  it('rounds half away from zero through the decimal text', () => {
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
  it('moves by 1 by default, within the bounds, without float noise', () => {
    expect(stepNumber(null, 1)).toBe(1);
    expect(stepNumber(9.5, 1, { max: 10 })).toBe(10);
    expect(stepNumber(0, -1, { positive: true })).toBe(0);
    expect(stepNumber(0.1, 1, { decimals: 2 }, 0.2)).toBe(0.3);
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

  it('keeps A as it is and clamps digits to the bounds', () => {
    expect(parseAOrDigitText('A')).toBe('A');
    expect(parseAOrDigitText('')).toBeNull();
    expect(parseAOrDigitText('42')).toBe(42);
    expect(commitAOrDigitText('a', { max: 5 })).toEqual({ value: 'A', text: 'A', message: null });
    expect(commitAOrDigitText('12', { max: 5 })).toEqual({ value: 5, text: '5', message: numberMessages.aboveMax(5) });
    expect(commitAOrDigitText('', { max: 5 })).toEqual({ value: null, text: '', message: null });
    expect(isAOrDigit('B')).toBe(false);
    expect(isAOrDigit(1.5)).toBe(false);
    expect(isAOrDigit(-1)).toBe(false);
    expect(isAOrDigit(0)).toBe(true);
  });
});
