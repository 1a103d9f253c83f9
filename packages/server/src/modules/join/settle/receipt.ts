import { APPROVAL_KIND, PAYMENT_AUDIT, paymentAuditCount, paymentContractNumbers, paymentRecordResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { invalid, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope, scopeCondition, T, whereClause } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { approvalLogOf, flowTransition } from '../_shared/approvalFlow.js';
import { nextNo } from './_shared/settlement.js';

/** The contract a payment is recorded against: it must be one of the payment's store. */
async function assertContractOfStore(trx: Kysely<Database>, contractId: number, storeId: number): Promise<void> {
  const c = (await sql<{ store_id: number }>`select store_id from franchise_contract where id = ${contractId}`.execute(trx)).rows[0];
  if (!c) throw invalid('contractId', '协议不存在');
  if (c.store_id !== storeId) throw invalid('contractId', '所选协议不属于该门店');
}

/**
 * /join/settle/receipt 收款记录 (spec §7 paymentrecord): list, detail, add, update, delete, audit and
 * excel from the declaration; the contract numbers a payment is recorded against; the menu badge's
 * count of records waiting for audit. A rejected record, corrected, is waiting again. 通过 and 驳回
 * follow the 收款审核 flow of 流程设置 (each step's role in order; none: one step); the detail answers
 * the decisions (`approvals`).
 */
export function registerReceipt(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, paymentContractNumbers, async ({ storeId }, { auth }) => {
    const rows = await sql<{ id: number; name: string; storeId: number }>`
      select c.id, c.contract_no || '（' || s.store_name || '，' || case c.kind when 1 then '加盟协议' when 2 then '租赁协议' when 3 then '装修协议' else '优惠协议' end || '）' as name,
        c.store_id as "storeId"
      from franchise_contract c join store s on s.id = c.store_id
      where ${storeId === undefined ? sql`true` : sql`c.store_id = ${storeId}`}${andInScope(await auth.scope(), 'c.store_id')}
      order by c.store_id, c.kind, c.start_date desc`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, paymentAuditCount, async (_input, { auth }) => {
    const conditions = [sql`${sql.ref(`${T}.audit_status`)} = ${PAYMENT_AUDIT.waiting}`];
    const scoped = scopeCondition(paymentRecordResource, await auth.scope());
    if (scoped) conditions.push(scoped);
    const row = await sql<{ n: number }>`select count(*)::int as n from franchise_payment as ${sql.id(T)}${whereClause(conditions)}`.execute(db);
    return row.rows[0].n;
  });

  registerResource(app, paymentRecordResource, {
    beforeTransition: flowTransition(APPROVAL_KIND.paymentAudit),
    detail: async (dbx, row) => ({ approvals: await approvalLogOf(dbx, APPROVAL_KIND.paymentAudit, row.id) }),
    async beforeWrite(values, { trx, auth, mode, id }) {
      const row = values as typeof values & Record<string, unknown>;
      if (mode === 'create') {
        const held = (await sql`select 1 from franchise_store where store_id = ${values.storeId!}`.execute(trx)).rows.length;
        if (!held) throw invalid('storeId', '该门店不是加盟门店');
        await assertContractOfStore(trx, values.contractId!, values.storeId!);
        row.paymentNo = await nextNo(trx, 'franchise_payment', 'SK');
        row.auditStatus = PAYMENT_AUDIT.waiting;
        row.createdBy = auth.name;
        return;
      }
      const before = (
        await sql<{ store_id: number; audit_status: number }>`select store_id, audit_status from franchise_payment where id = ${id!}`.execute(trx)
      ).rows[0];
      if (!before) throw refuse('收款记录不存在');
      if (values.contractId !== undefined) await assertContractOfStore(trx, values.contractId, before.store_id);
      // A rejected record, corrected, goes back to the auditors.
      if (before.audit_status === PAYMENT_AUDIT.rejected) {
        row.auditStatus = PAYMENT_AUDIT.waiting;
        row.auditor = null;
        row.auditedAt = null;
        row.auditRemark = null;
      }
    },
  });
}
