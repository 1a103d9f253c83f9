import { PROMOTION_CRAFTSMAN_OPTIONS, promotionResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 晋升管理 (转正): applied no earlier than the 90th day, approved → the craftsman is regular, one open application a craftsman. */
let t: TestApp;
let admin: Session;
const ep = resourceEndpoints(promotionResource);
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

async function probationer(daysAgo: number) {
  const n = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  return (
    await sql<{ id: number }>`insert into craftsman (employee_no, real_name, mobile, level, price_grade, store_id, status, entry_date)
      values (${`TP${n}`.slice(0, 20)}, '转正测试', '13700000001', 'U1-1', 'P0', 1, 1, ${chinaDate(-daysAgo)}::date) returning id`.execute(t.db)
  ).rows[0].id;
}

describe('转正申请', () => {
  it('refuses a date before the 90th day; approving marks the craftsman regular from the date', async () => {
    const id = await probationer(80);
    const options = await ok<{ id: number }[]>(t.app, admin, PROMOTION_CRAFTSMAN_OPTIONS.method, PROMOTION_CRAFTSMAN_OPTIONS.path);
    expect(options.some((o) => o.id === id)).toBe(true);
    await refused(
      t.app,
      admin,
      'POST',
      ep.create.path,
      { craftsmanId: id, effectiveDate: chinaDate(5), summary: '表现良好' },
      RetCode.INVALID,
      'effectiveDate',
    );
    const made = await ok<{ id: number }>(t.app, admin, 'POST', ep.create.path, { craftsmanId: id, effectiveDate: chinaDate(10), summary: '表现良好' });
    await refused(t.app, admin, 'POST', ep.create.path, { craftsmanId: id, effectiveDate: chinaDate(12), summary: '再申请' }, RetCode.INVALID, 'craftsmanId');
    const row = (
      await ok<{ id: number; storeId: number; entryDate: string; applicant: string; status: number }[]>(t.app, admin, 'POST', ep.list.path, { craftsmanId: id })
    )[0];
    expect(row).toMatchObject({ id: made.id, storeId: 1, entryDate: chinaDate(-80), status: 0 });
    await ok(t.app, admin, 'POST', ep.transition.path, { id: made.id, action: 'approve' });
    const c = (await sql<{ regular_on: string }>`select regular_on::text from craftsman where id = ${id}`.execute(t.db)).rows[0];
    expect(c.regular_on).toBe(chinaDate(10));
    await refused(t.app, admin, 'POST', ep.transition.path, { id: made.id, action: 'reject', reason: '重复' }, RetCode.REFUSED, '当前状态「已通过」不能驳回');
    await refused(t.app, admin, 'POST', ep.create.path, { craftsmanId: id, effectiveDate: chinaDate(20), summary: '又申请' }, RetCode.INVALID, 'craftsmanId');
  });

  it('a rejected application leaves the craftsman on probation and a new one may be made', async () => {
    const id = await probationer(100);
    const made = await ok<{ id: number }>(t.app, admin, 'POST', ep.create.path, { craftsmanId: id, effectiveDate: chinaDate(0), summary: '表现一般' });
    await refused(t.app, admin, 'POST', ep.transition.path, { id: made.id, action: 'reject' }, RetCode.INVALID, '请填写驳回原因');
    await ok(t.app, admin, 'POST', ep.transition.path, { id: made.id, action: 'reject', reason: '客诉较多，延长考察' });
    expect((await sql<{ regular_on: string | null }>`select regular_on::text from craftsman where id = ${id}`.execute(t.db)).rows[0].regular_on).toBeNull();
    await ok(t.app, admin, 'POST', ep.create.path, { craftsmanId: id, effectiveDate: chinaDate(30), summary: '整改后再申请' });
  });
});
