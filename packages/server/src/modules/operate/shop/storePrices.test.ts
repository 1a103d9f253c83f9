import { RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/storePrices 门店价格: dated price versions, their workflow and locking. */
let t: TestApp;
let admin: Session;
let store001: Session;
type PriceRow = {
  id: number;
  storeId: number;
  storeName: string;
  itemId: number;
  itemName: string;
  priceGrade: string;
  price: string;
  effectiveDate: string;
  status: number;
  reason: string | null;
  operator: string | null;
};
const PRICES = '/mgt/itemPriceVersion/getStoreItemVersionList';
const SAVE_PRICE = '/mgt/itemPriceVersion/saveItemPriceVersion';
const UPDATE_PRICE = '/mgt/itemPriceVersion/update';
const PRICE_DETAIL = '/mgt/itemPriceVersion/getItemPriceVersionById';
const TRANSITION = '/mgt/itemPriceVersion/transition';
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
const prices = (session: Session, query: Record<string, unknown> = {}) => ok<PriceRow[]>(t.app, session, 'GET', PRICES, { pageSize: 200, ...query });

describe('store prices', () => {
  it('filters by store, item and grade; amounts stay exact decimals', async () => {
    const rows = await prices(admin, { storeId: 1, itemId: itemIds.get('洗剪吹'), priceGrade: 'P4' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ storeId: 1, itemName: '洗剪吹', priceGrade: 'P4', price: '109.00', status: 2, effectiveDate: '2026-01-01' });
    expect((await prices(admin, { status: 1 })).every((r) => r.status === 1)).toBe(true);
    await refused(t.app, admin, 'GET', PRICES, { priceGrade: 'P11' }, RetCode.INVALID, 'priceGrade');
  });

  it('store001 sees only store 1 prices, in lists and details', async () => {
    const rows = await prices(store001);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.storeId))).toEqual(new Set([1]));
    const other = (await prices(admin, { storeId: 2 }))[0];
    await refused(t.app, store001, 'GET', PRICE_DETAIL, { id: other.id }, RetCode.REFUSED, '价格版本不存在');
    expect(await prices(store001, { storeId: 2 })).toEqual([]);
  });

  const draft = { storeId: 1, itemId: 0, priceGrade: 'P3', price: '128.50', effectiveDate: '2030-01-01', remark: '测试调价' };

  it('refuses bad prices (3 decimals, negative, unknown grade, past date, duplicate) and writes nothing', async () => {
    const body = { ...draft, itemId: itemIds.get('男士精剪')! };
    const before = await countRows(t.db, 'item_price_version');
    await refused(t.app, admin, 'POST', SAVE_PRICE, { ...body, price: '128.505' }, RetCode.INVALID, 'price');
    await refused(t.app, admin, 'POST', SAVE_PRICE, { ...body, price: '-1' }, RetCode.INVALID, 'price');
    await refused(t.app, admin, 'POST', SAVE_PRICE, { ...body, priceGrade: 'P11' }, RetCode.INVALID, 'priceGrade');
    await refused(t.app, admin, 'POST', SAVE_PRICE, { ...body, effectiveDate: '2020-01-01' }, RetCode.REFUSED, '生效日期不能早于今天');
    await refused(t.app, admin, 'POST', SAVE_PRICE, { ...body, itemId: itemIds.get('系统补差价（停用）') }, RetCode.REFUSED, '该服务项目已停用');
    await refused(t.app, store001, 'POST', SAVE_PRICE, body, RetCode.REFUSED);
    expect(await countRows(t.db, 'item_price_version')).toBe(before);
    await ok(t.app, admin, 'POST', SAVE_PRICE, body);
    await refused(t.app, admin, 'POST', SAVE_PRICE, body, RetCode.REFUSED, '已有价格版本');
    expect(await countRows(t.db, 'item_price_version')).toBe(before + 1);
  });

  it('drafted, submitted and approved; wrong state and missing operation refused; effective versions are immutable', async () => {
    const body = { ...draft, itemId: itemIds.get('女士精剪')! };
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', SAVE_PRICE, body);
    const detail = () => ok<PriceRow>(t.app, admin, 'GET', PRICE_DETAIL, { id });
    expect(await detail()).toMatchObject({ status: 0, price: '128.50', storeName: '陆家嘴店' });

    // A draft may be edited; approving it before submission is the wrong state.
    await ok(t.app, admin, 'POST', UPDATE_PRICE, { ...body, id, price: '138.00' });
    await refused(t.app, admin, 'POST', TRANSITION, { id, action: 'approve' }, RetCode.REFUSED, '当前状态「草稿」不能审批通过');
    // The store manager holds the page but not the operation.
    await refused(t.app, store001, 'POST', TRANSITION, { id, action: 'submit' }, RetCode.REFUSED);
    expect((await detail()).status).toBe(0);

    await ok(t.app, admin, 'POST', TRANSITION, { id, action: 'submit' });
    await refused(t.app, admin, 'POST', UPDATE_PRICE, { ...body, id, price: '148.00' }, RetCode.REFUSED, '待审批的价格版本不可修改');
    await refused(t.app, admin, 'POST', TRANSITION, { id, action: 'reject' }, RetCode.REFUSED, '驳回原因');
    await ok(t.app, admin, 'POST', TRANSITION, { id, action: 'approve' });
    expect(await detail()).toMatchObject({ status: 2, price: '138.00', operator: expect.any(String) });
    const [approved] = await auditRows(t.db, { table: 'item_price_version', action: 'transition:approve', recordId: id });
    expect(approved.before).toEqual({ status: 1 });
    expect(approved.after).toMatchObject({ status: 2 });

    const audits = (await auditRows(t.db, { table: 'item_price_version', recordId: id })).length;
    await refused(t.app, admin, 'POST', UPDATE_PRICE, { ...body, id, price: '99.00' }, RetCode.REFUSED, '已生效的价格版本不可修改');
    await refused(t.app, admin, 'POST', TRANSITION, { id, action: 'reject', reason: '太贵' }, RetCode.REFUSED, '当前状态「已生效」不能驳回');
    expect(await detail()).toMatchObject({ status: 2, price: '138.00' });
    expect((await auditRows(t.db, { table: 'item_price_version', recordId: id })).length).toBe(audits);

    // A seeded effective version is just as immutable.
    const seeded = (await prices(admin, { storeId: 1, status: 2 }))[0];
    await refused(
      t.app,
      admin,
      'POST',
      UPDATE_PRICE,
      { storeId: 1, itemId: seeded.itemId, priceGrade: seeded.priceGrade, price: '1.00', effectiveDate: '2030-02-01', id: seeded.id },
      RetCode.REFUSED,
      '已生效的价格版本不可修改',
    );
    const still = await sql<{ price: string }>`select price from item_price_version where id = ${seeded.id}`.execute(t.db);
    expect(still.rows[0].price).toBe(seeded.price);
  });

  it('a rejected version keeps the reason and may be edited and resubmitted', async () => {
    const body = { ...draft, itemId: itemIds.get('烫发')!, priceGrade: 'P5', price: '520.00' };
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', SAVE_PRICE, body);
    await ok(t.app, admin, 'POST', TRANSITION, { id, action: 'submit' });
    await ok(t.app, admin, 'POST', TRANSITION, { id, action: 'reject', reason: '涨幅过大' });
    expect(await ok<PriceRow>(t.app, admin, 'GET', PRICE_DETAIL, { id })).toMatchObject({ status: 3, reason: '涨幅过大' });
    await ok(t.app, admin, 'POST', UPDATE_PRICE, { ...body, id, price: '488.00' });
    await ok(t.app, admin, 'POST', TRANSITION, { id, action: 'submit' });
    expect(await ok<PriceRow>(t.app, admin, 'GET', PRICE_DETAIL, { id })).toMatchObject({ status: 1, price: '488.00' });
  });

  it('a draft is deleted (audited); submitted and effective versions are not, nor by a store manager', async () => {
    const DELETE = '/mgt/itemPriceVersion/isDelItemPriceVersion';
    const draftId = (
      await ok<{ id: number }>(t.app, admin, 'POST', SAVE_PRICE, { ...draft, itemId: itemIds.get('洗剪吹')!, priceGrade: 'P9', price: '300.00' })
    ).id;
    const submitted = (
      await ok<{ id: number }>(t.app, admin, 'POST', SAVE_PRICE, { ...draft, itemId: itemIds.get('洗剪吹')!, priceGrade: 'P10', price: '360.00' })
    ).id;
    await ok(t.app, admin, 'POST', TRANSITION, { id: submitted, action: 'submit' });
    const before = await countRows(t.db, 'item_price_version');

    await refused(t.app, store001, 'POST', DELETE, { id: draftId }, RetCode.REFUSED);
    await refused(t.app, admin, 'POST', DELETE, { id: submitted }, RetCode.REFUSED, '待审批的价格版本不可删除');
    const effective = (await prices(admin, { storeId: 1, status: 2 }))[0];
    await refused(t.app, admin, 'POST', DELETE, { id: effective.id }, RetCode.REFUSED, '已生效的价格版本不可删除');
    expect(await countRows(t.db, 'item_price_version')).toBe(before);

    await ok(t.app, admin, 'POST', DELETE, { id: draftId });
    expect(await countRows(t.db, 'item_price_version')).toBe(before - 1);
    const [row] = await auditRows(t.db, { table: 'item_price_version', action: 'delete', recordId: draftId });
    expect(row.before).toMatchObject({ price: '300.00', status: 0 });
  });
});
