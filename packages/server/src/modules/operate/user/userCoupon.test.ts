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
import { auditRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/user/userCoupon 用户优惠券: coupons, filtered, an unused one voided. */
let t: TestApp;
let admin: Session;
/** ops01 granted the five pages but none of their operations (no 查看完整号码, no 作废, no member changes). */
let ops01: Session;

type Row = Record<string, unknown> & { id: number };
const MASKED = /^1\d{2}\*{4}\d{4}$|^1\d{3}\*{4}\d{4}$/;

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
const list = async (session: Session, url: string, query: Record<string, unknown>) => {
  const { envelope } = await request<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query });
  expect(envelope.retCode, envelope.retMsg).toBe(RetCode.SUCCESS);
  return envelope;
};
const rows = async (session: Session, url: string, query: Record<string, unknown>) => (await list(session, url, query)).result;
/** A customer's whole mobile, read as the server does (the vault). */
const mobileOf = async (customerId: number) =>
  t.services.vault.decrypt((await one(sql<{ m: string }>`select mobile_enc as m from customer where id = ${customerId}`)).m);

describe('用户优惠券', () => {
  it('lists coupons newest first, filtered by customer mobile, type and status', async () => {
    const envelope = await list(admin, P.couponList, {});
    const keys = envelope.result.map((r) => [Date.parse(r.issuedAt as string), r.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    const used = await rows(admin, P.couponList, { status: 1 });
    expect(used.length).toBeGreaterThan(0);
    expect(used.every((r) => r.status === 1 && r.usedAt && r.usedStoreName && r.usedOrderNo)).toBe(true);
    const styling = await rows(admin, P.couponList, { couponType: 3 });
    expect(styling.length).toBeGreaterThan(0);
    expect(styling.every((r) => r.couponType === 3)).toBe(true);
    const holder = await one(
      sql<{
        customer_id: number;
        n: number;
      }>`select customer_id, count(*)::int as n from coupon_instance group by customer_id order by count(*) desc, customer_id limit 1`,
    );
    const mine = await list(admin, P.couponList, { customerMobile: await mobileOf(holder.customer_id) });
    expect(mine.page?.total).toBe(holder.n);
    const [masked] = await rows(ops01, P.couponList, { pageSize: 1 });
    expect(masked.customerMobile).toMatch(MASKED);
  });

  it('voids an unused coupon with a reason, audited; refuses used, expired or without the operation', async () => {
    const unused = await one(sql<{ id: number }>`select id from coupon_instance where status = 0 and valid_to > now() order by id limit 1`);
    await refused(t.app, admin, 'POST', P.couponTransition, { id: unused.id, action: 'void' }, RetCode.REFUSED, 'reason');
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
