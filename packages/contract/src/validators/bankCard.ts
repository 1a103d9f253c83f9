/** Bank card (spec §5): 16, 17 or 19 digits, first digit not 0. Values are trimmed. */
import { isBlank, messages, type Lang, type ValidationResult } from './messages.js';

export const BANK_CARD_RE = /^[1-9](?:\d{15,16}|\d{18})$/;

export function isBankCard(value: string): boolean {
  return BANK_CARD_RE.test(value.trim());
}

export function validateBankCard(value: string | undefined | null, lang: Lang = 'zh'): ValidationResult {
  if (value == null || isBlank(value)) return messages.bankCardEmpty[lang];
  return isBankCard(value) ? true : messages.bankCardInvalid[lang];
}
