import { REFERRAL_DAYS, REFERRAL_DUE, REFERRAL_REWARD, ReferralRewardState, referralPay, referrerResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../core/audit.js';
import { refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { assertMonthOpen } from '../../craftsman/salaryManagement/_shared/settledMonth.js';
import { chinaToday, lockCandidate, writeLog } from './_shared/ledgerStep.js';

/** Why a reward is not paid now, by its state. */
const NOT_DUE: Record<number, string> = {
  0: '被推荐人尚未入职',
  1: `被推荐人入职未满${REFERRAL_DAYS}天`,
  3: '该推荐奖励已发放',
  4: `被推荐人未入职或入职未满${REFERRAL_DAYS}天已离职`,
};

/**
 * /hrm/employee/referrerRelationship 推荐关系: referred candidates within the user's stores with their
 * reward state (view recruit_referral_state). 发放 pays a 待发放 reward as an approved 推荐奖励 of the
 * referrer's pay this month (salary_recommend_reward: the pay sheet adds it; refused once that month is
 * settled), logged on the candidate and audited.
 */
export function registerReferrerRelationship(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(app, referrerResource, {
    conditions: () => [sql`t.referrer_craftsman_id is not null`],
  });

  registerEndpoint(app, referralPay, async (input, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const k = trx as unknown as Kysely<Database>;
      const candidate = await lockCandidate(k, auth, input.id);
      const row = (
        await sql<{
          reward_state: number;
          craftsman_id: number | null;
          referrer_id: number | null;
          referrer_store_id: number;
          referrer_name: string;
          ledger_no: string;
          month: string;
        }>`
          select rs.reward_state, c.craftsman_id, c.referrer_craftsman_id as referrer_id, rs.referrer_store_id, rs.referrer_name, c.ledger_no,
            to_char(${chinaToday}, 'YYYY-MM-01') as month
          from recruit_candidate c join recruit_referral_state rs on rs.id = c.id where c.id = ${input.id}`.execute(trx)
      ).rows[0];
      if (!row) throw refuse('该候选人没有推荐人，不能发放推荐奖励');
      if (row.reward_state !== REFERRAL_DUE)
        throw refuse(`推荐奖励当前为「${ReferralRewardState.labelOf(row.reward_state)}」，不能发放：${NOT_DUE[row.reward_state] ?? ''}`);
      await assertMonthOpen(trx, row.referrer_store_id, row.month);
      const paid = (
        await sql<{ id: number }>`
          insert into salary_recommend_reward (craftsman_id, recommended_id, store_id, month, stay_months, amount, remark, status, applicant, reviewer, reviewed_at)
          values (${row.referrer_id}, ${row.craftsman_id}, ${row.referrer_store_id}, ${row.month}::date, 3, ${REFERRAL_REWARD},
            ${`推荐 ${candidate.real_name}（台账号 ${row.ledger_no}）入职满${REFERRAL_DAYS}天`}, 1, ${auth.name}, ${auth.name}, now())
          returning id`.execute(trx)
      ).rows[0];
      await writeLog(k, auth, input.id, 'referralReward', candidate.stage, candidate.stage, `发放推荐奖励 ${REFERRAL_REWARD} 元给推荐人 ${row.referrer_name}`);
      await audit(trx, request, {
        action: 'payReferralReward',
        table: 'salary_recommend_reward',
        recordId: paid.id,
        after: { candidateId: input.id, referrerId: row.referrer_id, amount: REFERRAL_REWARD, month: row.month },
      });
      return { id: paid.id, amount: REFERRAL_REWARD, month: row.month.slice(0, 7) };
    }),
  );
}
