/** Person name (spec §5): 2-8 Chinese characters. Values are trimmed. */
import { isBlank, messages, type Lang, type ValidationResult } from './messages.js';

/** One Chinese character (any CJK unified ideograph, including extensions). */
export const CHINESE_CHAR_RE = /\p{Unified_Ideograph}/u;
export const CHINESE_NAME_RE = /^\p{Unified_Ideograph}{2,8}$/u;

/** True when the string contains at least one Chinese character. */
export function containsChinese(value: string): boolean {
  return CHINESE_CHAR_RE.test(value);
}

export function isChineseName(value: string): boolean {
  return CHINESE_NAME_RE.test(value.trim());
}

export function validateName(value: string | undefined | null, lang: Lang = 'zh'): ValidationResult {
  if (value == null || isBlank(value)) return messages.nameEmpty[lang];
  return isChineseName(value) ? true : messages.nameInvalid[lang];
}
