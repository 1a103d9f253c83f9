import {
  ASSESSMENT_ITEMS,
  assessmentArrange,
  assessmentCandidates,
  assessmentOutcome,
  assessmentResource,
  assessmentScore,
  assessmentSessions,
  resourceEndpoints,
  RetCode,
  snakeCase,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { fixtureCandidate, logOf, stageOf } from '../../../test/recruitFixtures.js';

/** 考核管理: sessions of candidates at 待考核, scores moving them to 待培训 or 未录用, refused at any other stage. */
let t: TestApp;
let admin: Session;
let examiner: number;
const list = resourceEndpoints(assessmentResource).list;
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const scores = (cut: number, blow: number, perm: number, service: number) => ({ scoreCut: cut, scoreBlow: blow, scorePerm: perm, scoreService: service });

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  examiner = (await sql<{ id: number }>`select id from craftsman where status = 1 and store_id = 1 order by id limit 1`.execute(t.db)).rows[0].id;
});
afterAll(async () => {
  await t?.close();
});

async function arrange(candidateIds: number[]) {
  return ok<{ sessionId: number; count: number }>(t.app, admin, 'POST', assessmentArrange.path, {
    sessionDate: chinaToday(),
    storeId: 1,
    examinerId: examiner,
    candidateIds,
  });
}
const recordOf = async (sessionId: number, candidateId: number) =>
  (await sql<{ id: number }>`select id from recruit_assessment where session_id = ${sessionId} and candidate_id = ${candidateId}`.execute(t.db)).rows[0].id;

describe('考核项目', () => {
  it('each declared item is a score column of recruit_assessment, and the total is the items’ mean', async () => {
    const columns = (
      await sql<{
        column_name: string;
      }>`select column_name from information_schema.columns where table_name = 'recruit_assessment' and column_name like 'score_%' and data_type = 'smallint'`.execute(
        t.db,
      )
    ).rows.map((r) => r.column_name);
    expect(columns.sort()).toEqual(ASSESSMENT_ITEMS.map((i) => snakeCase(i.key)).sort());
    expect(assessmentOutcome(scores(80, 70, 65, 90))).toEqual({ total: '76.3', passed: true, failedItems: [] });
    expect(assessmentOutcome(scores(59, 100, 100, 100)).passed).toBe(false);
  });
});

describe('安排考核', () => {
  it('takes candidates at 待考核 only, each in one waiting session; offers exactly those', async () => {
    const ready = await fixtureCandidate(t, { stage: 1, name: '考核甲' });
    const early = await fixtureCandidate(t, { stage: 0, name: '考核乙' });
    const offered = await ok<{ id: number }[]>(t.app, admin, 'GET', assessmentCandidates.path);
    expect(offered.some((o) => o.id === ready.id)).toBe(true);
    expect(offered.some((o) => o.id === early.id)).toBe(false);
    const before = (await sql<{ n: number }>`select count(*)::int as n from recruit_assessment_session`.execute(t.db)).rows[0].n;
    await refused(
      t.app,
      admin,
      'POST',
      assessmentArrange.path,
      { sessionDate: chinaToday(), storeId: 1, examinerId: examiner, candidateIds: [ready.id, early.id] },
      RetCode.INVALID,
      '考核乙：候选人当前为「待面试」，不能安排考核',
    );
    expect((await sql<{ n: number }>`select count(*)::int as n from recruit_assessment_session`.execute(t.db)).rows[0].n).toBe(before);
    const done = await arrange([ready.id]);
    expect(done.count).toBe(1);
    expect((await ok<{ id: number }[]>(t.app, admin, 'GET', assessmentCandidates.path)).some((o) => o.id === ready.id)).toBe(false);
    await refused(
      t.app,
      admin,
      'POST',
      assessmentArrange.path,
      { sessionDate: chinaToday(), storeId: 1, examinerId: examiner, candidateIds: [ready.id] },
      RetCode.INVALID,
      '考核甲已在待评分的考核场次中',
    );
    await refused(
      t.app,
      admin,
      'POST',
      assessmentArrange.path,
      { sessionDate: chinaToday(), storeId: 1, examinerId: examiner, candidateIds: [] },
      RetCode.INVALID,
      '请选择候选人',
    );
  });
});

describe('录入成绩', () => {
  it('passing every item moves 待考核 → 待培训 with the total, logged; the record cannot be scored twice', async () => {
    const c = await fixtureCandidate(t, { stage: 1, name: '考核丙' });
    const { sessionId } = await arrange([c.id]);
    const id = await recordOf(sessionId, c.id);
    const done = await ok<{ total: string; passed: boolean; stage: number }>(t.app, admin, 'POST', assessmentScore.path, { id, ...scores(85, 78, 72, 90) });
    expect(done).toMatchObject({ total: '81.3', passed: true, stage: 2 });
    expect(await stageOf(t, c.id)).toBe(2);
    const cand = (await sql<{ assessment_score: string }>`select assessment_score from recruit_candidate where id = ${c.id}`.execute(t.db)).rows[0];
    expect(cand.assessment_score).toBe('81.3');
    expect((await logOf(t, c.id)).at(-1)).toMatchObject({ action: 'assItemScore', from_stage: 1, to_stage: 2 });
    expect(await auditRows(t.db, { table: 'recruit_assessment', recordId: id })).toHaveLength(1);
    const rows = await ok<{ id: number; result: number; total: string; scoreCut: number }[]>(t.app, admin, 'POST', list.path, { realName: '考核丙' });
    expect(rows.find((r) => r.id === id)).toMatchObject({ result: 1, total: '81.3', scoreCut: 85 });
    await refused(t.app, admin, 'POST', assessmentScore.path, { id, ...scores(85, 78, 72, 90) }, RetCode.REFUSED, '该考核记录已评分，不能重复录入成绩');
  });

  it('an item below its pass mark moves 待考核 → 未录用 with the reason naming the items', async () => {
    const c = await fixtureCandidate(t, { stage: 1, name: '考核丁' });
    const { sessionId } = await arrange([c.id]);
    const id = await recordOf(sessionId, c.id);
    const done = await ok<{ passed: boolean; stage: number }>(t.app, admin, 'POST', assessmentScore.path, { id, ...scores(55, 78, 40, 90) });
    expect(done).toMatchObject({ passed: false, stage: 8 });
    const cand = (await sql<{ stage: number; closed_reason: string }>`select stage, closed_reason from recruit_candidate where id = ${c.id}`.execute(t.db))
      .rows[0];
    expect(cand).toEqual({ stage: 8, closed_reason: '考核未通过：剪发、烫染未达及格线' });
    expect((await logOf(t, c.id)).at(-1)).toMatchObject({ action: 'assItemScore', from_stage: 1, to_stage: 8 });
  });

  it('a candidate no longer at 待考核 is refused in words and nothing changes; a score out of 0–100 is refused', async () => {
    const c = await fixtureCandidate(t, { stage: 1, name: '考核戊' });
    const { sessionId } = await arrange([c.id]);
    const id = await recordOf(sessionId, c.id);
    await sql`update recruit_candidate set stage = 9 where id = ${c.id}`.execute(t.db);
    await refused(t.app, admin, 'POST', assessmentScore.path, { id, ...scores(90, 90, 90, 90) }, RetCode.REFUSED, '候选人当前为「已放弃」，不能录入考核成绩');
    const rec = (await sql<{ result: number; total: string | null }>`select result, total from recruit_assessment where id = ${id}`.execute(t.db)).rows[0];
    expect(rec).toEqual({ result: 0, total: null });
    expect(await stageOf(t, c.id)).toBe(9);
    await refused(t.app, admin, 'POST', assessmentScore.path, { id, ...scores(101, 90, 90, 90) }, RetCode.INVALID, 'scoreCut');
  });
});

describe('考核场次', () => {
  it('counts each session’s candidates by result as the rows say', async () => {
    const sessions = await ok<{ id: number; total: number; passed: number; failed: number; waiting: number }[]>(t.app, admin, 'GET', assessmentSessions.path);
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions.slice(0, 5)) {
      const direct = (
        await sql<{ total: number; passed: number; failed: number; waiting: number }>`
          select count(*)::int as total, count(*) filter (where result = 1)::int as passed, count(*) filter (where result = 2)::int as failed,
            count(*) filter (where result = 0)::int as waiting from recruit_assessment where session_id = ${s.id}`.execute(t.db)
      ).rows[0];
      expect({ total: s.total, passed: s.passed, failed: s.failed, waiting: s.waiting }).toEqual(direct);
    }
  });
});
