import {
  RECRUIT_STAGE,
  stageRefusal,
  TALENT_STAGES,
  talentAttend,
  talentAttendance,
  talentClassOptions,
  talentErrors,
  talentFinish,
  talentResource,
  talentSkip,
  talentStatistics,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../core/audit.js';
import { invalid, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { chinaToday, lockCandidate, moveStage } from './_shared/ledgerStep.js';

/** The problems getErrorList finds, each as a condition over c (the candidate) and tr (its training). */
const PROBLEMS = [
  { text: '培训中但没有培训记录', where: sql`c.stage = 3 and tr.id is null` },
  { text: '培训中但培训记录已结束', where: sql`c.stage = 3 and tr.result <> 0` },
  { text: '培训班已结业仍在培训中', where: sql`c.stage = 3 and tr.result = 0 and k.end_date < ${chinaToday}` },
  { text: '待培训却已有培训记录', where: sql`c.stage = 2 and tr.id is not null` },
  { text: '待入职审核但未完成培训或免培训', where: sql`c.stage = 4 and (tr.id is null or tr.result not in (1, 3))` },
  { text: '培训结束日期早于开始日期', where: sql`c.training_end < c.training_start` },
  { text: '出勤天数超过培训天数', where: sql`tr.attendance_days > coalesce(c.training_end, ${chinaToday}) - c.training_start + 1` },
];

/**
 * /hrm/employee/talent 人才管理: candidates at 待培训, 培训中 and 待入职审核 with their training; each step
 * one guarded stage change with its log row and the training row in the same transaction.
 */
export function registerTalent(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(app, talentResource, {
    conditions: () => [sql`t.stage in (${sql.join(TALENT_STAGES)})`],
  });

  registerEndpoint(app, talentClassOptions, async () => {
    const rows = await sql<{ id: number; name: string }>`
      select k.id, k.name || '（' || cr.real_name || '，' || k.start_date || '~' || k.end_date || '）' as name
      from recruit_training_class k join craftsman cr on cr.id = k.trainer_craftsman_id
      where k.end_date >= ${chinaToday} order by k.start_date, k.id`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, talentAttend, async (input, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const k = trx as unknown as Kysely<Database>;
      const klass = (
        await sql<{ start_date: string; end_date: string; ended: boolean; full: boolean }>`
          select start_date::text, end_date::text, end_date < ${chinaToday} as ended,
            (select count(*) from recruit_training tr where tr.class_id = k.id) >= k.capacity as full
          from recruit_training_class k where id = ${input.classId} for update`.execute(trx)
      ).rows[0];
      if (!klass) throw invalid('classId', '培训班不存在');
      if (klass.ended) throw invalid('classId', '该培训班已结业，请选择未结业的培训班');
      if (klass.full) throw invalid('classId', '该培训班已满员');
      await moveStage(k, auth, {
        id: input.id,
        from: [RECRUIT_STAGE.assessed],
        to: RECRUIT_STAGE.training,
        action: 'attendTraining',
        step: '参加培训',
        set: sql`training_start = ${klass.start_date}::date, training_end = null, training_skipped = false`,
      });
      await sql`insert into recruit_training (id, class_id, result, attendance_days, operator, started_at)
        values (${input.id}, ${input.classId}, 0, 0, ${auth.name}, now())`.execute(trx);
      await audit(trx, request, { action: 'attendTraining', table: 'recruit_training', recordId: input.id, after: { classId: input.classId } });
      return { id: input.id };
    }),
  );

  registerEndpoint(app, talentSkip, async (input, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      await moveStage(trx as unknown as Kysely<Database>, auth, {
        id: input.id,
        from: [RECRUIT_STAGE.assessed],
        to: RECRUIT_STAGE.review,
        action: 'toSkipTraining',
        step: '免培训',
        remark: input.reason,
        set: sql`training_skipped = true`,
      });
      await sql`insert into recruit_training (id, class_id, result, attendance_days, remark, operator, started_at, finished_at)
        values (${input.id}, null, 3, 0, ${input.reason}, ${auth.name}, now(), now())`.execute(trx);
      await audit(trx, request, { action: 'toSkipTraining', table: 'recruit_training', recordId: input.id, after: { reason: input.reason } });
      return { id: input.id };
    }),
  );

  registerEndpoint(app, talentFinish, async (input, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const k = trx as unknown as Kysely<Database>;
      const candidate = await lockCandidate(k, auth, input.id);
      if (candidate.stage !== RECRUIT_STAGE.training) throw refuse(stageRefusal(candidate.stage, '结束培训'));
      await checkAttendance(k, input.id, input.attendanceDays);
      const reason = input.passed ? null : input.reason!;
      await moveStage(k, auth, {
        id: input.id,
        from: [RECRUIT_STAGE.training],
        to: input.passed ? RECRUIT_STAGE.review : RECRUIT_STAGE.refused,
        action: 'inTrainingStatus',
        step: '结束培训',
        remark: input.passed ? `培训合格，出勤 ${input.attendanceDays} 天` : reason,
        set: input.passed
          ? sql`training_end = ${chinaToday}`
          : sql`training_end = ${chinaToday}, closed_reason = ${`培训不合格：${reason}`}, closed_at = now()`,
      });
      await sql`update recruit_training set result = ${input.passed ? 1 : 2}, attendance_days = ${input.attendanceDays}, remark = ${reason},
        operator = ${auth.name}, finished_at = now(), updated_at = now() where id = ${input.id}`.execute(trx);
      await audit(trx, request, {
        action: 'inTrainingStatus',
        table: 'recruit_training',
        recordId: input.id,
        before: { result: 0 },
        after: { result: input.passed ? 1 : 2, attendanceDays: input.attendanceDays, reason },
      });
      return { id: input.id };
    }),
  );

  registerEndpoint(app, talentAttendance, async (input, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const k = trx as unknown as Kysely<Database>;
      const candidate = await lockCandidate(k, auth, input.id);
      if (candidate.stage !== RECRUIT_STAGE.training) throw refuse(stageRefusal(candidate.stage, '登记出勤'));
      await checkAttendance(k, input.id, input.attendanceDays);
      const before = (await sql<{ days: number }>`select attendance_days as days from recruit_training where id = ${input.id}`.execute(trx)).rows[0];
      await sql`update recruit_training set attendance_days = ${input.attendanceDays}, operator = ${auth.name}, updated_at = now() where id = ${input.id}`.execute(
        trx,
      );
      await audit(trx, request, {
        action: 'updateRecruitJobTraining',
        table: 'recruit_training',
        recordId: input.id,
        before: { attendanceDays: before?.days ?? null },
        after: { attendanceDays: input.attendanceDays },
      });
      return { id: input.id };
    }),
  );

  registerEndpoint(app, talentStatistics, async (_input, { auth }) => {
    const rows = await sql<{
      classId: number;
      className: string;
      trainerName: string;
      startDate: string;
      endDate: string;
      total: number;
      inTraining: number;
      passed: number;
      failed: number;
    }>`
      select k.id as "classId", k.name as "className", cr.real_name as "trainerName", k.start_date::text as "startDate",
        k.end_date::text as "endDate", count(tr.id)::int as total, count(tr.id) filter (where tr.result = 0)::int as "inTraining",
        count(tr.id) filter (where tr.result = 1)::int as passed, count(tr.id) filter (where tr.result = 2)::int as failed
      from recruit_training_class k
      join craftsman cr on cr.id = k.trainer_craftsman_id
      left join (recruit_training tr join recruit_candidate c on c.id = tr.id${andInScope(await auth.scope(), 'c.intended_store_id')})
        on tr.class_id = k.id
      group by k.id, cr.real_name
      order by k.start_date desc, k.id desc`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, talentErrors, async (_input, { auth }) => {
    const scope = await auth.scope();
    const cases = sql.join(
      PROBLEMS.map((p) => sql`when ${p.where} then ${p.text}`),
      sql` `,
    );
    const rows = await sql<{ id: number; ledgerNo: string; realName: string; stage: number; problem: string }>`
      select * from (
        select c.id, c.ledger_no as "ledgerNo", c.real_name as "realName", c.stage, case ${cases} end as problem
        from recruit_candidate c
        left join recruit_training tr on tr.id = c.id
        left join recruit_training_class k on k.id = tr.class_id
        where c.stage in (${sql.join(TALENT_STAGES)})${andInScope(scope, 'c.intended_store_id')}
      ) x where problem is not null order by id limit 200`.execute(db);
    return rows.rows;
  });
}

/** Attendance no more than the days since the class began (today included). */
async function checkAttendance(trx: Kysely<Database>, id: number, days: number): Promise<void> {
  const span = (
    await sql<{ days: number }>`select greatest(0, least(k.end_date, ${chinaToday}) - k.start_date + 1)::int as days
      from recruit_training tr join recruit_training_class k on k.id = tr.class_id where tr.id = ${id}`.execute(trx)
  ).rows[0];
  if (span && days > span.days) throw invalid('attendanceDays', `出勤天数不能超过已开班天数（${span.days} 天）`);
}
