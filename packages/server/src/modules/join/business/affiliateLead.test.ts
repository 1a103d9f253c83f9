import {
  applyResource,
  getLeadDetail,
  JOIN_APPLY_STATUS,
  LEAD_STATUS,
  leadAssign,
  leadConvert,
  leadFollow,
  leadFollows,
  leadOwnerOptions,
  leadResource,
  queryApplyStoreCount,
  resourceEndpoints,
  RetCode,
  RetMsg,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/**
 * 加盟线索, 加盟线索详情 and 加盟申请: the seed's funnel, every step allowed and refused (跟进, 转申请, 分配,
 * 无效, review), one open lead and one waiting application a mobile, the city scope, the badge.
 */
let t: TestApp;
let admin: Session;
let store001: Session;
const leads = resourceEndpoints(leadResource);
const applies = resourceEndpoints(applyResource);
type Lead = {
  id: number;
  leadNo: string;
  status: number;
  mobile: string;
  cityId: number;
  followCount: number;
  ownerName: string | null;
  applyNo: string | null;
};
type Page<T> = T[];

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(t.db)).rows[0].n;
const openLead = async (offset = 0) =>
  (await sql<{ id: number }>`select id from franchise_lead where status in (0, 1) order by id desc offset ${offset} limit 1`.execute(t.db)).rows[0].id;

beforeAll(async () => {
  t = await openTestApp();
  // 店长 gets 加盟线索 with 跟进 and 加盟申请 (no review): its stores' cities are its scope.
  await sql`insert into role_menu (role_id, menu_id) select r.id, m.id from role r cross join menu m
    where r.code = 'store_manager' and (m.url in ('/join', '/join/business', ${leadResource.page}, ${applyResource.page}) or m.code in ('join:lead:follow'))
    and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(t.db);
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('the seed', () => {
  it('holds 500 leads in every state, their follow-ups, and applications in every review state', async () => {
    const byStatus = (
      await sql<{ status: number; n: number }>`select status, count(*)::int as n from franchise_lead group by status order by status`.execute(t.db)
    ).rows;
    expect(byStatus.map((r) => r.status)).toEqual([0, 1, 2, 3]);
    expect(byStatus.reduce((n, r) => n + r.n, 0)).toBe(500);
    // Each lead's kept figures are its follow-up records'.
    expect(
      await count(sql<{ n: number }>`select count(*)::int as n from franchise_lead l
        where l.follow_count <> (select count(*) from franchise_lead_follow f where f.lead_id = l.id)`),
    ).toBe(0);
    const applyStates = (await sql<{ status: number }>`select distinct status from franchise_apply order by status`.execute(t.db)).rows.map((r) => r.status);
    expect(applyStates).toEqual([0, 1, 2]);
    // A converted lead points at its application and no other lead does.
    expect(await count(sql<{ n: number }>`select count(*)::int as n from franchise_lead where (status = 2) <> (apply_id is not null)`)).toBe(0);
  });
});

describe('加盟线索', () => {
  it('lists with masked mobiles, filters by status and channel, and finds a lead by its whole mobile', async () => {
    const rows = await ok<Page<Lead>>(t.app, admin, 'POST', leads.list.path, { pageNum: 1, pageSize: 20, status: LEAD_STATUS.following, channel: 1 });
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.status).toBe(LEAD_STATUS.following);
      expect(r.mobile).toMatch(/^1\d{2,3}\*{4}\d{4}$/);
    }
    const one = (await sql<{ id: number; mobile_enc: string }>`select id, mobile_enc from franchise_lead order by id limit 1`.execute(t.db)).rows[0];
    const whole = t.services.vault.decrypt(one.mobile_enc);
    const found = await ok<Page<Lead>>(t.app, admin, 'POST', leads.list.path, { pageNum: 1, pageSize: 20, mobile: whole });
    expect(found.map((r) => r.id)).toContain(one.id);
  });

  it('adds a lead; the same mobile again is refused while the first is open', async () => {
    const body = { contactName: '钱多多', mobile: '13911112222', cityId: 310000, channel: 4, hasExperience: true, budget: '60' };
    const created = await ok<{ id: number }>(t.app, admin, 'POST', leads.create.path, body);
    const row = (
      await sql<{
        lead_no: string;
        status: number;
        created_by: string;
      }>`select lead_no, status, created_by from franchise_lead where id = ${created.id}`.execute(t.db)
    ).rows[0];
    expect(row.lead_no).toMatch(new RegExp(`^XS${today().replaceAll('-', '').slice(2)}\\d{4}$`));
    expect(row.status).toBe(LEAD_STATUS.fresh);
    // Neither the table nor the audit row holds the whole mobile.
    const stored = (await sql<{ mobile_enc: string }>`select mobile_enc from franchise_lead where id = ${created.id}`.execute(t.db)).rows[0].mobile_enc;
    expect(stored.startsWith('v2:1391****2222:')).toBe(true);
    expect(JSON.stringify(await auditRows(t.db, { table: 'franchise_lead', recordId: created.id }))).not.toContain('13911112222');
    const before = await count(sql<{ n: number }>`select count(*)::int as n from franchise_lead`);
    await refused(t.app, admin, 'POST', leads.create.path, { ...body, contactName: '钱多' }, RetCode.INVALID, /该手机号已有跟进中的线索（XS/);
    await refused(t.app, admin, 'POST', leads.create.path, { ...body, mobile: '12345' }, RetCode.INVALID, 'mobile');
    expect(await count(sql<{ n: number }>`select count(*)::int as n from franchise_lead`)).toBe(before);
  });

  it('a follow-up makes a new lead 跟进中 with its intent and next date; bad input and closed leads are refused', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', leads.create.path, {
      contactName: '孙跟进',
      mobile: '13911113333',
      cityId: 110000,
      channel: 2,
    });
    await refused(t.app, admin, 'POST', leadFollow.path, { leadId: id, method: 1, content: '', intent: 1 }, RetCode.INVALID, 'content');
    await refused(t.app, admin, 'POST', leadFollow.path, { leadId: id, method: 9, content: '电话', intent: 1 }, RetCode.INVALID, 'method');
    await refused(
      t.app,
      admin,
      'POST',
      leadFollow.path,
      { leadId: id, method: 1, content: '电话', intent: 1, nextFollowOn: '2020-01-01' },
      RetCode.INVALID,
      'nextFollowOn',
    );
    const next = new Date(Date.now() + 8 * 3_600_000 + 5 * 86_400_000).toISOString().slice(0, 10);
    const answer = await ok<{ status: number; followCount: number }>(t.app, admin, 'POST', leadFollow.path, {
      leadId: id,
      method: 1,
      content: '电话沟通，意向强',
      intent: 1,
      nextFollowOn: next,
    });
    expect(answer).toMatchObject({ status: LEAD_STATUS.following, followCount: 1 });
    const follows = await ok<{ content: string; operator: string }[]>(t.app, admin, 'GET', leadFollows.path, { id });
    expect(follows).toEqual([expect.objectContaining({ content: '电话沟通，意向强', operator: '系统管理员' })]);
    const detail = await ok<{ status: number; intent: number; nextFollowOn: string; follows: unknown[]; apply: null }>(
      t.app,
      admin,
      'GET',
      getLeadDetail.path,
      { id },
    );
    expect(detail).toMatchObject({ status: LEAD_STATUS.following, intent: 1, nextFollowOn: next, apply: null });
    expect(detail.follows).toHaveLength(1);
    expect(await auditRows(t.db, { table: 'franchise_lead_follow' })).not.toHaveLength(0);
    // 无效 needs the reason; a closed lead takes no follow-up.
    await refused(t.app, admin, 'POST', leads.transition.path, { id, action: 'invalid' }, RetCode.INVALID, 'reason');
    await ok(t.app, admin, 'POST', leads.transition.path, { id, action: 'invalid', reason: '同行咨询' });
    await refused(
      t.app,
      admin,
      'POST',
      leadFollow.path,
      { leadId: id, method: 1, content: '再打一次', intent: 2 },
      RetCode.REFUSED,
      '线索当前为「无效」，不能跟进',
    );
  });

  it('转申请 writes a waiting application and links the lead; the badge counts it; a second conversion is refused', async () => {
    const id = await openLead();
    const badge = await ok<number>(t.app, admin, 'POST', queryApplyStoreCount.path, {});
    expect(badge).toBe(await count(sql<{ n: number }>`select count(*)::int as n from franchise_apply where status = 0`));
    await refused(t.app, admin, 'POST', leadConvert.path, { id, intendedArea: '', budget: 50, plannedStores: 1 }, RetCode.INVALID, 'intendedArea');
    await refused(t.app, admin, 'POST', leadConvert.path, { id, intendedArea: '张江', budget: 0, plannedStores: 1 }, RetCode.INVALID, 'budget');
    const answer = await ok<{ applyId: number; applyNo: string }>(t.app, admin, 'POST', leadConvert.path, {
      id,
      intendedArea: '浦东新区 张江',
      budget: 55.5,
      plannedStores: 2,
    });
    const lead = (await sql<{ status: number; apply_id: number }>`select status, apply_id from franchise_lead where id = ${id}`.execute(t.db)).rows[0];
    expect(lead).toEqual({ status: LEAD_STATUS.converted, apply_id: answer.applyId });
    const apply = (
      await sql<{
        status: number;
        budget: string;
        planned_stores: number;
      }>`select status, budget::text, planned_stores from franchise_apply where id = ${answer.applyId}`.execute(t.db)
    ).rows[0];
    expect(apply).toEqual({ status: JOIN_APPLY_STATUS.waiting, budget: '55.5', planned_stores: 2 });
    expect(await ok<number>(t.app, admin, 'POST', queryApplyStoreCount.path, {})).toBe(badge + 1);
    await refused(
      t.app,
      admin,
      'POST',
      leadConvert.path,
      { id, intendedArea: '张江', budget: 50, plannedStores: 1 },
      RetCode.REFUSED,
      '线索当前为「已转申请」',
    );
    const detail = await ok<{ apply: { applyNo: string; status: number } }>(t.app, admin, 'GET', getLeadDetail.path, { id });
    expect(detail.apply).toMatchObject({ applyNo: answer.applyNo, status: JOIN_APPLY_STATUS.waiting });
    // Reviewed: the badge drops back; a reviewed application is locked.
    await refused(t.app, admin, 'POST', applies.transition.path, { id: answer.applyId, action: 'reject' }, RetCode.INVALID, 'reason');
    await ok(t.app, admin, 'POST', applies.transition.path, { id: answer.applyId, action: 'approve', reason: '资质符合' });
    expect(await ok<number>(t.app, admin, 'POST', queryApplyStoreCount.path, {})).toBe(badge);
    await refused(
      t.app,
      admin,
      'POST',
      applies.transition.path,
      { id: answer.applyId, action: 'reject', reason: '改主意' },
      RetCode.REFUSED,
      '当前状态「已通过」不能驳回',
    );
  });

  it('分配 gives open leads to a head-office user; a closed lead, a store account or too many leads are refused', async () => {
    const owners = await ok<{ id: number; name: string }[]>(t.app, admin, 'GET', leadOwnerOptions.path, {});
    const ops01 = owners.find((o) => o.name.includes('ops01'))!;
    expect(ops01).toBeDefined();
    expect(owners.some((o) => o.name.includes('store001'))).toBe(false);
    const ids = [await openLead(3), await openLead(4)];
    expect(await ok(t.app, admin, 'POST', leadAssign.path, { ids, ownerUserId: ops01.id })).toEqual({ assigned: 2 });
    const owned = (await sql<{ owner_name: string }>`select distinct owner_name from franchise_lead where id in (${sql.join(ids)})`.execute(t.db)).rows;
    expect(owned).toEqual([{ owner_name: '黄志远' }]);
    const closed = (await sql<{ id: number }>`select id from franchise_lead where status = 3 limit 1`.execute(t.db)).rows[0].id;
    await refused(t.app, admin, 'POST', leadAssign.path, { ids: [closed], ownerUserId: ops01.id }, RetCode.REFUSED, '不能分配');
    const storeUser = (await sql<{ id: number }>`select id from app_user where account = 'store001'`.execute(t.db)).rows[0].id;
    await refused(t.app, admin, 'POST', leadAssign.path, { ids, ownerUserId: storeUser }, RetCode.INVALID, 'ownerUserId');
    await refused(t.app, admin, 'POST', leadAssign.path, { ids: Array.from({ length: 201 }, (_, i) => i + 1), ownerUserId: ops01.id }, RetCode.INVALID, 'ids');
  });
});

describe('city scope', () => {
  it('a store manager sees the leads and applications of its stores’ cities only, and may not review or convert', async () => {
    const rows = await ok<Page<Lead>>(t.app, store001, 'POST', leads.list.path, { pageNum: 1, pageSize: 200 });
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.cityId))).toEqual(new Set([310000]));
    const beijing = (await sql<{ id: number }>`select id from franchise_lead where city_id = 110000 and status in (0, 1) limit 1`.execute(t.db)).rows[0].id;
    await refused(t.app, store001, 'GET', getLeadDetail.path, { id: beijing }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'POST', leadFollow.path, { leadId: beijing, method: 1, content: '越权', intent: 1 }, RetCode.REFUSED, '不在您的城市权限内');
    const shanghai = (await sql<{ id: number }>`select id from franchise_lead where city_id = 310000 and status in (0, 1) order by id limit 1`.execute(t.db))
      .rows[0].id;
    await ok(t.app, store001, 'POST', leadFollow.path, { leadId: shanghai, method: 2, content: '门店转介绍', intent: 2 });
    await refused(
      t.app,
      store001,
      'POST',
      leadConvert.path,
      { id: shanghai, intendedArea: '七宝', budget: 50, plannedStores: 1 },
      RetCode.REFUSED,
      RetMsg.FORBIDDEN,
    );
    const badge = await ok<number>(t.app, store001, 'POST', queryApplyStoreCount.path, {});
    expect(badge).toBe(await count(sql<{ n: number }>`select count(*)::int as n from franchise_apply where status = 0 and city_id = 310000`));
    const waiting = (await sql<{ id: number }>`select id from franchise_apply where status = 0 and city_id = 310000 limit 1`.execute(t.db)).rows[0];
    if (waiting) await refused(t.app, store001, 'POST', applies.transition.path, { id: waiting.id, action: 'approve' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});
