import { pointsAdjust, pointsEarnByOrder, pointsLedgerResource, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { grantPages } from './_shared/testGrants.js';

/** /operate/integral/record 积分记录: 调整积分 is head office's, 补记消费积分 once per paid order of the user's stores. */
let t: TestApp;
let admin: Session;
let manager: Session;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  await grantPages(t.db, DEMO.store001.account, [pointsLedgerResource.page], ['integral:record:']);
  manager = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];
const writes = async () =>
  JSON.stringify([await countRows(t.db, 'points_ledger'), await countRows(t.db, 'points_account'), await countRows(t.db, 'audit_log')]);

describe('调整积分', () => {
  it("head office moves a customer's points with a reason, never below 0; a store-scoped user is refused; nothing written when refused", async () => {
    const row = await one(sql<{ id: number; m: string; b: number }>`
      select c.id::int, c.mobile_enc as m, a.balance as b from customer c join points_account a on a.customer_id = c.id where a.balance between 100 and 5000 order by c.id limit 1`);
    const mobile = t.services.vault.decrypt(row.m);
    const done = await ok<{ balance: number; ledgerId: number }>(t.app, admin, 'POST', pointsAdjust.path, {
      mobile,
      delta: -row.b,
      reason: '积分清零：顾客申请注销会员',
    });
    expect(done.balance).toBe(0);
    expect(await one(sql`select kind, delta, balance_after, store_id, remark from points_ledger where id = ${done.ledgerId}`)).toEqual({
      kind: 4,
      delta: -row.b,
      balance_after: 0,
      store_id: null,
      remark: '积分清零：顾客申请注销会员',
    });
    const before = await writes();
    await refused(t.app, admin, 'POST', pointsAdjust.path, { mobile, delta: -1, reason: '再减' }, RetCode.REFUSED, '积分不足');
    await refused(t.app, admin, 'POST', pointsAdjust.path, { mobile, delta: 0, reason: '零' }, RetCode.INVALID, 'delta');
    await refused(t.app, admin, 'POST', pointsAdjust.path, { mobile, delta: 100_001, reason: '超限' }, RetCode.INVALID, 'delta');
    await refused(t.app, admin, 'POST', pointsAdjust.path, { mobile, delta: 10 }, RetCode.INVALID, 'reason');
    await refused(t.app, manager, 'POST', pointsAdjust.path, { mobile, delta: 10, reason: '门店补偿' }, RetCode.REFUSED, '总部');
    expect(await writes()).toBe(before);
  });
});

describe('补记消费积分', () => {
  it("credits a paid order without points at its store once (floor of paid less refunded), within the user's stores", async () => {
    const order = await one(sql<{ id: number; order_no: string; paid: string; refunded: string }>`
      select id::int, order_no, paid, refunded from customer_order where store_id = 1 and status = 3 and paid > 10 order by id limit 1`);
    await sql`delete from points_ledger where order_id = ${order.id} and kind = 1`.execute(t.db);
    // (the account is put back in line with its ledger, as if the order had never earned)
    await sql`update points_account a set balance = (select coalesce(sum(delta), 0) from points_ledger l where l.customer_id = a.customer_id)
      where customer_id = (select customer_id from customer_order where id = ${order.id})`.execute(t.db);
    const other = await one(sql<{ order_no: string }>`select order_no from customer_order where store_id = 2 and status = 3 order by id limit 1`);
    const unpaid = await one(sql<{ order_no: string }>`select order_no from customer_order where store_id = 1 and status = 2 order by id limit 1`);
    const before = await writes();
    await refused(t.app, manager, 'POST', pointsEarnByOrder.path, { orderNo: other.order_no }, RetCode.REFUSED, '门店数据权限');
    await refused(t.app, manager, 'POST', pointsEarnByOrder.path, { orderNo: unpaid.order_no }, RetCode.REFUSED, '已支付');
    await refused(t.app, manager, 'POST', pointsEarnByOrder.path, { orderNo: '' }, RetCode.INVALID, 'orderNo');
    expect(await writes()).toBe(before);
    const done = await ok<{ ledgerId: number }>(t.app, manager, 'POST', pointsEarnByOrder.path, { orderNo: order.order_no });
    const line = await one(sql<{ delta: number; store_id: number; kind: number }>`select delta, store_id, kind from points_ledger where id = ${done.ledgerId}`);
    expect(line).toEqual({ delta: Math.floor(Number(order.paid) - Number(order.refunded)), store_id: 1, kind: 1 });
    await refused(t.app, admin, 'POST', pointsEarnByOrder.path, { orderNo: order.order_no }, RetCode.REFUSED, '不能重复补记');
  });
});
