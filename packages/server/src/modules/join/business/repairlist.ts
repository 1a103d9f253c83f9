import { REPAIR_STATUS, repairDispatch, repairFix, repairResource, RepairStatus, repairWarrantyTypes, WarrantyType } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../core/audit.js';
import type { AuthContext } from '../../../core/auth.js';
import { invalid, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import '../../../db/schema/franchiseService.js';
import { nextDayNumber } from '../../_shared/dayNumber.js';

type RepairRow = { id: number; repair_no: string; status: number; store_id: number };

/** Today in China, as the date pickers read it. */
const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * A repair of the user's stores, locked for a step, refused in words naming its state unless it is in
 * `from` (a missing one and another store's read alike: not in the user's stores).
 */
async function lockRepair(trx: Kysely<Database>, auth: AuthContext, id: number, from: number, step: string): Promise<RepairRow> {
  const repair = (
    await sql<RepairRow>`select id, repair_no, status, store_id from franchise_repair where id = ${id}${andInScope(await auth.scope(), 'store_id')} for update`.execute(
      trx,
    )
  ).rows[0];
  if (!repair) throw refuse('报修单不存在或不在您的门店权限内');
  if (repair.status !== from) throw refuse(`报修单 ${repair.repair_no} 当前为「${RepairStatus.labelOf(repair.status)}」，不能${step}`);
  return repair;
}

/**
 * /join/business/repairlist 报修管理 (spec storeRepair): query, detail, add, update (while 已报修), import,
 * export and 验收 / 验收不通过 from the declaration; 派单 and 维修完成 as steps of their own (guarded
 * updates: the state read under lock, the update only from it); the warranty types.
 */
export function registerRepairList(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, repairWarrantyTypes, async () => WarrantyType.items.map((i) => ({ value: i.value, label: i.label })));

  registerResource(app, repairResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode !== 'create') return;
      const row = values as typeof values & Record<string, unknown>;
      const held = (await sql`select 1 from franchise_store where store_id = ${values.storeId!}`.execute(trx)).rows.length;
      if (!held) throw invalid('storeId', '该门店不是加盟门店');
      row.repairNo = await nextDayNumber(trx, 'franchise_repair', 'repair_no', 'BX');
      row.status = REPAIR_STATUS.reported;
      row.createdBy = auth.name;
    },
    // 验收不通过 sends it back to the worker: counted, and no acceptance stands.
    async afterTransition(trx, record, transition) {
      if (transition.action === 'reject')
        await sql`update franchise_repair set reject_count = reject_count + 1, accepted_by = null, accepted_at = null where id = ${record.id}`.execute(trx);
    },
  });

  registerEndpoint(app, repairDispatch, async ({ id, worker, expectedOn }, { auth, request }) => {
    if (expectedOn < chinaToday()) throw invalid('expectedOn', '预计完成日期不能早于今天');
    return db.transaction().execute(async (trx) => {
      const repair = await lockRepair(trx, auth, id, REPAIR_STATUS.reported, '派单');
      const updated = await sql`update franchise_repair set status = ${REPAIR_STATUS.dispatched}, worker = ${worker},
          expected_on = ${expectedOn}::date, dispatched_by = ${auth.name}, dispatched_at = now(), updated_at = now()
        where id = ${id} and status = ${REPAIR_STATUS.reported} returning id`.execute(trx);
      if (!updated.rows.length) throw refuse(`报修单 ${repair.repair_no} 的状态已变化，请刷新后重试`);
      await audit(trx, request, {
        action: 'dispatch',
        table: 'franchise_repair',
        recordId: id,
        before: { status: repair.status },
        after: { status: REPAIR_STATUS.dispatched, worker, expectedOn },
      });
      return { id, status: REPAIR_STATUS.dispatched };
    });
  });

  registerEndpoint(app, repairFix, async ({ id, result, cost }, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const repair = await lockRepair(trx, auth, id, REPAIR_STATUS.dispatched, '登记维修完成');
      const updated = await sql`update franchise_repair set status = ${REPAIR_STATUS.fixed}, result = ${result}, cost = ${String(cost)}::numeric,
          fixed_by = ${auth.name}, fixed_at = now(), updated_at = now()
        where id = ${id} and status = ${REPAIR_STATUS.dispatched} returning id`.execute(trx);
      if (!updated.rows.length) throw refuse(`报修单 ${repair.repair_no} 的状态已变化，请刷新后重试`);
      await audit(trx, request, {
        action: 'fix',
        table: 'franchise_repair',
        recordId: id,
        before: { status: repair.status },
        after: { status: REPAIR_STATUS.fixed, result, cost: String(cost) },
      });
      return { id, status: REPAIR_STATUS.fixed };
    }),
  );
}
