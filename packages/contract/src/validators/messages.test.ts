import { describe, it, expect } from 'vitest';
import { codeResendLockedMessage, formatMessage, isBlank, messages } from './messages.js';

describe('messages', () => {
  it('has a non-empty zh and en text for every key', () => {
    for (const [key, message] of Object.entries(messages)) {
      expect(message.zh, key).not.toBe('');
      expect(message.en, key).not.toBe('');
    }
  });

  it('keeps the spec wording verbatim', () => {
    expect(messages.loginAccountRequired.zh).toBe('请输入用户名');
    expect(messages.loginPwdRequired.zh).toBe('请输入密码');
    expect(messages.loginCheckInput.zh).toBe('请检查输入');
    expect(messages.passwordLength6To16.zh).toBe('密码长度必须6-16位');
    expect(messages.passwordLength8To16.zh).toBe('密码长度必须8-16位');
    expect(messages.retrieveMobileRequired.zh).toBe('请输入手机号');
    expect(messages.mobileInvalid.zh).toBe('请输入正确的手机号码');
    expect(messages.retrieveCodeRequired.zh).toBe('请输入手机验证码');
    expect(messages.contactPhoneEmpty.en).toBe('contact phone cannot be empty');
    expect(messages.contactPhoneInvalid.en).toBe('please enter a correct contact phone');
    expect(messages.mobileEmpty.en).toBe('mobile number cannot be empty');
    expect(messages.mobileInvalid.en).toBe('please enter a correct mobile number');
    expect(messages.bankCardEmpty.en).toBe('please enter bank card');
    expect(messages.bankCardInvalid.en).toBe('please enter a correct bank card number');
    expect(messages.nameEmpty.en).toBe('please enter name');
    expect(messages.nameInvalid.en).toBe('please enter a correct name');
    expect(messages.quantityEmpty.en).toBe('please enter quantity');
    expect(messages.quantityOneDecimal.en).toBe('quantity supports only one decimal');
  });

  it('fills placeholders', () => {
    expect(codeResendLockedMessage('59s')).toBe('59s后可再次发送');
    expect(codeResendLockedMessage(3, 'en')).toBe('you can send again after 3');
    expect(formatMessage('numberDecimals', 'zh', { label: '价格', n: 2 })).toBe('价格最多2位小数');
    expect(formatMessage('numberDecimals', 'en', { label: 'price' })).toBe('price supports at most {n} decimals');
  });

  it('isBlank', () => {
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \t')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});
