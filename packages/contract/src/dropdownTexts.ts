/**
 * Dropdown texts of spec §8 for remote-search selects, as `{ zh, en }` pairs.
 *
 * The English entries are the spec's texts verbatim (with the singular where N is 1);
 * the Chinese entries say the same.
 */
import type { Lang, Message } from './validators/messages.js';

export const DROPDOWN_TEXTS = {
  errorLoading: { zh: '无法载入结果。', en: 'The results could not be loaded.' },
  noResults: { zh: '未找到结果', en: 'No results found' },
  searching: { zh: '搜索中…', en: 'Searching…' },
  loadingMore: { zh: '载入更多结果…', en: 'Loading more results…' },
  /** `{n}` more characters are needed before a search runs. */
  inputTooShort: { zh: '请再输入至少{n}个字符', en: 'Please enter {n} or more characters' },
  /** The search text is `{n}` characters too long. */
  inputTooLong: { zh: '请删除{n}个字符', en: 'Please delete {n} characters' },
  /** At most `{n}` items can be selected. */
  maximumSelected: { zh: '最多只能选择{n}个项目', en: 'You can only select {n} items' },
} as const satisfies Record<string, Message>;

export type DropdownTextKey = keyof typeof DROPDOWN_TEXTS;

const SINGULAR_EN: Partial<Record<DropdownTextKey, [string, string]>> = {
  inputTooLong: ['characters', 'character'],
  maximumSelected: ['items', 'item'],
};

/** The text in the given language with `{n}` filled in ('Please delete 1 character'). */
export function dropdownText(key: DropdownTextKey, lang: Lang = 'zh', n?: number): string {
  let text: string = DROPDOWN_TEXTS[key][lang];
  const singular = SINGULAR_EN[key];
  if (lang === 'en' && n === 1 && singular) text = text.replace(singular[0], singular[1]);
  return n === undefined ? text : text.replace('{n}', String(n));
}
