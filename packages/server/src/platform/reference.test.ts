import {
  PagePath,
  RetCode,
  RetMsg,
  type AreaNode,
  type ConfigEnumEntry,
  type MenuNode,
  type StoreAuthority,
  type StoreOption,
  type UserInfo,
} from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, userIdOf, type Session, type TestApp } from '../test/harness.js';
import {
  CRAFTSMAN_STORE_OPS,
  DEPART_STORE_OPS,
  DORMITORY_STORE_OPS,
  HRM_AFFAIRS_STORE_OPS,
  HRM_GUARANTEE_STORE_OPS,
  RECRUIT_STORE_OPS,
} from '../test/storeManagerGrants.js';

/** Reference data every page loads: enums, the area tree, open cities, stores, the user's menu and store authority. */
let t: TestApp;
let admin: Session;
let store001: Session;
let area01: Session;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  area01 = await login(t.app, DEMO.area01.account, DEMO.area01.pwd);
});
afterAll(async () => {
  await t?.close();
});

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

describe('config enums', () => {
  it('answers the entries of the requested types only, ordered by corder', async () => {
    const rows = await ok<ConfigEnumEntry[]>(t.app, admin, 'POST', '/mgt/configEnum/getConfigEnums', { type: 'craftsmanLevel,priceLevel' });
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['craftsmanLevel', 'priceLevel']));
    const craftsman = rows.filter((r) => r.type === 'craftsmanLevel');
    const price = rows.filter((r) => r.type === 'priceLevel');
    expect(craftsman.map((r) => r.val)).toEqual(['U1-1', 'U1-2', 'U2', 'U3', 'U4', 'U5', 'U6', 'U7', 'U8', 'U9']);
    expect(price.map((r) => r.val)).toEqual(Array.from({ length: 11 }, (_, i) => `P${i}`));
    expect(price.find((r) => r.val === 'P4')?.name).toBe('首席/金牌');
    for (const list of [craftsman, price]) expect(list.map((r) => r.corder)).toEqual([...list.map((r) => r.corder)].sort((a, b) => a - b));
    expect(Object.keys(rows[0]).sort()).toEqual(['corder', 'name', 'type', 'val']);
  });

  it('tolerates spaces and unknown types, and refuses an empty type with 000006', async () => {
    const rows = await ok<ConfigEnumEntry[]>(t.app, store001, 'POST', '/mgt/configEnum/getConfigEnums', { type: ' dataLevel , nope ' });
    expect(rows.map((r) => r.val)).toEqual(['S1', 'S2', 'S3', 'S4']);
    await refused(t.app, admin, 'POST', '/mgt/configEnum/getConfigEnums', { type: '' }, RetCode.INVALID, 'type');
  });
});

describe('area tree', () => {
  it('is city → district → store, with store counts, for an all-stores user', async () => {
    const tree = await ok<AreaNode[]>(t.app, admin, 'GET', '/basics/area/all');
    expect(tree.length).toBeGreaterThan(0);
    let leaves = 0;
    for (const city of tree) {
      expect(city.level).toBe(1);
      expect(city.children?.length).toBeGreaterThan(0);
      let sum = 0;
      for (const district of city.children ?? []) {
        expect(district.level).toBe(2);
        for (const store of district.children ?? []) {
          expect(store).toMatchObject({ level: 3, storeCount: 1 });
          expect(store.children).toBeUndefined();
          leaves++;
        }
        expect(district.storeCount).toBe(district.children?.length);
        sum += district.storeCount;
      }
      expect(city.storeCount).toBe(sum);
    }
    const enabled = await t.db.selectFrom('store').select('id').where('enable_status', '=', 1).execute();
    expect(leaves).toBe(enabled.length);
    // The city being prepared has no stores and is left out.
    expect(tree.map((c) => c.name)).toContain('上海市');
    expect(tree.map((c) => c.name)).not.toContain('南京市');
  });

  it('holds only the stores within the user store-data authority', async () => {
    const tree = await ok<AreaNode[]>(t.app, store001, 'GET', '/basics/area/all');
    const stores = tree.flatMap((c) => (c.children ?? []).flatMap((d) => d.children ?? []));
    expect(stores.map((s) => s.id)).toEqual([1]);
    expect(tree).toHaveLength(1);
    expect(tree[0].children).toHaveLength(1);

    const area = await ok<AreaNode[]>(t.app, area01, 'GET', '/basics/area/all');
    expect(
      area
        .flatMap((c) => (c.children ?? []).flatMap((d) => d.children ?? []))
        .map((s) => s.id)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('storesLowerLimit drops districts and cities with fewer stores', async () => {
    const tree = await ok<AreaNode[]>(t.app, admin, 'GET', '/basics/area/all', { storesLowerLimit: 5 });
    for (const city of tree) for (const d of city.children ?? []) expect(d.storeCount).toBeGreaterThanOrEqual(5);
    await refused(t.app, admin, 'GET', '/basics/area/all', { storesLowerLimit: -1 }, RetCode.INVALID, 'storesLowerLimit');
  });
});

describe('open cities', () => {
  it('lists open cities and leaves out the closed 南京市', async () => {
    const cities = await ok<{ id: number; name: string }[]>(t.app, store001, 'GET', '/mgt/config/city/queryAllOpen');
    expect(cities.map((c) => c.name)).toEqual(expect.arrayContaining(['上海市', '北京市', '杭州市', '深圳市']));
    expect(cities.map((c) => c.name)).not.toContain('南京市');
  });
});

describe('stores', () => {
  it('answers open statuses 1 and 3 by default, or the ones asked for', async () => {
    const stores = await ok<StoreOption[]>(t.app, admin, 'POST', '/basics/store/mgr/getStores', {});
    expect(new Set(stores.map((s) => s.openStatus))).toEqual(new Set([1, 3]));
    const expected = await t.db.selectFrom('store').select('id').where('open_status', 'in', [1, 3]).execute();
    expect(stores.length).toBe(expected.length);
    expect(stores[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        storeName: expect.any(String),
        storeType: expect.any(Number),
        district: expect.any(Number),
        districtName: expect.any(String),
      }),
    );

    const picker = await ok<StoreOption[]>(t.app, admin, 'POST', '/basics/store/mgr/getStores', { openStatus: '0,1' });
    expect(new Set(picker.map((s) => s.openStatus))).toEqual(new Set([0, 1]));
    const one = await ok<StoreOption[]>(t.app, admin, 'POST', '/basics/store/mgr/getStores', { openStatus: 4 });
    expect(one.every((s) => s.openStatus === 4)).toBe(true);
    await refused(t.app, admin, 'POST', '/basics/store/mgr/getStores', { openStatus: '1;drop' }, RetCode.INVALID, '门店状态格式不正确');
  });

  it('answers only the stores within the user store-data authority', async () => {
    const stores = await ok<StoreOption[]>(t.app, store001, 'POST', '/basics/store/mgr/getStores', { openStatus: '0,1,2,3,4' });
    expect(stores.map((s) => s.id)).toEqual([1]);
  });
});

describe('the user own menu and authorities', () => {
  it('getMenuList answers the granted pages with their ancestors and operation entries', async () => {
    const menu = flatten(await ok<MenuNode[]>(t.app, store001, 'GET', '/uc/resource/getMenuList'));
    const urls = menu.map((m) => m.url);
    expect(urls).toContain(PagePath.user);
    expect(urls).not.toContain(PagePath.role);
    expect(urls).not.toContain(PagePath.menu);
    // The store-side operations of the store-request pages, the craftsmen's applications, U-card refund requests, review replies, consultations, and the user page's reset password.
    expect(
      menu
        .filter((m) => m.code)
        .map((m) => m.code)
        .sort(),
    ).toEqual(
      [
        ...CRAFTSMAN_STORE_OPS,
        ...DORMITORY_STORE_OPS,
        ...HRM_AFFAIRS_STORE_OPS,
        ...DEPART_STORE_OPS,
        ...HRM_GUARANTEE_STORE_OPS,
        ...RECRUIT_STORE_OPS,
        'financial:ulcard:refundApply',
        'operate:consult:add',
        'operate:consult:follow',
        'operate:coupon:use',
        'operate:evaluation:reply',
        'operate:anomaly:report',
        'operate:bizHours:apply',
        'operate:bizHours:withdraw',
        'operate:inventory:fill',
        'operate:inventory:submit',
        'operate:noonWork:apply',
        'operate:notice:confirm',
        'operate:storeTx:complete',
        'system:user:resetPwd',
      ].sort(),
    );
    const page = menu.find((m) => m.url === PagePath.user)!;
    expect(page.hasOperationAuthority).toBe(true);
    // Every node's parent is in the tree too.
    for (const m of menu) if (m.parentId !== null) expect(menu.some((p) => p.id === m.parentId)).toBe(true);

    expect(await ok<MenuNode[]>(t.app, area01, 'GET', '/uc/resource/getMenuList')).toEqual([]);
  });

  it('getStoreAuthority answers the own authority', async () => {
    expect(await ok<StoreAuthority>(t.app, store001, 'GET', '/uc/user/getStoreAuthority')).toEqual({
      startDate: '2024-01-01',
      storeIds: [1],
      allStores: false,
    });
    expect(await ok<StoreAuthority>(t.app, store001, 'GET', '/uc/user/getStoreAuthority', { userId: store001.userId })).toEqual({
      startDate: '2024-01-01',
      storeIds: [1],
      allStores: false,
    });
    expect(await ok<StoreAuthority>(t.app, admin, 'GET', '/uc/user/getStoreAuthority')).toMatchObject({ storeIds: [], allStores: true });
    expect((await ok<StoreAuthority>(t.app, area01, 'GET', '/uc/user/getStoreAuthority')).storeIds).toHaveLength(10);
  });

  it("another user's authority, menu or info is refused to a user without the user page", async () => {
    const adminId = await userIdOf(t.db, 'admin');
    await refused(t.app, area01, 'GET', '/uc/user/getStoreAuthority', { userId: adminId }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, area01, 'GET', '/uc/resource/getMenuList', { userId: adminId }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, area01, 'GET', '/mgt/configMgtAuthority/queryConfigMgtAuthority', { userId: adminId }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, area01, 'POST', '/uc/user/getById', { id: adminId }, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });

  it('a store manager may read the authority of a user of its own store', async () => {
    const stylist = await userIdOf(t.db, 'stylist01');
    expect(await ok<StoreAuthority>(t.app, store001, 'GET', '/uc/user/getStoreAuthority', { userId: stylist })).toEqual({
      startDate: '2024-01-01',
      storeIds: [1],
      allStores: false,
    });
    expect((await ok<UserInfo>(t.app, store001, 'POST', '/uc/user/getById', { id: stylist })).account).toBe('stylist01');
  });

  it("another user's data outside the caller's store scope is refused to store001", async () => {
    const adminId = await userIdOf(t.db, 'admin');
    await refused(t.app, store001, 'GET', '/uc/user/getStoreAuthority', { userId: adminId }, RetCode.REFUSED);
    await refused(t.app, store001, 'GET', '/uc/resource/getMenuList', { userId: adminId }, RetCode.REFUSED);
    await refused(t.app, store001, 'POST', '/uc/user/getById', { id: adminId }, RetCode.REFUSED);
  });

  it('queryConfigMgtAuthority answers JSON text for the own user', async () => {
    const result = await ok<{ userId: number; authority: string }>(t.app, store001, 'GET', '/mgt/configMgtAuthority/queryConfigMgtAuthority');
    expect(result.userId).toBe(store001.userId);
    expect(JSON.parse(result.authority)).toEqual({});
  });
});
