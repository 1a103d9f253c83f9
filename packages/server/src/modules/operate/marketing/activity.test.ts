import {
  ACTIVITY_DETAIL_PAGE,
  ACTIVITY_PAGE,
  ActivityPath,
  activityRecordResource,
  activityResource,
  activityStatistics,
  resourceEndpoints,
  RetCode,
  type ActivityStatistics,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, xlsxOf } from '../../../test/exchange.js';
import { auditRows, call, countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { endExpiredActivities } from './activity.sweep.js';

/** /operate/marketing/activity 活动列表 and 活动详情: the rules of activities, the direct send, statistics, scope and the sweep. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(activityResource);
const records = resourceEndpoints(activityRecordResource);

/** The coupon module's 订单用券 (CouponPath.use): an unpaid order takes a coupon. */
const COUPON_USE_PATH = '/market/coupon/useCoupon';

/** An online coupon template to give (the seed's may all be offline). */
let templateId = 0;
let otherTemplateId = 0;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  const [a, b] = (await sql<{ id: number }>`select id from coupon_template order by id limit 2`.execute(t.db)).rows.map((r) => Number(r.id));
  templateId = a;
  otherTemplateId = b;
  await sql`update coupon_template set status = 1, stock = null, per_customer_limit = 20, issue_start = null, issue_end = null, store_range = 0 where id in (${a}, ${b})`.execute(
    t.db,
  );
  // store001's role gets the activity pages and their operation codes (not the head-office authority).
  const role = await sql<{
    role_id: number;
  }>`select ur.role_id from user_role ur join app_user u on u.id = ur.user_id where u.account = 'store001' limit 1`.execute(t.db);
  await sql`insert into role_menu (role_id, menu_id)
    select ${role.rows[0].role_id}, m.id from menu m
    where (m.url in ('/operate', '/operate/marketing', ${ACTIVITY_PAGE}, ${ACTIVITY_DETAIL_PAGE}) or m.code like 'operate:activity:%')
      and not exists (select 1 from role_menu x where x.role_id = ${role.rows[0].role_id} and x.menu_id = m.id)`.execute(t.db);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const base = { joinRule: 0, perCustomerLimit: 1 };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];

/** Whole mobiles of customers (decrypted from the vault), `n` from `from` on. */
async function mobiles(n: number, from = 0): Promise<{ id: number; mobile: string }[]> {
  // Customers holding none of the test's coupons yet (the seed gave some of them to others), not closed (注销).
  const rows = await sql<{ id: number; mobile_enc: string }>`select c.id, c.mobile_enc from customer c
    where c.status <> 2 and not exists (select 1 from coupon_instance i where i.customer_id = c.id and i.template_id in (${templateId}, ${otherTemplateId}))
    order by c.id offset ${from} limit ${n}`.execute(t.db);
  return rows.rows.map((r) => ({ id: Number(r.id), mobile: t.services.vault.decrypt(r.mobile_enc) }));
}

async function createDirect(extra: Record<string, unknown> = {}): Promise<number> {
  const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, {
    name: '测试定向发券',
    kind: 6,
    activityType: 0,
    serviceType: 0,
    joinRule: 0,
    perCustomerLimit: 1,
    coupons: `${templateId}:2`,
    ...extra,
  });
  return id;
}

/** An edit as the form sends it: every form field of the record, with the changes. */
async function update(session: Session, id: number, patch: Record<string, unknown>) {
  const r = await one(sql<
    Record<string, unknown>
  >`select name, service_type, start_at, end_at, store_ids, coupons, inviter_coupons, item_id, elder_age, child_age,
    card_times, card_price::text, share_title, join_rule, per_customer_limit, total_limit, description from marketing_activity where id = ${id}`);
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  const body = {
    id,
    name: r.name,
    serviceType: r.service_type,
    startAt: iso(r.start_at),
    endAt: iso(r.end_at),
    storeIds: r.store_ids,
    coupons: r.coupons,
    inviterCoupons: r.inviter_coupons,
    itemId: r.item_id,
    elderAge: r.elder_age,
    childAge: r.child_age,
    cardTimes: r.card_times,
    cardPrice: r.card_price,
    shareTitle: r.share_title,
    joinRule: r.join_rule,
    perCustomerLimit: r.per_customer_limit,
    totalLimit: r.total_limit,
    description: r.description,
    ...patch,
  };
  return call(t.app, session, 'POST', api.update.path, body);
}
const updated = async (id: number, patch: Record<string, unknown>) => expect((await update(admin, id, patch)).retCode).toBe(RetCode.SUCCESS);
async function notUpdated(session: Session, id: number, patch: Record<string, unknown>, retCode: string, message: string) {
  const env = await update(session, id, patch);
  expect(env.retCode).toBe(retCode);
  const named = (env.result as { fields?: { field: string }[] } | null)?.fields?.map((f) => f.field) ?? [];
  if (!named.includes(message)) expect(env.retMsg).toContain(message);
}

const send = (session: Session, id: number, rows: unknown[][]) =>
  xlsxOf([['手机号'], ...rows]).then((file) =>
    upload(t.app, session, ActivityPath.uploadMobiles, [{ name: '名单.xlsx', content: file }], { id: String(id) }, ACTIVITY_PAGE),
  );

const stats = (session: Session, id: number) => ok<ActivityStatistics>(t.app, session, 'GET', `${activityStatistics.path}?id=${id}`);

describe('活动 going online', () => {
  it('refuses without stores or without a period, and changes nothing', async () => {
    const id = await createDirect();
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'online' }, RetCode.REFUSED, '活动未选择门店，不能上线');
    await updated(id, { storeIds: '1,2' });
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'online' }, RetCode.REFUSED, '活动未设置活动时间，不能上线');
    expect((await one(sql<{ status: number }>`select status from marketing_activity where id = ${id}`)).status).toBe(0);
    await updated(id, { startAt: day(-1), endAt: day(10) });
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'online' });
    expect((await one(sql<{ status: number }>`select status from marketing_activity where id = ${id}`)).status).toBe(1);
    // The stores chosen are rows too (store scope), and the cities are named.
    const row = await one(sql<{ store_count: number; city_names: string | null }>`select store_count, city_names from marketing_activity where id = ${id}`);
    expect(row.store_count).toBe(2);
    expect(row.city_names).toBeTruthy();
  });

  it('refuses a direct send of a coupon limited to some stores (it is sent at no store)', async () => {
    const limited = await one(sql<{ id: number }>`select id from coupon_template where status = 1 and store_range = 1 order by id limit 1`);
    expect(limited).toBeTruthy();
    const count = await countRows(t.db, 'marketing_activity');
    const env = await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { ...base, name: '限店券直发', kind: 6, activityType: 0, serviceType: 0, coupons: `${limited.id}:1` },
      RetCode.INVALID,
      'coupons',
    );
    expect(env.retMsg).toContain('定向发券不指定门店');
    expect(await countRows(t.db, 'marketing_activity')).toBe(count);
  });

  it('refuses an end before the start, a kind without its item, and coupons of a kind that gives none', async () => {
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { ...base, name: 'x', kind: 6, activityType: 0, serviceType: 0, startAt: day(2), endAt: day(1) },
      RetCode.INVALID,
      'endAt',
    );
    await refused(t.app, admin, 'POST', api.create.path, { ...base, name: '半价', kind: 2, activityType: 7, serviceType: 46 }, RetCode.INVALID, 'itemId');
    await refused(t.app, admin, 'POST', api.create.path, { ...base, name: '直发', kind: 6, activityType: 1, serviceType: 0 }, RetCode.INVALID, 'activityType');
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { ...base, name: '次卡', kind: 7, activityType: 1, serviceType: 46, itemId: 1, cardTimes: 5, cardPrice: '99.00', coupons: `${templateId}:1` },
      RetCode.INVALID,
      'coupons',
    );
  });
});

describe('定向发券: the mobile list', () => {
  it('names every bad row and writes nothing; a good list issues every coupon in one go; the statistics follow an order that uses one', async () => {
    const id = await createDirect({ storeIds: '1', startAt: day(-1), endAt: day(10) });
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'online' });
    const people = await mobiles(3, 40);
    const [instances, recordsBefore, issues] = [
      await countRows(t.db, 'coupon_instance'),
      await countRows(t.db, 'marketing_activity_record'),
      await countRows(t.db, 'marketing_activity_issue'),
    ];

    const bad = await send(admin, id, [[people[0].mobile], ['1234'], ['19999999999'], [people[0].mobile]]);
    expect(bad.retCode).toBe(RetCode.REFUSED);
    expect(bad.retMsg).toContain('第3行：手机号格式不正确');
    expect(bad.retMsg).toContain('第4行：手机号 199****9999 不是已注册的顾客');
    expect(bad.retMsg).toContain('第5行：手机号');
    expect(bad.retMsg).toContain('与第2行重复');
    expect(bad.retMsg).not.toMatch(/^第2行/m);
    expect(await countRows(t.db, 'coupon_instance')).toBe(instances);
    expect(await countRows(t.db, 'marketing_activity_record')).toBe(recordsBefore);

    const good = await send(
      admin,
      id,
      people.map((p) => [p.mobile]),
    );
    expect(good.retCode, good.retMsg).toBe(RetCode.SUCCESS);
    expect(await countRows(t.db, 'coupon_instance')).toBe(instances + 6);
    expect(await countRows(t.db, 'marketing_activity_issue')).toBe(issues + 6);
    const issued = await sql<{ customer_id: number; source: number; source_id: number; status: number }>`
      select ci.customer_id, ci.source, ci.source_id, ci.status from marketing_activity_issue i join coupon_instance ci on ci.id = i.coupon_instance_id where i.activity_id = ${id}`.execute(
      t.db,
    );
    expect(issued.rows.every((r) => r.source === 3 && Number(r.source_id) === id && r.status === 0)).toBe(true);
    expect(new Set(issued.rows.map((r) => Number(r.customer_id)))).toEqual(new Set(people.map((p) => p.id)));
    expect((await auditRows(t.db, { table: 'marketing_activity', action: 'import' })).length).toBeGreaterThan(0);

    let figures = await stats(admin, id);
    expect(figures).toMatchObject({ issued: 6, claimed: 3, used: 0, revenue: '0.00', orders: 0 });

    // Once per customer: the same customer again is named and nothing is written.
    const again = await send(admin, id, [[people[1].mobile]]);
    expect(again.retCode).toBe(RetCode.REFUSED);
    expect(again.retMsg).toContain('第2行：该顾客已参加本活动1次');
    expect(await countRows(t.db, 'coupon_instance')).toBe(instances + 6);

    // An unpaid order of the customer's takes one of the coupons (the coupon module's 订单用券): used and orders move;
    // once the order is paid, what it took is the revenue.
    const order = await one(sql<{ id: number }>`
      insert into customer_order (order_no, store_id, customer_id, status, amount, created_at)
      values ('T' || to_char(now(), 'YYYYMMDDHH24MISSMS'), 1, ${people[0].id}, 2, 888.00, now()) returning id`);
    const coupon = await one(sql<{ coupon_no: string }>`
      select ci.coupon_no from marketing_activity_issue i join coupon_instance ci on ci.id = i.coupon_instance_id
      where i.activity_id = ${id} and ci.customer_id = ${people[0].id} order by ci.id limit 1`);
    const use = await ok<{ discount: string; payable: string }>(t.app, admin, 'POST', COUPON_USE_PATH, {
      couponNo: coupon.coupon_no,
      orderId: Number(order.id),
    });
    figures = await stats(admin, id);
    expect(figures).toMatchObject({ issued: 6, claimed: 3, used: 1, orders: 1, revenue: '0.00' });
    await sql`update customer_order set status = 3, paid = amount - discount, paid_at = now() where id = ${order.id}`.execute(t.db);
    figures = await stats(admin, id);
    expect(figures.revenue).toBe(use.payable);
    expect(Number(figures.revenue)).toBeGreaterThan(0);

    // The records list of the activity: three, masked mobiles.
    const list = await ok<{ customerMobile: string; source: number }[]>(t.app, admin, 'POST', records.list.path, { activityId: id, pageSize: 50 });
    expect(list).toHaveLength(3);
    expect(list.every((r) => /\*{4}/.test(r.customerMobile) && !/\d{7}/.test(r.customerMobile) && r.source === 0)).toBe(true);
  });

  it('refuses a list for an activity not online, or not a direct send', async () => {
    const draft = await createDirect({ storeIds: '1', startAt: day(-1), endAt: day(10) });
    const people = await mobiles(1, 60);
    const env = await send(admin, draft, [[people[0].mobile]]);
    expect(env.retMsg).toBe('活动不在进行中，不能发券');
    const newStore = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, {
      ...base,
      name: '新店礼',
      kind: 1,
      activityType: 1,
      serviceType: 42,
      storeIds: '1',
      startAt: day(-1),
      endAt: day(3),
      coupons: `${templateId}:1`,
    });
    await ok(t.app, admin, 'POST', api.transition.path, { id: newStore.id, action: 'online' });
    expect((await send(admin, newStore.id, [[people[0].mobile]])).retMsg).toBe('只有定向发券活动可以上传名单发券');
  });
});

describe('已有顾客参加的活动', () => {
  it('keeps its period and coupons from being narrowed, and may widen them', async () => {
    const id = await createDirect({ storeIds: '1,3', startAt: day(-2), endAt: day(5), coupons: `${templateId}:2,${otherTemplateId}:1` });
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'online' });
    const people = await mobiles(1, 80);
    const sent = await send(admin, id, [[people[0].mobile]]);
    expect(`${sent.retCode} ${sent.retMsg}`).toBe(`${RetCode.SUCCESS} ${sent.retMsg}`);
    const before = await one(sql<{ end_at: Date; coupons: string }>`select end_at, coupons from marketing_activity where id = ${id}`);

    await notUpdated(admin, id, { endAt: day(3) }, RetCode.INVALID, 'endAt');
    await notUpdated(admin, id, { startAt: day(-1) }, RetCode.INVALID, 'startAt');
    await notUpdated(admin, id, { coupons: `${templateId}:2` }, RetCode.INVALID, 'coupons');
    await notUpdated(admin, id, { coupons: `${templateId}:1,${otherTemplateId}:1` }, RetCode.INVALID, 'coupons');
    await notUpdated(admin, id, { storeIds: '1' }, RetCode.INVALID, 'storeIds');
    const after = await one(sql<{ end_at: Date; coupons: string }>`select end_at, coupons from marketing_activity where id = ${id}`);
    expect(after).toEqual(before);

    await updated(id, { endAt: day(20), coupons: `${templateId}:3,${otherTemplateId}:1` });
    // An online activity cannot lose its period or stores either.
    await notUpdated(admin, id, { startAt: null, endAt: null }, RetCode.INVALID, 'startAt');
  });
});

describe('门店账号', () => {
  it('sees only activities of its stores, reads their figures, and creates or changes none', async () => {
    const mine = await createDirect({ name: '本店可见活动', storeIds: '1,2' });
    const other = await createDirect({ name: '别店活动', storeIds: '5' });
    const listed = await ok<{ id: number }[]>(t.app, store001, 'POST', api.list.path, { pageSize: 100 });
    const ids = listed.map((r) => r.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(other);
    const held = await sql<{
      n: number;
    }>`select count(*)::int as n from marketing_activity a where exists (select 1 from marketing_activity_store s where s.activity_id = a.id and s.store_id = 1)`.execute(
      t.db,
    );
    const total = await ok<unknown[]>(t.app, store001, 'POST', api.list.path, { pageSize: 100 });
    expect(total.length).toBe(Math.min(100, held.rows[0].n));
    await refused(t.app, store001, 'GET', `${api.detail.path}?id=${other}`, undefined, RetCode.REFUSED);
    await refused(t.app, store001, 'GET', `${activityStatistics.path}?id=${other}`, undefined, RetCode.REFUSED, '活动不存在');
    expect((await stats(store001, mine)).storeScoped).toBe(true);

    const count = await countRows(t.db, 'marketing_activity');
    await refused(
      t.app,
      store001,
      'POST',
      api.create.path,
      { ...base, name: '门店自建', kind: 6, activityType: 0, serviceType: 0 },
      RetCode.REFUSED,
      '新增活动须由总部办理',
    );
    await notUpdated(store001, mine, { name: '门店改名' }, RetCode.REFUSED, '修改活动须由总部办理');
    await refused(t.app, store001, 'POST', api.transition.path, { id: mine, action: 'end' }, RetCode.REFUSED, '活动结束须由总部办理');
    expect(await countRows(t.db, 'marketing_activity')).toBe(count);
    expect((await one(sql<{ name: string; status: number }>`select name, status from marketing_activity where id = ${mine}`)).name).toBe('本店可见活动');
  });
});

describe('the sweep', () => {
  it('ends online and offline activities past their end, as the system, and leaves the rest', async () => {
    const past = await createDirect({ storeIds: '1', startAt: day(-3), endAt: day(2) });
    await ok(t.app, admin, 'POST', api.transition.path, { id: past, action: 'online' });
    const future = await createDirect({ storeIds: '1', startAt: day(-3), endAt: day(2) });
    await ok(t.app, admin, 'POST', api.transition.path, { id: future, action: 'online' });
    await sql`update marketing_activity set end_at = now() - interval '1 minute' where id = ${past}`.execute(t.db);
    const ended = await endExpiredActivities(t.db);
    expect(ended).toContain(past);
    expect(ended).not.toContain(future);
    const rows = await sql<{
      id: number;
      status: number;
      status_by: string;
    }>`select id, status, status_by from marketing_activity where id in (${past}, ${future}) order by id`.execute(t.db);
    expect(rows.rows.map((r) => [r.status, r.status_by === '系统'])).toEqual([
      [3, true],
      [1, false],
    ]);
    expect(await endExpiredActivities(t.db)).toEqual([]);
    // An ended activity is locked.
    await notUpdated(admin, past, { name: '改名' }, RetCode.REFUSED, '已结束的活动不可修改');
  });
});

describe('the demo seed', () => {
  it('holds activities in every state, with records and coupons used by orders', async () => {
    const states = await sql<{ status: number }>`select distinct status from marketing_activity order by status`.execute(t.db);
    expect(states.rows.map((r) => r.status)).toEqual([0, 1, 2, 3]);
    const used = await one(
      sql<{
        n: number;
      }>`select count(*)::int as n from marketing_activity_issue i join coupon_instance ci on ci.id = i.coupon_instance_id where ci.status = 1 and ci.used_order_id is not null`,
    );
    expect(used.n).toBeGreaterThan(0);
  });
});
