import { DIAL_KIND, DIAL_STATUS, dialResource, dialSettlements, SETTLEMENT_STATUS } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { nextNo } from './_shared/settlement.js';

/**
 * The settlement a 结算结余 disbursement pays, under its lock: the store's, confirmed, with a positive
 * balance, and the disbursements of it not rejected (this one left out) plus `amount` within the balance.
 */
async function assertSettlementRoom(trx: Kysely<Database>, settlementId: number, storeId: number, amount: string, self?: number): Promise<void> {
  const s = (
    await sql<{ store_id: number; status: number; balance: string; settle_no: string }>`
      select store_id, status, balance::text as balance, settle_no from franchise_settlement where id = ${settlementId} for update`.execute(trx)
  ).rows[0];
  if (!s) throw invalid('settlementId', '结算单不存在');
  if (s.store_id !== storeId) throw invalid('settlementId', '所选结算单不属于该门店');
  if (s.status !== SETTLEMENT_STATUS.confirmed) throw invalid('settlementId', `结算单${s.settle_no}尚未确认，不能拨付结余`);
  if (Number(s.balance) <= 0) throw invalid('settlementId', `结算单${s.settle_no}没有应付门店的结余`);
  const room = (
    await sql<{ used: string; over: boolean; left: string }>`
      select coalesce(sum(amount), 0)::text as used,
        coalesce(sum(amount), 0) + ${amount}::numeric > ${s.balance}::numeric as over,
        greatest(${s.balance}::numeric - coalesce(sum(amount), 0), 0)::text as left
      from franchise_disbursement
      where settlement_id = ${settlementId} and status <> ${DIAL_STATUS.rejected}${self === undefined ? sql`` : sql` and id <> ${self}`}`.execute(trx)
  ).rows[0];
  if (room.over) throw invalid('amount', `超出结算单${s.settle_no}的结余：结余${s.balance}元，已拨付或在途${room.used}元，最多还可拨付${room.left}元`);
}

/**
 * /join/settle/dial 拨款管理: list, detail, add, update, delete, 审核 / 驳回 / 拨款 and export from the
 * declaration; a 结算结余 is checked against its settlement (the store's, confirmed, balance not exceeded
 * by the disbursements not rejected), 拨款 stamps the paid time; the settlements the form offers.
 */
export function registerDial(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, dialSettlements, async ({ storeId }, { auth }) => {
    const rows = await sql<{ id: number; name: string; storeId: number; balance: string; remaining: string }>`
      select s.id, s.settle_no || '（' || st.store_name || ' ' || to_char(s.month, 'YYYY-MM') || '，可拨' || (s.balance - coalesce(d.used, 0))::text || '元）' as name,
        s.store_id as "storeId", s.balance::text as balance, (s.balance - coalesce(d.used, 0))::text as remaining
      from franchise_settlement s join store st on st.id = s.store_id
      left join (select settlement_id, sum(amount) as used from franchise_disbursement where status <> ${DIAL_STATUS.rejected} and settlement_id is not null group by settlement_id) d
        on d.settlement_id = s.id
      where s.status = ${SETTLEMENT_STATUS.confirmed} and s.balance > 0${storeId === undefined ? sql`` : sql` and s.store_id = ${storeId}`}${andInScope(await auth.scope(), 's.store_id')}
      order by s.month desc, s.store_id`.execute(db);
    return rows.rows;
  });

  registerResource(app, dialResource, {
    async beforeWrite(values, { trx, auth, mode, id }) {
      const row = values as typeof values & Record<string, unknown>;
      const before =
        mode === 'update'
          ? (
              await sql<{ store_id: number; kind: number; amount: string; settlement_id: number | null; status: number }>`
                select store_id, kind, amount::text as amount, settlement_id, status from franchise_disbursement where id = ${id!}`.execute(trx)
            ).rows[0]
          : undefined;
      if (mode === 'update' && !before) throw refuse('拨款单不存在');
      const storeId = values.storeId ?? before!.store_id;
      const kind = values.kind ?? before!.kind;
      const amount = String(values.amount ?? before!.amount);
      const settlementId = values.settlementId === undefined ? (before?.settlement_id ?? null) : values.settlementId;
      if (mode === 'create') {
        const held = (await sql`select 1 from franchise_store where store_id = ${storeId}`.execute(trx)).rows.length;
        if (!held) throw invalid('storeId', '该门店不是加盟门店');
      }
      if (kind === DIAL_KIND.settlement) {
        if (!settlementId) throw invalid('settlementId', '拨款类型为结算结余时请选择来源结算单');
        await assertSettlementRoom(trx, settlementId, storeId, amount, id);
      } else {
        row.settlementId = null;
      }
      if (mode === 'create') {
        row.dialNo = await nextNo(trx, 'franchise_disbursement', 'BK');
        row.status = DIAL_STATUS.waiting;
        row.createdBy = auth.name;
      } else if (before!.status === DIAL_STATUS.rejected) {
        // A rejected one, corrected, goes back to the auditors.
        row.status = DIAL_STATUS.waiting;
        row.rejectReason = null;
      }
    },
    async beforeTransition(trx, record, transition) {
      // Approving or paying again checks the settlement's room under its lock (the balance is fixed once confirmed).
      if (transition.action === 'reject' || record.kind !== DIAL_KIND.settlement || !record.settlementId) return;
      await assertSettlementRoom(trx, record.settlementId, record.storeId!, '0');
    },
    async afterTransition(trx, record, transition) {
      if (transition.action === 'pay') await sql`update franchise_disbursement set paid_at = now() where id = ${record.id}`.execute(trx);
    },
  });
}
