import { businessToday, complaintDeductionResource, resourceEndpoints, RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/salaryManagement/complaintDeduction 投诉扣款: linked to a 服务投诉 or an order the craftsman served; 店长 reads its stores'. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(complaintDeductionResource);
const opts = { routepath: complaintDeductionResource.page };

type Row = { id: number; storeId: number; status: number };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const thisMonth = () => `${businessToday().slice(0, 7)}-01`;
const craftsmanOf = async (storeId: number) =>
  (
    await sql<{ id: number }>`select id from craftsman where store_id = ${storeId} and status = 1 and craftsman_type in (1, 2) order by id limit 1`.execute(
      t.db,
    )
  ).rows[0].id;
const feedbackOf = async (category: number, storeId?: number) =>
  (
    await sql<{ id: number; store_id: number }>`select id, store_id from user_feedback where category = ${category} and store_id is not null
      and (${storeId ?? null}::int is null or store_id = ${storeId ?? null}) order by id limit 1`.execute(t.db)
  ).rows[0];
const rowsIn = async () => (await sql<{ n: number }>`select count(*)::int as n from salary_complaint_deduction`.execute(t.db)).rows[0].n;

describe('投诉扣款', () => {
  it('店长 reads its stores deductions and writes none', async () => {
    const mine = await ok<Row[]>(t.app, store001, 'POST', api.list.path, { pageSize: 200 }, opts);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    const foreign = (await sql<{ id: number }>`select id from salary_complaint_deduction where store_id <> 1 order by id limit 1`.execute(t.db)).rows[0];
    await refused(t.app, store001, 'GET', api.detail.path, { id: foreign.id }, RetCode.REFUSED, '不存在', opts);
    const body = {
      craftsmanId: await craftsmanOf(1),
      complaintType: 1,
      complaintDate: businessToday(),
      description: '态度差',
      month: thisMonth(),
      amount: '50',
    };
    await refused(t.app, store001, 'POST', api.create.path, body, RetCode.REFUSED, RetMsg.FORBIDDEN, opts);
    await refused(t.app, store001, 'POST', api.transition.path, { id: mine[0].id, action: 'approve' }, RetCode.REFUSED, RetMsg.FORBIDDEN, opts);
  });

  it('links a service complaint of the craftsman store, deducting once per complaint and craftsman (sign -1)', async () => {
    const complaint = await feedbackOf(2);
    const craftsmanId = await craftsmanOf(complaint.store_id);
    const body = {
      craftsmanId,
      complaintType: 2,
      complaintDate: businessToday(),
      feedbackId: complaint.id,
      description: '烫发后卷度不满意',
      month: thisMonth(),
      amount: '100',
    };
    const first = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, body, opts);
    const second = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, body, opts);
    await ok(t.app, admin, 'POST', api.transition.path, { id: first.id, action: 'approve' }, opts);
    await refused(t.app, admin, 'POST', api.transition.path, { id: second.id, action: 'approve' }, RetCode.REFUSED, '该投诉已对该手艺人扣款', opts);
    const lines = await sql<{
      sign: number;
      amount: string;
    }>`select sign, amount from salary_adjustment_line where kind = 'complaintDeduction' and source_id = ${first.id}`.execute(t.db);
    expect(lines.rows).toEqual([{ sign: -1, amount: '100.00' }]);
  });

  it('refuses a feedback that is no complaint, an order the craftsman did not serve, a future date, writing nothing', async () => {
    const complaint = await feedbackOf(2);
    const craftsmanId = await craftsmanOf(complaint.store_id);
    const before = await rowsIn();
    const body = { craftsmanId, complaintType: 1, complaintDate: businessToday(), description: '等候过久', month: thisMonth(), amount: '50' };
    const suggestion = await feedbackOf(1);
    if (suggestion) await refused(t.app, admin, 'POST', api.create.path, { ...body, feedbackId: suggestion.id }, RetCode.INVALID, '该反馈不是服务投诉', opts);
    await refused(t.app, admin, 'POST', api.create.path, { ...body, feedbackId: 99999999 }, RetCode.INVALID, '投诉记录不存在', opts);
    const order = (await sql<{ order_no: string }>`select order_no from customer_order where craftsman_id <> ${craftsmanId} order by id limit 1`.execute(t.db))
      .rows[0];
    await refused(t.app, admin, 'POST', api.create.path, { ...body, orderNo: order.order_no }, RetCode.INVALID, '投诉订单不是该手艺人服务的订单', opts);
    await refused(t.app, admin, 'POST', api.create.path, { ...body, orderNo: 'NO-SUCH-ORDER' }, RetCode.INVALID, '投诉订单不存在', opts);
    await refused(t.app, admin, 'POST', api.create.path, { ...body, complaintDate: '2099-01-01' }, RetCode.INVALID, '投诉日期不能晚于今天', opts);
    expect(await rowsIn()).toBe(before);
  });
});
