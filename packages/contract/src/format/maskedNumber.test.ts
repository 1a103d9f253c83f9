import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { maskNumber } from './maskedNumber.js';

describe('maskNumber', () => {
  it('keeps 4 + 4 from 8 characters on', () => {
    expect(maskNumber('6222021234567890')).toBe('6222****7890');
    expect(maskNumber('13800138000')).toBe('1380****8000');
    expect(maskNumber('12345678')).toBe('1234****5678');
    expect(maskNumber(13800138000)).toBe('1380****8000');
  });

  it('keeps 3 + 3 under 8 characters', () => {
    expect(maskNumber('1234567')).toBe('123****567');
  });

  it('reveals nothing for 1-6 characters', () => {
    for (const s of ['1', '12', '123', '1234', '12345', '123456']) expect(maskNumber(s)).toBe('****');
  });

  it('gives an empty string for missing values', () => {
    expect(maskNumber('')).toBe('');
    expect(maskNumber(null)).toBe('');
    expect(maskNumber(undefined)).toBe('');
  });

  it('property: shape of the output', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), (s) => {
        const chars = Array.from(s);
        const out = maskNumber(s);
        if (chars.length <= 6) {
          expect(out).toBe('****');
          return;
        }
        const keep = chars.length < 8 ? 3 : 4;
        const outChars = Array.from(out);
        expect(outChars.length).toBe(2 * keep + 4);
        expect(outChars.slice(0, keep)).toEqual(chars.slice(0, keep));
        expect(outChars.slice(-keep)).toEqual(chars.slice(-keep));
        expect(outChars.slice(keep, keep + 4).join('')).toBe('****');
        expect(outChars.length).toBeLessThanOrEqual(chars.length + 4);
      }),
    );
  });
});
