import { compareMoney, ServiceStar, starRuleResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import '../../../db/schema/craftsmanRegister.js';

/**
 * /craftsman/positionManage/manageStar 星级管理: the star rules from the declaration. A star's
 * thresholds stay between its neighbours' (a higher star never asks less than a lower one).
 */
export function registerManageStar(app: FastifyInstance): void {
  registerResource(app, starRuleResource, {
    async beforeWrite(values, { trx, auth, id }) {
      const star = (await sql<{ star: number }>`select star from craftsman_star_rule where id = ${id}`.execute(trx)).rows[0]?.star;
      const others = await sql<{ star: number; min_avg_score: string; min_count: number }>`
        select star, min_avg_score::text, min_count from craftsman_star_rule where star <> ${star} order by star`.execute(trx);
      for (const o of others.rows) {
        const lower = o.star < star;
        const label = ServiceStar.labelOf(o.star);
        const score = compareMoney(values.minAvgScore!, o.min_avg_score);
        if (lower ? score < 0 : score > 0) throw invalid('minAvgScore', `平均评分标准须${lower ? '不低于' : '不高于'}${label}的${o.min_avg_score}分`);
        if (lower ? values.minCount! < o.min_count : values.minCount! > o.min_count)
          throw invalid('minCount', `评价数标准须${lower ? '不低于' : '不高于'}${label}的${o.min_count}条`);
      }
      values.updatedBy = auth.name;
    },
  });
}
