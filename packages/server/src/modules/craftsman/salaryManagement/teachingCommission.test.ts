import { businessToday, resourceEndpoints, RetCode, teachingCommissionResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/salaryManagement/teachingCommission 带教提成: a tutor and an apprentice of one store, one approved amount per apprentice and month. */
let t: TestApp;
let admin: Session;
const api = resourceEndpoints(teachingCommissionResource);
const opts = { routepath: teachingCommissionResource.page };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

const nextMonth = () => {
  const d = new Date(`${businessToday().slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};
const staffOf = async (storeId: number) =>
  (
    await sql<{ id: number }>`select id from craftsman where store_id = ${storeId} and status = 1 and craftsman_type in (1, 2) order by id`.execute(t.db)
  ).rows.map((r) => r.id);
const rowsIn = async () => (await sql<{ n: number }>`select count(*)::int as n from salary_teaching_commission`.execute(t.db)).rows[0].n;

describe('带教提成', () => {
  it('one approved commission per apprentice and month; the view adds it to the tutor', async () => {
    const [tutor, apprentice, other] = await staffOf(8);
    const body = { craftsmanId: tutor, apprenticeId: apprentice, month: nextMonth(), amount: '450.50', remark: '烫染带教' };
    const first = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, body, opts);
    const second = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, { ...body, craftsmanId: other }, opts);
    await ok(t.app, admin, 'POST', api.transition.path, { id: first.id, action: 'approve' }, opts);
    await refused(t.app, admin, 'POST', api.transition.path, { id: second.id, action: 'approve' }, RetCode.REFUSED, '该学徒本月已有通过的带教提成', opts);
    const lines = await sql<{ craftsman_id: number; sign: number; amount: string; month: string }>`
      select craftsman_id, sign, amount, month::text as month from salary_adjustment_line where kind = 'teachingCommission' and source_id in (${first.id}, ${second.id})`.execute(
      t.db,
    );
    expect(lines.rows).toEqual([{ craftsman_id: tutor, sign: 1, amount: '450.50', month: nextMonth() }]);
  });

  it('refuses an apprentice of another store, the tutor himself, an amount of 0, writing nothing', async () => {
    const [tutor] = await staffOf(9);
    const [elsewhere] = await staffOf(10);
    const before = await rowsIn();
    const body = { craftsmanId: tutor, apprenticeId: elsewhere, month: nextMonth(), amount: '300' };
    await refused(t.app, admin, 'POST', api.create.path, body, RetCode.INVALID, '学徒须与带教导师在同一门店', opts);
    await refused(t.app, admin, 'POST', api.create.path, { ...body, apprenticeId: tutor }, RetCode.INVALID, '学徒不能是带教导师本人', opts);
    await refused(t.app, admin, 'POST', api.create.path, { ...body, amount: '0.00' }, RetCode.INVALID, '提成金额(元)须大于0', opts);
    expect(await rowsIn()).toBe(before);
  });
});
