import {
  resourceEndpoints,
  RetCode,
  talentAttend,
  talentAttendance,
  talentClassOptions,
  talentErrors,
  talentFinish,
  talentResource,
  talentSkip,
  talentStatistics,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { fixtureCandidate, logOf, stageOf } from '../../../test/recruitFixtures.js';

/** 人才管理: 参加培训 2 → 3, 免培训 2 → 4, 培训结束 3 → 4 / 3 → 8, each refused at another stage; statistics and errors. */
let t: TestApp;
let admin: Session;
let classId: number;
let endedClassId: number;
const list = resourceEndpoints(talentResource).list;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  const trainer = (await sql<{ id: number }>`select id from craftsman where status = 1 order by id limit 1`.execute(t.db)).rows[0].id;
  classId = (
    await sql<{ id: number }>`insert into recruit_training_class (name, store_id, trainer_craftsman_id, start_date, end_date)
      values ('测试培训班 ' || ${String(Date.now())}, 1, ${trainer}, (now() at time zone 'Asia/Shanghai')::date - 3, (now() at time zone 'Asia/Shanghai')::date + 10) returning id`.execute(
      t.db,
    )
  ).rows[0].id;
  endedClassId = (
    await sql<{ id: number }>`insert into recruit_training_class (name, store_id, trainer_craftsman_id, start_date, end_date)
      values ('测试已结业班 ' || ${String(Date.now())}, 1, ${trainer}, (now() at time zone 'Asia/Shanghai')::date - 30, (now() at time zone 'Asia/Shanghai')::date - 20) returning id`.execute(
      t.db,
    )
  ).rows[0].id;
});
afterAll(async () => {
  await t?.close();
});

describe('参加培训 / 免培训', () => {
  it('参加培训 moves 待培训 → 培训中 into an open class, logged; the list shows the class and trainer', async () => {
    const c = await fixtureCandidate(t, { stage: 2, name: '培训甲' });
    const options = await ok<{ id: number }[]>(t.app, admin, 'GET', talentClassOptions.path);
    expect(options.some((o) => o.id === classId)).toBe(true);
    expect(options.some((o) => o.id === endedClassId)).toBe(false);
    await refused(t.app, admin, 'POST', talentAttend.path, { id: c.id, classId: endedClassId }, RetCode.INVALID, '该培训班已结业');
    expect(await stageOf(t, c.id)).toBe(2);
    await ok(t.app, admin, 'POST', talentAttend.path, { id: c.id, classId });
    expect(await stageOf(t, c.id)).toBe(3);
    expect((await logOf(t, c.id)).at(-1)).toMatchObject({ action: 'attendTraining', from_stage: 2, to_stage: 3 });
    const rows = await ok<{ id: number; className: string; trainerName: string; result: number; trainingStart: string }[]>(t.app, admin, 'POST', list.path, {
      realName: '培训甲',
    });
    expect(rows.find((r) => r.id === c.id)).toMatchObject({ result: 0 });
    expect(rows.find((r) => r.id === c.id)?.className).toContain('测试培训班');
    // Again from 培训中: refused in words.
    await refused(t.app, admin, 'POST', talentAttend.path, { id: c.id, classId }, RetCode.REFUSED, '候选人当前为「培训中」，不能参加培训');
  });

  it('免培训 moves 待培训 → 待入职审核 with its reason; from 培训中 it is refused and nothing changes', async () => {
    const c = await fixtureCandidate(t, { stage: 2, name: '培训乙' });
    await refused(t.app, admin, 'POST', talentSkip.path, { id: c.id, reason: '' }, RetCode.INVALID, '请填写免培训原因');
    await ok(t.app, admin, 'POST', talentSkip.path, { id: c.id, reason: '有五年门店经验，考核优秀' });
    expect(await stageOf(t, c.id)).toBe(4);
    const tr = (await sql<{ result: number; remark: string }>`select result, remark from recruit_training where id = ${c.id}`.execute(t.db)).rows[0];
    expect(tr).toEqual({ result: 3, remark: '有五年门店经验，考核优秀' });
    expect((await logOf(t, c.id)).at(-1)).toMatchObject({ action: 'toSkipTraining', from_stage: 2, to_stage: 4, remark: '有五年门店经验，考核优秀' });

    const inTraining = await fixtureCandidate(t, { stage: 2, name: '培训丙' });
    await ok(t.app, admin, 'POST', talentAttend.path, { id: inTraining.id, classId });
    const logs = (await logOf(t, inTraining.id)).length;
    await refused(t.app, admin, 'POST', talentSkip.path, { id: inTraining.id, reason: '想跳过' }, RetCode.REFUSED, '候选人当前为「培训中」，不能免培训');
    expect(await stageOf(t, inTraining.id)).toBe(3);
    expect(await logOf(t, inTraining.id)).toHaveLength(logs);
  });
});

describe('培训结束', () => {
  it('合格 moves 培训中 → 待入职审核 with the attendance; 不合格 moves to 未录用 with the reason; not from 待培训', async () => {
    const pass = await fixtureCandidate(t, { stage: 2, name: '培训丁' });
    await ok(t.app, admin, 'POST', talentAttend.path, { id: pass.id, classId });
    await ok(t.app, admin, 'POST', talentAttendance.path, { id: pass.id, attendanceDays: 3 });
    await refused(t.app, admin, 'POST', talentAttendance.path, { id: pass.id, attendanceDays: 9 }, RetCode.INVALID, '出勤天数不能超过已开班天数（4 天）');
    await ok(t.app, admin, 'POST', talentFinish.path, { id: pass.id, passed: true, attendanceDays: 4 });
    expect(await stageOf(t, pass.id)).toBe(4);
    expect(
      (await sql<{ result: number; attendance_days: number }>`select result, attendance_days from recruit_training where id = ${pass.id}`.execute(t.db))
        .rows[0],
    ).toEqual({
      result: 1,
      attendance_days: 4,
    });
    expect(await auditRows(t.db, { table: 'recruit_training', recordId: pass.id })).toHaveLength(3);

    const fail = await fixtureCandidate(t, { stage: 2, name: '培训戊' });
    await ok(t.app, admin, 'POST', talentAttend.path, { id: fail.id, classId });
    await refused(t.app, admin, 'POST', talentFinish.path, { id: fail.id, passed: false, attendanceDays: 2 }, RetCode.INVALID, '请填写不合格原因');
    await ok(t.app, admin, 'POST', talentFinish.path, { id: fail.id, passed: false, attendanceDays: 2, reason: '缺勤较多，实操不达标' });
    const closed = (await sql<{ stage: number; closed_reason: string }>`select stage, closed_reason from recruit_candidate where id = ${fail.id}`.execute(t.db))
      .rows[0];
    expect(closed).toEqual({ stage: 8, closed_reason: '培训不合格：缺勤较多，实操不达标' });

    const waiting = await fixtureCandidate(t, { stage: 2, name: '培训己' });
    await refused(
      t.app,
      admin,
      'POST',
      talentFinish.path,
      { id: waiting.id, passed: true, attendanceDays: 0 },
      RetCode.REFUSED,
      '候选人当前为「待培训」，不能结束培训',
    );
    expect(await stageOf(t, waiting.id)).toBe(2);
  });
});

describe('统计与异常', () => {
  it('statistics per class equal a direct count of the training rows', async () => {
    const stats = await ok<{ classId: number; total: number; inTraining: number; passed: number; failed: number }[]>(
      t.app,
      admin,
      'POST',
      talentStatistics.path,
      {},
    );
    const mine = stats.find((s) => s.classId === classId)!;
    const direct = (
      await sql<{ total: number; inTraining: number; passed: number; failed: number }>`
        select count(*)::int as total, count(*) filter (where result = 0)::int as "inTraining", count(*) filter (where result = 1)::int as passed,
          count(*) filter (where result = 2)::int as failed from recruit_training where class_id = ${classId}`.execute(t.db)
    ).rows[0];
    expect({ total: mine.total, inTraining: mine.inTraining, passed: mine.passed, failed: mine.failed }).toEqual(direct);
    expect(direct.total).toBeGreaterThanOrEqual(4);
  });

  it('getErrorList names a candidate 培训中 without a training record and one at 待入职审核 that never trained', async () => {
    const orphan = await fixtureCandidate(t, { stage: 3, name: '异常甲' });
    const untrained = await fixtureCandidate(t, { stage: 4, name: '异常乙' });
    const errors = await ok<{ id: number; problem: string }[]>(t.app, admin, 'GET', talentErrors.path);
    expect(errors.find((e) => e.id === orphan.id)?.problem).toBe('培训中但没有培训记录');
    expect(errors.find((e) => e.id === untrained.id)?.problem).toBe('待入职审核但未完成培训或免培训');
  });
});
