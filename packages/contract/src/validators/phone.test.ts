import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isContactPhone, isLandline, isMobile, validateContactPhone, validateLandline, validateMobile } from './phone.js';

describe('mobile', () => {
  it('accepts 11 digits starting with 1', () => {
    expect(isMobile('13800138000')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
    expect(isMobile('1380013800')).toBe(false);
    expect(isMobile('138001380001')).toBe(false);
    expect(isMobile('23800138000')).toBe(false);
    expect(isMobile('1380013800a')).toBe(false);
    expect(isMobile('+8613800138000')).toBe(false);
  });

  it('has the spec messages', () => {
    expect(validateMobile('', 'en')).toBe('mobile number cannot be empty');
    expect(validateMobile('123', 'en')).toBe('please enter a correct mobile number');
    expect(validateMobile(null)).toBe('手机号码不能为空');
    expect(validateMobile('123')).toBe('请输入正确的手机号码');
    expect(validateMobile('13800138000')).toBe(true);
  });

  it('matches any 1 + 10 digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^1\d{10}$/), (s) => isMobile(s)));
  });
});

describe('landline', () => {
  // Area code 0x(x)(x): a 0 and 1 to 3 digits; then 7 or 8 digits.
  it.each(['010-12345678', '01012345678', '0755-1234567', '07551234567', '021-1234567', '01-1234567', '01-12345678', '0755-12345678', ' 010-12345678 '])(
    'accepts %s',
    (s) => expect(isLandline(s)).toBe(true),
  );
  it.each([
    '10-12345678',
    '0-12345678',
    '0-1234567',
    '07555-1234567',
    '07555-12345678',
    '010-123456',
    '01-123456',
    '010-123456789',
    '010--1234567',
    '010 12345678',
    '0a0-1234567',
  ])('rejects %s', (s) => expect(isLandline(s)).toBe(false));
  it('takes every area code of 1 to 3 digits after the 0 before a dash, and no other length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 5, max: 10 }), (areaDigits, numberDigits) => {
        const text = `0${'5'.repeat(areaDigits)}-${'6'.repeat(numberDigits)}`;
        expect(isLandline(text)).toBe(areaDigits >= 1 && areaDigits <= 3 && numberDigits >= 7 && numberDigits <= 8);
      }),
    );
  });
  it('without a dash takes a 0 and 8 to 11 more digits', () => {
    fc.assert(fc.property(fc.integer({ min: 4, max: 14 }), (digits) => isLandline(`0${'7'.repeat(digits)}`) === (digits >= 8 && digits <= 11)));
  });
  it('has messages', () => {
    expect(validateLandline('')).toBe('固定电话不能为空');
    expect(validateLandline('x', 'en')).toBe('please enter a correct landline number');
    expect(validateLandline('010-12345678')).toBe(true);
  });
});

describe('contact phone', () => {
  it('accepts mobile or landline', () => {
    expect(isContactPhone('13800138000')).toBe(true);
    expect(isContactPhone('010-12345678')).toBe(true);
    expect(isContactPhone('12345')).toBe(false);
  });

  it('has the spec messages', () => {
    expect(validateContactPhone('', 'en')).toBe('contact phone cannot be empty');
    expect(validateContactPhone('  ', 'en')).toBe('contact phone cannot be empty');
    expect(validateContactPhone('12345', 'en')).toBe('please enter a correct contact phone');
    expect(validateContactPhone('12345')).toBe('请输入正确的联系电话');
    expect(validateContactPhone(' 0755-1234567 ')).toBe(true);
  });
});
