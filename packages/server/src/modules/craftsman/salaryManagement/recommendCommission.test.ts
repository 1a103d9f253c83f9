import { commissionOf, RECOMMEND_COMMISSION_CANDIDATES, recommendCommissionResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/salaryManagement/recommendCommission 推荐提成: a commission on a paid card order, paid × rate exact, once per order. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(recommendCommissionResource);
const PAGE = recommendCommissionResource.page;
const opts = { routepath: PAGE };

type Row = { id: number; craftsmanId: number; storeId: number; month: string; amount: string; orderAmount: string; rate: string; status: number };
type Order = { id: number; order_no: string; store_id: number; paid: string; month: string };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  // 店长 gets the page: its candidates are its store's.
  await sql`insert into role_menu (role_id, menu_id) select r.id, m.id from role r cross join menu m
    where r.code = 'store_manager' and m.url in ('/craftsman', '/craftsman/salaryManagement', ${PAGE})
    and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(t.db);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

/** A card order of a status without an approved commission, the newest first (`skip` more back). */
const orderOf = async (status: number, skip = 0) =>
  (
    await sql<Order>`select o.id, o.order_no, o.store_id, o.paid, date_trunc('month', o.paid_at at time zone 'Asia/Shanghai')::date::text as month
      from card_order o where o.status = ${status} and o.paid >= 100
      and not exists (select 1 from salary_recommend_commission c where c.card_order_id = o.id)
      order by o.paid_at desc, o.id desc offset ${skip} limit 1`.execute(t.db)
  ).rows[0];
const craftsmanOf = async (storeId: number, not?: number) =>
  (
    await sql<{
      id: number;
    }>`select id from craftsman where store_id = ${storeId} and status = 1 and craftsman_type in (1, 2) and id <> ${not ?? 0} order by id limit 1`.execute(t.db)
  ).rows[0].id;
const rowsIn = async () => (await sql<{ n: number }>`select count(*)::int as n from salary_recommend_commission`.execute(t.db)).rows[0].n;

describe('推荐提成', () => {
  it('offers as candidates the paid card orders of the user stores with no commission asked yet', async () => {
    const candidates = await ok<{ id: number; name: string }[]>(t.app, admin, 'GET', RECOMMEND_COMMISSION_CANDIDATES, {}, opts);
    const ids = new Set(candidates.map((c) => c.id));
    const order = await orderOf(1);
    expect(ids.has(order.id)).toBe(true);
    expect(candidates.find((c) => c.id === order.id)!.name).toContain(order.order_no);
    const asked = await sql<{ card_order_id: number }>`select card_order_id from salary_recommend_commission where status in (0, 1) limit 50`.execute(t.db);
    expect(asked.rows.filter((r) => ids.has(r.card_order_id))).toEqual([]);
    const refunded = (await sql<{ id: number }>`select id from card_order where status <> 1 limit 50`.execute(t.db)).rows;
    expect(refunded.filter((r) => ids.has(r.id))).toEqual([]);
    const mine = await ok<{ id: number }[]>(t.app, store001, 'GET', RECOMMEND_COMMISSION_CANDIDATES, {}, opts);
    expect(mine.length).toBeGreaterThan(0);
    const stores = await sql<{ store_id: number }>`select distinct store_id from card_order where id in (${sql.join(mine.map((c) => c.id))})`.execute(t.db);
    expect(stores.rows).toEqual([{ store_id: 1 }]);
  });

  it('takes the card order paid amount, store and month; the commission is paid × rate to the cent', async () => {
    const order = await orderOf(1);
    const craftsmanId = await craftsmanOf(order.store_id);
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, { craftsmanId, cardOrderId: order.id, rate: '0.0375' }, opts);
    const row = await ok<Row>(t.app, admin, 'GET', api.detail.path, { id }, opts);
    expect(row).toMatchObject({ storeId: order.store_id, month: order.month, orderAmount: order.paid, rate: '0.0375', status: 0 });
    expect(row.amount).toBe(commissionOf(order.paid, '0.0375'));
    // A new rate recomputes it.
    await ok(t.app, admin, 'POST', api.update.path, { id, rate: '0.05', remark: '按活动比例' }, opts);
    expect((await ok<Row>(t.app, admin, 'GET', api.detail.path, { id }, opts)).amount).toBe(commissionOf(order.paid, '0.05'));
  });

  it('refuses an unknown or refunded order, a craftsman of another store, a rate out of range, writing nothing', async () => {
    const order = await orderOf(1, 1);
    const craftsmanId = await craftsmanOf(order.store_id);
    const before = await rowsIn();
    const body = { craftsmanId, cardOrderId: order.id, rate: '0.03' };
    await refused(t.app, admin, 'POST', api.create.path, { ...body, cardOrderId: 99999999 }, RetCode.INVALID, '卡单不存在', opts);
    const refunded = await orderOf(3);
    if (refunded)
      await refused(
        t.app,
        admin,
        'POST',
        api.create.path,
        { craftsmanId: await craftsmanOf(refunded.store_id), cardOrderId: refunded.id, rate: '0.03' },
        RetCode.INVALID,
        '已退款',
        opts,
      );
    const elsewhere = (
      await sql<{ id: number }>`select id from craftsman where store_id <> ${order.store_id} and craftsman_type = 1 order by id limit 1`.execute(t.db)
    ).rows[0].id;
    await refused(t.app, admin, 'POST', api.create.path, { ...body, craftsmanId: elsewhere }, RetCode.INVALID, '推荐人须为卡单所在门店的手艺人', opts);
    await refused(t.app, admin, 'POST', api.create.path, { ...body, rate: '0' }, RetCode.INVALID, '提成比例', opts);
    await refused(t.app, admin, 'POST', api.create.path, { ...body, rate: '0.6' }, RetCode.INVALID, '提成比例不能大于0.5', opts);
    await refused(t.app, admin, 'POST', api.create.path, { ...body, rate: '0.00001' }, RetCode.INVALID, '提成比例最多4位小数', opts);
    expect(await rowsIn()).toBe(before);
  });

  it('one approved commission per card order: a second is refused at approval and at application', async () => {
    const order = await orderOf(1, 2);
    const [a, b] = [await craftsmanOf(order.store_id), await craftsmanOf(order.store_id, await craftsmanOf(order.store_id))];
    const first = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, { craftsmanId: a, cardOrderId: order.id, rate: '0.03' }, opts);
    const second = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, { craftsmanId: b, cardOrderId: order.id, rate: '0.03' }, opts);
    await ok(t.app, admin, 'POST', api.transition.path, { id: first.id, action: 'approve' }, opts);
    await refused(t.app, admin, 'POST', api.transition.path, { id: second.id, action: 'approve' }, RetCode.REFUSED, '该卡单已发放推荐提成，不能重复发放', opts);
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { craftsmanId: b, cardOrderId: order.id, rate: '0.03' },
      RetCode.REFUSED,
      '该卡单已发放推荐提成',
      opts,
    );
    const lines = await sql<{ source_id: number; sign: number; amount: string }>`
      select source_id, sign, amount from salary_adjustment_line where kind = 'recommendCommission' and source_id in (${first.id}, ${second.id})`.execute(t.db);
    expect(lines.rows).toEqual([{ source_id: first.id, sign: 1, amount: commissionOf(order.paid, '0.03') }]);
  });
});
