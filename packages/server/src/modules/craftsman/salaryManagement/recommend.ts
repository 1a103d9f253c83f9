import { recommendRewardResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { DEPARTED, monthEnd, payInputHooks } from './_shared/payInputs.js';

/**
 * /craftsman/salaryManagement/recommend 推荐奖励: a reward for a recommended recruit who, by the end of
 * the pay month, had served the months asked (entry date + N months) and has not left; one approved
 * reward per recruit.
 */
export function registerRecommendReward(app: FastifyInstance): void {
  registerResource(
    app,
    recommendRewardResource,
    payInputHooks(recommendRewardResource, {
      craftsman: { field: 'craftsmanId', label: '推荐人' },
      async check(values, { trx, mode, stored }) {
        const recommendedId = mode === 'create' ? values.recommendedId : stored?.recommended_id;
        const found = await sql<{ entry_date: string; status: number; served_by: string }>`
          select entry_date::text as entry_date, status,
            (entry_date + make_interval(months => ${Number(values.stayMonths)}))::date::text as served_by
          from craftsman where id = ${recommendedId}`.execute(trx);
        const recruit = found.rows[0];
        if (!recruit) throw invalid('recommendedId', '被推荐人不存在');
        if (recruit.status === DEPARTED) throw invalid('recommendedId', '被推荐人已离职，不能发放推荐奖励');
        const month = (values.month as string | undefined) ?? (stored?.month as string);
        if (recruit.served_by > monthEnd(month)) throw invalid('month', `被推荐人${recruit.entry_date}入职，至计薪月份末未满${values.stayMonths}个月`);
      },
      async beforeApprove(trx, record) {
        const twice =
          await sql`select 1 from salary_recommend_reward where recommended_id = ${record.recommendedId} and status = 1 and id <> ${record.id}`.execute(trx);
        if (twice.rows.length) throw refuse('该被推荐人已发放过推荐奖励，不能重复发放');
      },
    }),
  );
}
