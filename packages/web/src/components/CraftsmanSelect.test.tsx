import { CRAFTSMAN_BRIEFS_PATH, type LoginResult } from '@salon/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { configureRequest, get, post } from '../api/request';
import { session } from '../app/storage';
import { CraftsmanSelect, type CraftsmanOption } from './CraftsmanSelect';

/** The craftsman picker over store 1's craftsmen, from the real server, signed in as admin. */
const wrap = (node: React.ReactNode) => render(<ConfigProvider theme={{ token: { motion: false } }}>{node}</ConfigProvider>);
const combobox = () => screen.getByRole('combobox');
const optionTexts = () =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((o) => o.textContent);

let craftsmen: CraftsmanOption[];

beforeAll(async () => {
  configureRequest({ baseUrl: `${inject('serverUrl')}/api`, currentRoute: () => '/operate/shop/manageCraftsman' });
  session.clearAll();
  const admin = await post<LoginResult>('/uc/user/login', { account: 'admin', pwd: 'Salon@2026' });
  session.save({
    token: admin.token,
    secret: admin.secret,
    serverTime: admin.serverTime,
    user: { id: admin.id, name: admin.name, nickName: admin.nickName, account: admin.account, mobile: '13800000000', updateTime: admin.updateTime },
  });
  craftsmen = await get<CraftsmanOption[]>(CRAFTSMAN_BRIEFS_PATH, { storeId: 1 });
});

afterEach(() => cleanup());

describe('CraftsmanSelect over a store', () => {
  it("lists the store's craftsmen from store/craftsmanBriefs/queryV2 on opening, narrows by name, answers the id", async () => {
    expect(craftsmen.length).toBeGreaterThan(1);
    const onChange = vi.fn();
    wrap(<CraftsmanSelect storeId={1} onChange={onChange} debounceMs={0} />);
    fireEvent.mouseDown(combobox());
    await waitFor(() => expect(optionTexts()).toEqual(craftsmen.map((c) => c.label)));
    // Narrowed by the first character of one name: only the names holding it stay.
    const chosen = craftsmen[craftsmen.length - 1];
    const typed = chosen.label.slice(0, 1);
    fireEvent.change(combobox(), { target: { value: typed } });
    await waitFor(() => expect(optionTexts()).toEqual(craftsmen.filter((c) => c.label.includes(typed)).map((c) => c.label)));
    fireEvent.click(screen.getByTitle(chosen.label));
    expect(onChange).toHaveBeenCalledWith(chosen.value, { label: chosen.label, value: chosen.value });
  });
});
