import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn();
vi.mock('../api/request', () => ({ get: (...args: unknown[]) => get(...args) }));

const { CraftsmanSelect } = await import('./CraftsmanSelect');

const wrap = (node: React.ReactNode) => render(<ConfigProvider theme={{ token: { motion: false } }}>{node}</ConfigProvider>);
const combobox = () => screen.getByRole('combobox');
const optionTexts = () => [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((o) => o.textContent);

afterEach(() => {
  cleanup();
  get.mockReset();
});

describe('CraftsmanSelect over a store', () => {
  it("lists the store's craftsmen from store/craftsmanBriefs/queryV2 on opening, narrows by name, answers the id", async () => {
    get.mockResolvedValue([
      { label: '林小北', value: 11 },
      { label: '何嘉欣', value: 12 },
      { label: '林晓峰', value: 13 },
    ]);
    const onChange = vi.fn();
    wrap(<CraftsmanSelect storeId={1} onChange={onChange} debounceMs={0} />);
    fireEvent.mouseDown(combobox());
    await waitFor(() => expect(optionTexts()).toEqual(['林小北', '何嘉欣', '林晓峰']));
    expect(get).toHaveBeenCalledWith('/store/craftsmanBriefs/queryV2', { storeId: 1 }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    fireEvent.change(combobox(), { target: { value: '林' } });
    await waitFor(() => expect(optionTexts()).toEqual(['林小北', '林晓峰']));
    fireEvent.click(screen.getByTitle('林晓峰'));
    expect(onChange).toHaveBeenCalledWith(13, { label: '林晓峰', value: 13 });
  });
});
