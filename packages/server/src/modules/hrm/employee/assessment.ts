import {
  ASSESSMENT_ITEMS,
  assessmentArrange,
  assessmentCandidates,
  assessmentExaminers,
  assessmentOutcome,
  assessmentResource,
  assessmentScore,
  assessmentSessions,
  RECRUIT_STAGE,
  snakeCase,
  stageRefusal,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../core/audit.js';
import { invalid, notFound, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { moveStage } from './_shared/ledgerStep.js';

/**
 * /hrm/employee/assessment 考核管理: sessions of the trade test (安排考核: a day, a store in the user's
 * scope, an examiner in service, candidates at 待考核 within the user's stores and waiting in no other
 * session) and the examiner's scores (录入成绩): the candidate must still be at 待考核 (one guarded step:
 * 待培训 when every item passes, else 未录用 with the reason), logged and audited.
 */
export function registerAssessment(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(app, assessmentResource);

  registerEndpoint(app, assessmentCandidates, async (_input, { auth }) => {
    const rows = await sql<{ id: number; name: string }>`
      select c.id, c.real_name || '（' || c.ledger_no || '）' as name from recruit_candidate c
      where c.stage = ${RECRUIT_STAGE.interviewed}
        and not exists (select 1 from recruit_assessment a where a.candidate_id = c.id and a.result = 0)
        ${andInScope(await auth.scope(), 'c.intended_store_id')}
      order by c.hr_interview_at nulls last, c.id limit 500`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, assessmentExaminers, async (_input, { auth }) => {
    const rows = await sql<{ id: number; name: string }>`
      select c.id, c.real_name || ' ' || c.employee_no || '（' || s.store_name || '）' as name
      from craftsman c join store s on s.id = c.store_id
      where c.status = 1${andInScope(await auth.scope(), 'c.store_id')} order by c.store_id, c.id`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, assessmentSessions, async (_input, { auth }) => {
    const rows = await sql<{
      id: number;
      sessionDate: string;
      storeName: string;
      examinerName: string;
      total: number;
      passed: number;
      failed: number;
      waiting: number;
    }>`
      select s.id, s.session_date::text as "sessionDate", st.store_name as "storeName", cr.real_name as "examinerName",
        count(a.id)::int as total, count(a.id) filter (where a.result = 1)::int as passed,
        count(a.id) filter (where a.result = 2)::int as failed, count(a.id) filter (where a.result = 0)::int as waiting
      from recruit_assessment_session s
      join store st on st.id = s.store_id
      join craftsman cr on cr.id = s.examiner_craftsman_id
      left join recruit_assessment a on a.session_id = s.id
      where true${andInScope(await auth.scope(), 's.store_id')}
      group by s.id, st.store_name, cr.real_name
      order by s.session_date desc, s.id desc limit 30`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, assessmentArrange, async (input, { auth, request }) => {
    await auth.assertStore(input.storeId);
    const ids = [...new Set(input.candidateIds)];
    return db.transaction().execute(async (trx) => {
      const store = (await sql<{ status: number }>`select 1 as status from store where id = ${input.storeId}`.execute(trx)).rows[0];
      if (!store) throw invalid('storeId', '考核门店不存在');
      const examiner = (await sql<{ status: number }>`select status from craftsman where id = ${input.examinerId}`.execute(trx)).rows[0];
      if (!examiner) throw invalid('examinerId', '考官不存在');
      if (examiner.status !== 1) throw invalid('examinerId', '考官须为在职手艺人');
      const scope = await auth.scope();
      // The candidates locked: two sessions taking the same candidate go one after the other.
      const rows = (
        await sql<{ id: number; real_name: string; stage: number; waiting: boolean }>`
          select c.id, c.real_name, c.stage,
            exists (select 1 from recruit_assessment a where a.candidate_id = c.id and a.result = 0) as waiting
          from recruit_candidate c where c.id in (${sql.join(ids)})${andInScope(scope, 'c.intended_store_id')}
          order by c.id for update of c`.execute(trx)
      ).rows;
      if (rows.length !== ids.length) throw invalid('candidateIds', '候选人不存在或不在您的门店数据权限内');
      const notReady = rows.find((r) => r.stage !== RECRUIT_STAGE.interviewed);
      if (notReady) throw invalid('candidateIds', `${notReady.real_name}：${stageRefusal(notReady.stage, '安排考核')}`);
      const waiting = rows.find((r) => r.waiting);
      if (waiting) throw invalid('candidateIds', `${waiting.real_name}已在待评分的考核场次中`);
      const session = (
        await sql<{ id: number }>`insert into recruit_assessment_session (session_date, store_id, examiner_craftsman_id, remark, created_by)
          values (${input.sessionDate}, ${input.storeId}, ${input.examinerId}, ${input.remark || null}, ${auth.name}) returning id`.execute(trx)
      ).rows[0];
      await sql`insert into recruit_assessment (session_id, candidate_id, store_id, session_date)
        select ${session.id}, c, ${input.storeId}, ${input.sessionDate} from unnest(${sql.val(ids)}::int[]) c`.execute(trx);
      await audit(trx, request, {
        action: 'create',
        table: 'recruit_assessment_session',
        recordId: session.id,
        after: { sessionDate: input.sessionDate, storeId: input.storeId, examinerId: input.examinerId, candidateIds: ids },
      });
      return { sessionId: session.id, count: ids.length };
    });
  });

  registerEndpoint(app, assessmentScore, async (input, { auth, request }) => {
    return db.transaction().execute(async (trx) => {
      const scope = await auth.scope();
      const record = (
        await sql<{ id: number; candidate_id: number; result: number }>`
          select id, candidate_id, result from recruit_assessment where id = ${input.id}${andInScope(scope, 'store_id')} for update`.execute(trx)
      ).rows[0];
      if (!record) throw notFound('考核记录');
      if (record.result !== 0) throw refuse('该考核记录已评分，不能重复录入成绩');
      const outcome = assessmentOutcome(input);
      const reason = outcome.passed ? null : input.failReason || `考核未通过：${outcome.failedItems.join('、')}未达及格线`;
      const to = outcome.passed ? RECRUIT_STAGE.assessed : RECRUIT_STAGE.refused;
      await moveStage(trx as unknown as Kysely<Database>, auth, {
        id: record.candidate_id,
        from: [RECRUIT_STAGE.interviewed],
        to,
        action: 'assItemScore',
        step: '录入考核成绩',
        remark: outcome.passed ? `考核通过，总分 ${outcome.total}` : reason,
        set: outcome.passed
          ? sql`assessment_score = ${outcome.total}, assessed_at = now()`
          : sql`assessment_score = ${outcome.total}, assessed_at = now(), closed_reason = ${reason}, closed_at = now()`,
      });
      const scores = sql.join(ASSESSMENT_ITEMS.map((item) => sql`${sql.ref(snakeCase(item.key))} = ${input[item.key]}`));
      await sql`update recruit_assessment set ${scores}, total = ${outcome.total}, result = ${outcome.passed ? 1 : 2}, fail_reason = ${reason},
        scored_by = ${auth.name}, scored_at = now() where id = ${record.id}`.execute(trx);
      await audit(trx, request, {
        action: 'update',
        table: 'recruit_assessment',
        recordId: record.id,
        before: { result: 0 },
        after: {
          ...Object.fromEntries(ASSESSMENT_ITEMS.map((item) => [item.key, input[item.key]])),
          total: outcome.total,
          passed: outcome.passed,
          failReason: reason,
        },
      });
      return { id: record.id, total: outcome.total, passed: outcome.passed, stage: to };
    });
  });
}
