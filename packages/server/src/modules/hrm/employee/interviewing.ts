import {
  RECRUIT_OPEN_STAGES,
  RECRUIT_STAGE,
  RecruitAction,
  recruitInterviewResource,
  RecruitMsg,
  RecruitStage,
  submitExchangeArea,
  submitExchangeStatus,
  submitHrInterview,
  submitModifyInterviewer,
  submitShiftAdjustment,
  submitSurveyRegister,
  updateSpecialRemark,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { assertStage, lockCandidate, logStep, moveStage } from './_shared/recruitLedger.js';

const WAITING = [RECRUIT_STAGE.registered];
const INTERVIEW_STAGES = [RECRUIT_STAGE.registered, RECRUIT_STAGE.interviewed];

/**
 * /hrm/employee/interviewing 面试管理: the candidates at 待面试 and 待考核 (a condition on the ledger),
 * and the interview steps of spec §7 recruitInterview, each one transaction: the candidate locked
 * within the caller's stores, a guarded UPDATE naming the stages it may leave, a recruit_log row.
 */
export function registerInterviewing(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(app, recruitInterviewResource, {
    conditions: () => [sql`t.stage in (${sql.join(INTERVIEW_STAGES)})`],
  });

  registerEndpoint(app, submitHrInterview, async ({ id, pass, remark }, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const row = await lockCandidate(trx, auth, id);
      const step = '提交HR面试结果';
      assertStage(row, WAITING, step);
      const text = remark?.trim() || null;
      if (!pass && !text) throw invalid('remark', '面试不通过须填写原因');
      const to = pass ? RECRUIT_STAGE.interviewed : RECRUIT_STAGE.refused;
      await moveStage(
        trx,
        row,
        to,
        WAITING,
        step,
        pass
          ? sql`, hr_interview_at = now(), hr_interview_remark = ${text}`
          : sql`, hr_interview_at = now(), hr_interview_remark = ${text}, closed_reason = ${text}, closed_at = now()`,
      );
      await logStep(trx, request, auth, { candidateId: id, action: RecruitAction.hrInterview, fromStage: row.stage, toStage: to, remark: text });
      return { id, stage: to };
    }),
  );

  registerEndpoint(app, submitModifyInterviewer, async ({ id, interviewerId }, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const row = await lockCandidate(trx, auth, id);
      assertStage(row, WAITING, '更换面试官');
      if (row.interviewer_id === interviewerId) throw invalid('interviewerId', RecruitMsg.sameInterviewer);
      const user = (await sql<{ name: string }>`select name from app_user where id = ${interviewerId} and status = 1`.execute(trx)).rows[0];
      if (!user) throw invalid('interviewerId', RecruitMsg.interviewerMissing);
      const before = (await sql<{ name: string | null }>`select interviewer_name as name from recruit_candidate where id = ${id}`.execute(trx)).rows[0]?.name;
      await moveStage(trx, row, row.stage, WAITING, '更换面试官', sql`, interviewer_id = ${interviewerId}, interviewer_name = ${user.name}`);
      await logStep(trx, request, auth, {
        candidateId: id,
        action: RecruitAction.modifyInterviewer,
        fromStage: row.stage,
        toStage: row.stage,
        remark: `面试官：${before ?? '未指定'} → ${user.name}`,
      });
      return { id, stage: row.stage };
    }),
  );

  registerEndpoint(app, submitShiftAdjustment, async ({ id, interviewAt, remark }, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const row = await lockCandidate(trx, auth, id);
      assertStage(row, WAITING, '调整面试时间');
      await moveStage(trx, row, row.stage, WAITING, '调整面试时间', sql`, interview_at = ${interviewAt}`);
      const when = new Date(interviewAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });
      await logStep(trx, request, auth, {
        candidateId: id,
        action: RecruitAction.shiftAdjustment,
        fromStage: row.stage,
        toStage: row.stage,
        remark: `面试时间调整为 ${when}${remark?.trim() ? `：${remark.trim()}` : ''}`,
      });
      return { id, stage: row.stage };
    }),
  );

  registerEndpoint(app, submitExchangeStatus, async ({ id, status, reason }, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const row = await lockCandidate(trx, auth, id);
      const step = status === RECRUIT_STAGE.withdrawn ? '标记为已放弃' : '标记为未录用';
      assertStage(row, RECRUIT_OPEN_STAGES, step);
      await moveStage(trx, row, status, RECRUIT_OPEN_STAGES, step, sql`, closed_reason = ${reason}, closed_at = now()`);
      await logStep(trx, request, auth, {
        candidateId: id,
        action: RecruitAction.exchangeStatus,
        fromStage: row.stage,
        toStage: status,
        remark: `${RecruitStage.labelOf(status)}：${reason}`,
      });
      return { id, stage: status };
    }),
  );

  registerEndpoint(app, submitExchangeArea, async ({ id, regionId, remark }, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const row = await lockCandidate(trx, auth, id);
      assertStage(row, RECRUIT_OPEN_STAGES, '更换招聘区域');
      if (row.region_id === regionId) throw invalid('regionId', RecruitMsg.sameRegion);
      const region = (
        await sql<{
          city_id: number;
          enable_status: number;
          name: string;
        }>`select city_id, enable_status, name from recruit_region where id = ${regionId}`.execute(trx)
      ).rows[0];
      if (!region) throw invalid('regionId', RecruitMsg.regionMissing);
      if (region.enable_status !== 1) throw invalid('regionId', RecruitMsg.regionDisabled);
      const before = (await sql<{ name: string }>`select name from recruit_region where id = ${row.region_id}`.execute(trx)).rows[0]?.name;
      await moveStage(trx, row, row.stage, RECRUIT_OPEN_STAGES, '更换招聘区域', sql`, region_id = ${regionId}, city_id = ${region.city_id}`);
      await logStep(trx, request, auth, {
        candidateId: id,
        action: RecruitAction.exchangeArea,
        fromStage: row.stage,
        toStage: row.stage,
        remark: `招聘区域：${before ?? '--'} → ${region.name}${remark?.trim() ? `：${remark.trim()}` : ''}`,
      });
      return { id, stage: row.stage };
    }),
  );

  registerEndpoint(app, submitSurveyRegister, async ({ id }, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const row = await lockCandidate(trx, auth, id);
      assertStage(row, RECRUIT_OPEN_STAGES, '登记问卷');
      const done = await sql`select 1 from recruit_candidate where id = ${id} and survey_at is not null`.execute(trx);
      if (done.rows.length) throw refuse(RecruitMsg.surveyDone);
      await moveStage(trx, row, row.stage, RECRUIT_OPEN_STAGES, '登记问卷', sql`, survey_at = now()`);
      await logStep(trx, request, auth, { candidateId: id, action: RecruitAction.surveyRegister, fromStage: row.stage, toStage: row.stage });
      return { id, stage: row.stage };
    }),
  );

  registerEndpoint(app, updateSpecialRemark, async ({ id, specialRemark }, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const row = await lockCandidate(trx, auth, id);
      const text = specialRemark.trim() || null;
      await sql`update recruit_candidate set special_remark = ${text}, updated_at = now() where id = ${id}`.execute(trx);
      await logStep(trx, request, auth, { candidateId: id, action: RecruitAction.specialRemark, fromStage: row.stage, toStage: row.stage, remark: text });
      return { id, stage: row.stage };
    }),
  );
}
