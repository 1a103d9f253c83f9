import { TRANSFER_LOAN, transferCraftsmanOptions, transferResource, transferStoreOptions } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import '../../../db/schema/attendance.js';
import { craftsmenInScope, openStores } from './_shared/transfers.js';

/**
 * /craftsman/attendanceManage/transfer 调店记录: a store asks to lend (借调) or transfer (调店) one of
 * its craftsmen in service; the application waits for head office on 人员调动审批. One open
 * (waiting or approved and not yet ended) transfer per craftsman at a time.
 */
export function registerTransfer(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, transferCraftsmanOptions, async (_input, { auth }) => craftsmenInScope(db, await auth.scope(), true));
  registerEndpoint(app, transferStoreOptions, async () => openStores(db));

  registerResource(app, transferResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode !== 'create') return;
      const craftsman = (
        await sql<{ store_id: number; status: number }>`select store_id, status from craftsman where id = ${values.craftsmanId!} for update`.execute(trx)
      ).rows[0];
      if (!craftsman) throw invalid('craftsmanId', '手艺人不存在');
      await auth.assertStore(craftsman.store_id);
      if (craftsman.status !== 1) throw invalid('craftsmanId', '只有在职的手艺人可以调动');
      if (craftsman.store_id === values.toStoreId) throw invalid('toStoreId', '调入门店不能与手艺人所在门店相同');
      const store = await sql`select 1 from store where id = ${values.toStoreId!} and open_status in (0, 1, 2) and enable_status = 1`.execute(trx);
      if (!store.rows.length) throw invalid('toStoreId', '调入门店不存在或未营业');
      const open =
        await sql`select 1 from craftsman_transfer where craftsman_id = ${values.craftsmanId!} and (status = 0 or (status = 1 and effect in (0, 1) and (transfer_type = ${TRANSFER_LOAN} or effect = 0))) limit 1`.execute(
          trx,
        );
      if (open.rows.length) throw refuse('该手艺人已有待审批或未结束的调动，不能再申请');
      const row = values as typeof values & Record<string, unknown>;
      row.fromStoreId = craftsman.store_id;
      row.applicant = auth.name;
      row.status = 0;
      if (values.transferType !== TRANSFER_LOAN) row.endDate = null;
    },
  });
}
