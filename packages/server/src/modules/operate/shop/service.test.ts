import { RetCode } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/service 服务项目管理: service items and their categories (second tab). */
let t: TestApp;
let admin: Session;
let store001: Session;

type ItemRow = {
  id: number;
  categoryId: number;
  categoryName: string;
  itemName: string;
  itemType: number;
  itemStatus: number;
  orderRatio: string;
  dyeOrderRatio: string | null;
  enabled: boolean;
};

let categories: { id: number; name: string }[];

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  categories = await ok(t.app, admin, 'GET', '/salon/ItemCategory/getItemCategorys');
});
afterAll(async () => {
  await t?.close();
});

const categoryId = (name: string) => categories.find((c) => c.name === name)!.id;

describe('service items (head-office data)', () => {
  it('refuses bad input (coefficient 11, 3 decimals, dye coefficient outside 烫染) and writes nothing', async () => {
    const valid = { categoryId: categoryId('剪发'), itemName: '高端男士精剪', itemType: 0, itemStatus: 0, duration: 50, orderRatio: '1.10', enabled: true };
    const before = await countRows(t.db, 'item');
    await refused(t.app, admin, 'POST', '/mgt/item/add', { ...valid, orderRatio: '11' }, RetCode.INVALID, 'orderRatio');
    await refused(t.app, admin, 'POST', '/mgt/item/add', { ...valid, orderRatio: '1.125' }, RetCode.INVALID, 'orderRatio');
    await refused(t.app, admin, 'POST', '/mgt/item/add', { ...valid, itemType: 2 }, RetCode.INVALID, 'itemType');
    await refused(t.app, admin, 'POST', '/mgt/item/add', { ...valid, dyeOrderRatio: '1.20' }, RetCode.INVALID, '染发系数仅「烫染」类项目可填写');
    await refused(t.app, admin, 'POST', '/mgt/item/add', { ...valid, categoryId: 9999 }, RetCode.INVALID, '项目分类不存在');
    await refused(t.app, admin, 'POST', '/mgt/item/add', { ...valid, itemName: '洗剪吹' }, RetCode.INVALID, '项目名称已存在');
    await refused(t.app, store001, 'POST', '/mgt/item/add', valid, RetCode.REFUSED);
    expect(await countRows(t.db, 'item')).toBe(before);

    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', '/mgt/item/add', {
      ...valid,
      categoryId: categoryId('烫染'),
      itemName: '植物染发',
      dyeOrderRatio: '1.35',
    });
    const created = await ok<ItemRow>(t.app, admin, 'GET', '/mgt/item/getItemInfoById', { id });
    expect(created).toMatchObject({ itemName: '植物染发', categoryName: '烫染', dyeOrderRatio: '1.35', orderRatio: '1.10' });
    const [row] = await auditRows(t.db, { table: 'item', action: 'create', recordId: id });
    expect(row.after).toMatchObject({ itemName: '植物染发' });
  });
});

describe('item categories (second tab of 服务项目)', () => {
  const CATEGORIES = '/salon/ItemCategory/getItemCategoryPage';
  type CategoryRow = { id: number; name: string; sortOrder: number };

  it('lists in sort order; added, renamed and deleted with audit rows; a used category or 烫染 is kept', async () => {
    const listed = await ok<CategoryRow[]>(t.app, admin, 'POST', CATEGORIES, {});
    expect(listed.map((c) => c.name)).toEqual(['剪发', '烫染', '护理', '头皮', '造型']);

    const before = await countRows(t.db, 'item_category');
    await refused(t.app, admin, 'POST', '/mgt/item/addOrUpdateItemCategory', { name: '', sortOrder: 1 }, RetCode.INVALID, 'name');
    await refused(t.app, admin, 'POST', '/mgt/item/addOrUpdateItemCategory', { name: '剪发', sortOrder: 1 }, RetCode.INVALID, '分类名称已存在');
    await refused(t.app, admin, 'POST', '/mgt/item/addOrUpdateItemCategory', { name: '美甲', sortOrder: -1 }, RetCode.INVALID, 'sortOrder');
    await refused(t.app, store001, 'POST', '/mgt/item/addOrUpdateItemCategory', { name: '美甲', sortOrder: 6 }, RetCode.REFUSED);
    expect(await countRows(t.db, 'item_category')).toBe(before);

    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', '/mgt/item/addOrUpdateItemCategory', { name: '美甲', sortOrder: 6 });
    await ok(t.app, admin, 'POST', '/salon/ItemCategory/updateItemCategory', { id, name: '美甲美睫', sortOrder: 7 });
    expect((await ok<CategoryRow[]>(t.app, admin, 'POST', CATEGORIES, { name: '美甲' })).map((c) => c.name)).toEqual(['美甲美睫']);
    expect((await ok<{ name: string }[]>(t.app, admin, 'GET', '/salon/ItemCategory/getItemCategorys')).map((c) => c.name)).toContain('美甲美睫');
    expect((await auditRows(t.db, { table: 'item_category', recordId: id })).map((r) => r.action).sort()).toEqual(['create', 'update']);

    await refused(
      t.app,
      admin,
      'POST',
      '/salon/ItemCategory/updateItemCategory',
      { id: categoryId('烫染'), name: '烫发染发', sortOrder: 2 },
      RetCode.INVALID,
      '不可改名',
    );
    const used = await refused(t.app, admin, 'POST', '/mgt/item/deleteItemsCategory', { id: categoryId('剪发') }, RetCode.REFUSED);
    expect(used.retMsg).toMatch(/该分类下还有\d+个服务项目/);
    await ok(t.app, admin, 'POST', '/mgt/item/deleteItemsCategory', { id });
    expect(await t.db.selectFrom('item_category').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await countRows(t.db, 'item_category')).toBe(before);
  });
});
