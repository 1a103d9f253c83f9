import type { SearchablePage } from '../menuRules';
import { MENU_PINYIN } from './pinyin';

/** character -> its readings (a few characters have two: 长 chang/zhang). */
const READINGS = new Map<string, string[]>();
for (const [syllable, chars] of Object.entries(MENU_PINYIN)) for (const c of chars) READINGS.set(c, [...(READINGS.get(c) ?? []), syllable]);

const HAN = /\p{Script=Han}/u;
const TWO_LETTER_INITIALS = ['zh', 'ch', 'sh'];

/** What one character of a title can be typed as: its pinyin syllables (a Latin letter or digit is itself; others nothing). */
function readingsOf(char: string): string[] | null {
  const known = READINGS.get(char);
  if (known) return known;
  if (HAN.test(char)) return [char];
  return /[a-z0-9]/i.test(char) ? [char.toLowerCase()] : null;
}

/**
 * Whether a query finds a text: the text holds it as typed (Chinese or anything else, any case), or
 * it spells consecutive characters of the text in pinyin, each by its whole syllable or its initial
 * (zh/ch/sh count as one), the last one possibly half typed: 门店设置 is found by "mendianshezhi",
 * "mdsz", "mendsz", "dianshe" or "shez". Spaces and apostrophes in the query are ignored.
 */
export function matchesPinyin(text: string, query: string): boolean {
  const typed = query.trim().toLowerCase();
  if (!typed) return true;
  if (text.toLowerCase().includes(typed)) return true;
  const q = typed.replace(/[\s']/g, '');
  if (!/^[a-z0-9]+$/.test(q)) return false;
  const chars = [...text];
  const failed = new Set<number>();
  // From character i with the query read up to position at: can the rest of the query be spelled?
  const spell = (i: number, at: number): boolean => {
    if (at === q.length) return true;
    if (i === chars.length) return false;
    const key = i * 1000 + at;
    if (failed.has(key)) return false;
    const readings = readingsOf(chars[i]);
    const rest = q.slice(at);
    const found =
      readings === null
        ? spell(i + 1, at) // punctuation: skipped
        : readings.some(
            (r) =>
              (rest.startsWith(r) && spell(i + 1, at + r.length)) ||
              r.startsWith(rest) ||
              (r[0] === rest[0] && spell(i + 1, at + 1)) ||
              TWO_LETTER_INITIALS.some((initial) => r.startsWith(initial) && rest.startsWith(initial) && spell(i + 1, at + 2)),
          );
    if (!found) failed.add(key);
    return found;
  };
  return chars.some((c, i) => readingsOf(c) !== null && spell(i, 0));
}

/** A page found, and the operations through which it was found (none when its names matched). */
export interface FoundPage {
  page: SearchablePage;
  operations: string[];
}

/**
 * The pages a query finds, best first: by the page's own name, then by its group or module, then
 * by the operations it holds ("退款" finds the refund pages by 申请退款). Every page for no query.
 */
export function searchMenu(pages: SearchablePage[], query: string): FoundPage[] {
  if (!query.trim()) return pages.map((page) => ({ page, operations: [] }));
  const ranked: { found: FoundPage; rank: number }[] = [];
  for (const page of pages) {
    if (matchesPinyin(page.title, query)) ranked.push({ found: { page, operations: [] }, rank: 0 });
    else if (matchesPinyin(page.trail, query)) ranked.push({ found: { page, operations: [] }, rank: 1 });
    else {
      const operations = page.operations.filter((name) => matchesPinyin(name, query));
      if (operations.length) ranked.push({ found: { page, operations }, rank: 2 });
    }
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.found);
}
