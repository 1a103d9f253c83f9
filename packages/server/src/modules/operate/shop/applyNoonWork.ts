import { noonWorkResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { today } from './_shared/storeRequests.js';

/** /operate/shop/applyNoonWork: noon-work requests from the declaration; one per store and day, not in the past. */
export function registerNoonWork(app: FastifyInstance): void {
  registerResource(app, noonWorkResource, {
    async beforeWrite(values, { trx, auth }) {
      const past = await sql<{ past: boolean }>`select ${values.work_date}::date < ${today} as past`.execute(trx);
      if (past.rows[0].past) throw refuse('workDate：营业日期不能早于今天');
      const same =
        await sql`select 1 from store_noon_work_apply where store_id = ${values.store_id} and work_date = ${values.work_date} and status in (0, 1) limit 1`.execute(
          trx,
        );
      if (same.rows.length) throw refuse('该门店当天已有午间营业申请');
      values.applicant = auth.name;
    },
  });
}
