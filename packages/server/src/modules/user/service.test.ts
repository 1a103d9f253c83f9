import {
  CustomerServicePath as P,
  FAMILY_ACCOUNT_PAGE,
  FAMILY_MAX_MEMBERS,
  QUERY_USER_PAGE,
  QUEUED_RECORD_PAGE,
  queryUserResource,
  queuedRecordResource,
  resourceEndpoints,
  RetCode,
  RetMsg,
  USER_COUPON_PAGE,
  USER_ORDER_PAGE,
  type FamilyDetailLines,
  type RevealResult,
  type OrderDetailLines,
  type UserProfileLines,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, decrypt, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../test/harness.js';

/** The customer service pages of /operate/user: 排队记录, 用户查询, 家庭账户, 用户优惠券, 用户订单. */
let t: TestApp;
let admin: Session;
let store001: Session;
/** ops01 granted the five pages but none of their operations (no 查看完整号码, no 作废, no member changes). */
let ops01: Session;

type Row = Record<string, unknown> & { id: number };
const MASKED = /^1\d{2}\*{4}\d{4}$|^1\d{3}\*{4}\d{4}$/;
const DAY = 86_400_000;
const chinaDate = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

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

describe('排队记录', () => {
  const range = (days: number) => ({ queuedAtStart: chinaDate(-(days - 1)), queuedAtEnd: chinaDate() });

  it('needs a date range, lists the tickets newest first with the wait in minutes', async () => {
    await refused(t.app, admin, 'POST', P.queueList, {}, RetCode.INVALID, 'queuedAt');
    await refused(t.app, admin, 'POST', P.queueList, { queuedAtStart: chinaDate(-40), queuedAtEnd: chinaDate() }, RetCode.INVALID, '范围不能超过31天');
    const envelope = await list(admin, P.queueList, range(7));
    const page = envelope.result;
    expect(page).toHaveLength(100);
    const keys = page.map((r) => [Date.parse(r.queuedAt as string), r.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    const served = page.filter((r) => r.startedAt);
    expect(served.length).toBeGreaterThan(10);
    for (const r of served) expect(r.waitMinutes).toBe(Math.floor((Date.parse(r.startedAt as string) - Date.parse(r.queuedAt as string)) / 60_000));
    expect(page.filter((r) => !r.startedAt).every((r) => r.waitMinutes === null)).toBe(true);
    expect(page[0]).toMatchObject({ ticketNo: expect.stringMatching(/^A\d{3}$/), storeName: expect.any(String), customerName: expect.any(String) });
    // Every status is seeded somewhere in the last month.
    const statuses = await t.db.selectFrom('queue_ticket').select('status').distinct().execute();
    expect(statuses.map((s) => s.status)).toEqual(expect.arrayContaining([3, 4, 5]));
  });

  it('filters by status, store, area and craftsman', async () => {
    const passed = await rows(admin, P.queueList, { ...range(31), status: 5 });
    expect(passed.length).toBeGreaterThan(0);
    expect(passed.every((r) => r.status === 5 && r.calledAt && !r.startedAt)).toBe(true);
    const sample = await one(sql<{ store_id: number; craftsman_id: number; district_id: number }>`
      select q.store_id, q.craftsman_id, s.district_id from queue_ticket q join store s on s.id = q.store_id where q.queued_at > now() - interval '3 days' order by q.id desc limit 1`);
    const byStore = await rows(admin, P.queueList, { ...range(3), storeId: sample.store_id });
    expect(byStore.length).toBeGreaterThan(0);
    expect(byStore.every((r) => r.storeId === sample.store_id)).toBe(true);
    const byCraftsman = await rows(admin, P.queueList, { ...range(3), craftsmanId: sample.craftsman_id });
    expect(byCraftsman.length).toBeGreaterThan(0);
    expect(byCraftsman.every((r) => r.craftsmanId === sample.craftsman_id)).toBe(true);
    const byArea = await list(admin, P.queueList, { ...range(3), districtId: sample.district_id });
    const n = await one(sql<{ n: number }>`select count(*)::int as n from queue_ticket q join store s on s.id = q.store_id
      where s.district_id = ${sample.district_id} and (q.queued_at at time zone 'Asia/Shanghai') >= ${chinaDate(-2)}::date`);
    expect(byArea.page?.total).toBe(Math.min(n.n, 10_000));
  });

  it("shows a store manager only the own store's queue, with masked mobiles", async () => {
    const mine = await list(store001, P.queueList, range(7));
    const n = await one(
      sql<{ n: number }>`select count(*)::int as n from queue_ticket where store_id = 1 and (queued_at at time zone 'Asia/Shanghai') >= ${chinaDate(-6)}::date`,
    );
    expect(n.n).toBeGreaterThan(0);
    expect(mine.page?.total).toBe(n.n);
    expect(mine.result.every((r) => r.storeId === 1)).toBe(true);
    expect(mine.result.every((r) => MASKED.test(r.customerMobile as string))).toBe(true);
    // Another store's ticket is not there for them, not even by id or store filter.
    const other = await one(sql<{ id: number; store_id: number }>`select id, store_id from queue_ticket where store_id <> 1 order by id desc limit 1`);
    await refused(t.app, store001, 'GET', P.queueDetail, { id: other.id }, RetCode.REFUSED, '不存在');
    expect(await rows(store001, P.queueList, { ...range(7), storeId: other.store_id })).toEqual([]);
    // Head office too sees them masked, and reveals one whole with 查看完整号码 (sealed).
    const [row] = await rows(admin, P.queueList, { ...range(7), pageSize: 1 });
    expect(row.customerMobile).toMatch(MASKED);
    const sealed = await ok<RevealResult>(t.app, admin, 'POST', resourceEndpoints(queuedRecordResource).reveal.path, { id: row.id, field: 'customerMobile' });
    expect(sealed.value).toMatch(/^enc1:/);
    expect((await decrypt(admin, sealed)).value).toMatch(/^1\d{10}$/);
  });
});

describe('用户查询', () => {
  it('answers only once a whole mobile is given', async () => {
    await refused(t.app, admin, 'POST', P.queryUser, {}, RetCode.INVALID, '请输入用户的完整手机号');
    await refused(t.app, admin, 'POST', P.queryUser, { name: '王' }, RetCode.INVALID, '请输入用户的完整手机号');
    await refused(t.app, admin, 'POST', P.queryUser, { mobile: '1380000' }, RetCode.INVALID, 'mobile');
    expect(await rows(admin, P.queryUser, { mobile: '19999999999' })).toEqual([]);
  });

  it("shows one user's profile, visits, family, coupons and latest orders; whole numbers are audited", async () => {
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
    expect(detail.family!.members.every((m) => /^1\d{10}$/.test(m.mobile!))).toBe(true);
    const coupons = await one(sql<{ n: number }>`select count(*)::int as n from coupon_instance where customer_id = ${member.customer_id}`);
    expect(detail.coupons.unused + detail.coupons.used + detail.coupons.expired + detail.coupons.voided).toBe(coupons.n);
    expect(detail.recentOrders.length).toBe(Math.min(orders.n, 10));
    const newest = await one(
      sql<{ order_no: string }>`select order_no from customer_order where customer_id = ${member.customer_id} order by created_at desc, id desc limit 1`,
    );
    expect(detail.recentOrders[0].orderNo).toBe(newest.order_no);
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

describe('家庭账户', () => {
  const loner = async (offset = 0) => {
    const c = await one(sql<{ id: number; name: string }>`select id, name from customer c where status = 0
      and not exists (select 1 from family_member m where m.customer_id = c.id) order by id limit 1 offset ${offset}`);
    return { id: Number(c.id), name: c.name, mobile: await mobileOf(Number(c.id)) };
  };
  const familyOf = async (id: number) => ok<Row & FamilyDetailLines>(t.app, admin, 'GET', P.familyDetail, { id });

  it('lists families with their owner and member count', async () => {
    const envelope = await list(admin, P.familyList, {});
    const n = await one(sql<{ n: number }>`select count(*)::int as n from family_account`);
    expect(n.n).toBeGreaterThanOrEqual(100);
    expect(envelope.page?.total).toBe(n.n);
    const first = envelope.result[0];
    expect(first).toMatchObject({ familyName: expect.any(String), ownerName: expect.any(String), memberCount: expect.any(Number) });
    const detail = await familyOf(first.id);
    expect(detail.members.filter((m) => m.relation !== 0)).toHaveLength(first.memberCount as number);
    expect(detail.members[0]).toMatchObject({ relation: 0, name: first.ownerName });
  });

  it('adds and removes members, audited; one family per customer, at most 5 members, the owner stays', async () => {
    const family = await one(
      sql<{
        id: number;
        member_count: number;
        family_name: string;
      }>`select id, member_count, family_name from family_account where member_count < ${FAMILY_MAX_MEMBERS - 1} order by id limit 1`,
    );
    const id = Number(family.id);
    const newcomer = await loner();
    expect(await ok(t.app, admin, 'POST', P.familyAddMember, { familyId: id, mobile: newcomer.mobile, relation: 2 })).toMatchObject({
      memberCount: family.member_count + 1,
    });
    const [added] = await auditRows(t.db, { table: 'family_member', action: 'create' });
    expect(JSON.stringify(added.after)).toContain(newcomer.name);
    expect((await familyOf(id)).members.find((m) => m.customerId === newcomer.id)).toMatchObject({ relation: 2 });

    // The same customer again, here or in another family: refused, naming the family.
    await refused(t.app, admin, 'POST', P.familyAddMember, { familyId: id, mobile: newcomer.mobile, relation: 1 }, RetCode.REFUSED, '已是本家庭账户的成员');
    const other = await one(sql<{ id: number }>`select id from family_account where id <> ${id} and member_count < ${FAMILY_MAX_MEMBERS} order by id limit 1`);
    await refused(
      t.app,
      admin,
      'POST',
      P.familyAddMember,
      { familyId: other.id, mobile: newcomer.mobile, relation: 1 },
      RetCode.REFUSED,
      `「${family.family_name}」的成员，一个用户只能加入一个家庭`,
    );
    // Bad input names the field; unknown numbers and families are refused; nothing written.
    const count = (await auditRows(t.db, { table: 'family_member' })).length;
    await refused(t.app, admin, 'POST', P.familyAddMember, { familyId: id, mobile: '12345', relation: 1 }, RetCode.INVALID, 'mobile');
    await refused(t.app, admin, 'POST', P.familyAddMember, { familyId: id, mobile: newcomer.mobile, relation: 0 }, RetCode.INVALID, 'relation');
    await refused(t.app, admin, 'POST', P.familyAddMember, { familyId: id, mobile: '19999999999', relation: 1 }, RetCode.REFUSED, '未找到');
    await refused(t.app, admin, 'POST', P.familyAddMember, { familyId: 999999, mobile: newcomer.mobile, relation: 1 }, RetCode.REFUSED, '家庭账户不存在');
    await refused(t.app, ops01, 'POST', P.familyAddMember, { familyId: id, mobile: newcomer.mobile, relation: 1 }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect((await auditRows(t.db, { table: 'family_member' })).length).toBe(count);

    // Fill the family up to the limit, then one more is refused.
    let offset = 0;
    for (let n = family.member_count + 1; n < FAMILY_MAX_MEMBERS; n++)
      await ok(t.app, admin, 'POST', P.familyAddMember, { familyId: id, mobile: (await loner(offset++)).mobile, relation: 4 });
    const extra = await loner();
    await refused(
      t.app,
      admin,
      'POST',
      P.familyAddMember,
      { familyId: id, mobile: extra.mobile, relation: 4 },
      RetCode.REFUSED,
      `最多${FAMILY_MAX_MEMBERS}位成员`,
    );
    expect((await familyOf(id)).members.filter((m) => m.relation !== 0)).toHaveLength(FAMILY_MAX_MEMBERS);

    // The owner cannot leave; a member can, audited, and may then join another family.
    const detail = await familyOf(id);
    const owner = detail.members.find((m) => m.relation === 0)!;
    await refused(t.app, admin, 'POST', P.familyRemoveMember, { familyId: id, customerId: owner.customerId }, RetCode.REFUSED, '户主不能移出家庭账户');
    await refused(t.app, admin, 'POST', P.familyRemoveMember, { familyId: other.id, customerId: newcomer.id }, RetCode.REFUSED, '不是本家庭账户的成员');
    expect(await ok(t.app, admin, 'POST', P.familyRemoveMember, { familyId: id, customerId: newcomer.id })).toMatchObject({
      memberCount: FAMILY_MAX_MEMBERS - 1,
    });
    const [removed] = await auditRows(t.db, { table: 'family_member', action: 'delete' });
    expect(JSON.stringify(removed.before)).toContain(newcomer.name);
    await ok(t.app, admin, 'POST', P.familyAddMember, { familyId: other.id, mobile: newcomer.mobile, relation: 3 });
  });

  it('creates a family for a customer in none, refuses one already in a family', async () => {
    const owner = await loner(10);
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', P.familyCreate, {
      ownerMobile: owner.mobile,
      familyName: `${owner.name.slice(0, 1)}家`,
      sharedBenefits: false,
    });
    const detail = await familyOf(id);
    expect(detail).toMatchObject({ ownerName: owner.name, memberCount: 0, sharedBenefits: false });
    expect(detail.members).toHaveLength(1);
    expect((await auditRows(t.db, { table: 'family_account', action: 'create', recordId: id })).length).toBe(1);
    await refused(t.app, admin, 'POST', P.familyCreate, { ownerMobile: owner.mobile, familyName: '再来一个' }, RetCode.REFUSED, '一个用户只能加入一个家庭');
    await refused(t.app, admin, 'POST', P.familyCreate, { ownerMobile: owner.mobile, familyName: '  ' }, RetCode.INVALID, 'familyName');
  });
});

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

describe('用户订单', () => {
  it("answers only with a mobile or an order number; lists that customer's orders within the user's stores", async () => {
    await refused(t.app, admin, 'POST', P.userOrderList, {}, RetCode.INVALID, '请输入顾客手机号或订单号');
    await refused(t.app, admin, 'POST', P.userOrderList, { status: 3 }, RetCode.INVALID, '请输入顾客手机号或订单号');
    const busy = await one(sql<{ customer_id: number; n: number; here: number }>`
      select customer_id, count(*)::int as n, count(*) filter (where store_id = 1)::int as here from customer_order
      group by customer_id having count(*) filter (where store_id = 1) > 0 and count(*) filter (where store_id <> 1) > 0 order by count(*) desc limit 1`);
    const mobile = await mobileOf(busy.customer_id);
    const all = await list(admin, P.userOrderList, { customerMobile: mobile });
    expect(all.page?.total).toBe(busy.n);
    const times = all.result.map((r) => Date.parse(r.createdAt as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const mine = await list(store001, P.userOrderList, { customerMobile: mobile });
    expect(mine.page?.total).toBe(busy.here);
    expect(mine.result.every((r) => r.storeId === 1 && MASKED.test(r.customerMobile as string))).toBe(true);

    const byNo = await rows(admin, P.userOrderList, { orderNo: all.result[0].orderNo });
    expect(byNo.map((r) => r.id)).toEqual([all.result[0].id]);
    const detail = await ok<Row & OrderDetailLines>(t.app, admin, 'GET', P.userOrderDetail, { id: all.result[0].id });
    expect(detail.items.length).toBeGreaterThan(0);
    expect(detail.timeline[0].title).toBe('取号排队');
    const elsewhere = all.result.find((r) => r.storeId !== 1)!;
    await refused(t.app, store001, 'GET', P.userOrderDetail, { id: elsewhere.id }, RetCode.REFUSED, '不存在');
  });
});
