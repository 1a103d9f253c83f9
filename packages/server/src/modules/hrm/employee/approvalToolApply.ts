import { toolApplyResource, ToolApplyMsg, toolCostShare, toolCraftsmanOptions, toolItemOptions, toolItemResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import '../../../db/schema/hrmAffairs.js';

const chinaToday = sql`(now() at time zone 'Asia/Shanghai')::date`;

/**
 * /hrm/employee/approvalToolApply 工具申请审批: applications for a craftsman of the user's stores, priced
 * from the catalogue and shared by TOOL_COST_RULE when applied (never recomputed); 通过 / 驳回 by the store
 * manager or head office (who and when), 发放 of an approved one, 撤回 of a pending one; the catalogue.
 */
export function registerApprovalToolApply(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, toolItemOptions, async () => {
    const rows = await sql<{ id: number; name: string }>`
      select id, name || coalesce('（' || spec || '）', '') || ' ￥' || price::text as name from tool_item where enable_status = 1 order by category, id`.execute(
      db,
    );
    return rows.rows;
  });

  registerEndpoint(app, toolCraftsmanOptions, async (_input, { auth }) => {
    const rows = await sql<{ id: number; name: string }>`
      select c.id, c.real_name || '（' || c.employee_no || '，' || s.store_name || '）' as name
      from craftsman c join store s on s.id = c.store_id
      where c.status = 1${andInScope(await auth.scope(), 'c.store_id')} order by c.store_id, c.id limit 1000`.execute(db);
    return rows.rows;
  });

  registerResource(app, toolItemResource, {
    async beforeWrite(values, { auth }) {
      values.updatedBy = auth.name;
    },
  });

  registerResource(app, toolApplyResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode !== 'create') return;
      const row: Record<string, unknown> = values;
      const craftsman = (
        await sql<{ store_id: number; status: number; days: number }>`
        select store_id, status, ${chinaToday} - entry_date as days from craftsman where id = ${values.craftsmanId!} for update`.execute(trx)
      ).rows[0];
      if (!craftsman) throw invalid('craftsmanId', ToolApplyMsg.craftsmanMissing);
      await auth.assertStore(craftsman.store_id);
      if (craftsman.status !== 1) throw invalid('craftsmanId', ToolApplyMsg.craftsmanLeft);
      const tool = (
        await sql<{ price: string; enable_status: number }>`select price::text, enable_status from tool_item where id = ${values.toolId!}`.execute(trx)
      ).rows[0];
      if (!tool) throw invalid('toolId', ToolApplyMsg.itemMissing);
      if (tool.enable_status !== 1) throw invalid('toolId', ToolApplyMsg.itemDisabled);
      const pending = await sql`select 1 from tool_apply where craftsman_id = ${values.craftsmanId!} and tool_id = ${values.toolId!} and status = 0`.execute(
        trx,
      );
      if (pending.rows.length) throw invalid('toolId', ToolApplyMsg.pendingSame);
      const share = toolCostShare(tool.price, values.quantity!, craftsman.days);
      row.storeId = craftsman.store_id;
      row.unitPrice = tool.price;
      row.totalAmount = share.total;
      row.craftsmanPercent = share.percent;
      row.craftsmanAmount = share.craftsman;
      row.companyAmount = share.company;
      row.status = 0;
      row.createdBy = auth.name;
    },
    async afterTransition(trx, record, transition, { auth }) {
      const set =
        record.status === 3
          ? sql`issued_by = ${auth.name}, issued_at = now()`
          : transition.action === 'withdraw'
            ? sql`updated_at = now()`
            : sql`reviewed_by = ${auth.name}, reviewed_at = now()`;
      await sql`update tool_apply set ${set} where id = ${record.id}`.execute(trx);
    },
  });
}
