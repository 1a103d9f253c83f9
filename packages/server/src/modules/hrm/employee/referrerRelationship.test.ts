import { REFERRAL_REWARD, referralPay, referrerResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { fixtureCandidate, logOf } from '../../../test/recruitFixtures.js';

/** 推荐关系: the reward's state by the recruit's days in service, paid once (into the referrer's pay month), refused otherwise. */
let t: TestApp;
let admin: Session;
let referrer: number;
const list = resourceEndpoints(referrerResource).list;
type Row = { id: number; rewardState: number; daysInService: number | null; paidAmount: string | null; referrerName: string };

/** A day `days` from today in China's calendar. */
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  referrer = (await sql<{ id: number }>`select id from craftsman where status = 1 and store_id = 3 order by id limit 1`.execute(t.db)).rows[0].id;
});
afterAll(async () => {
  await t?.close();
});

/** A referred recruit employed `days` ago as a craftsman of store 3 (status 4 with its leave date when `leftAfter` is given). */
async function employed(days: number, leftAfter?: number) {
  const n = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  const craftsman = (
    await sql<{ id: number }>`insert into craftsman (employee_no, real_name, mobile, level, price_grade, store_id, status, entry_date, leave_date)
      values (${`TR${n}`.slice(0, 20)}, '推荐测试', '13700000000', 'U1-1', 'P0', 3, ${leftAfter === undefined ? 1 : 4}, ${chinaDate(-days)}::date,
        ${leftAfter === undefined ? null : chinaDate(-days + leftAfter)}::date) returning id`.execute(t.db)
  ).rows[0].id;
  return fixtureCandidate(t, {
    stage: 5,
    storeId: 3,
    source: 1,
    referrerId: referrer,
    name: '被推荐人',
    extra: { craftsmanId: craftsman, employedOn: chinaDate(-days) },
  });
}
const rowOf = async (id: number) => (await ok<Row[]>(t.app, admin, 'POST', list.path, { pageSize: 200, realName: '被推荐人' })).find((r) => r.id === id)!;

describe('奖励状态', () => {
  it('流程中 before employment, 考察中 under 90 days, 待发放 from the 90th day, 不发放 when refused or left before', async () => {
    const open = await fixtureCandidate(t, { stage: 2, storeId: 3, source: 1, referrerId: referrer, name: '被推荐人' });
    const refusedOne = await fixtureCandidate(t, { stage: 8, storeId: 3, source: 1, referrerId: referrer, name: '被推荐人' });
    const young = await employed(89);
    const due = await employed(90);
    const leftEarly = await employed(120, 60);
    const leftLate = await employed(150, 100);
    expect((await rowOf(open.id)).rewardState).toBe(0);
    expect((await rowOf(refusedOne.id)).rewardState).toBe(4);
    expect(await rowOf(young.id)).toMatchObject({ rewardState: 1, daysInService: 89 });
    expect(await rowOf(due.id)).toMatchObject({ rewardState: 2, daysInService: 90 });
    expect(await rowOf(leftEarly.id)).toMatchObject({ rewardState: 4, daysInService: 60 });
    expect(await rowOf(leftLate.id)).toMatchObject({ rewardState: 2, daysInService: 100 });
    const due2 = await ok<Row[]>(t.app, admin, 'POST', list.path, { rewardState: 2, pageSize: 200 });
    expect(due2.every((r) => r.rewardState === 2)).toBe(true);
  });
});

describe('发放推荐奖励', () => {
  it('pays a 待发放 reward once into the referrer’s pay month (logged, audited); 已发放 and 考察中 are refused', async () => {
    const due = await employed(95);
    const young = await employed(30);
    const paid = await ok<{ id: number; amount: string; month: string }>(t.app, admin, 'POST', referralPay.path, { id: due.id });
    expect(paid.amount).toBe(REFERRAL_REWARD);
    const reward = (
      await sql<{ craftsman_id: number; amount: string; status: number; month: string }>`
        select craftsman_id, amount::text, status, to_char(month, 'YYYY-MM') as month from salary_recommend_reward where id = ${paid.id}`.execute(t.db)
    ).rows[0];
    expect(reward).toEqual({ craftsman_id: referrer, amount: '500.00', status: 1, month: chinaDate(0).slice(0, 7) });
    expect(await rowOf(due.id)).toMatchObject({ rewardState: 3, paidAmount: '500.00' });
    expect((await logOf(t, due.id)).at(-1)).toMatchObject({ action: 'referralReward' });
    expect(await auditRows(t.db, { table: 'salary_recommend_reward', recordId: paid.id })).toHaveLength(1);
    await refused(t.app, admin, 'POST', referralPay.path, { id: due.id }, RetCode.REFUSED, '推荐奖励当前为「已发放」，不能发放');
    await refused(t.app, admin, 'POST', referralPay.path, { id: young.id }, RetCode.REFUSED, '推荐奖励当前为「考察中」，不能发放：被推荐人入职未满90天');
  });
});
