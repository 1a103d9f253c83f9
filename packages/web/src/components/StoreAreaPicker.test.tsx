import 'fake-indexeddb/auto';
import { AREA_CACHE_DB, type AreaNode, type LoginResult } from '@salon/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { IDBFactory } from 'fake-indexeddb';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { configureRequest, post } from '../api/request';
import { session } from '../app/storage';
import { AREA_STORE, areaCacheMessages, loadAreas, resetAreaCacheState } from './areaCache';
import { buildScopeTree, checkableLevels, idsToKeys, keysToIds, levelsOf, type AreaScope } from './areaTree';
import { StoreAreaPicker } from './StoreAreaPicker';

/**
 * The store area picker (spec §4) and its IndexedDB cache (spec §3, §9: 'areaTable' v1),
 * with the area tree of the real test server, signed in as admin (fake-indexeddb in jsdom).
 */
let admin: LoginResult;

const TREE: AreaNode[] = [
  {
    id: 310000,
    name: '上海市',
    level: 1,
    storeCount: 2,
    children: [
      {
        id: 310001,
        name: '浦东新区',
        level: 2,
        storeCount: 2,
        children: [
          { id: 1, name: '陆家嘴店', level: 3, storeCount: 1 },
          { id: 2, name: '张江店', level: 3, storeCount: 1 },
        ],
      },
      { id: 310002, name: '徐汇区', level: 2, storeCount: 0, children: [] },
    ],
  },
  { id: 110000, name: '北京市', level: 1, storeCount: 0, children: [] },
];

const areaCalls = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter((c) => String(c[0]).includes('/basics/area/all')).length;

function signInAs(user: LoginResult) {
  session.clearAll();
  session.save({
    token: user.token,
    secret: user.secret,
    serverTime: user.serverTime,
    user: { id: user.id, name: user.name, nickName: user.nickName, account: user.account, mobile: '13800000000', updateTime: user.updateTime },
  });
}

/** What the cache database holds. */
async function cachedKeys(): Promise<string[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(AREA_CACHE_DB.name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  expect(db.version).toBe(1);
  const keys = await new Promise<IDBValidKey[]>((resolve) => {
    const req = db.transaction(AREA_STORE).objectStore(AREA_STORE).getAllKeys();
    req.onsuccess = () => resolve(req.result);
  });
  db.close();
  return keys.map(String);
}

beforeAll(async () => {
  configureRequest({ baseUrl: `${inject('serverUrl')}/api`, currentRoute: () => '/demo/checkbox' });
  session.clearAll();
  admin = await post<LoginResult>('/uc/user/login', { account: 'admin', pwd: 'Salon@2026' });
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetAreaCacheState();
  signInAs(admin);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('scope rules', () => {
  it('the scope decides the one checkable level; deeper levels are left out', () => {
    const summary = (scope: AreaScope) => Object.fromEntries([...levelsOf(buildScopeTree(TREE, scope))].map(([level, v]) => [level, v]));
    expect(summary('city')).toEqual({ 1: { count: 2, checkable: 2 } });
    expect(summary('district')).toEqual({ 1: { count: 1, checkable: 0 }, 2: { count: 2, checkable: 2 } });
    expect(summary('store')).toEqual({ 1: { count: 1, checkable: 0 }, 2: { count: 1, checkable: 0 }, 3: { count: 2, checkable: 2 } });
    expect(checkableLevels('district')).toEqual([2]);
  });

  it('keys are unique across levels and map back to ids of the scope level only', () => {
    expect(idsToKeys([310001], 'district')).toEqual(['district-310001']);
    expect(keysToIds(['city-310000', 'district-310001', 'store-1', 'district-310002'], 'district')).toEqual([310001, 310002]);
  });
});

describe('area cache in IndexedDB', () => {
  it('reads /basics/area/all once, keeps tree and raw list in areaTable v1, then answers from there', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const first = await loadAreas();
    expect(areaCalls(spy)).toBe(1);
    expect(first.tree.length).toBeGreaterThan(0);
    expect(first.list.filter((a) => a.level === 1).map((a) => a.name)).toContain('上海市');
    expect(first.list.find((a) => a.level === 2)?.parentId).toBe(first.tree[0].id);
    expect(await cachedKeys()).toEqual([`${admin.id}:1`]);

    const again = await loadAreas();
    expect(areaCalls(spy)).toBe(1);
    expect(again).toEqual(first);

    await loadAreas({ refresh: true });
    expect(areaCalls(spy)).toBe(2);
  });

  it('shares one call between pickers loading at the same time', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    await Promise.all([loadAreas(), loadAreas(), loadAreas()]);
    expect(areaCalls(spy)).toBe(1);
  });

  it('is invalidated by logout (signOut deletes the areaTable database)', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    await loadAreas();
    await new Promise((resolve) => (indexedDB.deleteDatabase('areaTable').onsuccess = resolve));
    await loadAreas();
    expect(areaCalls(spy)).toBe(2);
  });

  it('without IndexedDB the browser is told once and the tree comes from the server', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const saved = globalThis.indexedDB;
    // @ts-expect-error a browser without IndexedDB
    delete globalThis.indexedDB;
    try {
      const spy = vi.spyOn(globalThis, 'fetch');
      expect((await loadAreas()).tree.length).toBeGreaterThan(0);
      await loadAreas();
      expect(areaCalls(spy)).toBe(2);
      expect(alert).toHaveBeenCalledTimes(1);
      expect(alert).toHaveBeenCalledWith(areaCacheMessages.noIndexedDb);
    } finally {
      globalThis.indexedDB = saved;
    }
  });

  it("a failed read says '读取失败' and falls back to the server", async () => {
    // A newer database of the same name cannot be opened as version 1.
    await new Promise((resolve) => (indexedDB.open('areaTable', 2).onsuccess = (e) => resolve((e.target as IDBOpenDBRequest).result.close())));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const data = await loadAreas();
    expect(alert).toHaveBeenCalledWith('读取失败');
    expect(data.tree.length).toBeGreaterThan(0);
  });
});

describe('StoreAreaPicker', () => {
  function Picker({ onChange }: { onChange: (ids: number[]) => void }) {
    const [scope, setScope] = useState<AreaScope>('district');
    const [ids, setIds] = useState<number[]>([]);
    return (
      <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
        <button onClick={() => setScope('city')}>按城市</button>
        <button onClick={() => setScope('store')}>按门店</button>
        <StoreAreaPicker inline scope={scope} value={ids} onChange={(v) => (setIds(v), onChange(v))} />
      </ConfigProvider>
    );
  }

  /** Tree rows by title, and whether each has a checkbox. */
  const rows = () =>
    [...document.querySelectorAll('.ant-tree-treenode[role=treeitem]')].map((n) => ({
      title: n.querySelector('.ant-tree-title')?.textContent ?? '',
      checkbox: !!n.querySelector('.ant-tree-checkbox'),
    }));

  it('district scope: cities have no checkbox, districts do; switching scope reloads and clears', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await screen.findByText('浦东新区');
    expect(rows().find((r) => r.title === '上海市')).toEqual({ title: '上海市', checkbox: false });
    expect(rows().find((r) => r.title === '浦东新区')).toEqual({ title: '浦东新区', checkbox: true });
    expect(rows().some((r) => r.title.includes('陆家嘴'))).toBe(false);

    fireEvent.click(screen.getByText('浦东新区'));
    const pudong = onChange.mock.lastCall?.[0];
    expect(pudong).toHaveLength(1);
    fireEvent.click(screen.getByText('徐汇区'));
    expect(onChange.mock.lastCall?.[0]).toHaveLength(2);
    expect(screen.getByText(/已选 2/)).toBeTruthy();

    const spy = vi.spyOn(globalThis, 'fetch');
    fireEvent.click(screen.getByText('按城市'));
    await waitFor(() => expect(rows().filter((r) => !r.checkbox)).toEqual([]));
    expect(rows().map((r) => r.title)).toContain('北京市');
    expect(rows().some((r) => r.title === '浦东新区')).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(areaCalls(spy)).toBe(0); // reloaded from the cache

    fireEvent.click(screen.getByText('按门店'));
    await screen.findByText('浦东新区');
    fireEvent.click(document.querySelector('.ant-tree-switcher_close') ?? document.body);
    await waitFor(() => expect(rows().filter((r) => r.checkbox).length).toBeGreaterThan(0));
    const checkable = rows()
      .filter((r) => r.checkbox)
      .map((r) => r.title);
    expect(checkable.every((t) => t.endsWith('店') || t.includes('店（'))).toBe(true);
  });
});
