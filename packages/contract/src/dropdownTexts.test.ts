import { describe, expect, it } from 'vitest';
import { DROPDOWN_TEXTS, dropdownText } from './dropdownTexts.js';

describe('dropdown texts (spec §8)', () => {
  it('has the spec texts in English and a Chinese text for each', () => {
    expect(dropdownText('errorLoading', 'en')).toBe('The results could not be loaded.');
    expect(dropdownText('noResults', 'en')).toBe('No results found');
    expect(dropdownText('searching', 'en')).toBe('Searching…');
    expect(dropdownText('loadingMore', 'en')).toBe('Loading more results…');
    expect(dropdownText('inputTooShort', 'en', 3)).toBe('Please enter 3 or more characters');
    expect(dropdownText('inputTooLong', 'en', 2)).toBe('Please delete 2 characters');
    expect(dropdownText('maximumSelected', 'en', 5)).toBe('You can only select 5 items');
    for (const text of Object.values(DROPDOWN_TEXTS)) expect(text.zh).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('fills N into the Chinese texts, Chinese is the default', () => {
    expect(dropdownText('inputTooShort', undefined, 2)).toBe('请再输入至少2个字符');
    expect(dropdownText('inputTooLong', 'zh', 1)).toBe('请删除1个字符');
    expect(dropdownText('maximumSelected', 'zh', 3)).toBe('最多只能选择3个项目');
  });

  it('uses the singular in English when N is 1', () => {
    expect(dropdownText('inputTooLong', 'en', 1)).toBe('Please delete 1 character');
    expect(dropdownText('maximumSelected', 'en', 1)).toBe('You can only select 1 item');
    expect(dropdownText('inputTooShort', 'en', 1)).toBe('Please enter 1 or more characters');
  });
});
