import { describe, it, expect } from 'vitest';
import { isBankCard, validateBankCard } from './bankCard.js';

describe('bank card', () => {
  it('accepts 16, 17 or 19 digits not starting with 0', () => {
    expect(isBankCard('6222021234567890')).toBe(true);
    expect(isBankCard('62220212345678901')).toBe(true);
    expect(isBankCard('6222021234567890123')).toBe(true);
  });

  it.each([
    ['15 digits', '622202123456789'],
    ['18 digits', '622202123456789012'],
    ['20 digits', '62220212345678901234'],
    ['leading zero', '0222021234567890'],
    ['letter', '622202123456789a'],
    ['spaces inside', '6222 0212 3456 7890'],
  ])('rejects %s', (_label, card) => {
    expect(isBankCard(card)).toBe(false);
  });

  it('has the spec messages', () => {
    expect(validateBankCard('', 'en')).toBe('please enter bank card');
    expect(validateBankCard('123', 'en')).toBe('please enter a correct bank card number');
    expect(validateBankCard(null)).toBe('请输入银行卡号');
    expect(validateBankCard('123')).toBe('请输入正确的银行卡号');
    expect(validateBankCard(' 6222021234567890 ')).toBe(true);
  });
});
