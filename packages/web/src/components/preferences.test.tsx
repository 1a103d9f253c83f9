import { pageSizePreferenceKey, type LoginResult, type UserRow } from '@salon/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { configureRequest, get, post } from '../api/request';
import { session } from '../app/storage';
import { DataTable, useListTable } from './DataTable';
import { fetchServerPageSize, readPageSize, writePageSize } from './preferences';

/**
 * Page size per user and view: local storage first, the server (user_preference) too, so
 * that a browser with nothing stored adopts the size chosen in another one.
 */
let admin: LoginResult;
let viewNo = 0;
let view: string;

const serverValue = (v: string) => get<unknown>('/uc/preference/get', { key: pageSizePreferenceKey(v) });
const localKey = (v: string) => `pageSize:${admin.id}:${v}`;
const bodyOf = (call: unknown[]) => JSON.parse((call[1] as RequestInit).body as string) as Record<string, unknown>;
const listCalls = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter((c) => String(c[0]).endsWith('/uc/user/queryUserPage'));

function Users({ view: v }: { view: string }) {
  const table = useListTable<UserRow>({ view: v, url: '/uc/user/queryUserPage' });
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
      <DataTable table={table} columns={[{ title: '账号', dataIndex: 'account' }]} rowKey="id" />
    </ConfigProvider>
  );
}
const rowCount = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length;

/** "Another browser": same user, nothing in local storage. */
function freshBrowser() {
  session.clearAll();
  session.save({
    token: admin.token,
    secret: admin.secret,
    serverTime: admin.serverTime,
    user: { id: admin.id, name: admin.name, nickName: admin.nickName, account: admin.account, mobile: '', updateTime: admin.updateTime },
  });
}

beforeAll(async () => {
  configureRequest({ baseUrl: `${inject('serverUrl')}/api`, currentRoute: () => '/system/manage/user' });
  session.clearAll();
  admin = await post<LoginResult>('/uc/user/login', { account: 'admin', pwd: 'Salon@2026' });
});

beforeEach(() => {
  view = `test.prefs.${Date.now().toString(36)}.${++viewNo}`;
  freshBrowser();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('page size on the server', () => {
  it('writePageSize stores locally at once and on the server in the background, the last value last', async () => {
    writePageSize(view, 30);
    expect(localStorage.getItem(localKey(view))).toBe('30');
    expect(readPageSize(view)).toBe(30);
    await waitFor(async () => expect(await serverValue(view)).toBe(30));

    // Quick changes: one call in flight at a time, and the server ends with the last one.
    writePageSize(view, 50);
    writePageSize(view, 15);
    writePageSize(view, 50);
    expect(readPageSize(view)).toBe(50);
    await waitFor(async () => expect(await fetchServerPageSize(view)).toBe(50));
  });

  it('a browser with nothing stored adopts the server size: the table reloads at it, and keeps it locally', async () => {
    await post('/uc/preference/set', { key: pageSizePreferenceKey(view), value: 30 });
    const spy = vi.spyOn(globalThis, 'fetch');
    render(<Users view={view} />);
    // The first, synchronous read still says 15; the server's 30 follows.
    await waitFor(() => expect(listCalls(spy).map((c) => bodyOf(c).pageSize)).toEqual([15, 30]));
    await waitFor(() => expect(rowCount()).toBeGreaterThan(15));
    expect(localStorage.getItem(localKey(view))).toBe('30');

    // Next visit: straight from local storage, no server question.
    cleanup();
    spy.mockClear();
    render(<Users view={view} />);
    await waitFor(() => expect(listCalls(spy)).toHaveLength(1));
    expect(bodyOf(listCalls(spy)[0]).pageSize).toBe(30);
    expect(spy.mock.calls.some((c) => String(c[0]).includes('/uc/preference/get'))).toBe(false);
  });

  it('the local size wins over the server’s, and a size not on offer is ignored', async () => {
    await post('/uc/preference/set', { key: pageSizePreferenceKey(view), value: 30 });
    localStorage.setItem(localKey(view), '50');
    const spy = vi.spyOn(globalThis, 'fetch');
    render(<Users view={view} />);
    await waitFor(() => expect(rowCount()).toBeGreaterThan(15));
    expect(listCalls(spy).map((c) => bodyOf(c).pageSize)).toEqual([50]);

    cleanup();
    const other = `${view}.odd`;
    await post('/uc/preference/set', { key: pageSizePreferenceKey(other), value: 17 });
    spy.mockClear();
    render(<Users view={other} />);
    await waitFor(() => expect(spy.mock.calls.some((c) => String(c[0]).includes('/uc/preference/get'))).toBe(true));
    await waitFor(() => expect(rowCount()).toBe(15));
    await new Promise((r) => setTimeout(r, 100));
    expect(listCalls(spy).map((c) => bodyOf(c).pageSize)).toEqual([15]);
    expect(localStorage.getItem(localKey(other))).toBeNull();
  });

  it('a size chosen in the table goes to the server, and another browser starts with it', async () => {
    render(<Users view={view} />);
    await waitFor(() => expect(rowCount()).toBe(15));
    const changer = document.querySelector('.ant-pagination-options .ant-select') as HTMLElement;
    fireEvent.mouseDown(changer.querySelector('input') ?? changer);
    fireEvent.click(await screen.findByTitle('50 条/页'));
    await waitFor(async () => expect(await serverValue(view)).toBe(50));
    cleanup();

    freshBrowser();
    expect(localStorage.getItem(localKey(view))).toBeNull();
    const spy = vi.spyOn(globalThis, 'fetch');
    render(<Users view={view} />);
    await waitFor(() => expect(listCalls(spy).at(-1) && bodyOf(listCalls(spy).at(-1)!).pageSize).toBe(50));
    expect(localStorage.getItem(localKey(view))).toBe('50');
  });
});
