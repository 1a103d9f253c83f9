import { costSettleGenerate, costSettleQuery, costSettleResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { generateSettlement } from './_shared/settlement.js';

/** Today in China, the chain's business day. */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * /join/settle/manage 结算列表 (spec §7 costsettle): list, detail, update (remark), export and 确认 from
 * the declaration; 生成 (costsettle/add) computes a store's month from its records; query answers the
 * lines. 确认 computes it once more from the records before locking it, so a confirmed settlement's
 * totals are the sums of its lines.
 */
export function registerCostSettle(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, costSettleGenerate, async ({ storeId, month }, { auth, request }) => {
    await auth.assertStore(storeId);
    return db.transaction().execute(async (trx) => {
      const done = await generateSettlement(trx, storeId, month, auth.name, chinaToday());
      await audit(trx, request, { action: 'generate', table: 'franchise_settlement', recordId: done.id, after: { storeId, month, ...done } });
      return done;
    });
  });

  registerEndpoint(app, costSettleQuery, async ({ id }, { auth }) => {
    const scope = await auth.scope();
    const s = (
      await sql<{ id: number; store_id: number; month: string }>`select id, store_id, month::text as month from franchise_settlement
      where id = ${id}${andInScope(scope, 'store_id', { column: 'month', type: 'date' })}`.execute(db)
    ).rows[0];
    if (!s) throw refuse('结算单不存在');
    const costs = await sql<{ id: number; costNo: string; kind: number; costDate: string; item: string; amount: string }>`
      select id, cost_no as "costNo", kind, cost_date::text as "costDate", item, amount::text as amount
      from franchise_cost where settlement_id = ${id} order by kind, cost_date, id`.execute(db);
    const receipts = await sql<{ id: number; paymentNo: string; feeKind: number; paidOn: string; amount: string }>`
      select id, payment_no as "paymentNo", fee_kind as "feeKind", paid_on::text as "paidOn", amount::text as amount
      from franchise_payment where store_id = ${s.store_id} and audit_status = 1 and fee_kind <> 3
        and paid_on >= ${s.month}::date and paid_on < (${s.month}::date + interval '1 month') order by paid_on, id`.execute(db);
    return { costs: costs.rows, receipts: receipts.rows };
  });

  registerResource(app, costSettleResource, {
    async beforeTransition(trx, record, transition, { auth }) {
      if (transition.action !== 'confirm') return;
      await generateSettlement(trx, record.storeId!, record.month!, auth.name, chinaToday());
    },
  });
}
