import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CraftsmanSelect } from './CraftsmanSelect';
import { RemoteSelect, type RemoteOption, type RemoteSearch, type RemoteValue } from './RemoteSelect';
import { canSearch, dropdownMessage } from './remoteSelectRules';

const NAMES: RemoteOption[] = ['张伟', '张敏', '张静', '王芳', '李娜', '刘洋'].map((label, i) => ({ label, value: i + 1 }));
const byName: RemoteSearch = async (keyword) => NAMES.filter((o) => o.label.includes(keyword));

const wrap = (node: React.ReactNode) => render(<ConfigProvider theme={{ token: { motion: false } }}>{node}</ConfigProvider>);
const combobox = () => screen.getByRole('combobox');
const open = () => fireEvent.mouseDown(combobox());
const type = (text: string) => fireEvent.change(combobox(), { target: { value: text } });
/** The drop-down message now shown. */
const message = () =>
  document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .remote-select__message[data-message]')?.textContent ?? null;
const optionTexts = () =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((o) => o.textContent);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('drop-down message rules (spec §8)', () => {
  const base = { input: '', status: 'idle' as const, optionCount: 0 };
  it('in order: full selection, too long, too short, searching, failed, nothing found', () => {
    expect(dropdownMessage({ ...base, maxCount: 2, selectedCount: 2, input: 'x'.repeat(30), maxLength: 5, lang: 'en' })?.text).toBe(
      'You can only select 2 items',
    );
    expect(dropdownMessage({ ...base, input: 'abcdefg', maxLength: 5, lang: 'en' })?.text).toBe('Please delete 2 characters');
    expect(dropdownMessage({ ...base, input: 'a', minLength: 3, lang: 'en' })?.text).toBe('Please enter 2 or more characters');
    expect(dropdownMessage({ ...base, input: 'a', minLength: 3 })?.text).toBe('请再输入至少2个字符');
    expect(dropdownMessage({ ...base, status: 'searching', lang: 'en' })?.text).toBe('Searching…');
    expect(dropdownMessage({ ...base, status: 'failed', lang: 'en' })?.text).toBe('The results could not be loaded.');
    expect(dropdownMessage({ ...base, status: 'done', lang: 'en' })?.text).toBe('No results found');
    expect(dropdownMessage({ ...base, status: 'done' })?.text).toBe('未找到结果');
    expect(dropdownMessage({ ...base, status: 'done', optionCount: 3 })).toBeNull();
  });

  it('searches only with the right length (trimmed, in characters)', () => {
    expect(canSearch('  a ', 2)).toBe(false);
    expect(canSearch('张伟', 2, 2)).toBe(true);
    expect(canSearch('张伟伟', 2, 2)).toBe(false);
  });
});

describe('RemoteSelect', () => {
  it('is 200 px wide by default', () => {
    wrap(<RemoteSelect search={byName} />);
    expect((combobox().closest('.ant-select') as HTMLElement).style.width).toBe('200px');
  });

  it('asks for more characters, searches (debounced), shows results or says none were found', async () => {
    const search = vi.fn(byName);
    wrap(<RemoteSelect search={search} minLength={1} debounceMs={20} lang="en" />);
    open();
    await waitFor(() => expect(message()).toBe('Please enter 1 or more characters'));
    type('张');
    expect(message()).toBe('Searching…');
    await waitFor(() => expect(optionTexts()).toEqual(['张伟', '张敏', '张静']));
    expect(message()).toBeNull();
    type('赵');
    await waitFor(() => expect(message()).toBe('No results found'));
    expect(search.mock.calls.map((c) => c[0])).toEqual(['张', '赵']);
  });

  it('waits for the pause in typing: one search for the last text', async () => {
    const search = vi.fn(byName);
    wrap(<RemoteSelect search={search} debounceMs={50} />);
    open();
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1)); // on opening, minLength 0
    type('张');
    type('张伟');
    type('王');
    await waitFor(() => expect(optionTexts()).toEqual(['王芳']));
    expect(search.mock.calls.map((c) => c[0])).toEqual(['', '王']);
  });

  it('a late answer to an older search is dropped', async () => {
    const resolvers: Record<string, (o: RemoteOption[]) => void> = {};
    const search: RemoteSearch = (keyword) => new Promise((r) => (resolvers[keyword] = r));
    wrap(<RemoteSelect search={search} minLength={1} debounceMs={0} />);
    open();
    type('张');
    await waitFor(() => expect(resolvers['张']).toBeDefined());
    type('王');
    await waitFor(() => expect(resolvers['王']).toBeDefined());
    await act(async () => resolvers['王']([NAMES[3]]));
    await act(async () => resolvers['张'](NAMES.slice(0, 3)));
    expect(optionTexts()).toEqual(['王芳']);
  });

  it('says when the results could not be loaded, in Chinese by default', async () => {
    wrap(<RemoteSelect search={() => Promise.reject(new Error('down'))} debounceMs={0} />);
    open();
    await waitFor(() => expect(message()).toBe('无法载入结果。'));
  });

  it('refuses search text that is too long', async () => {
    const search = vi.fn(byName);
    wrap(<RemoteSelect search={search} maxLength={3} debounceMs={0} lang="en" />);
    open();
    type('abcdef');
    await waitFor(() => expect(message()).toBe('Please delete 3 characters'));
    type('abcd');
    expect(message()).toBe('Please delete 1 character');
    expect(search.mock.calls.map((c) => c[0])).not.toContain('abcd');
  });

  it('multiple: says when the maximum is selected', async () => {
    function Many() {
      const [value, setValue] = useState<RemoteValue[]>([]);
      return <RemoteSelect mode="multiple" maxCount={2} search={byName} debounceMs={0} lang="en" value={value} onChange={setValue} />;
    }
    wrap(<Many />);
    open();
    await waitFor(() => expect(optionTexts().length).toBe(6));
    fireEvent.click(screen.getByTitle('张伟'));
    fireEvent.click(screen.getByTitle('王芳'));
    await waitFor(() => expect(message()).toBe('You can only select 2 items'));
  });

  it('loads the next page at the end of the list, saying so meanwhile', async () => {
    let release!: () => void;
    const search: RemoteSearch = async (_k, { page }) => {
      if (page === 1) return { options: NAMES.slice(0, 3), hasMore: true };
      await new Promise<void>((r) => (release = r));
      return { options: NAMES.slice(3), hasMore: false };
    };
    wrap(<RemoteSelect search={search} debounceMs={0} lang="en" />);
    open();
    await waitFor(() => expect(optionTexts()).toEqual(['张伟', '张敏', '张静']));
    const holder = document.querySelector('.ant-select-dropdown-list-holder') as HTMLElement;
    fireEvent.scroll(holder, { target: { scrollTop: 1000 } });
    await waitFor(() => expect(document.querySelector('[data-message=loadingMore]')?.textContent).toBe('Loading more results…'));
    await act(async () => release());
    await waitFor(() => expect(optionTexts()).toHaveLength(6));
    expect(document.querySelector('[data-message=loadingMore]')).toBeNull();
  });

  it('shows labels of values chosen before', () => {
    wrap(<RemoteSelect search={byName} value={9} selectedOptions={[{ value: 9, label: '陈晨' }]} />);
    expect(screen.getByText('陈晨')).toBeTruthy();
  });
});

describe('CraftsmanSelect', () => {
  it('takes its options from the given search: label the real name, value the id', async () => {
    const onChange = vi.fn();
    const search = vi.fn(async (keyword: string) => [{ label: `${keyword}师傅`, value: 42 }]);
    wrap(<CraftsmanSelect search={search} onChange={onChange} debounceMs={0} />);
    open();
    await waitFor(() => expect(message()).toBe('请再输入至少1个字符'));
    type('李');
    await waitFor(() => expect(optionTexts()).toEqual(['李师傅']));
    fireEvent.click(screen.getByTitle('李师傅'));
    expect(onChange).toHaveBeenCalledWith(42, { label: '李师傅', value: 42 });
  });
});
