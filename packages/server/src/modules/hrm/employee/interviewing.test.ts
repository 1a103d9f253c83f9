import {
  recruitInterviewResource,
  RecruitMsg,
  resourceEndpoints,
  RetCode,
  submitExchangeArea,
  submitExchangeStatus,
  submitHrInterview,
  submitModifyInterviewer,
  submitShiftAdjustment,
  submitSurveyRegister,
  updateSpecialRemark,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, userIdOf, type Session, type TestApp } from '../../../test/harness.js';
import { candidateAt, logsOf, regionFor, stageOf } from '../../../test/ledgerFixtures.js';

/**
 * 面试管理: the candidates at 待面试/待考核 and each interview step, allowed and refused (out of order, out
 * of the store manager's stores), each with its log row.
 */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(recruitInterviewResource);
const opts = { routepath: recruitInterviewResource.page };
let region: { id: number; regionId: number; cityId: number };
let region2: { id: number; regionId: number; cityId: number };
let adminId = 0;
let store001Id = 0;

const at = (stage: number, storeId = 1) => candidateAt(t, { ...(storeId === 1 ? region : region2), storeId, stage });

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  adminId = await userIdOf(t.db, 'admin');
  store001Id = await userIdOf(t.db, 'store001');
  region = await regionFor(t, 1, '面试测试一区');
  region2 = await regionFor(t, 2, '面试测试二区');
});
afterAll(async () => {
  await t?.close();
});

describe('面试管理 list', () => {
  it('lists only candidates at 待面试 and 待考核; the store manager only its store’s', async () => {
    const ids = { waiting: (await at(0)).id, passed: (await at(1)).id, training: (await at(3)).id, other: (await at(0, 2)).id };
    const rows = await ok<{ id: number; stage: number }[]>(t.app, admin, 'POST', api.list.path, { regionId: region.id, pageSize: 100 }, opts);
    expect(rows.map((r) => r.id).sort()).toEqual([ids.waiting, ids.passed].sort());
    const mine = await ok<{ id: number; intendedStoreId: number; stage: number }[]>(t.app, store001, 'POST', api.list.path, { pageSize: 100 }, opts);
    expect(mine.every((r) => r.intendedStoreId === 1 && (r.stage === 0 || r.stage === 1))).toBe(true);
    expect(mine.some((r) => r.id === ids.other)).toBe(false);
  });
});

describe('HR面试', () => {
  it('passes a waiting candidate to 待考核 with the remark, and refuses the step again (naming the stage)', async () => {
    const c = await at(0);
    expect(await ok(t.app, admin, 'POST', submitHrInterview.path, { id: c.id, pass: true, remark: '沟通顺畅，有两年经验' }, opts)).toEqual({
      id: c.id,
      stage: 1,
    });
    expect(await stageOf(t, c.id)).toBe(1);
    expect(await logsOf(t, c.id)).toEqual([
      expect.objectContaining({ action: 'hrInterview', from_stage: 0, to_stage: 1, remark: '沟通顺畅，有两年经验', operator: expect.any(String) }),
    ]);
    await refused(
      t.app,
      admin,
      'POST',
      submitHrInterview.path,
      { id: c.id, pass: true },
      RetCode.REFUSED,
      RecruitMsg.wrongStage('待考核', '提交HR面试结果'),
      opts,
    );
    expect(await logsOf(t, c.id)).toHaveLength(1);
  });

  it('fails a candidate to 未录用 only with a reason', async () => {
    const c = await at(0);
    await refused(t.app, admin, 'POST', submitHrInterview.path, { id: c.id, pass: false }, RetCode.INVALID, 'remark', opts);
    expect(await stageOf(t, c.id)).toBe(0);
    await ok(t.app, admin, 'POST', submitHrInterview.path, { id: c.id, pass: false, remark: '不能接受排班' }, opts);
    const row = (await sql<{ stage: number; closed_reason: string }>`select stage, closed_reason from recruit_candidate where id = ${c.id}`.execute(t.db))
      .rows[0];
    expect(row).toEqual({ stage: 8, closed_reason: '不能接受排班' });
  });
});

describe('面试官, 面试时间, 区域, 问卷, 备注', () => {
  it('changes the interviewer and the interview time of a waiting candidate, refuses both once interviewed', async () => {
    const c = await at(0);
    await ok(t.app, admin, 'POST', submitModifyInterviewer.path, { id: c.id, interviewerId: store001Id }, opts);
    await refused(t.app, admin, 'POST', submitModifyInterviewer.path, { id: c.id, interviewerId: store001Id }, RetCode.INVALID, 'interviewerId', opts);
    await refused(t.app, admin, 'POST', submitModifyInterviewer.path, { id: c.id, interviewerId: 999999 }, RetCode.INVALID, 'interviewerId', opts);
    await ok(t.app, admin, 'POST', submitShiftAdjustment.path, { id: c.id, interviewAt: '2026-12-05T06:30:00.000Z', remark: '候选人周五有课' }, opts);
    const row = (
      await sql<{ interviewer_id: number; interview_at: Date }>`select interviewer_id, interview_at from recruit_candidate where id = ${c.id}`.execute(t.db)
    ).rows[0];
    expect(row.interviewer_id).toBe(store001Id);
    expect(row.interview_at.toISOString()).toBe('2026-12-05T06:30:00.000Z');
    const logs = await logsOf(t, c.id);
    expect(logs.map((l) => l.action)).toEqual(['modifyInterviewer', 'shiftAdjustment']);
    expect(logs[1].remark).toContain('2026/12/5 14:30');
    const done = await at(1);
    await refused(t.app, admin, 'POST', submitModifyInterviewer.path, { id: done.id, interviewerId: adminId }, RetCode.REFUSED, '待考核', opts);
    await refused(t.app, admin, 'POST', submitShiftAdjustment.path, { id: done.id, interviewAt: '2026-12-05T06:30:00.000Z' }, RetCode.REFUSED, '待考核', opts);
    await refused(t.app, admin, 'POST', submitShiftAdjustment.path, { id: c.id, interviewAt: '明天下午' }, RetCode.INVALID, 'interviewAt', opts);
  });

  it('moves an open candidate to another region (its city follows), registers the survey once, keeps a special remark', async () => {
    const c = await at(1);
    const other = await regionFor(t, 2, '面试测试三区');
    await ok(t.app, admin, 'POST', submitExchangeArea.path, { id: c.id, regionId: other.id }, opts);
    const row = (await sql<{ region_id: number; city_id: number }>`select region_id, city_id from recruit_candidate where id = ${c.id}`.execute(t.db)).rows[0];
    expect(row).toEqual({ region_id: other.id, city_id: other.cityId });
    await refused(t.app, admin, 'POST', submitExchangeArea.path, { id: c.id, regionId: other.id }, RetCode.INVALID, 'regionId', opts);
    const off = await regionFor(t, 1, '面试停用区', false);
    await refused(t.app, admin, 'POST', submitExchangeArea.path, { id: c.id, regionId: off.id }, RetCode.INVALID, RecruitMsg.regionDisabled, opts);
    await ok(t.app, admin, 'POST', submitSurveyRegister.path, { id: c.id }, opts);
    await refused(t.app, admin, 'POST', submitSurveyRegister.path, { id: c.id }, RetCode.REFUSED, RecruitMsg.surveyDone, opts);
    await ok(t.app, admin, 'POST', updateSpecialRemark.path, { id: c.id, specialRemark: '只能上晚班' }, opts);
    expect((await sql<{ r: string }>`select special_remark as r from recruit_candidate where id = ${c.id}`.execute(t.db)).rows[0].r).toBe('只能上晚班');
    expect((await logsOf(t, c.id)).map((l) => l.action)).toEqual(['exchangeArea', 'surveyRegister', 'specialRemark']);
    const closed = await at(8);
    await refused(t.app, admin, 'POST', submitExchangeArea.path, { id: closed.id, regionId: other.id }, RetCode.REFUSED, '未录用', opts);
    await refused(t.app, admin, 'POST', submitSurveyRegister.path, { id: closed.id }, RetCode.REFUSED, '未录用', opts);
  });
});

describe('结束应聘', () => {
  it('withdraws (已放弃) or refuses (未录用) an open candidate with the reason; a closed one is refused', async () => {
    const a = await at(0);
    const b = await at(3);
    await ok(t.app, admin, 'POST', submitExchangeStatus.path, { id: a.id, status: 9, reason: '已找到其他工作' }, opts);
    await ok(t.app, admin, 'POST', submitExchangeStatus.path, { id: b.id, status: 8, reason: '培训期间多次缺勤' }, opts);
    expect([await stageOf(t, a.id), await stageOf(t, b.id)]).toEqual([9, 8]);
    expect(await logsOf(t, a.id)).toEqual([
      expect.objectContaining({ action: 'exchangeStatus', from_stage: 0, to_stage: 9, remark: '已放弃：已找到其他工作' }),
    ]);
    await refused(
      t.app,
      admin,
      'POST',
      submitExchangeStatus.path,
      { id: a.id, status: 8, reason: '再次' },
      RetCode.REFUSED,
      RecruitMsg.wrongStage('已放弃', '标记为未录用'),
      opts,
    );
    await refused(t.app, admin, 'POST', submitExchangeStatus.path, { id: a.id, status: 5, reason: '入职' }, RetCode.INVALID, 'status', opts);
    const c = await at(0);
    await refused(t.app, admin, 'POST', submitExchangeStatus.path, { id: c.id, status: 9, reason: ' ' }, RetCode.INVALID, 'reason', opts);
    expect(await stageOf(t, c.id)).toBe(0);
  });
});

describe('店长', () => {
  it('acts on its store’s candidates and cannot act on another store’s', async () => {
    const mine = await at(0);
    const other = await at(0, 2);
    await ok(t.app, store001, 'POST', submitHrInterview.path, { id: mine.id, pass: true, remark: '店长面试通过' }, opts);
    await refused(t.app, store001, 'POST', submitHrInterview.path, { id: other.id, pass: true }, RetCode.REFUSED, RecruitMsg.candidateMissing, opts);
    await refused(
      t.app,
      store001,
      'POST',
      submitExchangeStatus.path,
      { id: other.id, status: 9, reason: '放弃' },
      RetCode.REFUSED,
      RecruitMsg.candidateMissing,
      opts,
    );
    expect(await stageOf(t, other.id)).toBe(0);
    expect(await logsOf(t, other.id)).toEqual([]);
    // 更换招聘区域 is head office's.
    await refused(t.app, store001, 'POST', submitExchangeArea.path, { id: mine.id, regionId: region2.id }, RetCode.REFUSED, undefined, opts);
  });
});
