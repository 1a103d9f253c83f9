import { addMoney, BonusMonthQuery, BonusPoolOps, BonusPoolPath, bonusPoolResource, type BonusMonthSummary, type BonusSettleResult } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../core/audit.js';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { notFound, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerResource } from '../../../engine/register.js';
import { TODAY, type Trx } from './_shared/chinaToday.js';

/** One store-month of the bonus pool within the user's scope (refused outside it). */
async function monthSummary(db: Kysely<Database> | Trx, storeId: number, month: string): Promise<BonusMonthSummary> {
  const rows = await sql<{ store_name: string | null; orders: number; unsettled: number; total: string; unsettled_total: string; ended: boolean }>`
    select (select store_name from store where id = ${storeId}) as store_name,
      count(b.id)::int as orders, count(b.id) filter (where b.settle_status = 0)::int as unsettled,
      coalesce(sum(b.contribution), 0)::numeric(14, 2)::text as total,
      coalesce(sum(b.contribution) filter (where b.settle_status = 0), 0)::numeric(14, 2)::text as unsettled_total,
      ${month} < to_char(${TODAY}, 'YYYY-MM') as ended
    from bonus_pool_order b where b.store_id = ${storeId} and b.month = ${month}`.execute(db);
  const r = rows.rows[0];
  if (!r.store_name) throw notFound('门店');
  return {
    storeId,
    storeName: r.store_name,
    month,
    orders: r.orders,
    unsettled: r.unsettled,
    total: r.total,
    unsettledTotal: r.unsettled_total,
    ended: r.ended,
  };
}

/** /operate/financial/bonusPoolOrderList: bonus pool orders from their declaration; 结算: every unsettled contribution of one store's month, in one transaction, only once the month has ended. */
export function registerBonusPool(fastify: FastifyInstance): void {
  registerResource(fastify, bonusPoolResource);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  app.get(
    BonusPoolPath.monthSummary,
    { config: { permission: { menu: bonusPoolResource.page } }, schema: { querystring: BonusMonthQuery } },
    async (request) => {
      const auth = requireAuth(request);
      await auth.assertStore(request.query.storeId);
      return ok(await monthSummary(db, request.query.storeId, request.query.month));
    },
  );

  app.post(BonusPoolPath.settle, { config: { permission: { op: BonusPoolOps.settle } }, schema: { body: BonusMonthQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { storeId, month } = request.body;
    await auth.assertStore(storeId);
    const result = await db.transaction().execute(async (trx): Promise<BonusSettleResult> => {
      // The rows first, locked: a second settlement of the same store-month waits, then finds nothing left.
      const open = await sql<{ id: number; contribution: string }>`
        select id, contribution from bonus_pool_order where store_id = ${storeId} and month = ${month} and settle_status = 0 order by id for update`.execute(
        trx,
      );
      const summary = await monthSummary(trx, storeId, month);
      if (!summary.ended) throw refuse(`${month} 尚未结束，月末之后才能结算`);
      if (!summary.orders) throw refuse(`${summary.storeName} ${month} 没有奖金池订单`);
      if (!open.rows.length) throw refuse(`${summary.storeName} ${month} 的奖金池已结算，不能重复结算`);
      const ids = open.rows.map((r) => r.id);
      await sql`update bonus_pool_order set settle_status = 1, settled_by = ${auth.name}, settled_at = now() where id in (${sql.join(ids)})`.execute(trx);
      for (const id of ids)
        await audit(trx, request, {
          action: 'transition:settle',
          table: 'bonus_pool_order',
          recordId: id,
          before: { settleStatus: 0 },
          after: { settleStatus: 1, month },
        });
      return { storeId, month, settled: ids.length, total: addMoney('0', ...open.rows.map((r) => r.contribution)) };
    });
    return ok(result);
  });
}
