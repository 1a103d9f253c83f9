import { RetCode } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/manageService 门店服务项目: the items each store offers, scoped by store. */
let t: TestApp;
let admin: Session;
let store001: Session;
type StoreItemRow = { id: number; storeId: number; itemId: number; itemName: string; enabled: boolean; isTop: boolean; isSelected: boolean };
const STORE_ITEMS = '/mgt/store/item/getStoreItemList';
let itemIds: Map<string, number>;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  itemIds = new Map((await ok<{ id: number; name: string }[]>(t.app, admin, 'GET', '/mgt/item/getAllItemList')).map((i) => [i.name, i.id]));
});
afterAll(async () => {
  await t?.close();
});

describe('store item lists', () => {
  it('adds an item to a store once, toggles flags with an audit row; the manager cannot', async () => {
    const itemId = itemIds.get('系统补差价（停用）')!;
    await refused(t.app, admin, 'POST', '/mgt/store/addStoreItems', { storeId: 1, itemId, enabled: true }, RetCode.INVALID, '已停用');
    await refused(
      t.app,
      admin,
      'POST',
      '/mgt/store/addStoreItems',
      { storeId: 1, itemId: itemIds.get('洗剪吹'), enabled: true },
      RetCode.REFUSED,
      '该门店已有此服务项目',
    );
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', '/mgt/store/addStoreItems', {
      storeId: 20,
      itemId: itemIds.get('洗剪吹'),
      enabled: true,
      isTop: false,
      isSelected: false,
    });
    await ok(t.app, admin, 'POST', '/mgt/store/item/updateStoreItem', { id, enabled: true, isTop: true, isSelected: true });
    const [row] = await auditRows(t.db, { table: 'store_item', action: 'update', recordId: id });
    expect(row.before).toMatchObject({ isTop: false });
    expect(row.after).toMatchObject({ isTop: true, isSelected: true });
    const mine = (await ok<StoreItemRow[]>(t.app, store001, 'POST', STORE_ITEMS, { pageSize: 100 }))[0];
    await refused(
      t.app,
      store001,
      'POST',
      '/mgt/store/item/updateStoreItem',
      { id: mine.id, enabled: false, isTop: false, isSelected: false },
      RetCode.REFUSED,
    );
  });
});
