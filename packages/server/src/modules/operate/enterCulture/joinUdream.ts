import { joinUdreamResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { headOfficeHooks } from '../generalConfig/_shared/headOffice.js';

/** /operate/enterCulture/joinUdream: the website's jobs (head office's), each in an open city. */
export function registerJoinUdream(app: FastifyInstance): void {
  registerResource(
    app,
    joinUdreamResource,
    headOfficeHooks('招聘岗位', { updatedBy: false }, async (values, { trx, id }) => {
      if (typeof values.cityId === 'number') {
        const city = await sql`select 1 from area where id = ${values.cityId} and level = 1`.execute(trx);
        if (!city.rows.length) throw invalid('cityId', '城市不存在');
      }
      // Both bounds are checked together, the stored one standing in for the one not sent.
      if (id !== undefined && (values.salaryMin === undefined || values.salaryMax === undefined)) {
        const was = await sql<{ salary_min: number; salary_max: number }>`select salary_min, salary_max from culture_job where id = ${id}`.execute(trx);
        const min = values.salaryMin ?? was.rows[0].salary_min;
        const max = values.salaryMax ?? was.rows[0].salary_max;
        if (max < min) throw invalid('salaryMax', '月薪上限不能低于下限');
      }
    }),
  );
}
