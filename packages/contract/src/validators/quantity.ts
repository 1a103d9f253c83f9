/**
 * One-decimal quantity (spec §5): a non-negative number with at most one
 * decimal, written plainly (`0`, `12`, `3.5`; not `-1`, `1.25`, `01`, `1.`,
 * `.5` or `1e3`). Values are trimmed.
 */
import { isBlank, messages, type Lang, type ValidationResult } from './messages.js';

export const ONE_DECIMAL_QUANTITY_RE = /^(?:0|[1-9]\d*)(?:\.\d)?$/;

export function isOneDecimalQuantity(value: string): boolean {
  return ONE_DECIMAL_QUANTITY_RE.test(value.trim());
}

export function validateQuantity(value: string | undefined | null, lang: Lang = 'zh'): ValidationResult {
  if (value == null || isBlank(value)) return messages.quantityEmpty[lang];
  return isOneDecimalQuantity(value) ? true : messages.quantityOneDecimal[lang];
}
