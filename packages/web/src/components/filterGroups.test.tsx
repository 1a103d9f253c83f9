import 'fake-indexeddb/auto';
import { FILTER_GROUP_DB, type FilterGroup, type LoginResult } from '@salon/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider, notification } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { configureRequest, get, post } from '../api/request';
import { session } from '../app/storage';
import { FilterBar, type FilterItem } from './FilterBar';
import {
  FILTER_GROUP_DB_NAME,
  FILTER_GROUP_STORE,
  readCachedGroups,
  resetFilterGroupCache,
  saveFilterGroup,
  deleteFilterGroup,
  useFilterGroups,
  writeCachedGroups,
} from './filterGroups';

/**
 * Saved filter groups against the real server, with fake-indexeddb as the browser's
 * IndexedDB: the cache shows first, the server list wins, saves and deletes reach both,
 * and the filter bar applies a chosen group and searches.
 */
let admin: LoginResult;
let store001: LoginResult;
let pageNo = 0;
/** A page path of its own for each test (the server is shared by the web test files). */
let page: string;

const inConsole = (node: ReactNode) =>
  render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={{ token: { motion: false } }}>
      <App>{node}</App>
    </ConfigProvider>,
  );

function actAs(who: LoginResult) {
  session.clearAll();
  session.save({
    token: who.token,
    secret: who.secret,
    serverTime: who.serverTime,
    user: { id: who.id, name: who.name, nickName: who.nickName, account: who.account, mobile: '', updateTime: who.updateTime },
  });
}

const serverList = (p = page) => get<FilterGroup[]>('/uc/filterGroup/list', { page: p });
const serverSave = (name: string, filters: Record<string, unknown>, p = page) => post<{ id: number }>('/uc/filterGroup/save', { page: p, name, filters });
const group = (id: number, name: string, filters: Record<string, unknown> = {}): FilterGroup => ({
  id,
  page,
  name,
  filters,
  sortOrder: 0,
  updatedAt: new Date().toISOString(),
});

/** Shows what useFilterGroups holds. */
function Probe({ page: p }: { page: string }) {
  const { groups, source } = useFilterGroups(p);
  return (
    <div>
      <span data-testid="source">{source}</span>
      <ul>
        {groups.map((g) => (
          <li key={g.id}>{g.name}</li>
        ))}
      </ul>
    </div>
  );
}
const names = () => [...document.querySelectorAll('li')].map((li) => li.textContent);

/** Holds the server's list answers until released. */
function holdListCalls() {
  const realFetch = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).includes('/uc/filterGroup/list')) await gate;
    return realFetch(input, init);
  });
  return { release, spy };
}

beforeAll(async () => {
  configureRequest({ baseUrl: `${inject('serverUrl')}/api`, currentRoute: () => '/system/manage/user' });
  session.clearAll();
  admin = await post<LoginResult>('/uc/user/login', { account: 'admin', pwd: 'Salon@2026' });
  store001 = await post<LoginResult>('/uc/user/login', { account: 'store001', pwd: 'Store@2026' });
});

beforeEach(async () => {
  page = `/test/filterGroups/${Date.now().toString(36)}-${++pageNo}`;
  actAs(admin);
  await resetFilterGroupCache();
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  notification.destroy();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

afterAll(async () => {
  await resetFilterGroupCache();
  session.clearAll();
});

describe('the IndexedDB cache', () => {
  it(`is the database '${FILTER_GROUP_DB_NAME}' version ${FILTER_GROUP_DB.version}, one record per [userId, page]`, async () => {
    await writeCachedGroups(admin.id, page, [group(1, '甲')]);
    await writeCachedGroups(store001.id, page, [group(2, '乙')]);
    expect((await readCachedGroups(admin.id, page))?.map((g) => g.name)).toEqual(['甲']);
    expect((await readCachedGroups(store001.id, page))?.map((g) => g.name)).toEqual(['乙']);
    expect(await readCachedGroups(admin.id, `${page}/other`)).toBeNull();

    await resetFilterGroupCache();
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(FILTER_GROUP_DB_NAME);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    expect(db.version).toBe(4);
    const store = db.transaction(FILTER_GROUP_STORE).objectStore(FILTER_GROUP_STORE);
    expect(store.keyPath).toEqual(['userId', 'page']);
    db.close();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('shows the cached groups at once, then the server list replaces them (and the cache)', async () => {
    const { id } = await serverSave('服务器方案', { status: 1 });
    await writeCachedGroups(admin.id, page, [group(999_999, '本机旧方案')]);
    const { release } = holdListCalls();

    inConsole(<Probe page={page} />);
    await waitFor(() => expect(names()).toEqual(['本机旧方案']));
    expect(screen.getByTestId('source').textContent).toBe('cache');

    release();
    await waitFor(() => expect(names()).toEqual(['服务器方案']));
    expect(screen.getByTestId('source').textContent).toBe('server');
    await waitFor(async () =>
      expect((await readCachedGroups(admin.id, page))?.map((g) => [g.id, g.name, g.filters])).toEqual([[id, '服务器方案', { status: 1 }]]),
    );
  });

  it('an empty server list empties what the cache showed', async () => {
    await writeCachedGroups(admin.id, page, [group(999_998, '已在别处删除')]);
    inConsole(<Probe page={page} />);
    await waitFor(() => expect(screen.getByTestId('source').textContent).toBe('server'));
    expect(names()).toEqual([]);
    expect(await readCachedGroups(admin.id, page)).toEqual([]);
  });

  it('save and delete go to the server, then the cache', async () => {
    const saved = await saveFilterGroup({ page, name: '  本周新人 ', filters: { status: 1, keyword: '新' } });
    expect(saved.groups.map((g) => g.name)).toEqual(['本周新人']);
    expect((await serverList()).map((g) => [g.id, g.name, g.filters])).toEqual([[saved.id, '本周新人', { status: 1, keyword: '新' }]]);
    expect((await readCachedGroups(admin.id, page))?.map((g) => g.id)).toEqual([saved.id]);

    // Renamed: the same id.
    await saveFilterGroup({ id: saved.id, page, name: '新人', filters: { status: 1 } });
    expect((await readCachedGroups(admin.id, page))?.map((g) => [g.id, g.name])).toEqual([[saved.id, '新人']]);

    const left = await deleteFilterGroup(page, saved.id);
    expect(left).toEqual([]);
    expect(await serverList()).toEqual([]);
    expect(await readCachedGroups(admin.id, page)).toEqual([]);
  });

  it('a refused save (same name) changes neither the server nor the cache', async () => {
    await saveFilterGroup({ page, name: '重名', filters: { status: 0 } });
    await expect(saveFilterGroup({ page, name: '重名', filters: { status: 1 } })).rejects.toMatchObject({ retCode: '000001', message: '筛选方案名称已存在' });
    expect((await serverList()).map((g) => g.filters)).toEqual([{ status: 0 }]);
    expect((await readCachedGroups(admin.id, page))?.map((g) => g.filters)).toEqual([{ status: 0 }]);
  });

  it('is per user: another user signed in on this browser sees only their own groups', async () => {
    await serverSave('管理员的方案', {});
    inConsole(<Probe page={page} />);
    await waitFor(() => expect(names()).toEqual(['管理员的方案']));
    cleanup();

    actAs(store001);
    inConsole(<Probe page={page} />);
    await waitFor(() => expect(screen.getByTestId('source').textContent).toBe('server'));
    expect(names()).toEqual([]);
    expect((await readCachedGroups(admin.id, page))?.map((g) => g.name)).toEqual(['管理员的方案']);
    expect(await readCachedGroups(store001.id, page)).toEqual([]);
  });

  it('without IndexedDB: alerts once, then works from the server only', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await serverSave('只在服务器', {});
    inConsole(<Probe page={page} />);
    await waitFor(() => expect(names()).toEqual(['只在服务器']));
    expect(window.alert).toHaveBeenCalledWith('当前浏览器不支持 indexedDB');

    const saved = await saveFilterGroup({ page, name: '也能保存', filters: { keyword: 'x' } });
    expect(saved.groups.map((g) => g.name)).toEqual(['只在服务器', '也能保存']);
    expect(await readCachedGroups(admin.id, page)).toBeNull();
    expect(vi.mocked(window.alert).mock.calls.filter((c) => c[0] === '当前浏览器不支持 indexedDB')).toHaveLength(1);
  });

  it('a cache that cannot be read alerts 读取失败, and the server list still shows', async () => {
    await serverSave('照常显示', {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementation(() => {
      throw new DOMException('broken', 'UnknownError');
    });
    inConsole(<Probe page={page} />);
    await waitFor(() => expect(names()).toEqual(['照常显示']));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('读取失败'));
    expect(warn).toHaveBeenCalledWith('filter groups: cache read failed', expect.any(DOMException));
  });
});

describe('FilterBar with groupKey', () => {
  const items: FilterItem[] = [
    { type: 'input', key: 'keyword', label: '关键字' },
    {
      type: 'select',
      key: 'status',
      label: '状态',
      options: [
        { value: 1, label: '启用' },
        { value: 0, label: '禁用' },
      ],
    },
  ];
  const keyword = () => screen.getByPlaceholderText('请输入关键字') as HTMLInputElement;
  const openMenu = async () => {
    fireEvent.click(screen.getByRole('button', { name: /筛选方案/ }));
    return screen.findByRole('menu');
  };

  it('has no 筛选方案 control (and asks nothing) without a groupKey', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    inConsole(<FilterBar items={items} onSearch={() => {}} />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('button', { name: /筛选方案/ })).toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });

  it('applies a chosen group: every value replaced (initial ones too), then searches; a reset forgets it', async () => {
    await serverSave('禁用的店员', { keyword: 'stylist', status: 0 });
    await serverSave('只看启用', { status: 1 });
    const onSearch = vi.fn();
    inConsole(<FilterBar items={items} initialValues={{ keyword: '初始' }} onSearch={onSearch} groupKey={page} />);

    let menu = await openMenu();
    await within(menu).findByText('禁用的店员');
    fireEvent.click(within(menu).getByText('禁用的店员'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ keyword: 'stylist', status: 0 }));
    expect(keyword().value).toBe('stylist');
    expect(screen.getByRole('button', { name: /筛选方案：禁用的店员/ })).toBeTruthy();

    menu = await openMenu();
    fireEvent.click(within(menu).getByText('只看启用'));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ status: 1 }));
    expect(keyword().value).toBe('');
    await screen.findByRole('button', { name: /筛选方案：只看启用/ });

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ keyword: '初始' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /筛选方案/ }).textContent).not.toContain('：'));
    expect(onSearch).toHaveBeenCalledTimes(3);
  });

  it('保存当前条件 saves the cleaned values under a name, to the server and the cache', async () => {
    const onSearch = vi.fn();
    inConsole(<FilterBar items={items} onSearch={onSearch} groupKey={page} />);
    fireEvent.change(keyword(), { target: { value: '  王  ' } });

    let menu = await openMenu();
    expect(within(menu).getByText('暂无筛选方案')).toBeTruthy();
    fireEvent.click(within(menu).getByText('保存当前条件'));
    const dialog = await screen.findByRole('dialog');
    // An empty name is refused here.
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入方案名称')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('方案名称'), { target: { value: ' 姓王的 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const saved = await serverList();
    expect(saved.map((g) => [g.name, g.filters])).toEqual([['姓王的', { keyword: '王' }]]);
    await waitFor(async () => expect((await readCachedGroups(admin.id, page))?.map((g) => g.name)).toEqual(['姓王的']));
    menu = await openMenu();
    expect(within(menu).getByText('姓王的')).toBeTruthy();
    // Saving is not searching.
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('the same name again overwrites that group after saying so', async () => {
    const { id } = await serverSave('常用', { keyword: '旧' });
    inConsole(<FilterBar items={items} onSearch={() => {}} groupKey={page} />);
    await waitFor(async () => expect((await readCachedGroups(admin.id, page))?.length).toBe(1));
    fireEvent.change(keyword(), { target: { value: '新' } });
    const menu = await openMenu();
    fireEvent.click(within(menu).getByText('保存当前条件'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('方案名称'), { target: { value: '常用' } });
    expect(within(dialog).getByText('已有同名方案，保存将覆盖它的条件')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await serverList()).map((g) => [g.id, g.filters])).toEqual([[id, { keyword: '新' }]]);
  });

  it('renames and deletes groups; a clashing name is refused with the server message', async () => {
    await serverSave('甲', { status: 1 });
    await serverSave('乙', { status: 0 });
    inConsole(<FilterBar items={items} onSearch={() => {}} groupKey={page} />);
    let menu = await openMenu();
    await within(menu).findByText('乙');
    fireEvent.click(within(menu).getByText('重命名/删除'));
    const dialog = await screen.findByRole('dialog');
    const row = (name: string) =>
      within(dialog)
        .getAllByRole('listitem')
        .find((li) => li.textContent?.includes(name))!;

    fireEvent.click(within(row('甲')).getByRole('button', { name: '重命名' }));
    fireEvent.change(within(dialog).getByLabelText('新名称'), { target: { value: '乙' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(document.querySelector('.ant-notification-notice')?.textContent).toContain('筛选方案名称已存在'));
    fireEvent.change(within(dialog).getByLabelText('新名称'), { target: { value: '甲一' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([expect.stringContaining('甲一'), expect.stringContaining('乙')]),
    );
    expect((await serverList()).map((g) => [g.name, g.filters])).toEqual([
      ['甲一', { status: 1 }],
      ['乙', { status: 0 }],
    ]);

    fireEvent.click(within(row('乙')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('删除筛选方案「乙」？')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect((await serverList()).map((g) => g.name)).toEqual(['甲一']);
    expect((await readCachedGroups(admin.id, page))?.map((g) => g.name)).toEqual(['甲一']);

    fireEvent.click(within(dialog).getByText('关闭').closest('button')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    menu = await openMenu();
    expect(within(menu).queryByText('乙')).toBeNull();
  });
});
