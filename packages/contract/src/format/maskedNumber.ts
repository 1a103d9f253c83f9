/**
 * Masked number (spec §5): strings of fewer than 8 characters keep their
 * first 3 and last 3 characters with four stars between; longer strings
 * keep their first 4 and last 4 ('6222021234567890' -> '6222****7890').
 *
 * Short strings, where the spec rule would reveal every character:
 *  - null, undefined or '' give ''.
 *  - 1-6 characters give '****' (nothing revealed).
 *  - 7 characters follow the spec rule (3 + '****' + 3).
 * Characters are counted as code points.
 */

export const MASK = '****';

export function maskNumber(value: string | number | null | undefined): string {
  if (value == null) return '';
  const chars = Array.from(String(value));
  if (chars.length === 0) return '';
  if (chars.length <= 6) return MASK;
  const keep = chars.length < 8 ? 3 : 4;
  return chars.slice(0, keep).join('') + MASK + chars.slice(-keep).join('');
}
