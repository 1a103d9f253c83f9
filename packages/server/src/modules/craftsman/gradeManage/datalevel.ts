import { compareMoney, dataLevelResource, DataLevel } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import '../../../db/schema/craftsmanRegister.js';

/**
 * /craftsman/gradeManage/datalevel 数据等级: the S-level dictionary from the declaration. A level's
 * thresholds stay between its neighbours' (a higher level never asks less than a lower one).
 */
export function registerDatalevel(app: FastifyInstance): void {
  registerResource(app, dataLevelResource, {
    async beforeWrite(values, { trx, auth, id }) {
      const code = (await sql<{ code: string }>`select code from craftsman_data_level where id = ${id}`.execute(trx)).rows[0]?.code;
      const others = await sql<{ code: string; min_performance: string; min_customers: number; min_designated_rate: string }>`
        select code, min_performance::text, min_customers, min_designated_rate::text from craftsman_data_level where code <> ${code} order by code`.execute(
        trx,
      );
      for (const o of others.rows) {
        const lower = o.code < code;
        const label = DataLevel.labelOf(o.code);
        const perf = compareMoney(values.minPerformance!, o.min_performance);
        if (lower ? perf < 0 : perf > 0) throw invalid('minPerformance', `月业绩标准须${lower ? '不低于' : '不高于'}${label}的${o.min_performance}元`);
        if (lower ? values.minCustomers! < o.min_customers : values.minCustomers! > o.min_customers)
          throw invalid('minCustomers', `月服务顾客数标准须${lower ? '不低于' : '不高于'}${label}的${o.min_customers}`);
        const rate = compareMoney(values.minDesignatedRate!, o.min_designated_rate);
        if (lower ? rate < 0 : rate > 0) throw invalid('minDesignatedRate', `指定率标准须${lower ? '不低于' : '不高于'}${label}的${o.min_designated_rate}%`);
      }
      values.updatedBy = auth.name;
    },
  });
}
