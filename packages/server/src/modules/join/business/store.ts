import { franchiseStoreResource, franchiseStoreTransfers, transferFranchiseStore } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../core/audit.js';
import { invalid, notFound, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { assertActiveFranchisee } from './manage.js';

const STORE_TYPE_FRANCHISE = 1;

/** A store's transfers between franchisees, newest first. */
async function transfersOf(db: Kysely<Database>, storeId: number) {
  const rows = await sql<{
    id: number;
    fromName: string;
    toName: string;
    transferredOn: string;
    reason: string;
    operator: string;
    createdAt: Date;
  }>`select t.id, a.company_name as "fromName", b.company_name as "toName", t.transferred_on::text as "transferredOn", t.reason, t.operator,
      t.created_at as "createdAt"
    from franchise_store_transfer t join franchisee a on a.id = t.from_franchisee_id join franchisee b on b.id = t.to_franchisee_id
    where t.store_id = ${storeId} order by t.id desc`.execute(db);
  return rows.rows;
}

/**
 * /join/business/store 加盟门店 (spec storeMgr): the declaration's list, get, add, update and export over
 * franchise_store (id = the store's id); 新增 takes a store of category 加盟 no franchisee holds yet and a
 * franchisee 合作中; 转让 moves a store to another franchisee 合作中 (the row locked, a transfer row and an
 * audit row in the same transaction), its log read back newest first.
 */
export function registerFranchiseStore(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, franchiseStoreResource, {
    detail: async (dbx, row) => ({ transfers: await transfersOf(dbx, row.id) }),
    async beforeWrite(values, { trx, auth, mode }) {
      const row = values as typeof values & Record<string, unknown>;
      if (mode !== 'create') return;
      const store = (
        await sql<{ store_name: string; store_type: number }>`select store_name, store_type from store where id = ${values.storeId!} for update`.execute(trx)
      ).rows[0];
      if (!store) throw invalid('storeId', '门店不存在');
      if (store.store_type !== STORE_TYPE_FRANCHISE) throw invalid('storeId', `门店「${store.store_name}」的类别不是加盟，不能登记为加盟门店`);
      const held = (
        await sql<{
          company_name: string;
        }>`select f.company_name from franchise_store fs join franchisee f on f.id = fs.franchisee_id where fs.store_id = ${values.storeId!}`.execute(trx)
      ).rows[0];
      if (held) throw invalid('storeId', `门店「${store.store_name}」已属于加盟商「${held.company_name}」，更换加盟商请用转让`);
      await assertActiveFranchisee(trx, values.franchiseeId!);
      row.createdBy = auth.name;
    },
  });

  registerEndpoint(app, transferFranchiseStore, async ({ id, franchiseeId, transferredOn, reason }, { auth, request }) => {
    await auth.assertStore(id);
    return db.transaction().execute(async (trx) => {
      const current = (
        await sql<{ franchisee_id: number; company_name: string; joined_on: string }>`
          select fs.franchisee_id, f.company_name, fs.joined_on::text as joined_on from franchise_store fs join franchisee f on f.id = fs.franchisee_id
          where fs.store_id = ${id} for update of fs`.execute(trx)
      ).rows[0];
      if (!current) throw notFound('加盟门店');
      if (current.franchisee_id === franchiseeId) throw invalid('franchiseeId', `门店已属于加盟商「${current.company_name}」`);
      if (transferredOn < current.joined_on) throw invalid('transferredOn', `转让日期不能早于门店的加盟日期（${current.joined_on}）`);
      const last = (await sql<{ d: string | null }>`select max(transferred_on)::text as d from franchise_store_transfer where store_id = ${id}`.execute(trx))
        .rows[0].d;
      if (last && transferredOn < last) throw invalid('transferredOn', `转让日期不能早于上次转让日期（${last}）`);
      const toName = await assertActiveFranchisee(trx, franchiseeId);
      const changed = await sql`update franchise_store set franchisee_id = ${franchiseeId}, updated_at = now()
        where store_id = ${id} and franchisee_id = ${current.franchisee_id}`.execute(trx);
      if (Number(changed.numAffectedRows ?? 0) !== 1) throw refuse('门店已被他人修改，请刷新后重试');
      await sql`insert into franchise_store_transfer (store_id, from_franchisee_id, to_franchisee_id, transferred_on, reason, operator)
        values (${id}, ${current.franchisee_id}, ${franchiseeId}, ${transferredOn}::date, ${reason}, ${auth.name})`.execute(trx);
      await audit(trx, request, {
        action: 'transfer',
        table: 'franchise_store',
        recordId: id,
        before: { franchiseeId: current.franchisee_id, franchiseeName: current.company_name },
        after: { franchiseeId, franchiseeName: toName, transferredOn, reason },
      });
      return { id, franchiseeId };
    });
  });

  registerEndpoint(app, franchiseStoreTransfers, async ({ id }, { auth }) => {
    await auth.assertStore(id);
    return transfersOf(db, id);
  });
}
