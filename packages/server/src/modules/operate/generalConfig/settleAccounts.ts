import { settleConfigResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { headOfficeHooks } from './_shared/headOffice.js';

/** /operate/generalConfig/settleAccounts: each store's settlement (store managers read theirs; head office writes), one per store. */
export function registerSettleConfig(app: FastifyInstance): void {
  registerResource(
    app,
    settleConfigResource,
    headOfficeHooks('结算配置', { updatedBy: true }, async (values, { trx, mode }) => {
      if (mode !== 'create') return;
      const taken = await sql`select 1 from settle_config where store_id = ${values.storeId!}`.execute(trx);
      if (taken.rows.length) throw invalid('storeId', '该门店已有结算配置，请修改原配置');
    }),
  );
}
