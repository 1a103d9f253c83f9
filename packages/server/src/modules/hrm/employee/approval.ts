import {
  CraftsmanType,
  PriceGrade,
  PromotionLevel,
  RECRUIT_STAGE,
  RecruitAction,
  RecruitMsg,
  recruitOnboardingResource,
  stageLabel,
  submitOnBoardingReview,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { lockCandidate, logStep, moveStage } from './_shared/recruitLedger.js';
import '../../../db/schema/craftsmanRegister.js';

const REVIEW = [RECRUIT_STAGE.review];
/** JobPost 4 店长 joins as Station 1; the other posts as craftsmen of their type (助理 as 发型师). */
const STORE_MANAGER_POST = 4;

/**
 * /hrm/employee/approval 入职审批: the candidates at 待入职审核 (a condition on the ledger) and
 * submitOnBoardingReview. Approval creates the craftsman in the register (next UD employee number,
 * the candidate's sealed ID number and mobile, the chosen store as home store, level, price grade and
 * entry date) and moves the candidate to 已入职 pointing at it, in one transaction: any refusal on the
 * way (a bad level, the ID number already on the register) leaves nothing written.
 */
export function registerApproval(app: FastifyInstance): void {
  const { db, vault } = app.services;
  registerResource(app, recruitOnboardingResource, { conditions: () => [sql`t.stage = ${RECRUIT_STAGE.review}`] });

  registerEndpoint(app, submitOnBoardingReview, async (input, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const row = await lockCandidate(trx, auth, input.id);
      if (row.stage < RECRUIT_STAGE.review) throw refuse(`候选人当前为「${stageLabel(row.stage)}」，尚未完成培训，不能办理入职`);
      if (row.stage !== RECRUIT_STAGE.review) throw refuse(RecruitMsg.wrongStage(stageLabel(row.stage), '办理入职审核'));
      if (!input.approve) {
        const reason = input.reason?.trim();
        if (!reason) throw invalid('reason', '请填写驳回原因');
        await moveStage(trx, row, RECRUIT_STAGE.refused, REVIEW, '驳回入职', sql`, reviewed_at = now(), closed_reason = ${reason}, closed_at = now()`);
        await logStep(trx, request, auth, {
          candidateId: row.id,
          action: RecruitAction.onBoardingReview,
          fromStage: row.stage,
          toStage: RECRUIT_STAGE.refused,
          remark: `驳回：${reason}`,
        });
        return { id: row.id, stage: RECRUIT_STAGE.refused };
      }
      const { storeId, level, priceGrade, entryDate } = input;
      if (!storeId) throw invalid('storeId', '请选择入职门店');
      if (!level) throw invalid('level', '请选择手艺人等级');
      if (!PromotionLevel.has(level)) throw invalid('level', RecruitMsg.badLevel);
      if (!priceGrade) throw invalid('priceGrade', '请选择价格等级');
      if (!PriceGrade.has(priceGrade)) throw invalid('priceGrade', RecruitMsg.badPriceGrade);
      if (!entryDate) throw invalid('entryDate', '请选择入职日期');
      await auth.assertStore(storeId);
      const store = await sql`select 1 from store where id = ${storeId}`.execute(trx);
      if (!store.rows.length) throw invalid('storeId', '门店不存在');
      if (!row.training_skipped && row.training_end) {
        const today = (await sql<{ d: string }>`select (now() at time zone 'Asia/Shanghai')::date::text as d`.execute(trx)).rows[0].d;
        if (row.training_end > today) throw refuse(RecruitMsg.trainingNotEnded(row.training_end));
        if (entryDate < row.training_end) throw invalid('entryDate', RecruitMsg.entryBeforeTraining);
      }
      const person = (
        await sql<{ real_name: string; gender: number; mobile_enc: string; id_card_enc: string | null; id_card_hash: string | null; intended_post: number }>`
          select real_name, gender, mobile_enc, id_card_enc, id_card_hash, intended_post from recruit_candidate where id = ${row.id}`.execute(trx)
      ).rows[0];
      if (!person.id_card_hash || !person.id_card_enc) throw refuse(RecruitMsg.noIdCard);
      const existing = (await sql<{ employee_no: string }>`select employee_no from craftsman where id_card_hash = ${person.id_card_hash} limit 1`.execute(trx))
        .rows[0];
      if (existing) throw refuse(RecruitMsg.alreadyCraftsman(existing.employee_no));
      // 工号: the next UD number, one onboarding at a time.
      await sql`select pg_advisory_xact_lock(hashtext('craftsman_employee_no'))`.execute(trx);
      const last = (
        await sql<{ n: number | null }>`select max(substring(employee_no from 3)::int) as n from craftsman where employee_no ~ '^UD[0-9]{6,9}$'`.execute(trx)
      ).rows[0].n;
      const employeeNo = `UD${(last ?? 100000) + 1}`;
      const craftsmanType = CraftsmanType.has(person.intended_post) && person.intended_post !== 0 ? person.intended_post : 1;
      const station = person.intended_post === STORE_MANAGER_POST ? 1 : 0;
      await sql`select set_config('salon.craftsman_home_link', 'on', true)`.execute(trx);
      const craftsman = (
        await sql<{ id: number }>`
          insert into craftsman (employee_no, real_name, gender, mobile, craftsman_type, position_type, level, price_grade, store_id, status,
            entry_date, station, id_card_enc, id_card_hash)
          values (${employeeNo}, ${person.real_name}, ${person.gender}, ${vault.decrypt(person.mobile_enc)}, ${craftsmanType}, 0, ${level},
            ${priceGrade}, ${storeId}, 1, ${entryDate}, ${station}, ${person.id_card_enc}, ${person.id_card_hash})
          returning id`.execute(trx)
      ).rows[0];
      await moveStage(
        trx,
        row,
        RECRUIT_STAGE.employed,
        REVIEW,
        '办理入职',
        sql`, reviewed_at = now(), employed_on = ${entryDate}, craftsman_id = ${craftsman.id}, intended_store_id = ${storeId}`,
      );
      await logStep(trx, request, auth, {
        candidateId: row.id,
        action: RecruitAction.onBoardingReview,
        fromStage: row.stage,
        toStage: RECRUIT_STAGE.employed,
        remark: `入职通过：工号${employeeNo}，${entryDate} 入职`,
      });
      return { id: row.id, stage: RECRUIT_STAGE.employed };
    }),
  );
}
