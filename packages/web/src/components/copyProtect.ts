import { COPY_PROTECT_CHARS } from '@salon/contract';

/**
 * Copy protection (spec §9): a copied selection longer than the limit is replaced by an
 * encoded text. Encoded-table areas use 100 characters; the generic default is 300.
 */
export const COPY_PROTECT_ENCODED_TABLE_CHARS = COPY_PROTECT_CHARS;
export const COPY_PROTECT_GENERIC_CHARS = 300;

/** Characters as the user sees them (code points). */
export const copiedLength = (text: string): number => Array.from(text).length;

/** Base64 of the UTF-8 bytes: unreadable at a glance, recoverable with decodeCopiedText. */
export function encodeCopiedText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function decodeCopiedText(encoded: string): string {
  const binary = atob(encoded);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** What goes to the clipboard instead of `text`, or null when the text may be copied as it is. */
export function protectCopy(text: string, limit: number = COPY_PROTECT_GENERIC_CHARS): string | null {
  return copiedLength(text) > limit ? encodeCopiedText(text) : null;
}
