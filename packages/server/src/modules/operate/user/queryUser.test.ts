import {
  CustomerServicePath as P,
  FAMILY_ACCOUNT_PAGE,
  QUERY_USER_PAGE,
  QUEUED_RECORD_PAGE,
  queryUserResource,
  resourceEndpoints,
  RetCode,
  RetMsg,
  USER_COUPON_PAGE,
  USER_ORDER_PAGE,
  type RevealResult,
  type UserProfileLines,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, decrypt, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/user/queryUser 用户查询: one user's whole picture found by mobile. */
let t: TestApp;
let admin: Session;
let store001: Session;
/** ops01 granted the five pages but none of their operations (no 查看完整号码, no 作废, no member changes). */
let ops01: Session;

type Row = Record<string, unknown> & { id: number };
const MASKED = /^1\d{2}\*{4}\d{4}$|^1\d{3}\*{4}\d{4}$/;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
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

describe('用户查询', () => {
  it("shows one user's profile, visits, family, coupons and latest orders; numbers masked, whole ones revealed one at a time, audited", async () => {
    const member = await one(sql<{ customer_id: number; family_id: number }>`
      select m.customer_id, m.family_id from family_member m join customer c on c.id = m.customer_id
      where m.relation <> 0 and c.visit_count > 3 and exists (select 1 from coupon_instance i where i.customer_id = c.id) order by m.id limit 1`);
    const mobile = await mobileOf(member.customer_id);
    const found = await rows(admin, P.queryUser, { mobile });
    expect(found.map((r) => r.id)).toEqual([member.customer_id]);
    expect(found[0].mobile).toMatch(MASKED);
    const revealed = await ok<RevealResult>(t.app, admin, 'POST', resourceEndpoints(queryUserResource).reveal.path, {
      id: member.customer_id,
      field: 'mobile',
    });
    expect((await decrypt(admin, revealed)).value).toBe(mobile);

    const before = (await auditRows(t.db, { table: 'customer', action: 'viewMobile', recordId: member.customer_id })).length;
    const detail = await decrypt(admin, await ok<Row & UserProfileLines>(t.app, admin, 'GET', P.userProfile, { id: member.customer_id }));
    const orders = await one(sql<{ n: number; served: number; net: string }>`
      select count(*)::int as n, count(*) filter (where status in (1, 2, 3, 4, 5, 8))::int as served, sum(paid - refunded)::numeric(14, 2)::text as net
      from customer_order where customer_id = ${member.customer_id}`);
    expect(detail.stats).toMatchObject({ orderCount: orders.n, servedCount: orders.served, netPaid: orders.net, favouriteStoreName: expect.any(String) });
    expect(detail.stats.averageTicket).toMatch(/^\d+\.\d{2}$/);
    expect(detail.family).toMatchObject({ id: Number(member.family_id), relation: expect.any(Number) });
    expect(detail.family!.members[0].relation).toBe(0);
    expect(detail.family!.members.map((m) => m.customerId)).toContain(member.customer_id);
    // Masked for the admin too (issue 12.3): a member's whole number through the page's reveal, audited.
    expect(detail.family!.members.every((m) => MASKED.test(m.mobile!))).toBe(true);
    expect((await auditRows(t.db, { table: 'customer', action: 'viewMobile', recordId: member.customer_id })).length).toBe(before);
    const coupons = await one(sql<{ n: number }>`select count(*)::int as n from coupon_instance where customer_id = ${member.customer_id}`);
    expect(detail.coupons.unused + detail.coupons.used + detail.coupons.expired + detail.coupons.voided).toBe(coupons.n);
    expect(detail.recentOrders.length).toBe(Math.min(orders.n, 10));
    const newest = await one(
      sql<{ order_no: string }>`select order_no from customer_order where customer_id = ${member.customer_id} order by created_at desc, id desc limit 1`,
    );
    expect(detail.recentOrders[0].orderNo).toBe(newest.order_no);
    const owner = detail.family!.members[0];
    const ownerWhole = await ok<RevealResult>(t.app, admin, 'POST', resourceEndpoints(queryUserResource).reveal.path, {
      id: owner.customerId,
      field: 'mobile',
    });
    expect((await decrypt(admin, ownerWhole)).value).toBe(await mobileOf(owner.customerId));
    expect((await auditRows(t.db, { table: 'customer', action: 'viewMobile', recordId: owner.customerId })).length).toBeGreaterThan(0);
    await ok(t.app, admin, 'POST', resourceEndpoints(queryUserResource).reveal.path, { id: member.customer_id, field: 'mobile' });
    expect((await auditRows(t.db, { table: 'customer', action: 'viewMobile', recordId: member.customer_id })).length).toBe(before + 1);

    // Without 查看完整号码: masked everywhere, and nothing to audit.
    const [masked] = await rows(ops01, P.queryUser, { mobile });
    expect(masked.mobile).toMatch(MASKED);
    const plain = await ok<Row & UserProfileLines>(t.app, ops01, 'GET', P.userProfile, { id: member.customer_id });
    expect(plain.mobile).toMatch(MASKED);
    expect(plain.family!.members.every((m) => MASKED.test(m.mobile!))).toBe(true);
    expect((await auditRows(t.db, { table: 'customer', action: 'viewMobile', recordId: member.customer_id })).length).toBe(before + 1);
    // Store managers do not have the page.
    await refused(t.app, store001, 'POST', P.queryUser, { mobile }, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});
