import {
  getBaseRecrLedgerById,
  getHistoryRecrLedger,
  getInterviewerDetailById,
  getRecrInterviewTrainingRecordById,
  getRecrSysLogById,
  INTERVIEW_DETAIL_PAGE,
  RecruitMsg,
  RetCode,
  submitHrInterview,
  updateRecrLedger,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, userIdOf, type Session, type TestApp } from '../../../test/harness.js';
import { candidateAt, newIdCard, newMobile, regionFor } from '../../../test/ledgerFixtures.js';

/** 面试详情: one candidate's registration, steps, records, interviewer and earlier applications, within the reader's stores. */
let t: TestApp;
let admin: Session;
let store001: Session;
const opts = { routepath: INTERVIEW_DETAIL_PAGE };
let id = 0;
let earlier = 0;
let otherStore = 0;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  const region = await regionFor(t, 1, '详情测试区');
  const idCard = newIdCard();
  const mobile = newMobile();
  earlier = (await candidateAt(t, { ...region, storeId: 1, stage: 9, idCard, name: '详情甲' })).id;
  const created = await ok<{ id: number }>(
    t.app,
    admin,
    'POST',
    updateRecrLedger.path,
    {
      realName: '详情甲',
      gender: 1,
      mobile,
      idCard,
      education: 4,
      workYears: 1,
      source: 2,
      regionId: region.id,
      intendedPost: 1,
      intendedStoreId: 1,
      interviewerId: await userIdOf(t.db, 'store001'),
      specialRemark: '希望在陆家嘴附近',
    },
    { routepath: '/hrm/employee/manage' },
  );
  id = created.id;
  await ok(t.app, admin, 'POST', submitHrInterview.path, { id, pass: true, remark: '形象好' }, { routepath: '/hrm/employee/interviewing' });
  otherStore = (await candidateAt(t, { ...(await regionFor(t, 2, '详情测试二区')), storeId: 2, stage: 0 })).id;
});
afterAll(async () => {
  await t?.close();
});

describe('面试详情', () => {
  it('answers the registration masked, the dated steps with operators, the interview record, the interviewer and the earlier application', async () => {
    const base = await ok<{ realName: string; mobile: string; idCard: string; stage: number; regionName: string; specialRemark: string }>(
      t.app,
      admin,
      'GET',
      getBaseRecrLedgerById.path,
      { id },
      opts,
    );
    expect(base).toMatchObject({ realName: '详情甲', stage: 1, regionName: '详情测试区', specialRemark: '希望在陆家嘴附近' });
    expect(base.mobile).toMatch(/^\d{3,4}\*{4}\d{4}$/);
    expect(base.idCard).toMatch(/^\d{4}\*{4}\d{3}[\dX]$/);
    const logs = await ok<{ action: string; fromStage: number | null; toStage: number; operator: string; createdAt: string }[]>(
      t.app,
      admin,
      'GET',
      getRecrSysLogById.path,
      { id },
      opts,
    );
    expect(logs.map((l) => [l.action, l.fromStage, l.toStage])).toEqual([
      ['register', null, 0],
      ['hrInterview', 0, 1],
    ]);
    expect(logs.every((l) => l.operator && !Number.isNaN(Date.parse(l.createdAt)))).toBe(true);
    const record = await ok<{ hrInterviewRemark: string; hrInterviewAt: string | null; trainingSkipped: boolean }>(
      t.app,
      admin,
      'GET',
      getRecrInterviewTrainingRecordById.path,
      { id },
      opts,
    );
    expect(record).toMatchObject({ hrInterviewRemark: '形象好', trainingSkipped: false });
    expect(record.hrInterviewAt).not.toBeNull();
    const interviewer = await ok<{ account: string; interviewed: number; passed: number }>(t.app, admin, 'GET', getInterviewerDetailById.path, { id }, opts);
    expect(interviewer.account).toBe('store001');
    expect(interviewer.interviewed).toBeGreaterThanOrEqual(1);
    expect(interviewer.passed).toBeGreaterThanOrEqual(1);
    const history = await ok<{ id: number; byIdCard: boolean; stage: number }[]>(t.app, admin, 'GET', getHistoryRecrLedger.path, { id }, opts);
    expect(history).toEqual([expect.objectContaining({ id: earlier, byIdCard: true, stage: 9 })]);
  });

  it('the store manager reads its store’s candidates only', async () => {
    await ok(t.app, store001, 'GET', getBaseRecrLedgerById.path, { id }, opts);
    for (const path of [getBaseRecrLedgerById.path, getRecrSysLogById.path, getHistoryRecrLedger.path])
      await refused(t.app, store001, 'GET', path, { id: otherStore }, RetCode.REFUSED, RecruitMsg.candidateMissing, opts);
    const none = await sql`select 1 from recruit_candidate where id = 999999`.execute(t.db);
    expect(none.rows).toHaveLength(0);
    await refused(t.app, admin, 'GET', getBaseRecrLedgerById.path, { id: 999999 }, RetCode.REFUSED, RecruitMsg.candidateMissing, opts);
  });
});
