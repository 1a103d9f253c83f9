import {
  getBaseRecrLedgerById,
  getHistoryRecrLedger,
  getInterviewerDetailById,
  getRecrInterviewTrainingRecordById,
  getRecrSysLogById,
  RECRUIT_STAGE,
  RecruitMsg,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { AuthContext } from '../../../core/auth.js';
import { refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import '../../../db/schema/recruit.js';

/** ` and t.intended_store_id in (…)` for a store manager; nothing for head office. */
async function inStores(auth: AuthContext, column = 't.intended_store_id'): Promise<RawBuilder<unknown>> {
  const scope = await auth.scope();
  if (scope.all) return sql``;
  return scope.storeIds.length ? sql` and ${sql.ref(column)} in (${sql.join(scope.storeIds)})` : sql` and false`;
}

/**
 * /hrm/employee/interviewDetail 面试详情: one candidate's whole history, each part its own call (spec
 * §7), each within the reader's stores; personal numbers masked.
 */
export function registerInterviewDetail(app: FastifyInstance): void {
  const { db, vault } = app.services;

  /** The candidate's id when the reader may see it, else refused. */
  async function visible(auth: AuthContext, id: number) {
    const row = (
      await sql<{ id: number; id_card_hash: string | null; mobile_hash: string; interviewer_id: number | null }>`
        select t.id, t.id_card_hash, t.mobile_hash, t.interviewer_id from recruit_candidate t where t.id = ${id}${await inStores(auth)}`.execute(db)
    ).rows[0];
    if (!row) throw refuse(RecruitMsg.candidateMissing);
    return row;
  }

  registerEndpoint(app, getBaseRecrLedgerById, async ({ id }, { auth }) => {
    await visible(auth, id);
    const row = (
      await sql<{
        id: number;
        ledgerNo: string;
        realName: string;
        gender: number;
        birthDate: string | null;
        mobileEnc: string;
        idCardEnc: string | null;
        education: number;
        workYears: string;
        source: number;
        referrerName: string | null;
        regionName: string;
        cityName: string;
        intendedPost: number;
        storeName: string | null;
        stage: number;
        interviewAt: Date | null;
        surveyAt: Date | null;
        registeredAt: Date;
        closedReason: string | null;
        specialRemark: string | null;
        createdBy: string | null;
        craftsmanId: number | null;
        employeeNo: string | null;
      }>`
        select t.id, t.ledger_no as "ledgerNo", t.real_name as "realName", t.gender, t.birth_date::text as "birthDate", t.mobile_enc as "mobileEnc",
          t.id_card_enc as "idCardEnc", t.education, t.work_years::text as "workYears", t.source, rc.real_name as "referrerName",
          r.name as "regionName", a.name as "cityName", t.intended_post as "intendedPost", s.store_name as "storeName", t.stage,
          t.interview_at as "interviewAt", t.survey_at as "surveyAt", t.registered_at as "registeredAt", t.closed_reason as "closedReason",
          t.special_remark as "specialRemark", t.created_by as "createdBy", t.craftsman_id as "craftsmanId", c.employee_no as "employeeNo"
        from recruit_candidate t
          join recruit_region r on r.id = t.region_id
          join area a on a.id = t.city_id
          left join store s on s.id = t.intended_store_id
          left join craftsman rc on rc.id = t.referrer_craftsman_id
          left join craftsman c on c.id = t.craftsman_id
        where t.id = ${id}`.execute(db)
    ).rows[0];
    const { mobileEnc, idCardEnc, ...rest } = row;
    return { ...rest, mobile: vault.maskOf(mobileEnc), idCard: idCardEnc ? vault.maskOf(idCardEnc) : null };
  });

  registerEndpoint(app, getRecrSysLogById, async ({ id }, { auth }) => {
    await visible(auth, id);
    const rows = await sql<{
      id: string;
      action: string;
      fromStage: number | null;
      toStage: number | null;
      remark: string | null;
      operator: string;
      createdAt: Date;
    }>`
      select l.id::text as id, l.action, l.from_stage as "fromStage", l.to_stage as "toStage", l.remark, l.operator, l.created_at as "createdAt"
      from recruit_log l where l.candidate_id = ${id} order by l.created_at, l.id`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, getRecrInterviewTrainingRecordById, async ({ id }, { auth }) => {
    await visible(auth, id);
    const row = (
      await sql<{
        interviewAt: Date | null;
        hrInterviewAt: Date | null;
        hrInterviewRemark: string | null;
        assessmentScore: string | null;
        assessedAt: Date | null;
        trainingStart: string | null;
        trainingEnd: string | null;
        trainingSkipped: boolean;
        reviewedAt: Date | null;
        employedOn: string | null;
      }>`
        select interview_at as "interviewAt", hr_interview_at as "hrInterviewAt", hr_interview_remark as "hrInterviewRemark",
          assessment_score::text as "assessmentScore", assessed_at as "assessedAt", training_start::text as "trainingStart",
          training_end::text as "trainingEnd", training_skipped as "trainingSkipped", reviewed_at as "reviewedAt", employed_on::text as "employedOn"
        from recruit_candidate where id = ${id}`.execute(db)
    ).rows[0];
    return row;
  });

  registerEndpoint(app, getInterviewerDetailById, async ({ id }, { auth }) => {
    const candidate = await visible(auth, id);
    if (candidate.interviewer_id === null) {
      // Named only (an interviewer without a console account): their interviews counted by name.
      const named = (
        await sql<{ name: string | null; interviewed: number; passed: number }>`
          select t.interviewer_name as name,
            (select count(*)::int from recruit_candidate c where c.interviewer_name = t.interviewer_name and c.hr_interview_at is not null) as interviewed,
            (select count(*)::int from recruit_candidate c where c.interviewer_name = t.interviewer_name and exists (select 1 from recruit_log l where l.candidate_id = c.id and l.action = 'hrInterview' and l.to_stage = ${RECRUIT_STAGE.interviewed})) as passed
          from recruit_candidate t where t.id = ${id}`.execute(db)
      ).rows[0];
      return {
        id: null,
        name: named?.name ?? null,
        account: null,
        department: null,
        interviewed: named?.name ? named.interviewed : 0,
        passed: named?.name ? named.passed : 0,
      };
    }
    const row = (
      await sql<{ id: number; name: string; account: string; department: string | null; interviewed: number; passed: number }>`
        select u.id, u.name, u.account, u.department,
          (select count(*)::int from recruit_candidate c where c.interviewer_id = u.id and c.hr_interview_at is not null) as interviewed,
          (select count(*)::int from recruit_candidate c where c.interviewer_id = u.id and exists (select 1 from recruit_log l where l.candidate_id = c.id and l.action = 'hrInterview' and l.to_stage = ${RECRUIT_STAGE.interviewed})) as passed
        from app_user u where u.id = ${candidate.interviewer_id}`.execute(db)
    ).rows[0];
    return row ?? { id: null, name: null, account: null, department: null, interviewed: 0, passed: 0 };
  });

  registerEndpoint(app, getHistoryRecrLedger, async ({ id }, { auth }) => {
    const candidate = await visible(auth, id);
    const rows = await sql<{
      id: number;
      ledgerNo: string;
      stage: number;
      regionName: string;
      storeName: string | null;
      registeredAt: Date;
      closedReason: string | null;
      byIdCard: boolean;
    }>`
      select t.id, t.ledger_no as "ledgerNo", t.stage, r.name as "regionName", s.store_name as "storeName", t.registered_at as "registeredAt",
        t.closed_reason as "closedReason", coalesce(t.id_card_hash = ${candidate.id_card_hash}, false) as "byIdCard"
      from recruit_candidate t join recruit_region r on r.id = t.region_id left join store s on s.id = t.intended_store_id
      where t.id <> ${id}
        and (${candidate.id_card_hash === null ? sql`false` : sql`t.id_card_hash = ${candidate.id_card_hash}`} or t.mobile_hash = ${candidate.mobile_hash})
        ${await inStores(auth)}
      order by t.registered_at desc, t.id desc limit 50`.execute(db);
    return rows.rows;
  });
}
