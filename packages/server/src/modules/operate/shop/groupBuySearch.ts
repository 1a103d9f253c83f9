import { GroupBuyPath, groupBuyVoucherResource, VoucherLookup } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { col, fromClause, selectList } from '../../../engine/query.js';

const def = groupBuyVoucherResource;

/** China-time date of a timestamp. */
const chinaDate = (value: unknown) => new Date(new Date(value as string).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * /operate/shop/groupBuySearch: the voucher list (a store sees what was redeemed at its store) and
 * the lookup by exact code, with which store staff check a customer's voucher before service.
 */
export function registerGroupBuy(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  registerResource(app, def);

  app.route({
    method: 'POST',
    url: GroupBuyPath.lookup,
    config: { permission: { menu: def.page } },
    schema: { body: VoucherLookup },
    handler: async (request) => {
      const auth = requireAuth(request);
      const found = await sql<
        Record<string, unknown>
      >`select ${selectList(def)} from ${fromClause(def)} where ${col('voucher_code')} = ${request.body.voucherCode}`.execute(db);
      const voucher = found.rows[0];
      if (!voucher) throw refuse('未找到该券码，请核对12位券码');
      const scope = await auth.scope();
      const storeId = voucher.redeemStoreId as number | null;
      // Not yet redeemed anywhere: any store may check it. Redeemed: only where it was redeemed.
      if (scope.all || storeId === null || scope.storeIds.includes(storeId)) return ok(voucher);
      throw refuse(`该券已于${chinaDate(voucher.redeemedAt)}在其他门店核销，不能再次使用`);
    },
  });
}
