import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanFilters, FilterBar, validateFilterItems, type FilterItem } from './FilterBar';

/** Rendered as the console renders it (Chinese locale, no space inserted into two-character buttons), without animations. */
const inConsole = (node: ReactNode) =>
  render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={{ token: { motion: false } }}>
      {node}
    </ConfigProvider>,
  );

const input = (key: string, label: string): FilterItem => ({ type: 'input', key, label });
const sixItems: FilterItem[] = [
  input('account', '账号'),
  input('name', '姓名'),
  input('mobile', '手机号'),
  input('storeName', '门店'),
  input('department', '部门'),
  input('remark', '备注'),
];

/** A custom control placed inside an element that counts as a modal. */
function InModal({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  return (
    <div className="ant-modal">
      <input aria-label="弹窗内输入" value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} />
    </div>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('filter item rules', () => {
  it('accepts well-formed items', () => {
    expect(validateFilterItems([...sixItems, { type: 'slot', key: 'area', label: '区域', slot: 'area' }])).toEqual([]);
  });

  it('names each problem: missing type, empty or duplicate key, slot without name', () => {
    const items = [
      { key: 'a', label: 'A' },
      { type: 'input', key: '', label: 'B' },
      { type: 'input', key: '   ', label: 'C' },
      { type: 'input', key: 'a', label: 'D' },
      { type: 'slot', key: 's', label: 'E', slot: '' },
    ] as unknown as FilterItem[];
    expect(validateFilterItems(items)).toEqual(['第1项缺少元素类型', '第2项缺少字段名', '第3项缺少字段名', '字段名重复：a', '第5项缺少插槽名']);
  });

  it('reports the problems when such a bar is rendered', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    inConsole(<FilterBar items={[input('a', 'A'), input('a', 'B')]} onSearch={() => {}} />);
    expect(error.mock.calls.some((c) => String(c[0]).includes('FilterBar: 字段名重复：a'))).toBe(true);
  });

  it('cleans values: trimmed, empty strings and lists dropped, zero and false kept', () => {
    expect(cleanFilters({ a: '  x ', b: '   ', c: [], d: null, e: undefined, f: 0, g: false, h: [1] })).toEqual({ a: 'x', f: 0, g: false, h: [1] });
  });
});

describe('filter bar', () => {
  it('shows 4 items, then 更多 reveals the rest and 收起 hides them again', () => {
    inConsole(<FilterBar items={sixItems} onSearch={() => {}} />);
    for (const label of ['账号', '姓名', '手机号', '门店']) expect(screen.getByPlaceholderText(`请输入${label}`)).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入部门')).toBeNull();
    expect(screen.queryByPlaceholderText('请输入备注')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /更多/ }));
    expect(screen.getByPlaceholderText('请输入部门')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入备注')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /收起/ }));
    expect(screen.queryByPlaceholderText('请输入备注')).toBeNull();
  });

  it('has no 更多 button with 4 items or fewer', () => {
    inConsole(<FilterBar items={sixItems.slice(0, 4)} onSearch={() => {}} />);
    expect(screen.queryByRole('button', { name: /更多/ })).toBeNull();
  });

  it('Enter in a text input searches with trimmed values, empty ones dropped', async () => {
    const onSearch = vi.fn();
    inConsole(<FilterBar items={sixItems} initialValues={{ mobile: '' }} onSearch={onSearch} />);
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: '  store001  ' } });
    fireEvent.change(screen.getByPlaceholderText('请输入姓名'), { target: { value: '   ' } });
    fireEvent.keyDown(screen.getByPlaceholderText('请输入账号'), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenCalledWith({ account: 'store001' });
  });

  it('查询 searches too, and values of hidden items still count', async () => {
    const onSearch = vi.fn();
    inConsole(<FilterBar items={sixItems} onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: /更多/ }));
    fireEvent.change(screen.getByPlaceholderText('请输入备注'), { target: { value: ' VIP ' } });
    fireEvent.click(screen.getByRole('button', { name: /收起/ }));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ remark: 'VIP' }));
  });

  it('Enter inside a modal does not search', async () => {
    const onSearch = vi.fn();
    inConsole(
      <FilterBar
        items={[input('account', '账号'), { type: 'slot', key: 'inner', label: '弹窗', slot: 'inner' }]}
        slots={{ inner: <InModal /> }}
        onSearch={onSearch}
      />,
    );
    fireEvent.keyDown(screen.getByLabelText('弹窗内输入'), { key: 'Enter', code: 'Enter' });
    await new Promise((r) => setTimeout(r, 50));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('reset restores the initial values, except the ignored keys, and searches', async () => {
    const onSearch = vi.fn();
    inConsole(<FilterBar items={sixItems.slice(0, 3)} initialValues={{ account: 'store', name: '王' }} resetIgnore={['mobile']} onSearch={onSearch} />);
    const account = screen.getByPlaceholderText('请输入账号') as HTMLInputElement;
    const name = screen.getByPlaceholderText('请输入姓名') as HTMLInputElement;
    const mobile = screen.getByPlaceholderText('请输入手机号') as HTMLInputElement;
    expect(account.value).toBe('store');
    fireEvent.change(account, { target: { value: 'admin' } });
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.change(mobile, { target: { value: '13800000001' } });

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenCalledWith({ account: 'store', name: '王', mobile: '13800000001' });
    // The inputs are mounted afresh by a reset: look them up again.
    const shown = () => ['请输入账号', '请输入姓名', '请输入手机号'].map((p) => (screen.getByPlaceholderText(p) as HTMLInputElement).value);
    await waitFor(() => expect(shown()).toEqual(['store', '王', '13800000001']));
  });

  it('shows loading while searching, ignores clicks meanwhile, and clears loading after 3 s at most', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSearch = vi.fn(() => new Promise<void>(() => {})); // never answers
    inConsole(<FilterBar items={sixItems.slice(0, 2)} onSearch={onSearch} />);
    const search = screen.getByRole('button', { name: /查询/ });
    fireEvent.click(search);
    await waitFor(() => expect(search.className).toContain('ant-btn-loading'));
    fireEvent.click(search);
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(onSearch).toHaveBeenCalledTimes(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    await waitFor(() => expect(search.className).not.toContain('ant-btn-loading'));
    fireEvent.click(search);
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('debounces clicks on 查询 and 重置 for 1 s', async () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    inConsole(<FilterBar items={sixItems.slice(0, 2)} onSearch={onSearch} />);
    const search = screen.getByRole('button', { name: '查询' });
    const reset = screen.getByRole('button', { name: '重置' });
    const settle = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

    fireEvent.click(search);
    await settle(0);
    expect(onSearch).toHaveBeenCalledTimes(1);
    fireEvent.click(search); // a double click
    await settle(999);
    fireEvent.click(search);
    await settle(0);
    expect(onSearch).toHaveBeenCalledTimes(1);
    await settle(1);
    fireEvent.click(search);
    await settle(0);
    expect(onSearch).toHaveBeenCalledTimes(2);

    // A search with other filters is not a repeat: it runs within the second.
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: 'store001' } });
    fireEvent.click(search);
    await settle(0);
    expect(onSearch).toHaveBeenCalledTimes(3);
    expect(onSearch).toHaveBeenLastCalledWith({ account: 'store001' });
    fireEvent.click(search);
    await settle(0);
    expect(onSearch).toHaveBeenCalledTimes(3);
    await settle(1000);

    // 重置 has its own second.
    fireEvent.click(reset);
    fireEvent.click(reset);
    await settle(0);
    expect(onSearch).toHaveBeenCalledTimes(4);
    await settle(1000);
    fireEvent.click(reset);
    await settle(0);
    expect(onSearch).toHaveBeenCalledTimes(5);
  });
});
