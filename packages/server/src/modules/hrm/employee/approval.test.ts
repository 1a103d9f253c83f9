import { recruitOnboardingResource, RecruitMsg, resourceEndpoints, RetCode, submitOnBoardingReview } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { candidateAt, logsOf, regionFor, stageOf } from '../../../test/ledgerFixtures.js';

/**
 * 入职审批: the candidates at 待入职审核; approval creates exactly one craftsman (home store, sealed ID
 * number) and a log row in one transaction, a refusal on the way writes nothing; onboarding before
 * training ended is refused in words; 驳回 needs its reason; head office's step.
 */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(recruitOnboardingResource);
const opts = { routepath: recruitOnboardingResource.page };
let region: { id: number; regionId: number; cityId: number };

const craftsmen = async () => (await sql<{ n: number }>`select count(*)::int as n from craftsman`.execute(t.db)).rows[0].n;
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const approve = (id: number, o: Record<string, unknown> = {}) => ({ id, approve: true, storeId: 1, level: 'U3', priceGrade: 'P4', entryDate: today(), ...o });

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  region = await regionFor(t, 1, '入职测试区');
});
afterAll(async () => {
  await t?.close();
});

describe('入职审批', () => {
  it('lists only candidates at 待入职审核', async () => {
    const waiting = await candidateAt(t, { ...region, storeId: 1, stage: 4 });
    await candidateAt(t, { ...region, storeId: 1, stage: 3 });
    const rows = await ok<{ id: number }[]>(t.app, admin, 'POST', api.list.path, { regionId: region.id, pageSize: 100 }, opts);
    expect(rows.map((r) => r.id)).toContain(waiting.id);
    const stages = await sql<{ stage: number }>`select stage from recruit_candidate where id in (${sql.join(rows.map((r) => r.id))})`.execute(t.db);
    expect(stages.rows.every((r) => r.stage === 4)).toBe(true);
  });

  it('approves: one craftsman in the register (home store, level, price grade, sealed ID number, the mobile), the candidate 已入职 pointing at it, a log row', async () => {
    const c = await candidateAt(t, { ...region, storeId: 1, stage: 4, name: '入职甲' });
    const before = await craftsmen();
    expect(await ok(t.app, admin, 'POST', submitOnBoardingReview.path, approve(c.id, { storeId: 2 }), opts)).toEqual({ id: c.id, stage: 5 });
    expect(await craftsmen()).toBe(before + 1);
    const cand = (
      await sql<{ stage: number; craftsman_id: number; employed_on: string; intended_store_id: number }>`
        select stage, craftsman_id, employed_on::text as employed_on, intended_store_id from recruit_candidate where id = ${c.id}`.execute(t.db)
    ).rows[0];
    expect(cand).toMatchObject({ stage: 5, employed_on: today(), intended_store_id: 2 });
    const made = (
      await sql<{
        employee_no: string;
        real_name: string;
        store_id: number;
        level: string;
        price_grade: string;
        status: number;
        mobile: string;
        id_card_hash: string;
        entry_date: string;
      }>`
        select employee_no, real_name, store_id, level, price_grade, status, mobile, id_card_hash, entry_date::text as entry_date from craftsman where id = ${cand.craftsman_id}`.execute(
        t.db,
      )
    ).rows[0];
    expect(made).toMatchObject({ real_name: '入职甲', store_id: 2, level: 'U3', price_grade: 'P4', status: 1, mobile: c.mobile, entry_date: today() });
    expect(made.employee_no).toMatch(/^UD\d{6,}$/);
    expect(made.id_card_hash).toBe(t.services.vault.lookupHash(c.idCard!));
    const home = await sql`select 1 from craftsman_store where craftsman_id = ${cand.craftsman_id} and store_id = 2 and is_home`.execute(t.db);
    expect(home.rows).toHaveLength(1);
    const logs = await logsOf(t, c.id);
    expect(logs).toEqual([expect.objectContaining({ action: 'onBoardingReview', from_stage: 4, to_stage: 5 })]);
    expect(logs[0].remark).toContain(made.employee_no);
    // Once employed, the step is refused and nothing more is created.
    await refused(t.app, admin, 'POST', submitOnBoardingReview.path, approve(c.id), RetCode.REFUSED, RecruitMsg.wrongStage('已入职', '办理入职审核'), opts);
    expect(await craftsmen()).toBe(before + 1);
  });

  it('a refusal on the way leaves nothing written: a bad level or price grade, an ID number already on the register, an entry date before training ended', async () => {
    const c = await candidateAt(t, { ...region, storeId: 1, stage: 4 });
    const before = await craftsmen();
    await refused(t.app, admin, 'POST', submitOnBoardingReview.path, approve(c.id, { level: 'X9' }), RetCode.INVALID, RecruitMsg.badLevel, opts);
    await refused(t.app, admin, 'POST', submitOnBoardingReview.path, approve(c.id, { priceGrade: 'Q1' }), RetCode.INVALID, RecruitMsg.badPriceGrade, opts);
    await refused(t.app, admin, 'POST', submitOnBoardingReview.path, approve(c.id, { entryDate: '2020-01-01' }), RetCode.INVALID, 'entryDate', opts);
    await refused(t.app, admin, 'POST', submitOnBoardingReview.path, approve(c.id, { storeId: undefined }), RetCode.INVALID, 'storeId', opts);
    const taken = await candidateAt(t, { ...region, storeId: 1, stage: 4 });
    await sql`update craftsman set id_card_hash = ${t.services.vault.lookupHash(taken.idCard!)} where id = (select min(id) from craftsman)`.execute(t.db);
    await refused(t.app, admin, 'POST', submitOnBoardingReview.path, approve(taken.id), RetCode.REFUSED, '已在手艺人档案中', opts);
    expect(await craftsmen()).toBe(before);
    for (const id of [c.id, taken.id]) {
      expect(await stageOf(t, id)).toBe(4);
      expect(await logsOf(t, id)).toEqual([]);
    }
  });

  it('refuses onboarding before training ended, in words', async () => {
    const training = await candidateAt(t, { ...region, storeId: 1, stage: 3 });
    await refused(
      t.app,
      admin,
      'POST',
      submitOnBoardingReview.path,
      approve(training.id),
      RetCode.REFUSED,
      '候选人当前为「培训中」，尚未完成培训，不能办理入职',
      opts,
    );
    const early = await candidateAt(t, { ...region, storeId: 1, stage: 4, trainingEnd: '2099-01-31' });
    await refused(t.app, admin, 'POST', submitOnBoardingReview.path, approve(early.id), RetCode.REFUSED, RecruitMsg.trainingNotEnded('2099-01-31'), opts);
    const registered = await candidateAt(t, { ...region, storeId: 1, stage: 0 });
    await refused(t.app, admin, 'POST', submitOnBoardingReview.path, approve(registered.id), RetCode.REFUSED, '尚未完成培训', opts);
    expect([await stageOf(t, training.id), await stageOf(t, early.id), await stageOf(t, registered.id)]).toEqual([3, 4, 0]);
  });

  it('驳回 makes the candidate 未录用 with the reason, and needs one', async () => {
    const c = await candidateAt(t, { ...region, storeId: 1, stage: 4 });
    await refused(t.app, admin, 'POST', submitOnBoardingReview.path, { id: c.id, approve: false }, RetCode.INVALID, 'reason', opts);
    await ok(t.app, admin, 'POST', submitOnBoardingReview.path, { id: c.id, approve: false, reason: '背景调查未通过' }, opts);
    const row = (
      await sql<{ stage: number; closed_reason: string; craftsman_id: number | null }>`
      select stage, closed_reason, craftsman_id from recruit_candidate where id = ${c.id}`.execute(t.db)
    ).rows[0];
    expect(row).toEqual({ stage: 8, closed_reason: '背景调查未通过', craftsman_id: null });
    expect(await logsOf(t, c.id)).toEqual([
      expect.objectContaining({ action: 'onBoardingReview', from_stage: 4, to_stage: 8, remark: '驳回：背景调查未通过' }),
    ]);
  });

  it('is head office’s: the store manager can neither list nor approve', async () => {
    const c = await candidateAt(t, { ...region, storeId: 1, stage: 4 });
    await refused(t.app, store001, 'POST', api.list.path, {}, RetCode.REFUSED, undefined, opts);
    await refused(t.app, store001, 'POST', submitOnBoardingReview.path, approve(c.id), RetCode.REFUSED, undefined, opts);
    expect(await stageOf(t, c.id)).toBe(4);
  });
});
