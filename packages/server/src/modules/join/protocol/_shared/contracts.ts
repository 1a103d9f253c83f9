import {
  businessToday,
  CONTRACT_STATUS,
  FranchiseContractKind,
  FranchiseContractStatus,
  type ContractKind,
  type ContractLink,
  type contractResource,
  type contractSteps,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../../core/audit.js';
import { invalid, notFound, refuse } from '../../../../core/errors.js';
import type { Database } from '../../../../db/schema.js';
import '../../../../db/schema/franchise.js';
import { registerEndpoint } from '../../../../engine/endpoint.js';
import { andInScope } from '../../../../engine/query.js';
import { registerResource } from '../../../../engine/register.js';

/**
 * The contracts of one kind (加盟, 租赁, 装修, 优惠 share it): the declaration's list, detail, add, edit,
 * delete, import and export with the rules it cannot say, and the hand-written steps 续签, 终止,
 * attachments, the overlap check as a read and the store's versions. A store holds at most one
 * contract of a kind in force over any day: every write locks the store's franchise_store row, checks
 * and writes in one transaction.
 */

type LinkRow = {
  id: number;
  contract_no: string;
  status: number;
  start_date: string;
  end_date: string;
  amount: string;
  party_b: string;
  terminated_on: string | null;
  created_at: Date;
};
const LINK_COLUMNS = sql`id, contract_no, status, start_date::text as start_date, end_date::text as end_date, amount::text as amount, party_b,
  terminated_on::text as terminated_on, created_at`;
export const linkOf = (r: LinkRow): ContractLink => ({
  id: r.id,
  contractNo: r.contract_no,
  status: r.status,
  startDate: r.start_date,
  endDate: r.end_date,
  amount: r.amount,
  partyB: r.party_b,
  terminatedOn: r.terminated_on,
  createdAt: r.created_at,
});

const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Locks a franchise store's row (the serialising point of its contracts); refuses a store that is not one. */
export async function lockFranchiseStore(trx: Kysely<Database>, storeId: number, kind: ContractKind): Promise<{ franchisee_id: number }> {
  const row = (await sql<{ franchisee_id: number }>`select franchisee_id from franchise_store where store_id = ${storeId} for update`.execute(trx)).rows[0];
  if (!row) throw invalid('storeId', `该门店不是加盟门店（或未分配加盟商），不能签订${FranchiseContractKind.labelOf(kind)}`);
  return row;
}

/** The contract of this kind in force for the store whose term shares a day with [start, end] (other than `except`). */
export async function overlapping(trx: Kysely<Database>, kind: ContractKind, storeId: number, start: string, end: string, except?: number) {
  return (
    await sql<LinkRow>`select ${LINK_COLUMNS} from franchise_contract
      where store_id = ${storeId} and kind = ${kind} and status = ${CONTRACT_STATUS.inForce}
        and start_date <= ${end} and end_date >= ${start}${except ? sql` and id <> ${except}` : sql``}
      order by start_date, id limit 1`.execute(trx)
  ).rows[0];
}

const overlapMessage = (kind: ContractKind, other: LinkRow) =>
  `与生效中的${FranchiseContractKind.labelOf(kind)}${other.contract_no}（${other.start_date} 至 ${other.end_date}）期限重叠：同一门店同类协议的生效期限不能重叠`;

async function assertNoOverlap(trx: Kysely<Database>, kind: ContractKind, storeId: number, start: string, end: string, except?: number) {
  const other = await overlapping(trx, kind, storeId, start, end, except);
  if (other) throw refuse(overlapMessage(kind, other));
}

/** The renewal chain a contract belongs to, oldest first. */
async function chainOf(db: Kysely<Database>, id: number): Promise<ContractLink[]> {
  const rows = await sql<LinkRow>`
    with recursive back(id, renewed_from_id) as (
      select id, renewed_from_id from franchise_contract where id = ${id}
      union select c.id, c.renewed_from_id from franchise_contract c join back b on c.id = b.renewed_from_id
    ), fwd(id) as (
      select id from franchise_contract where id = ${id}
      union select c.id from franchise_contract c join fwd f on c.renewed_from_id = f.id
    )
    select ${LINK_COLUMNS} from franchise_contract where id in (select id from back union select id from fwd) order by start_date, id`.execute(db);
  return rows.rows.map(linkOf);
}

export function contractRoutes(
  app: FastifyInstance,
  kind: ContractKind,
  def: ReturnType<typeof contractResource<ContractKind>>,
  steps: ReturnType<typeof contractSteps>,
): void {
  const { db } = app.services;
  const title = FranchiseContractKind.labelOf(kind);

  registerResource(app, def, {
    conditions: () => [sql`t.kind = ${kind}`],
    async detail(database, row) {
      const files = (
        await sql<{ attachments: { name: string; url: string }[] }>`select attachments from franchise_contract where id = ${row.id}`.execute(database)
      ).rows[0];
      return { chain: await chainOf(database, row.id), attachments: files?.attachments ?? [] };
    },
    async beforeWrite(values, { trx, auth, mode, id }) {
      const row = values as typeof values & Record<string, unknown>;
      if (mode === 'create') {
        const store = await lockFranchiseStore(trx, values.storeId!, kind);
        await assertNoOverlap(trx, kind, values.storeId!, values.startDate!, values.endDate!);
        row.kind = kind;
        row.franchiseeId = store.franchisee_id;
        row.status = CONTRACT_STATUS.inForce;
        row.createdBy = auth.name;
        row.updatedBy = auth.name;
        return;
      }
      const current = (
        await sql<{ store_id: number; start_date: string; end_date: string; renewed_from_id: number | null }>`
        select store_id, start_date::text as start_date, end_date::text as end_date, renewed_from_id from franchise_contract where id = ${id!}`.execute(trx)
      ).rows[0];
      if (!current) throw notFound(title);
      await lockFranchiseStore(trx, current.store_id, kind);
      const start = values.startDate ?? current.start_date;
      const end = values.endDate ?? current.end_date;
      if (end < start) throw invalid('endDate', '结束日期不能早于开始日期');
      if (current.renewed_from_id && start !== current.start_date) throw invalid('startDate', '续签的协议从原协议结束的次日开始，开始日期不能修改');
      await assertNoOverlap(trx, kind, current.store_id, start, end, id);
      row.updatedBy = auth.name;
    },
    async beforeRemove(trx, record) {
      const today = businessToday();
      if (record.startDate <= today) throw refuse(`只能删除尚未开始的协议：${record.contractNo}已于 ${record.startDate} 开始`);
      // A renewal taken back: the contract it renewed is in force again.
      if (record.renewedFromId)
        await sql`update franchise_contract set status = ${CONTRACT_STATUS.inForce}, updated_at = now()
          where id = ${record.renewedFromId} and status = ${CONTRACT_STATUS.renewed}`.execute(trx);
    },
  });

  type Locked = {
    id: number;
    contract_no: string;
    status: number;
    store_id: number;
    franchisee_id: number;
    party_a: string;
    party_b: string;
    start_date: string;
    end_date: string;
    deposit: string;
    attachments: { name: string; url: string }[];
  };
  /** The contract of this kind within the user's stores, locked. */
  async function lockContract(trx: Kysely<Database>, id: number, scoped: ReturnType<typeof andInScope>): Promise<Locked> {
    const row = (
      await sql<Locked>`select id, contract_no, status, store_id, franchisee_id, party_a, party_b, start_date::text as start_date,
        end_date::text as end_date, deposit::text as deposit, attachments
      from franchise_contract where id = ${id} and kind = ${kind}${scoped} for update`.execute(trx)
    ).rows[0];
    if (!row) throw notFound(title);
    return row;
  }
  const inForceOnly = (row: Locked, step: string) => {
    if (row.status !== CONTRACT_STATUS.inForce)
      throw refuse(`${row.contract_no}当前为「${FranchiseContractStatus.labelOf(row.status)}」，只有生效中的协议可以${step}`);
  };

  registerEndpoint(app, steps.renew, async (body, { auth, request }) => {
    const scoped = andInScope(await auth.scope(), 'store_id');
    return db.transaction().execute(async (trx) => {
      const old = await lockContract(trx, body.id, scoped);
      inForceOnly(old, '续签');
      await lockFranchiseStore(trx, old.store_id, kind);
      const start = plusDays(old.end_date, 1);
      if (body.endDate < start) throw invalid('endDate', `结束日期不能早于新协议的开始日期（${start}）`);
      const taken = (await sql`select 1 from franchise_contract where contract_no = ${body.contractNo}`.execute(trx)).rows.length;
      if (taken) throw invalid('contractNo', '协议编号已存在');
      await assertNoOverlap(trx, kind, old.store_id, start, body.endDate, old.id);
      const created = (
        await sql<{ id: number }>`insert into franchise_contract (contract_no, kind, store_id, franchisee_id, party_a, party_b, signed_on, start_date,
          end_date, amount, deposit, status, renewed_from_id, remark, created_by, updated_by)
        values (${body.contractNo}, ${kind}, ${old.store_id}, ${old.franchisee_id}, ${old.party_a}, ${old.party_b}, ${body.signedOn}, ${start},
          ${body.endDate}, ${body.amount}, ${body.deposit ?? old.deposit}, ${CONTRACT_STATUS.inForce}, ${old.id}, ${body.remark ?? null}, ${auth.name}, ${auth.name})
        returning id`.execute(trx)
      ).rows[0];
      await sql`update franchise_contract set status = ${CONTRACT_STATUS.renewed}, updated_by = ${auth.name}, updated_at = now() where id = ${old.id}`.execute(
        trx,
      );
      await audit(trx, request, {
        action: 'create',
        table: 'franchise_contract',
        recordId: created.id,
        after: {
          contractNo: body.contractNo,
          kind,
          storeId: old.store_id,
          startDate: start,
          endDate: body.endDate,
          amount: body.amount,
          renewedFromId: old.id,
        },
      });
      await audit(trx, request, {
        action: 'renew',
        table: 'franchise_contract',
        recordId: old.id,
        before: { status: old.status },
        after: { status: CONTRACT_STATUS.renewed, renewedBy: body.contractNo },
      });
      return { id: old.id, renewedId: created.id, startDate: start, endDate: body.endDate };
    });
  });

  registerEndpoint(app, steps.terminate, async (body, { auth, request }) => {
    const scoped = andInScope(await auth.scope(), 'store_id');
    return db.transaction().execute(async (trx) => {
      const row = await lockContract(trx, body.id, scoped);
      inForceOnly(row, '终止');
      if (body.terminatedOn < row.start_date || body.terminatedOn > row.end_date)
        throw invalid('terminatedOn', `终止日期须在协议期限内（${row.start_date} 至 ${row.end_date}）`);
      await sql`update franchise_contract set status = ${CONTRACT_STATUS.terminated}, terminated_on = ${body.terminatedOn},
        terminated_reason = ${body.reason}, updated_by = ${auth.name}, updated_at = now() where id = ${row.id}`.execute(trx);
      await audit(trx, request, {
        action: 'terminate',
        table: 'franchise_contract',
        recordId: row.id,
        before: { status: row.status },
        after: { status: CONTRACT_STATUS.terminated, terminatedOn: body.terminatedOn, terminatedReason: body.reason },
      });
      return { id: row.id, status: CONTRACT_STATUS.terminated };
    });
  });

  const writeFiles = async (trx: Kysely<Database>, id: number, files: { name: string; url: string }[], by: string) =>
    sql`update franchise_contract set attachments = ${JSON.stringify(files)}::jsonb, updated_by = ${by}, updated_at = now() where id = ${id}`.execute(trx);

  registerEndpoint(app, steps.addFile, async (body, { auth, request }) => {
    const scoped = andInScope(await auth.scope(), 'store_id');
    return db.transaction().execute(async (trx) => {
      const row = await lockContract(trx, body.id, scoped);
      if (row.attachments.length >= 10) throw refuse('每份协议最多 10 个附件');
      if (row.attachments.some((f) => f.url === body.url)) throw refuse('该附件已添加');
      const files = [...row.attachments, { name: body.name, url: body.url }];
      await writeFiles(trx, row.id, files, auth.name);
      await audit(trx, request, { action: 'attach', table: 'franchise_contract', recordId: row.id, after: { name: body.name, url: body.url } });
      return files;
    });
  });

  registerEndpoint(app, steps.removeFile, async (body, { auth, request }) => {
    const scoped = andInScope(await auth.scope(), 'store_id');
    return db.transaction().execute(async (trx) => {
      const row = await lockContract(trx, body.id, scoped);
      const gone = row.attachments.find((f) => f.url === body.url);
      if (!gone) throw refuse('附件不存在');
      const files = row.attachments.filter((f) => f.url !== body.url);
      await writeFiles(trx, row.id, files, auth.name);
      await audit(trx, request, { action: 'detach', table: 'franchise_contract', recordId: row.id, before: gone });
      return files;
    });
  });

  registerEndpoint(app, steps.check, async (query, { auth }) => {
    await auth.assertStore(query.storeId);
    if (query.endDate < query.startDate) throw invalid('endDate', '结束日期不能早于开始日期');
    const other = await overlapping(db, kind, query.storeId, query.startDate, query.endDate, query.id);
    return other ? { ok: false, message: overlapMessage(kind, other), conflict: linkOf(other) } : { ok: true, message: null, conflict: null };
  });

  registerEndpoint(app, steps.versions, async ({ storeId }, { auth }) => {
    await auth.assertStore(storeId);
    const rows =
      await sql<LinkRow>`select ${LINK_COLUMNS} from franchise_contract where store_id = ${storeId} and kind = ${kind} order by start_date, id`.execute(db);
    return rows.rows.map(linkOf);
  });
}
