import type { DataLevelSuggestion } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../../db/schema.js';
import '../../../../db/schema/craftsmanRegister.js';

/**
 * What the craftsman register's pages share on the server (issue 14, H1): dated changes applied on
 * their date (status, data level), the service stars of a month, the suggested data level.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Today in China, as the database reads it. */
export const CHINA_TODAY = sql<string>`(now() at time zone 'Asia/Shanghai')::date`;
/** Orders that count as served (spec order status: paid, refunding, refunded, partly refunded). */
const SERVED = sql.raw('(3, 4, 5, 8)');

/** Who applied a change: a user in a request, or the system's daily pass. */
export interface Applier {
  userId: number | null;
  name: string;
  api: string;
}
export const SYSTEM: Applier = { userId: null, name: '系统', api: 'job:craftsman/applyDueChanges' };

async function auditRows(db: Db, who: Applier, table: string, rows: { id: number; before: unknown; after: unknown }[]) {
  if (!rows.length) return;
  await db
    .insertInto('audit_log')
    .values(
      rows.map((r) => ({
        user_id: who.userId,
        user_name: who.name,
        route: null,
        api: who.api,
        action: 'update',
        table_name: table,
        record_id: String(r.id),
        before: JSON.stringify(r.before),
        after: JSON.stringify(r.after),
        ip: null,
        request_id: null,
      })),
    )
    .execute();
}

/**
 * Moves a craftsman's status: 离职 writes the leave date and reason, 再入职 (离职 → 在职) starts a
 * new entry date and clears them. Answers the rows before and after, for the audit.
 */
export async function moveCraftsmanStatus(
  db: Db,
  who: Applier,
  change: { craftsmanId: number; toStatus: number; effectiveDate: string; leaveReason: number | null },
): Promise<void> {
  const before = await sql<{ status: number; entry_date: string; leave_date: string | null; leave_reason: number | null }>`
    select status, entry_date::text, leave_date::text, leave_reason from craftsman where id = ${change.craftsmanId} for update`.execute(db);
  const was = before.rows[0];
  if (!was) return;
  const reentry = was.status === 4 && change.toStatus === 1;
  const after = {
    status: change.toStatus,
    entry_date: reentry ? change.effectiveDate : was.entry_date,
    leave_date: change.toStatus === 4 ? change.effectiveDate : reentry ? null : was.leave_date,
    leave_reason: change.toStatus === 4 ? change.leaveReason : reentry ? null : was.leave_reason,
  };
  await sql`update craftsman set status = ${after.status}, entry_date = ${after.entry_date}, leave_date = ${after.leave_date},
    leave_reason = ${after.leave_reason}, updated_at = now() where id = ${change.craftsmanId}`.execute(db);
  await auditRows(db, who, 'craftsman', [{ id: change.craftsmanId, before: was, after }]);
}

/** Moves a craftsman's data level, audited. */
export async function moveDataLevel(db: Db, who: Applier, craftsmanId: number, toLevel: string): Promise<void> {
  const before = await sql<{ data_level: string | null }>`select data_level from craftsman where id = ${craftsmanId} for update`.execute(db);
  if (!before.rows[0]) return;
  await sql`update craftsman set data_level = ${toLevel}, updated_at = now() where id = ${craftsmanId}`.execute(db);
  await auditRows(db, who, 'craftsman', [{ id: craftsmanId, before: before.rows[0], after: { data_level: toLevel } }]);
}

/**
 * The waiting status and data-level changes whose date has come (China time) are written to their
 * craftsmen and become 已生效, each audited as the system. Any number of servers may run it: a
 * change is claimed by the update that moves it. Answers how many of each moved.
 */
export async function applyDueChanges(db: Kysely<Database>): Promise<{ status: number; dataLevel: number }> {
  return db.transaction().execute(async (trx) => {
    const statuses = await sql<{ id: number; craftsman_id: number; to_status: number; effective_date: string; leave_reason: number | null }>`
      update craftsman_status_change set state = 1, applied_at = now(), updated_at = now()
      where state = 0 and effective_date <= ${CHINA_TODAY}
      returning id, craftsman_id, to_status, effective_date::text, leave_reason`.execute(trx);
    for (const c of statuses.rows.sort((a, b) => a.id - b.id))
      await moveCraftsmanStatus(trx, SYSTEM, {
        craftsmanId: c.craftsman_id,
        toStatus: c.to_status,
        effectiveDate: c.effective_date,
        leaveReason: c.leave_reason,
      });
    await auditRows(
      trx,
      SYSTEM,
      'craftsman_status_change',
      statuses.rows.map((c) => ({ id: c.id, before: { state: 0 }, after: { state: 1 } })),
    );
    const levels = await sql<{ id: number; craftsman_id: number; to_level: string }>`
      update craftsman_data_level_change set state = 1, applied_at = now(), updated_at = now()
      where state = 0 and effective_month <= ${CHINA_TODAY}
      returning id, craftsman_id, to_level`.execute(trx);
    for (const c of levels.rows.sort((a, b) => a.id - b.id)) await moveDataLevel(trx, SYSTEM, c.craftsman_id, c.to_level);
    await auditRows(
      trx,
      SYSTEM,
      'craftsman_data_level_change',
      levels.rows.map((c) => ({ id: c.id, before: { state: 0 }, after: { state: 1 } })),
    );
    return { status: statuses.rows.length, dataLevel: levels.rows.length };
  });
}

/** How often a server looks for changes whose date has come. */
export const DUE_CHANGES_SWEEP_MS = 10 * 60_000;

/** Applies due changes when the server is ready and then every ten minutes, until it closes. */
export function scheduleDueChanges(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => applyDueChanges(app.services.db).catch((error: unknown) => app.log.error({ err: error }, 'craftsman due changes sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), DUE_CHANGES_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The bounds of a month ('YYYY-MM-01') as instants, China time. */
const monthBounds = (month: string) => ({
  from: sql`(${month}::date::timestamp at time zone 'Asia/Shanghai')`,
  to: sql`((${month}::date + interval '1 month')::timestamp at time zone 'Asia/Shanghai')`,
});

/**
 * A month's service stars, computed again from that month's evaluations (blocked ones left out)
 * and the star rules: one row a craftsman evaluated, the highest star whose rule the month meets
 * (0 when none). Rows of craftsmen no longer evaluated that month go. The same month computed twice
 * gives the same rows.
 */
export async function computeServiceStars(db: Db, month: string): Promise<{ craftsmen: number; starred: number }> {
  const { from, to } = monthBounds(month);
  const rows = await sql<{ star: number }>`
    with ev as (
      select sc.craftsman_id, count(*)::int as n, round(avg(sc.rating_overall), 2) as score
      from store_comment sc
      where sc.commented_at >= ${from} and sc.commented_at < ${to} and sc.display_status <> 2
      group by sc.craftsman_id
    ), gone as (
      delete from craftsman_service_star s where s.month = ${month}::date and not exists (select 1 from ev where ev.craftsman_id = s.craftsman_id)
    )
    insert into craftsman_service_star (craftsman_id, store_id, month, eval_count, avg_score, star, computed_at)
    select ev.craftsman_id, c.store_id, ${month}::date, ev.n, ev.score,
      coalesce((select max(r.star) from craftsman_star_rule r where ev.score >= r.min_avg_score and ev.n >= r.min_count), 0), now()
    from ev join craftsman c on c.id = ev.craftsman_id
    on conflict (craftsman_id, month) do update set store_id = excluded.store_id, eval_count = excluded.eval_count,
      avg_score = excluded.avg_score, star = excluded.star, computed_at = excluded.computed_at
    returning star`.execute(db);
  return { craftsmen: rows.rows.length, starred: rows.rows.filter((r) => r.star > 0).length };
}

/**
 * A craftsman's last month (China time) against the data-level thresholds: performance (paid
 * less refunded of the orders served), customers served, designated rate (the share of those
 * customers this craftsman had served before the month), and the highest level all three reach.
 */
export async function suggestDataLevelOf(db: Db, craftsmanId: number): Promise<DataLevelSuggestion> {
  const monthText = sql`(date_trunc('month', ${CHINA_TODAY}) - interval '1 month')::date`;
  const month = (await sql<{ m: string }>`select ${monthText}::text as m`.execute(db)).rows[0].m;
  const { from, to } = monthBounds(month);
  const figures = await sql<{ performance: string; customers: number; designated_rate: string; current_level: string | null }>`
    with m as (
      select o.customer_id, o.paid - o.refunded as net from customer_order o
      where o.craftsman_id = ${craftsmanId} and o.status in ${SERVED} and o.created_at >= ${from} and o.created_at < ${to}
    ), served as (select distinct customer_id from m)
    select coalesce((select sum(net) from m), 0)::numeric(12, 2)::text as performance,
      (select count(*) from served)::int as customers,
      (case when (select count(*) from served) = 0 then 0
        else round(100.0 * (select count(*) from served s where exists (
          select 1 from customer_order p where p.craftsman_id = ${craftsmanId} and p.customer_id = s.customer_id and p.status in ${SERVED} and p.created_at < ${from}
        )) / (select count(*) from served), 2) end)::numeric(5, 2)::text as designated_rate,
      (select data_level from craftsman where id = ${craftsmanId}) as current_level`.execute(db);
  const f = figures.rows[0];
  const level = await sql<{ code: string }>`
    select code from craftsman_data_level
    where ${f.performance}::numeric >= min_performance and ${f.customers} >= min_customers and ${f.designated_rate}::numeric >= min_designated_rate
    order by code desc limit 1`.execute(db);
  return {
    craftsmanId,
    month,
    performance: f.performance,
    customers: f.customers,
    designatedRate: f.designated_rate,
    currentLevel: f.current_level,
    suggestedLevel: level.rows[0]?.code ?? null,
  };
}
