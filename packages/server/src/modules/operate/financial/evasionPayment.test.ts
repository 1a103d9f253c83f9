import { addMoney, formatMoney, OrderPath, RetCode, RetMsg, StoredValuePath, subMoney, type OrderDetailLines } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, countRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/financial/evasionPayment 逃单管理: overdue unpaid orders, recovered or written off. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Order = Record<string, unknown> & {
  id: number;
  orderNo: string;
  storeId: number;
  status: number;
  createdAt: string;
  customerMobile: string;
  amount: string;
  discount: string;
  paid: string;
  refunded: string;
};
type Detail = Order & OrderDetailLines;

const DAY = 86_400_000;
/** A China-time date `days` from today. */
const chinaDate = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const page = (session: Session, query: Record<string, unknown>, url: string = OrderPath.list) =>
  request<Order[]>(t.app, session, 'POST', url, { pageSize: 50, ...query });
const list = async (session: Session, query: Record<string, unknown>, url: string = OrderPath.list) => {
  const { envelope } = await page(session, query, url);
  expect(envelope.retCode, envelope.retMsg).toBe(RetCode.SUCCESS);
  return envelope.result;
};
const one = async <T>(text: ReturnType<typeof sql<T>>) => (await text.execute(t.db)).rows[0];

describe('evaded payments (逃单管理)', () => {
  type Evasion = Order & { evasionStatus: number; finishedAt: string };
  const evasions = (query: Record<string, unknown> = {}) => list(admin, { pageSize: 200, ...query }, OrderPath.evasionList) as Promise<Evasion[]>;

  it('lists orders served and unpaid for over 24 hours, and the ones already settled', async () => {
    const rows = await evasions();
    expect(new Set(rows.map((r) => r.evasionStatus))).toEqual(new Set([0, 1, 2]));
    const dayAgo = Date.now() - 24 * 3_600_000;
    for (const r of rows) expect(Date.parse(r.finishedAt)).toBeLessThan(dayAgo);
    expect(rows.filter((r) => r.evasionStatus === 0).every((r) => r.status === 2 && r.paid === '0.00')).toBe(true);
    expect(rows.filter((r) => r.evasionStatus === 1).every((r) => r.status === 3 && r.paid === subMoney(r.amount, r.discount))).toBe(true);
    expect((await evasions({ evasionStatus: 2 })).every((r) => r.evasionStatus === 2 && r.status === 2)).toBe(true);
    // A paid order is no evasion, not even by its id.
    const paid = await one(sql<{ id: number }>`select id from customer_order where status = 3 and evasion_status = 0 order by id limit 1`);
    await refused(t.app, admin, 'GET', OrderPath.evasionDetail, { id: paid.id }, RetCode.REFUSED, '逃单不存在');
  });

  it('records a recovery (the order becomes paid) and a write-off, each audited once', async () => {
    const [first, second] = await evasions({ evasionStatus: 0 });
    const payments = await countRows(t.db, 'order_payment');
    await refused(t.app, admin, 'POST', OrderPath.evasionRecover, { id: first.id, payMethod: 9 }, RetCode.INVALID, '支付方式的取值不正确');
    await refused(t.app, admin, 'POST', OrderPath.evasionWriteOff, { id: second.id, reason: ' ' }, RetCode.INVALID, '请填写核销原因');
    expect(await countRows(t.db, 'order_payment')).toBe(payments);

    const recovered = await ok<{ status: number; paid: string }>(t.app, admin, 'POST', OrderPath.evasionRecover, {
      id: first.id,
      payMethod: 1,
      remark: '顾客回店补缴，微信',
    });
    expect(recovered).toMatchObject({ status: 3, paid: subMoney(first.amount, first.discount) });
    const detail = await ok<Detail & { evasionStatus: number; evasionBy: string }>(t.app, admin, 'GET', OrderPath.evasionDetail, { id: first.id });
    expect(detail).toMatchObject({ status: 3, evasionStatus: 1, evasionBy: '系统管理员', payMethod: 1 });
    expect(detail.payments.map((p) => p.amount)).toEqual([recovered.paid]);
    expect(detail.timeline.at(-1)).toMatchObject({ title: '逃单追回', operator: '系统管理员' });
    await refused(t.app, admin, 'POST', OrderPath.evasionRecover, { id: first.id, payMethod: 1 }, RetCode.REFUSED, '该逃单已追回，不能重复处理');

    await ok(t.app, admin, 'POST', OrderPath.evasionWriteOff, { id: second.id, reason: '多次联系未果' });
    await refused(t.app, admin, 'POST', OrderPath.evasionRecover, { id: second.id, payMethod: 4 }, RetCode.REFUSED, '不能重复处理');
    expect(await ok<Evasion>(t.app, admin, 'GET', OrderPath.evasionDetail, { id: second.id })).toMatchObject({
      status: 2,
      evasionStatus: 2,
      evasionNote: '多次联系未果',
    });
    expect((await auditRows(t.db, { table: 'customer_order', recordId: first.id })).map((a) => a.action)).toEqual(['transition:recover']);
    expect((await auditRows(t.db, { table: 'customer_order', recordId: second.id })).map((a) => a.action)).toEqual(['transition:writeOff']);

    // Unpaid for less than a day: not an evasion yet.
    const recent = await one(sql<{ id: number }>`
      update customer_order set status = 2, finished_at = now() - interval '2 hours', paid = 0, refunded = 0, pay_method = null, paid_at = null
      where id = (select id from customer_order where status = 3 and evasion_status = 0 and refunded = 0 order by id desc limit 1) returning id`);
    await refused(t.app, admin, 'POST', OrderPath.evasionWriteOff, { id: recent.id, reason: '测试' }, RetCode.REFUSED, '服务完成未满24小时，尚不算逃单');
    await refused(t.app, store001, 'POST', OrderPath.evasionRecover, { id: recent.id, payMethod: 1 }, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });

  it("recovers by stored-value card from the customer's card (one 消费 row), and the store's day counts the payment", async () => {
    type Waiting = { id: number; customer_id: number; store_id: number; due: string };
    const waiting = await sql<Waiting>`
      select id, customer_id::int, store_id, amount - discount as due from customer_order
      where status = 2 and evasion_status = 0 and finished_at < now() - interval '25 hours' and amount > discount order by id`.execute(t.db);
    const [target, other] = waiting.rows;
    expect(other).toBeDefined();
    const businessDay = async (storeId: number) =>
      (await one(sql<{ order_count: number; service_revenue: string; card_consumed: string }>`
        select order_count, service_revenue, card_consumed from store_business_day where store_id = ${storeId} and biz_date = ${chinaDate()}::date`)) ?? {
        order_count: 0,
        service_revenue: '0.00',
        card_consumed: '0.00',
      };

    // Without a card that covers it: refused, nothing written.
    await sql`update member_card set status = 1 where customer_id = ${other.customer_id} and status = 0`.execute(t.db);
    const untouched = JSON.stringify([
      await one(sql`select status, paid, evasion_status from customer_order where id = ${other.id}`),
      await countRows(t.db, 'order_payment'),
      await countRows(t.db, 'card_ledger'),
    ]);
    await refused(
      t.app,
      admin,
      'POST',
      OrderPath.evasionRecover,
      { id: other.id, payMethod: 3 },
      RetCode.REFUSED,
      `该顾客没有余额足够（¥${formatMoney(other.due)}）的正常状态会员卡，不能以储值卡追回`,
    );
    expect(
      JSON.stringify([
        await one(sql`select status, paid, evasion_status from customer_order where id = ${other.id}`),
        await countRows(t.db, 'order_payment'),
        await countRows(t.db, 'card_ledger'),
      ]),
    ).toBe(untouched);

    // The customer's card, topped up at the counter if it has too little.
    let card = await one(
      sql<{ id: number }>`select id::int from member_card where customer_id = ${target.customer_id} and status = 0 order by balance desc, id limit 1`,
    );
    if (!card) {
      card = await one(sql<{ id: number }>`
        insert into member_card (card_no, customer_id, product_id, store_id, expires_on)
        select '8800' || lpad((max(id) + 1)::text, 8, '0'), ${target.customer_id}, (select min(id) from card_product), ${target.store_id}, current_date + 365 from member_card returning id::int`);
    }
    await ok(t.app, admin, 'POST', StoredValuePath.recharge, { cardId: card.id, amount: addMoney(target.due, '100'), payMethod: 1 });
    const balance = async () =>
      one(
        sql<{
          principal: string;
          bonus: string;
          rows: number;
        }>`select principal, bonus, (select count(*)::int from card_ledger where card_id = ${card.id}) as rows from member_card where id = ${card.id}`,
      );
    const before = await balance();
    const day = await businessDay(target.store_id);

    expect(await ok(t.app, admin, 'POST', OrderPath.evasionRecover, { id: target.id, payMethod: 3 })).toMatchObject({ status: 3, paid: target.due });
    const after = await balance();
    expect(after.rows).toBe(before.rows + 1);
    expect(addMoney(after.principal, after.bonus)).toBe(subMoney(addMoney(before.principal, before.bonus), target.due));
    const row = await one(sql<{ kind: number; taken: string; store_id: number }>`
      select kind, -(principal_delta + bonus_delta) as taken, store_id from card_ledger where customer_order_id = ${target.id}`);
    expect(row).toEqual({ kind: 2, taken: target.due, store_id: target.store_id });
    expect((await ok<Detail>(t.app, admin, 'GET', OrderPath.evasionDetail, { id: target.id })).payments).toMatchObject([{ method: 3, amount: target.due }]);
    const broken = await sql`select c.id from member_card c left join card_ledger l on l.card_id = c.id group by c.id
      having c.principal <> coalesce(sum(l.principal_delta), 0) or c.bonus <> coalesce(sum(l.bonus_delta), 0)`.execute(t.db);
    expect(broken.rows).toEqual([]);
    expect(await businessDay(target.store_id)).toEqual({
      order_count: day.order_count + 1,
      service_revenue: addMoney(day.service_revenue, target.due),
      card_consumed: addMoney(day.card_consumed, target.due),
    });
  });
});
