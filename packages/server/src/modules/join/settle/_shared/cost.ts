import { SETTLEMENT_STATUS, type costDeclaration } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid, refuse } from '../../../../core/errors.js';
import { registerResource } from '../../../../engine/register.js';
import { assertMonthOpen, nextNo } from './settlement.js';

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * One registration for the four cost pages (人工费用, 物料费用, 运营费用, 投资款): the page's kind is a
 * condition of every read and written by every create; the month follows 发生日期; a line in a confirmed
 * settlement, or a write into a confirmed month, is refused in words.
 */
export function serveCostPage(app: FastifyInstance, def: ReturnType<typeof costDeclaration>, kind: number): void {
  registerResource(app, def, {
    conditions: () => [sql`t.kind = ${kind}`],
    async beforeWrite(values, { trx, auth, mode, id }) {
      const row = values as typeof values & Record<string, unknown>;
      if (mode === 'create') {
        const held = (await sql`select 1 from franchise_store where store_id = ${values.storeId!}`.execute(trx)).rows.length;
        if (!held) throw invalid('storeId', '该门店不是加盟门店');
        row.month = monthOf(values.costDate!);
        await assertMonthOpen(trx, values.storeId!, row.month as string, '新增');
        row.costNo = await nextNo(trx, 'franchise_cost', 'FY');
        row.kind = kind;
        row.createdBy = auth.name;
        return;
      }
      const before = (
        await sql<{ store_id: number; month: string; settlement_id: number | null; status: number | null; settle_no: string | null }>`
          select c.store_id, c.month::text as month, c.settlement_id, s.status, s.settle_no
          from franchise_cost c left join franchise_settlement s on s.id = c.settlement_id where c.id = ${id!} for update of c`.execute(trx)
      ).rows[0];
      if (before.status === SETTLEMENT_STATUS.confirmed) throw refuse(`该费用已计入已确认的结算（${before.settle_no}），不可修改`);
      await assertMonthOpen(trx, before.store_id, before.month, '修改');
      if (values.costDate) {
        row.month = monthOf(values.costDate);
        if (row.month !== before.month) {
          await assertMonthOpen(trx, before.store_id, row.month as string, '修改');
          // Out of the old month's settlement: 生成 of the new month counts it.
          row.settlementId = null;
        }
      }
    },
    async beforeRemove(trx, record) {
      const s = (
        await sql<{
          status: number;
          settle_no: string;
        }>`select s.status, s.settle_no from franchise_cost c join franchise_settlement s on s.id = c.settlement_id where c.id = ${record.id}`.execute(trx)
      ).rows[0];
      if (s?.status === SETTLEMENT_STATUS.confirmed) throw refuse(`该费用已计入已确认的结算（${s.settle_no}），不可删除`);
    },
  });
}
