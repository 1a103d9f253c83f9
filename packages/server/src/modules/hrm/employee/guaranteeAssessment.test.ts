import { RetCode, RetMsg, SponsionPath, sponsionAssessResource, sponsionRecordResource, resourceEndpoints } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/**
 * 担保考核: the rewards and punishments 担保记录 writes; 确认 puts one on the guarantor's pay sheet of this
 * month (a reward of 2,000.00 × 10% = 200.00 adds, a punishment of 999.99 × 50% = 500.00 deducts, half up),
 * refused once that month's pay is settled; 取消 takes it off again; the store manager only looks.
 */
let t: TestApp;
let admin: Session;
let store001: Session;
const ep = resourceEndpoints(sponsionAssessResource);
const records = resourceEndpoints(sponsionRecordResource);
const opts = { routepath: sponsionAssessResource.page };
type Row = Record<string, unknown> & { id: number; status: number; storeId: number; kind: number; amount: string };

const month = `${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7)}-01`;
let seq = 0;
async function craftsman(storeId: number, entryDate: string): Promise<number> {
  seq++;
  const id = (
    await sql<{
      id: number;
    }>`insert into craftsman (employee_no, real_name, mobile, craftsman_type, position_type, level, price_grade, store_id, status, entry_date)
      values (${`UDA9${String(seq).padStart(4, '0')}`}, ${`考核测试${seq}`}, ${`1381234${String(5000 + seq)}`}, 1, 0, 'U3', 'P4', ${storeId}, 1, ${entryDate})
      returning id`.execute(t.db)
  ).rows[0].id;
  await sql`insert into craftsman_salary (craftsman_id, salary_level_id) select ${id}, id from salary_level where code = 'D4'`.execute(t.db);
  return id;
}
/** A guarantee of `amount` closed by `action` (release or pursue): answers its assessment's id. */
async function closed(storeId: number, guarantorId: number, amount: string, action: 'release' | 'pursue'): Promise<number> {
  const recruit = await craftsman(storeId, '2026-01-05');
  const { id } = await ok<{ id: number }>(
    t.app,
    admin,
    'POST',
    records.create.path,
    { recruitId: recruit, guarantorId, relation: 1, amount, months: 6, startDate: '2026-01-05' },
    { routepath: sponsionRecordResource.page },
  );
  await ok(
    t.app,
    admin,
    'POST',
    SponsionPath.recordTransition,
    { id, action, ...(action === 'pursue' ? { reason: '提前离职' } : {}) },
    {
      routepath: sponsionRecordResource.page,
    },
  );
  return (await sql<{ id: number }>`select id from sponsion_assess where sponsion_id = ${id}`.execute(t.db)).rows[0].id;
}
const set = (s: Session, id: number, action: string, reason?: string) =>
  ok(t.app, s, 'POST', SponsionPath.assessStatus, { id, action, ...(reason ? { reason } : {}) }, opts);
const payLines = async (craftsmanId: number) =>
  (
    await sql<{ kind: string; sign: number; amount: string; month: string }>`
    select kind, sign, amount::text, month::text from salary_adjustment_line where craftsman_id = ${craftsmanId} and kind like 'sponsion%' order by source_id`.execute(
      t.db,
    )
  ).rows;

let guarantor = 0;
beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  guarantor = await craftsman(1, '2021-05-01');
});
afterAll(async () => {
  await t?.close();
});

describe('担保考核', () => {
  it('lists the seeded rewards and punishments in every state; a store manager sees the own store’s guarantors only', async () => {
    for (const status of [0, 1, 2]) {
      const rows = await ok<Row[]>(t.app, admin, 'POST', ep.list.path, { status, pageSize: 50 });
      expect(rows.length, `status ${status}`).toBeGreaterThan(0);
    }
    for (const kind of [1, 2]) expect((await ok<Row[]>(t.app, admin, 'POST', ep.list.path, { kind, pageSize: 5 })).length).toBeGreaterThan(0);
    const all = await ok<Row[]>(t.app, admin, 'POST', ep.list.path, { pageSize: 200 });
    const mine = await ok<Row[]>(t.app, store001, 'POST', ep.list.path, { pageSize: 200 });
    expect(mine.length).toBeLessThan(all.length);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    // Every seeded amount follows the rule: 10% of the guarantee for a reward, 50% for a punishment.
    const wrong = await sql<{ n: number }>`
      select count(*)::int as n from sponsion_assess a join sponsion_record r on r.id = a.sponsion_id
      where a.amount <> round(r.amount * case a.kind when 1 then 10 else 50 end / 100.0, 2)`.execute(t.db);
    expect(wrong.rows[0].n).toBe(0);
  });

  it('确认 a reward: 200.00 on this month’s pay sheet (担保奖励) once the month is computed; a punishment deducts 500.00', async () => {
    const reward = await closed(1, guarantor, '2000.00', 'release');
    const punish = await closed(1, guarantor, '999.99', 'pursue');
    const detail = await ok<Row>(t.app, admin, 'GET', ep.detail.path, { id: punish });
    expect(detail).toMatchObject({ kind: 2, amount: '500.00', sponsionAmount: '999.99', status: 0, rewardName: '担保追责扣款', month: null });
    // The store manager looks, never decides.
    await refused(t.app, store001, 'POST', SponsionPath.assessStatus, { id: reward, action: 'confirm' }, RetCode.REFUSED, RetMsg.FORBIDDEN, opts);
    expect(await payLines(guarantor)).toEqual([]);
    await set(admin, reward, 'confirm');
    await set(admin, punish, 'confirm');
    expect(await payLines(guarantor)).toEqual([
      { kind: 'sponsionReward', sign: 1, amount: '200.00', month },
      { kind: 'sponsionPenalty', sign: -1, amount: '500.00', month },
    ]);
    const row = await ok<Row>(t.app, admin, 'GET', ep.detail.path, { id: reward });
    expect(row).toMatchObject({ status: 1, month, confirmedBy: expect.any(String) });
    expect(await auditRows(t.db, { table: 'sponsion_assess', action: 'transition:confirm', recordId: reward })).toHaveLength(1);

    await ok(t.app, admin, 'POST', '/mgt/wagesettle/compute', { storeId: 1, month });
    const [sheet] = await ok<Row[]>(t.app, admin, 'POST', '/mgt/salary/querySalaryPage', { craftsmanId: guarantor, month, pageSize: 10 });
    expect(sheet).toMatchObject({ addition: '200.00', deduction: '500.00' });
    const explain = await ok<{ adjustments: Record<string, unknown>[] }>(t.app, admin, 'GET', '/mgt/salary/explain', { id: sheet.id });
    expect(explain.adjustments.map((a) => [a.kind, a.sign, a.amount])).toEqual([
      ['sponsionReward', 1, '200.00'],
      ['sponsionPenalty', -1, '500.00'],
    ]);

    // Again is refused; 取消 (with a reason) takes it off this month's lines.
    await refused(t.app, admin, 'POST', SponsionPath.assessStatus, { id: reward, action: 'confirm' }, RetCode.REFUSED, '当前状态「已确认」不能确认', opts);
    await refused(t.app, admin, 'POST', SponsionPath.assessStatus, { id: punish, action: 'cancel' }, RetCode.INVALID, 'reason', opts);
    await set(admin, punish, 'cancel', '被担保人已回店复职');
    expect(await payLines(guarantor)).toEqual([{ kind: 'sponsionReward', sign: 1, amount: '200.00', month }]);
    await refused(
      t.app,
      admin,
      'POST',
      SponsionPath.assessStatus,
      { id: punish, action: 'cancel', reason: 'x' },
      RetCode.REFUSED,
      '当前状态「已取消」不能取消',
      opts,
    );
  });

  it('once the store’s pay of this month is settled, 确认 and 取消 of a confirmed one are refused and nothing changes', async () => {
    const other = await craftsman(3, '2022-02-01');
    const pending = await closed(3, other, '1500.00', 'release');
    const confirmed = await closed(3, other, '600.00', 'release');
    await set(admin, confirmed, 'confirm');
    await sql`insert into wage_settlement (store_id, month, status, computed_by) values (3, ${month}::date, 2, '测试')
      on conflict (store_id, month) do update set status = 2`.execute(t.db);
    const words = `该门店${month.slice(0, 4)}年${Number(month.slice(5, 7))}月工资已结算，不能再修改`;
    await refused(t.app, admin, 'POST', SponsionPath.assessStatus, { id: pending, action: 'confirm' }, RetCode.REFUSED, words, opts);
    await refused(t.app, admin, 'POST', SponsionPath.assessStatus, { id: confirmed, action: 'cancel', reason: '误操作' }, RetCode.REFUSED, words, opts);
    const state = await sql<{ id: number; status: number; month: string | null }>`
      select id, status, month::text from sponsion_assess where id in (${pending}, ${confirmed}) order by id`.execute(t.db);
    expect(state.rows).toEqual([
      { id: pending, status: 0, month: null },
      { id: confirmed, status: 1, month },
    ]);
    // A pending one is still cancelled: it never reached a pay sheet.
    await set(admin, pending, 'cancel', '担保人已离职');
  });

  it('getRewardNameListByInput answers the guarantors whose name or number holds the input, within the user’s stores', async () => {
    const theirs = (await sql<{ id: number }>`select id from craftsman where employee_no like 'UDA9%' and store_id = 3 order by id limit 1`.execute(t.db))
      .rows[0].id;
    const names = await ok<{ id: number; name: string }[]>(t.app, admin, 'GET', SponsionPath.rewardNames, { keyword: '考核测试' });
    expect(names.map((n) => n.id)).toEqual(expect.arrayContaining([guarantor, theirs]));
    expect(names.find((n) => n.id === guarantor)!.name).toBe('考核测试1（UDA90001）');
    const mine = await ok<{ id: number; name: string }[]>(t.app, store001, 'GET', SponsionPath.rewardNames, { keyword: 'UDA9' });
    expect(mine.map((n) => n.id)).toContain(guarantor);
    expect(mine.map((n) => n.id)).not.toContain(theirs);
    expect(await ok(t.app, admin, 'GET', SponsionPath.rewardNames, { keyword: '没有这个人' })).toEqual([]);
  });
});
