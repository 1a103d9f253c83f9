import { TRANSFER_LOAN, TRANSFER_MOVE } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { StoreScope } from '../../../../core/auth.js';
import type { Database } from '../../../../db/schema.js';
import { andInScope } from '../../../../engine/query.js';
import '../../../../db/schema/attendance.js';

type Db = Kysely<Database> | Transaction<Database>;

/** How often a server applies the approved transfers whose day has come. */
export const TRANSFER_SWEEP_MS = 10 * 60_000;

/** Who applied a change, for its audit row: the approving user, or the system's sweep. */
export interface Applier {
  userId: number | null;
  userName: string;
  api: string;
  route: string | null;
}

const SYSTEM: Applier = { userId: null, userName: '系统', api: 'job:craftsmanTransfer/apply', route: null };

/**
 * Approved transfers take effect on their date, not before (`asOf`: the China business day, today by
 * default): a 调店 whose day has come moves the craftsman's home store (craftsman.store_id, the home
 * craftsman_store link moves to the new store, the old one disabled); a 借调 in its period enables a
 * non-home link at the other store, and after its last day disables it again. One statement per
 * step, each transfer moved once (effect 0 → 1 → 2) with an audit row. Answers the ids changed.
 */
export async function applyDueTransfers(db: Db, options: { asOf?: string; id?: number; by?: Applier } = {}): Promise<number[]> {
  const asOf = options.asOf ? sql`${options.asOf}::date` : sql`(now() at time zone 'Asia/Shanghai')::date`;
  const only = options.id === undefined ? sql`` : sql` and t.id = ${options.id}`;
  const by = options.by ?? SYSTEM;
  const run = async (trx: Db) => {
    const changed: { id: number; action: string; before: unknown; after: unknown }[] = [];
    // 调店: the home store changes.
    const moves = await sql<{ id: number; craftsman_id: number; from_store_id: number; to_store_id: number; start_date: string }>`
      update craftsman_transfer t set effect = 1, applied_at = now(), updated_at = now()
      where t.status = 1 and t.effect = 0 and t.transfer_type = ${TRANSFER_MOVE} and t.start_date <= ${asOf}${only}
      returning t.id, t.craftsman_id, t.from_store_id, t.to_store_id, t.start_date::text as start_date`.execute(trx);
    for (const m of moves.rows) {
      const before = await sql<{ store_id: number }>`select store_id from craftsman where id = ${m.craftsman_id} for update`.execute(trx);
      await sql`update craftsman set store_id = ${m.to_store_id}, updated_at = now() where id = ${m.craftsman_id}`.execute(trx);
      await sql`update craftsman_store set is_home = false, active_status = 0, active_changed_at = now(), active_changed_by = ${by.userName},
          active_remark = ${`调店至新门店，${m.start_date}生效`}, updated_at = now()
        where craftsman_id = ${m.craftsman_id} and store_id <> ${m.to_store_id} and is_home`.execute(trx);
      await sql`insert into craftsman_store (craftsman_id, store_id, is_home, active_status, active_changed_at, active_changed_by, active_remark)
        values (${m.craftsman_id}, ${m.to_store_id}, true, 1, now(), ${by.userName}, ${`调店调入，${m.start_date}生效`})
        on conflict (craftsman_id, store_id) do update set is_home = true, active_status = 1, active_changed_at = now(),
          active_changed_by = excluded.active_changed_by, active_remark = excluded.active_remark, updated_at = now()`.execute(trx);
      changed.push({
        id: m.id,
        action: 'applyTransfer',
        before: { effect: 0, craftsmanStoreId: before.rows[0]?.store_id },
        after: { effect: 1, craftsmanStoreId: m.to_store_id },
      });
    }
    // 借调 in its period: the craftsman also serves the other store.
    const loans = await sql<{ id: number; craftsman_id: number; to_store_id: number; start_date: string; end_date: string }>`
      update craftsman_transfer t set effect = 1, applied_at = now(), updated_at = now()
      where t.status = 1 and t.effect = 0 and t.transfer_type = ${TRANSFER_LOAN} and t.start_date <= ${asOf} and t.end_date >= ${asOf}${only}
      returning t.id, t.craftsman_id, t.to_store_id, t.start_date::text as start_date, t.end_date::text as end_date`.execute(trx);
    for (const l of loans.rows) {
      await sql`insert into craftsman_store (craftsman_id, store_id, is_home, active_status, active_changed_at, active_changed_by, active_remark)
        values (${l.craftsman_id}, ${l.to_store_id}, false, 1, now(), ${by.userName}, ${`借调 ${l.start_date} 至 ${l.end_date}`})
        on conflict (craftsman_id, store_id) do update set active_status = 1, active_changed_at = now(),
          active_changed_by = excluded.active_changed_by, active_remark = excluded.active_remark, updated_at = now()
        where not craftsman_store.is_home`.execute(trx);
      changed.push({ id: l.id, action: 'applyTransfer', before: { effect: 0 }, after: { effect: 1, loanStoreId: l.to_store_id } });
    }
    // 借调 over (or approved only after its last day): the loan link is disabled again.
    const ended = await sql<{ id: number; craftsman_id: number; to_store_id: number; end_date: string; effect: number }>`
      with e as (select t.id, t.effect from craftsman_transfer t
        where t.status = 1 and t.effect in (0, 1) and t.transfer_type = ${TRANSFER_LOAN} and t.end_date < ${asOf}${only} for update)
      update craftsman_transfer t set effect = 2, ended_at = now(), updated_at = now() from e where t.id = e.id
      returning t.id, t.craftsman_id, t.to_store_id, t.end_date::text as end_date, e.effect`.execute(trx);
    for (const e of ended.rows) {
      if (e.effect === 1)
        await sql`update craftsman_store set active_status = 0, active_changed_at = now(), active_changed_by = ${by.userName},
            active_remark = ${`借调结束（${e.end_date}）`}, updated_at = now()
          where craftsman_id = ${e.craftsman_id} and store_id = ${e.to_store_id} and not is_home
            and not exists (select 1 from craftsman_transfer o where o.id <> ${e.id} and o.craftsman_id = ${e.craftsman_id} and o.to_store_id = ${e.to_store_id}
              and o.status = 1 and o.effect = 1 and o.transfer_type = ${TRANSFER_LOAN})`.execute(trx);
      changed.push({ id: e.id, action: 'endTransfer', before: { effect: e.effect }, after: { effect: 2 } });
    }
    if (changed.length)
      await trx
        .insertInto('audit_log')
        .values(
          changed.map((c) => ({
            user_id: by.userId,
            user_name: by.userName,
            route: by.route,
            api: by.api,
            action: c.action,
            table_name: 'craftsman_transfer',
            record_id: String(c.id),
            before: JSON.stringify(c.before),
            after: JSON.stringify(c.after),
            ip: null,
            request_id: null,
          })),
        )
        .execute();
    return changed.map((c) => c.id);
  };
  return db.isTransaction ? run(db) : (db as Kysely<Database>).transaction().execute(run);
}

/** Applies due transfers when the server is ready and then every ten minutes, until it closes. */
export function scheduleTransfers(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => applyDueTransfers(app.services.db).catch((error: unknown) => app.log.error({ err: error }, 'transfer sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), TRANSFER_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The craftsmen of the user's stores (in service only, for an application), labelled with number and store. */
export async function craftsmenInScope(db: Kysely<Database>, scope: StoreScope, inService: boolean): Promise<{ id: number; name: string }[]> {
  const rows = await sql<{ id: number; name: string }>`
    select c.id, c.real_name || '（' || c.employee_no || '，' || s.store_name || '）' as name
    from craftsman c join store s on s.id = c.store_id
    where ${inService ? sql`c.status = 1` : sql`true`}${andInScope(scope, 'c.store_id')} order by c.store_id, c.id`.execute(db);
  return rows.rows;
}

/** Stores a craftsman may be sent to: open, about to open or upgrading, and enabled. */
export async function openStores(db: Kysely<Database>): Promise<{ id: number; name: string }[]> {
  const rows = await sql<{ id: number; name: string }>`
    select id, store_name || '（' || store_code || '）' as name from store where open_status in (0, 1, 2) and enable_status = 1 order by id`.execute(db);
  return rows.rows;
}
