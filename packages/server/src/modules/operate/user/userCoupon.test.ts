import {
  CustomerServicePath as P,
  FAMILY_ACCOUNT_PAGE,
  QUERY_USER_PAGE,
  QUEUED_RECORD_PAGE,
  RetCode,
  RetMsg,
  USER_COUPON_PAGE,
  USER_ORDER_PAGE,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/user/userCoupon 用户优惠券: coupons, filtered, an unused one voided. */
let t: TestApp;
let admin: Session;
/** ops01 granted the five pages but none of their operations (no 查看完整号码, no 作废, no member changes). */
let ops01: Session;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  const role = await t.db.selectFrom('role').select('id').where('code', '=', 'sys_ops').executeTakeFirstOrThrow();
  const menus = await t.db
    .selectFrom('menu')
    .select('id')
    .where('url', 'in', ['/operate', '/operate/user', QUEUED_RECORD_PAGE, QUERY_USER_PAGE, FAMILY_ACCOUNT_PAGE, USER_COUPON_PAGE, USER_ORDER_PAGE])
    .execute();
  expect(menus.length).toBe(7);
  const held = new Set((await t.db.selectFrom('role_menu').select('menu_id').where('role_id', '=', role.id).execute()).map((r) => r.menu_id));
  const grant = menus.filter((m) => !held.has(m.id));
  if (grant.length)
    await t.db
      .insertInto('role_menu')
      .values(grant.map((m) => ({ role_id: role.id, menu_id: m.id })))
      .execute();
  ops01 = await login(t.app, DEMO.ops01.account, DEMO.ops01.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(text: ReturnType<typeof sql<T>>) => (await text.execute(t.db)).rows[0];

describe('用户优惠券', () => {
  it('voids an unused coupon with a reason, audited; refuses used, expired or without the operation', async () => {
    const unused = await one(sql<{ id: number }>`select id from coupon_instance where status = 0 and valid_to > now() order by id limit 1`);
    await refused(t.app, admin, 'POST', P.couponTransition, { id: unused.id, action: 'void' }, RetCode.INVALID, 'reason');
    await refused(t.app, ops01, 'POST', P.couponTransition, { id: unused.id, action: 'void', reason: '误发' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect(await ok(t.app, admin, 'POST', P.couponTransition, { id: unused.id, action: 'void', reason: '误发券，收回' })).toEqual({ id: unused.id, status: 3 });
    const after = await one(
      sql<{ status: number; void_reason: string; voided_by: string }>`select status, void_reason, voided_by from coupon_instance where id = ${unused.id}`,
    );
    expect(after).toMatchObject({ status: 3, void_reason: '误发券，收回', voided_by: '系统管理员' });
    expect(JSON.stringify((await auditRows(t.db, { table: 'coupon_instance', action: 'transition:void', recordId: unused.id }))[0])).toContain('误发券，收回');

    const used = await one(sql<{ id: number }>`select id from coupon_instance where status = 1 order by id limit 1`);
    await refused(t.app, admin, 'POST', P.couponTransition, { id: used.id, action: 'void', reason: '再作废' }, RetCode.REFUSED, '当前状态「已使用」不能作废');
    await refused(t.app, admin, 'POST', P.couponTransition, { id: unused.id, action: 'void', reason: '再作废' }, RetCode.REFUSED, '当前状态「已作废」不能作废');
    // Past its end date but not yet marked expired: refused all the same, nothing written.
    const lapsed = await one(sql<{ id: number }>`select id from coupon_instance where status = 0 and valid_to > now() order by id limit 1 offset 1`);
    await sql`update coupon_instance set valid_to = now() - interval '1 hour', valid_from = now() - interval '10 days' where id = ${lapsed.id}`.execute(t.db);
    await refused(t.app, admin, 'POST', P.couponTransition, { id: lapsed.id, action: 'void', reason: '作废' }, RetCode.REFUSED, '已过期');
    expect((await one(sql<{ status: number }>`select status from coupon_instance where id = ${lapsed.id}`)).status).toBe(0);
  });
});
