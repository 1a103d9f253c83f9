import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { messages } from './messages.js';
import {
  hasPasswordStrength,
  isValidPassword,
  trimLoginInput,
  validateForcedPassword,
  validateLoginAccount,
  validateLoginForm,
  validateLoginPwd,
  validatePassword,
  validateRetrieveCode,
  validateRetrieveMobile,
  validateRetrievePassword,
} from './password.js';

/** A strong password of exactly n characters (n >= 3). */
const strong = (n: number) => 'a1!' + 'b'.repeat(n - 3);

describe('login form', () => {
  it('requires account and pwd', () => {
    expect(validateLoginAccount('')).toBe('请输入用户名');
    expect(validateLoginAccount('  ')).toBe('请输入用户名');
    expect(validateLoginAccount(null)).toBe('请输入用户名');
    expect(validateLoginAccount('admin')).toBe(true);
    expect(validateLoginPwd(undefined)).toBe('请输入密码');
    expect(validateLoginPwd('x')).toBe(true);
    expect(validateLoginAccount('', 'en')).toBe(messages.loginAccountRequired.en);
  });

  it('takes no account longer than any there is (40) and no password over 64 characters', () => {
    expect(validateLoginAccount('a'.repeat(40))).toBe(true);
    expect(validateLoginAccount(` ${'a'.repeat(40)} `)).toBe(true);
    expect(validateLoginAccount('a'.repeat(41))).toBe('用户名最多40个字符');
    expect(validateLoginAccount('a'.repeat(41), 'en')).toBe('user name is at most 40 characters');
    expect(validateLoginPwd('p'.repeat(64))).toBe(true);
    expect(validateLoginPwd('p'.repeat(65))).toBe('密码最多64个字符');
    expect(validateLoginForm({ account: 'a'.repeat(10_000), pwd: 'x' })).toMatchObject({ valid: false, errors: { account: '用户名最多40个字符' } });
  });

  it('trims inputs', () => {
    expect(trimLoginInput({ account: ' admin ', pwd: ' p ' })).toEqual({ account: 'admin', pwd: 'p' });
    expect(trimLoginInput({})).toEqual({ account: '', pwd: '' });
    expect(validateLoginForm({ account: ' admin ', pwd: '\tsecret ' })).toEqual({
      valid: true,
      values: { account: 'admin', pwd: 'secret' },
    });
  });

  it('reports field messages and the summary', () => {
    expect(validateLoginForm({ account: ' ', pwd: 'x' })).toEqual({
      valid: false,
      errors: { account: '请输入用户名' },
      message: '请检查输入',
    });
    expect(validateLoginForm({})).toEqual({
      valid: false,
      errors: { account: '请输入用户名', pwd: '请输入密码' },
      message: '请检查输入',
    });
    const en = validateLoginForm({ account: 'a' }, 'en');
    expect(en.valid).toBe(false);
    if (!en.valid) expect(en.message).toBe(messages.loginCheckInput.en);
  });
});

describe('password strength', () => {
  it('needs a letter, a digit and a special character', () => {
    expect(hasPasswordStrength('abc123!')).toBe(true);
    expect(hasPasswordStrength('ABC123#')).toBe(true);
    expect(hasPasswordStrength('abc123')).toBe(false);
    expect(hasPasswordStrength('abc!!!')).toBe(false);
    expect(hasPasswordStrength('123!!!')).toBe(false);
    expect(hasPasswordStrength('ab 12!')).toBe(false);
  });

  it.each(['!', '"', '#', '/', ':', '@', '[', '`', '{', '~', '_', '-', '.'])('accepts %s as a special character', (special) => {
    expect(hasPasswordStrength(`a1${special}`)).toBe(true);
  });
});

describe('forced password change (6-16)', () => {
  it('requires a value', () => {
    expect(validateForcedPassword('')).toBe('请输入密码');
    expect(validateForcedPassword(null)).toBe('请输入密码');
    expect(validateForcedPassword('   ')).toBe('请输入密码');
  });

  it('checks length boundaries 5/6/16/17', () => {
    expect(validateForcedPassword(strong(5))).toBe('密码长度必须6-16位');
    expect(validateForcedPassword(strong(6))).toBe(true);
    expect(validateForcedPassword(strong(16))).toBe(true);
    expect(validateForcedPassword(strong(17))).toBe('密码长度必须6-16位');
  });

  it('checks strength and characters', () => {
    expect(validateForcedPassword('abcdef12')).toBe(messages.passwordStrength.zh);
    expect(validateForcedPassword('abcdef12', 'en')).toBe('password must contain letters, digits and special characters');
    expect(validateForcedPassword('abc 12!x')).toBe(messages.passwordIllegalChar.zh);
    expect(validateForcedPassword('abc中12!x')).toBe(messages.passwordIllegalChar.zh);
  });
});

describe('retrieve password', () => {
  it('checks length boundaries 7/8/16/17', () => {
    expect(validateRetrievePassword(strong(7))).toBe('密码长度必须8-16位');
    expect(validateRetrievePassword(strong(8))).toBe(true);
    expect(validateRetrievePassword(strong(16))).toBe(true);
    expect(validateRetrievePassword(strong(17))).toBe('密码长度必须8-16位');
    expect(validateRetrievePassword('')).toBe('请输入密码');
    expect(validateRetrievePassword('abcdefgh1')).toBe(messages.passwordStrength.zh);
  });

  it('checks the mobile', () => {
    expect(validateRetrieveMobile('')).toBe('请输入手机号');
    expect(validateRetrieveMobile('1380013800')).toBe('请输入正确的手机号码');
    expect(validateRetrieveMobile('23800138000')).toBe('请输入正确的手机号码');
    expect(validateRetrieveMobile('13800138000')).toBe(true);
    expect(validateRetrieveMobile(' 13800138000 ')).toBe(true);
  });

  it('requires the code', () => {
    expect(validateRetrieveCode('')).toBe('请输入手机验证码');
    expect(validateRetrieveCode('1234')).toBe(true);
    expect(validateRetrieveCode('123456')).toBe(true);
    expect(validateRetrieveCode('1234567')).toBe('请输入正确的手机验证码');
  });
});

describe('general password rule', () => {
  it('uses its own messages', () => {
    expect(validatePassword('')).toBe('密码不能为空');
    expect(validatePassword(undefined, 'en')).toBe('password cannot be empty');
    expect(validatePassword('abcdef', 'en')).toBe('password must contain letters, digits and special characters');
    expect(validatePassword(strong(5))).toBe('密码长度必须6-16位');
    expect(validatePassword(strong(6))).toBe(true);
    expect(validatePassword(strong(16))).toBe(true);
    expect(validatePassword(strong(17))).toBe('密码长度必须6-16位');
  });

  it('accepts exactly the 6-16 strong printable-ASCII strings', () => {
    const ascii = fc.string({
      unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
      maxLength: 20,
    });
    fc.assert(
      fc.property(ascii, (pwd) => {
        const expected = pwd.length >= 6 && pwd.length <= 16 && /[a-z]/i.test(pwd) && /[0-9]/.test(pwd) && /[^a-z0-9]/i.test(pwd);
        expect(isValidPassword(pwd)).toBe(expected);
      }),
    );
  });
});
