import {
  getRecruitUserDetail,
  probationEnd,
  recruitEntryResource,
  RecruitMsg,
  resourceEndpoints,
  RetCode,
  submitOnBoardingReview,
  updateRecruitUserDetail,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { candidateAt, logsOf, regionFor } from '../../../test/ledgerFixtures.js';

/** 入职管理: the employed with their craftsman record, one in full (probation, days in service), corrections; the store manager's stores. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(recruitEntryResource);
const opts = { routepath: recruitEntryResource.page };
const employed: Record<'mine' | 'other', number> = { mine: 0, other: 0 };

async function onboard(storeId: number, entryDate: string) {
  const region = await regionFor(t, storeId, '入职管理测试区');
  const c = await candidateAt(t, { ...region, storeId, stage: 4, trainingEnd: '2026-01-01' });
  await ok(
    t.app,
    admin,
    'POST',
    submitOnBoardingReview.path,
    { id: c.id, approve: true, storeId, level: 'U3', priceGrade: 'P4', entryDate },
    {
      routepath: '/hrm/employee/approval',
    },
  );
  return c.id;
}

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  employed.mine = await onboard(1, '2026-03-02');
  employed.other = await onboard(2, '2026-03-03');
});
afterAll(async () => {
  await t?.close();
});

describe('入职管理', () => {
  it('lists the employed by entry date with their 工号, filtered by entry date and store; the store manager sees its store only', async () => {
    const rows = await ok<{ id: number; employeeNo: string | null; employedOn: string; intendedStoreId: number }[]>(
      t.app,
      admin,
      'GET',
      api.list.path,
      { employedOnStart: '2026-03-02', employedOnEnd: '2026-03-03', pageSize: 100 },
      opts,
    );
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([employed.mine, employed.other]));
    expect(rows.every((r) => r.employedOn >= '2026-03-02' && r.employedOn <= '2026-03-03' && /^UD/.test(r.employeeNo ?? ''))).toBe(true);
    const store2 = await ok<{ id: number }[]>(
      t.app,
      admin,
      'GET',
      api.list.path,
      { intendedStoreId: 2, employedOnStart: '2026-03-02', employedOnEnd: '2026-03-03' },
      opts,
    );
    expect(store2.map((r) => r.id)).toContain(employed.other);
    expect(store2.map((r) => r.id)).not.toContain(employed.mine);
    const mine = await ok<{ id: number; intendedStoreId: number }[]>(t.app, store001, 'GET', api.list.path, { pageSize: 100 }, opts);
    expect(mine.every((r) => r.intendedStoreId === 1)).toBe(true);
    expect(mine.map((r) => r.id)).toContain(employed.mine);
  });

  it('answers one employed person: probation ends 90 days after entry, days in service counted from the entry day', async () => {
    const d = await ok<{ employedOn: string; probationEnd: string; daysInService: number; employeeNo: string; mobile: string; storeId: number }>(
      t.app,
      admin,
      'GET',
      getRecruitUserDetail.path,
      { id: employed.mine },
      opts,
    );
    expect(d).toMatchObject({ employedOn: '2026-03-02', probationEnd: '2026-05-31', storeId: 1 });
    expect(probationEnd('2026-03-02')).toBe('2026-05-31');
    const expected = Math.floor((Date.parse(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)) - Date.parse('2026-03-02')) / 86_400_000) + 1;
    expect(d.daysInService).toBe(expected);
    expect(d.mobile).toMatch(/^\d{3,4}\*{4}\d{4}$/);
    await refused(t.app, store001, 'GET', getRecruitUserDetail.path, { id: employed.other }, RetCode.REFUSED, RecruitMsg.candidateMissing, opts);
  });

  it('corrects an employed person’s education, years and remark with a log row; refuses others’ and bad values', async () => {
    await ok(t.app, admin, 'POST', updateRecruitUserDetail.path, { id: employed.mine, education: 4, workYears: 3.5, specialRemark: '持有高级美发师证' }, opts);
    const row = (
      await sql<{ education: number; work_years: string; special_remark: string }>`
      select education, work_years::text as work_years, special_remark from recruit_candidate where id = ${employed.mine}`.execute(t.db)
    ).rows[0];
    expect(row).toEqual({ education: 4, work_years: '3.5', special_remark: '持有高级美发师证' });
    expect((await logsOf(t, employed.mine)).at(-1)).toMatchObject({ action: 'updateRecruitUserDetail' });
    await refused(t.app, admin, 'POST', updateRecruitUserDetail.path, { id: employed.mine, education: 42, workYears: 1 }, RetCode.INVALID, 'education', opts);
    await refused(t.app, admin, 'POST', updateRecruitUserDetail.path, { id: employed.mine, education: 4, workYears: -1 }, RetCode.INVALID, 'workYears', opts);
    const open = await candidateAt(t, { ...(await regionFor(t, 1, '入职管理测试区')), storeId: 1, stage: 2 });
    await refused(
      t.app,
      admin,
      'POST',
      updateRecruitUserDetail.path,
      { id: open.id, education: 4, workYears: 1 },
      RetCode.REFUSED,
      RecruitMsg.notEmployed,
      opts,
    );
  });
});
