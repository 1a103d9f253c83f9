import { gapApplyResource, gapRuleResource, resourceEndpoints, RetCode, RetMsg, storeGapApprovalCount, storeStaffingResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/informationManage/personnelAllocation 人员配置 and its rules (缺口规则列表). */
let t: TestApp;
let admin: Session;
let store001: Session;

type Staffing = {
  id: number;
  storeId: number;
  ruleName: string | null;
  requiredStylists: number;
  actualStylists: number;
  gapStylists: number;
  requiredTechnicians: number;
  actualTechnicians: number;
  gapTechnicians: number;
  revenue: string;
  approvedHeads: number;
};
type Apply = { id: number; storeId: number; status: number; post: number; gapAtApply: number };
const staffing = resourceEndpoints(storeStaffingResource);
const applies = resourceEndpoints(gapApplyResource);
const rules = resourceEndpoints(gapRuleResource);
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const badge = (s: Session) => ok<number>(t.app, s, 'POST', storeGapApprovalCount.path, {});

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const storeOne = async (s: Session) => (await ok<Staffing[]>(t.app, s, 'POST', staffing.list.path, { storeId: 1 }))[0];

describe('人员配置 (personnelAllocation)', () => {
  it('each store: required by its rule, actual from who serves there, the gap; a store manager sees the own store', async () => {
    const rows = await ok<Staffing[]>(t.app, admin, 'POST', staffing.list.path, { pageSize: 100 });
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => r.gapStylists === Math.max(0, r.requiredStylists - r.actualStylists))).toBe(true);
    expect(rows.some((r) => r.gapStylists > 0 || r.gapTechnicians > 0)).toBe(true);
    expect(rows.every((r) => r.ruleName)).toBe(true);
    const one = await storeOne(store001);
    const actual = await sql<{ stylists: number }>`select count(*)::int as stylists from craftsman_store cs join craftsman c on c.id = cs.craftsman_id
      where cs.store_id = 1 and cs.active_status = 1 and c.status = 1 and c.craftsman_type = 1`.execute(t.db);
    expect(one.actualStylists).toBe(actual.rows[0].stylists);
    const mine = await ok<Staffing[]>(t.app, store001, 'POST', staffing.list.path, { pageSize: 100 });
    expect(mine.map((r) => r.storeId)).toEqual([1]);
  });

  it('a rule change moves the required head count at once (most specific rule first)', async () => {
    const before = await storeOne(admin);
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', rules.create.path, {
      name: '测试：陆家嘴专用',
      storeType: 0,
      seatsMin: 0,
      seatsMax: 99,
      revenueMin: '0.00',
      requiredStylists: before.actualStylists + 3,
      requiredTechnicians: 0,
      enabled: true,
    });
    // Same category, a higher band than '0' wins only when its band is higher; a band from 0 loses to the seeded ones above it,
    // so lift it to the store's revenue (the band it falls in).
    await ok(t.app, admin, 'POST', rules.update.path, {
      id,
      revenueMin: before.revenue,
      name: '测试：陆家嘴专用',
      seatsMin: 0,
      seatsMax: 99,
      requiredStylists: before.actualStylists + 3,
      requiredTechnicians: 0,
      enabled: true,
      storeType: 0,
    });
    const after = await storeOne(admin);
    expect(after.ruleName).toBe('测试：陆家嘴专用');
    expect(after.gapStylists).toBe(3);
    await refused(
      t.app,
      admin,
      'POST',
      rules.create.path,
      { name: '坏规则', seatsMin: 10, seatsMax: 5, revenueMin: '0', requiredStylists: 1, requiredTechnicians: 1 },
      RetCode.INVALID,
      '座位数上限不能小于下限',
    );
    await refused(
      t.app,
      admin,
      'POST',
      rules.create.path,
      { name: '坏规则', seatsMin: 0, seatsMax: 5, revenueMin: '100', revenueMax: '50', requiredStylists: 1, requiredTechnicians: 1 },
      RetCode.INVALID,
      '营收上限须大于下限',
    );
    await ok(t.app, admin, 'POST', rules.remove.path, { id });
    expect((await storeOne(admin)).ruleName).toBe(before.ruleName);
  });

  it('a gap application: waiting first, the badge counts it, one waiting per store and post; approval drops the badge', async () => {
    const waiting = await badge(admin);
    const rows = await ok<Apply[]>(t.app, admin, 'POST', applies.list.path, { pageSize: 100 });
    expect(rows.slice(0, waiting).every((r) => r.status === 0)).toBe(true);
    expect(rows.slice(waiting).every((r) => r.status !== 0)).toBe(true);
    // Store 1 has a waiting one for a post: a second is refused; the other post is taken.
    const mine = await ok<Apply[]>(t.app, store001, 'POST', applies.list.path, { status: 0 });
    expect(mine.length).toBeGreaterThan(0);
    const post = mine[0].post;
    const body = { storeId: 1, post, headCount: 2, expectedDate: chinaDate(20), reason: '周末排班排不开' };
    await refused(t.app, store001, 'POST', applies.create.path, body, RetCode.REFUSED, '已有待审批的缺口申请');
    await refused(t.app, store001, 'POST', applies.create.path, { ...body, post: 3 - post, headCount: 0 }, RetCode.INVALID, 'headCount');
    await refused(t.app, store001, 'POST', applies.create.path, { ...body, post: 3 - post, storeId: 2 }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    const { id } = await ok<{ id: number }>(t.app, store001, 'POST', applies.create.path, { ...body, post: 3 - post });
    const created = await ok<Apply & { applicant: string }>(t.app, store001, 'GET', applies.detail.path, { id });
    const one = await storeOne(admin);
    expect(created).toMatchObject({ status: 0, applicant: '王丽娟', gapAtApply: 3 - post === 2 ? one.gapTechnicians : one.gapStylists });
    expect(await badge(admin)).toBe(waiting + 1);
    expect(await badge(store001)).toBe(mine.length + 1);
    await refused(t.app, store001, 'POST', applies.transition.path, { id, action: 'approve' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    const awaitingBefore = (await storeOne(admin)).approvedHeads;
    await ok(t.app, admin, 'POST', applies.transition.path, { id, action: 'approve', reason: '同意，安排招聘' });
    expect(await badge(admin)).toBe(waiting);
    // 已批待到岗: the two approved heads wait until people of the post arrive (a hire with store 1 as home).
    expect((await storeOne(admin)).approvedHeads).toBe(awaitingBefore + 2);
    const hired = (
      await sql<{
        id: number;
      }>`insert into craftsman (employee_no, real_name, mobile, craftsman_type, position_type, level, price_grade, store_id, status, entry_date)
        values ('UGAP0001', '到岗测试', '13912340000', ${3 - post}, 0, 'U3', 'P3', 1, 1, ${chinaDate(0)}) returning id`.execute(t.db)
    ).rows[0].id;
    await sql`insert into craftsman_store (craftsman_id, store_id, is_home, active_status) values (${hired}, 1, true, 1)`.execute(t.db);
    expect((await storeOne(admin)).approvedHeads).toBe(awaitingBefore + 1);
    expect(await ok<Apply>(t.app, admin, 'GET', applies.detail.path, { id })).toMatchObject({ status: 1 });
    // The store manager withdraws a waiting one.
    await ok(t.app, store001, 'POST', applies.transition.path, { id: mine[0].id, action: 'withdraw' });
    expect(await badge(store001)).toBe(mine.length - 1);
  });
});
