/**
 * Phone numbers (spec §5). Values are trimmed before the format check.
 *
 * - Mobile: 11 digits starting with 1.
 * - Landline: area code `0x(x)(x)` (a `0` then 1 to 3 digits), an optional `-`, then 7-8
 *   digits (e.g. `010-12345678`, `01-1234567`; `0755 1234567` is NOT accepted, `07551234567` is).
 * - Contact phone: mobile or landline.
 */
import { isBlank, messages, type Lang, type MessageKey, type ValidationResult } from './messages.js';

export const MOBILE_RE = /^1\d{10}$/;
export const LANDLINE_RE = /^0\d{1,3}-?\d{7,8}$/;

export function isMobile(value: string): boolean {
  return MOBILE_RE.test(value.trim());
}

export function isLandline(value: string): boolean {
  return LANDLINE_RE.test(value.trim());
}

export function isContactPhone(value: string): boolean {
  return isMobile(value) || isLandline(value);
}

/** Mobile check with a caller-chosen "required" message (shared with password retrieval). */
export function validateMobileWith(value: string | undefined | null, lang: Lang, emptyKey: MessageKey): ValidationResult {
  if (value == null || isBlank(value)) return messages[emptyKey][lang];
  return isMobile(value) ? true : messages.mobileInvalid[lang];
}

export function validateMobile(value: string | undefined | null, lang: Lang = 'zh'): ValidationResult {
  return validateMobileWith(value, lang, 'mobileEmpty');
}

export function validateLandline(value: string | undefined | null, lang: Lang = 'zh'): ValidationResult {
  if (value == null || isBlank(value)) return messages.landlineEmpty[lang];
  return isLandline(value) ? true : messages.landlineInvalid[lang];
}

export function validateContactPhone(value: string | undefined | null, lang: Lang = 'zh'): ValidationResult {
  if (value == null || isBlank(value)) return messages.contactPhoneEmpty[lang];
  return isContactPhone(value) ? true : messages.contactPhoneInvalid[lang];
}
