import { dropdownText, type Lang } from '@salon/contract';

/**
 * What the drop-down of a remote-search select says (spec §8), in order of precedence:
 * the selection is full, the search text is too long, too short, a search is running,
 * it failed, it found nothing. null: show the options.
 */
export type SearchStatus = 'idle' | 'searching' | 'failed' | 'done';

export interface DropdownState {
  input: string;
  status: SearchStatus;
  optionCount: number;
  /** Searches start at this many characters (0: at once). */
  minLength?: number;
  /** Longer search text is refused. */
  maxLength?: number;
  /** Multiple selection: at most this many items. */
  maxCount?: number;
  selectedCount?: number;
  lang?: Lang;
}

export interface DropdownMessage {
  key: 'maximumSelected' | 'inputTooLong' | 'inputTooShort' | 'searching' | 'errorLoading' | 'noResults';
  text: string;
  /** The options are not shown with this message. */
  hidesOptions: boolean;
}

/** Characters as typed (code points). */
const lengthOf = (text: string) => Array.from(text).length;

/** Whether a search text may be sent. */
export function canSearch(input: string, minLength = 0, maxLength?: number): boolean {
  const n = lengthOf(input.trim());
  return n >= minLength && (maxLength === undefined || n <= maxLength);
}

export function dropdownMessage(state: DropdownState): DropdownMessage | null {
  const { input, status, optionCount, minLength = 0, maxLength, maxCount, selectedCount = 0, lang = 'zh' } = state;
  const n = lengthOf(input.trim());
  if (maxCount !== undefined && selectedCount >= maxCount)
    return { key: 'maximumSelected', text: dropdownText('maximumSelected', lang, maxCount), hidesOptions: false };
  if (maxLength !== undefined && n > maxLength) return { key: 'inputTooLong', text: dropdownText('inputTooLong', lang, n - maxLength), hidesOptions: true };
  if (n < minLength) return { key: 'inputTooShort', text: dropdownText('inputTooShort', lang, minLength - n), hidesOptions: true };
  if (status === 'searching') return { key: 'searching', text: dropdownText('searching', lang), hidesOptions: true };
  if (status === 'failed') return { key: 'errorLoading', text: dropdownText('errorLoading', lang), hidesOptions: true };
  if (status === 'done' && optionCount === 0) return { key: 'noResults', text: dropdownText('noResults', lang), hidesOptions: true };
  return null;
}
