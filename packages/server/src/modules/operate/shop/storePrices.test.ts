import { RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

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
  state: number;
  todayPrice: string | null;
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
/** A date `days` from today in China time (the chain's business day). */
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

describe('store prices', () => {
  it('filters by store, item and grade; amounts stay exact decimals', async () => {
    // The seed's three approved versions of 洗剪吹 P4 at store 1: a rise to come, the price in force, the one it replaced.
    const rows = await prices(admin, { storeId: 1, itemId: itemIds.get('洗剪吹'), priceGrade: 'P4' });
    expect(rows.map((r) => [r.price, r.state, r.todayPrice])).toEqual([
      ['118.00', 4, '109.00'],
      ['109.00', 2, '109.00'],
      ['99.00', 5, '109.00'],
    ]);
    expect(rows[1]).toMatchObject({ storeId: 1, itemName: '洗剪吹', priceGrade: 'P4', status: 2, effectiveDate: '2026-01-01' });
    expect((await prices(admin, { state: 1 })).every((r) => r.state === 1 && r.status === 1)).toBe(true);
    await refused(t.app, admin, 'GET', PRICES, { priceGrade: 'P11' }, RetCode.INVALID, 'priceGrade');
  });

  const draft = { storeId: 1, itemId: 0, priceGrade: 'P3', price: '128.50', effectiveDate: '2030-01-01', remark: '测试调价' };

  it('refuses bad prices (3 decimals, negative, zero, unknown grade, past date, duplicate) and writes nothing', async () => {
    const body = { ...draft, itemId: itemIds.get('男士精剪')! };
    const before = await countRows(t.db, 'item_price_version');
    await refused(t.app, admin, 'POST', SAVE_PRICE, { ...body, price: '128.505' }, RetCode.INVALID, 'price');
    await refused(t.app, admin, 'POST', SAVE_PRICE, { ...body, price: '-1' }, RetCode.INVALID, 'price');
    // A ¥0 haircut is no price (issue 12.10): refused in words, as the form's 价格 says it.
    await refused(t.app, admin, 'POST', SAVE_PRICE, { ...body, price: '0' }, RetCode.INVALID, /价格须大于0/);
    await refused(t.app, admin, 'POST', SAVE_PRICE, { ...body, price: '0.00' }, RetCode.INVALID, /价格须大于0/);
    await refused(t.app, admin, 'POST', SAVE_PRICE, { ...body, priceGrade: 'P11' }, RetCode.INVALID, 'priceGrade');
    await refused(t.app, admin, 'POST', SAVE_PRICE, { ...body, effectiveDate: '2020-01-01' }, RetCode.INVALID, '生效日期不能早于今天');
    await refused(t.app, admin, 'POST', SAVE_PRICE, { ...body, itemId: itemIds.get('系统补差价（停用）') }, RetCode.INVALID, '该服务项目已停用');
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
    // A rejection needs its reason (the engine's refusal, whichever code it answers it with).
    const noReason = await call(t.app, admin, 'POST', TRANSITION, { id, action: 'reject' });
    expect(noReason.retCode).not.toBe(RetCode.SUCCESS);
    expect(noReason.retMsg).toContain('驳回原因');
    await ok(t.app, admin, 'POST', TRANSITION, { id, action: 'approve' });
    // Approved for 2030: 待生效, while today's price of the store, item and grade is still the one in force (none here).
    expect(await detail()).toMatchObject({ status: 2, state: 4, price: '138.00', todayPrice: null, operator: expect.any(String) });
    const [approved] = await auditRows(t.db, { table: 'item_price_version', action: 'transition:approve', recordId: id });
    expect(approved.before).toEqual({ status: 1 });
    expect(approved.after).toMatchObject({ status: 2 });

    const audits = (await auditRows(t.db, { table: 'item_price_version', recordId: id })).length;
    await refused(t.app, admin, 'POST', UPDATE_PRICE, { ...body, id, price: '99.00' }, RetCode.REFUSED, '已审批的价格版本不可修改');
    await refused(t.app, admin, 'POST', TRANSITION, { id, action: 'reject', reason: '太贵' }, RetCode.REFUSED, '当前状态「已审批」不能驳回');
    expect(await detail()).toMatchObject({ status: 2, price: '138.00' });
    expect((await auditRows(t.db, { table: 'item_price_version', recordId: id })).length).toBe(audits);

    // A seeded effective version is just as immutable.
    const seeded = (await prices(admin, { storeId: 1, state: 2 }))[0];
    await refused(
      t.app,
      admin,
      'POST',
      UPDATE_PRICE,
      { storeId: 1, itemId: seeded.itemId, priceGrade: seeded.priceGrade, price: '1.00', effectiveDate: '2030-02-01', id: seeded.id },
      RetCode.REFUSED,
      '已审批的价格版本不可修改',
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
    const effective = (await prices(admin, { storeId: 1, state: 2 }))[0];
    await refused(t.app, admin, 'POST', DELETE, { id: effective.id }, RetCode.REFUSED, '已审批的价格版本不可删除');
    expect(await countRows(t.db, 'item_price_version')).toBe(before);

    await ok(t.app, admin, 'POST', DELETE, { id: draftId });
    expect(await countRows(t.db, 'item_price_version')).toBe(before - 1);
    const [row] = await auditRows(t.db, { table: 'item_price_version', action: 'delete', recordId: draftId });
    expect(row.before).toMatchObject({ price: '300.00', status: 0 });
  });

  it('says where each version stands on the days around today (China time) and the price that applies today; moving a day on needs no write', async () => {
    const key = { storeId: 8, itemId: itemIds.get('洗剪吹')!, priceGrade: 'P2' };
    // Approved versions are made through the API (dated ahead, as it allows), then dated around today.
    const approved = async (price: string, days: number) => {
      const { id } = await ok<{ id: number }>(t.app, admin, 'POST', SAVE_PRICE, { ...key, price, effectiveDate: chinaDate(30 + days) });
      await ok(t.app, admin, 'POST', TRANSITION, { id, action: 'submit' });
      await ok(t.app, admin, 'POST', TRANSITION, { id, action: 'approve' });
      await sql`update item_price_version set effective_date = ${chinaDate(days)}::date where id = ${id}`.execute(t.db);
      return id;
    };
    const twoDaysAgo = await approved('60.00', -2);
    const yesterday = await approved('62.00', -1);
    const today = await approved('65.00', 0);
    const tomorrow = await approved('68.00', 1);
    // A draft dated yesterday is only a draft; another grade whose latest version is yesterday's has it in force.
    const { id: draft } = await ok<{ id: number }>(t.app, admin, 'POST', SAVE_PRICE, { ...key, price: '61.00', effectiveDate: chinaDate(40) });
    await sql`update item_price_version set effective_date = ${chinaDate(-1)}::date where id = ${draft}`.execute(t.db);
    const p3 = { ...key, priceGrade: 'P3' };
    const { id: otherGrade } = await ok<{ id: number }>(t.app, admin, 'POST', SAVE_PRICE, { ...p3, price: '70.00', effectiveDate: chinaDate(30) });
    await ok(t.app, admin, 'POST', TRANSITION, { id: otherGrade, action: 'submit' });
    await ok(t.app, admin, 'POST', TRANSITION, { id: otherGrade, action: 'approve' });
    await sql`update item_price_version set effective_date = ${chinaDate(-1)}::date where id = ${otherGrade}`.execute(t.db);

    const states = async () => new Map((await prices(admin, { storeId: 8 })).map((r) => [r.id, [r.state, r.todayPrice]]));
    expect(await states()).toEqual(
      new Map([
        [tomorrow, [4, '65.00']],
        [today, [2, '65.00']],
        [yesterday, [5, '65.00']],
        [draft, [0, '65.00']],
        [otherGrade, [2, '70.00']],
        [twoDaysAgo, [5, '65.00']],
      ]),
    );
    // 状态 = 已生效: today's prices, one per store, item and grade.
    expect((await prices(admin, { storeId: 8, state: 2 })).map((r) => [r.priceGrade, r.price])).toEqual([
      ['P2', '65.00'],
      ['P3', '70.00'],
    ]);
    expect((await prices(admin, { storeId: 8, state: 4 })).map((r) => r.id)).toEqual([tomorrow]);
    expect((await prices(admin, { storeId: 8, state: 5 })).map((r) => r.id)).toEqual([yesterday, twoDaysAgo]);

    // A version in force or past is neither edited nor deleted, in words; a draft is.
    const DELETE = '/mgt/itemPriceVersion/isDelItemPriceVersion';
    for (const id of [today, yesterday]) {
      await refused(t.app, admin, 'POST', DELETE, { id }, RetCode.REFUSED, '已审批的价格版本不可删除');
      await refused(
        t.app,
        admin,
        'POST',
        UPDATE_PRICE,
        { ...key, id, price: '1.00', effectiveDate: chinaDate(50) },
        RetCode.REFUSED,
        '已审批的价格版本不可修改',
      );
    }
    await ok(t.app, admin, 'POST', DELETE, { id: draft });

    // A day on (every date one day earlier): tomorrow's rise is in force and today's price has gone, with nothing written to their rows.
    const statuses = await sql<{
      id: number;
      status: number;
      updated_at: Date;
    }>`select id, status, updated_at from item_price_version where store_id = 8 order by id`.execute(t.db);
    await sql`update item_price_version set effective_date = effective_date - 1 where store_id = 8`.execute(t.db);
    expect(await states()).toEqual(
      new Map([
        [tomorrow, [2, '68.00']],
        [today, [5, '68.00']],
        [yesterday, [5, '68.00']],
        [otherGrade, [2, '70.00']],
        [twoDaysAgo, [5, '68.00']],
      ]),
    );
    const after = await sql<{
      id: number;
      status: number;
      updated_at: Date;
    }>`select id, status, updated_at from item_price_version where store_id = 8 order by id`.execute(t.db);
    expect(after.rows).toEqual(statuses.rows);
  });
});
