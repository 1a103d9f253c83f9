import { noonWorkResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';

/** /operate/shop/applyNoonWork: noon-work requests from the declaration (not in the past: its `minDate`); one per store and day. */
export function registerNoonWork(app: FastifyInstance): void {
  registerResource(app, noonWorkResource, {
    async beforeWrite(values, { trx, auth }) {
      const same =
        await sql`select 1 from store_noon_work_apply where store_id = ${values.storeId} and work_date = ${values.workDate} and status in (0, 1) limit 1`.execute(
          trx,
        );
      if (same.rows.length) throw refuse('该门店当天已有午间营业申请');
      values.applicant = auth.name;
    },
  });
}
