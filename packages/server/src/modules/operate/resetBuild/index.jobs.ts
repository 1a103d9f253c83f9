import { RecomputeKind } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * Recompute jobs (重装列表): each rebuilds figures kept beside the records from the records, in
 * batches of `batch_size` rows in id order; after each batch its progress (processed, changed,
 * last id) is written in the same transaction as the batch, so a job resumed after a restart goes
 * on from its last batch. A kind answers the rows to go and does one batch.
 */
interface Kind {
  total(db: Kysely<Database>): Promise<number>;
  /** One batch after `lastId`: the rows looked at, those changed and the last id. */
  batch(trx: Kysely<Database>, lastId: number, size: number): Promise<{ seen: number; changed: number; lastId: number }>;
}

const KINDS: Record<number, Kind> = {
  // Customers' visits, first and last visit and spend from their orders (served or paid ones, spend net of refunds).
  0: {
    total: async (db) => (await sql<{ n: number }>`select count(*)::int as n from customer`.execute(db)).rows[0].n,
    async batch(trx, lastId, size) {
      const batch = await sql<{ seen: number; last: string | null }>`select count(*)::int as seen, max(id)::text as last from (
        select id from customer where id > ${lastId} order by id limit ${size}) b`.execute(trx);
      const { seen, last } = batch.rows[0];
      if (!seen) return { seen: 0, changed: 0, lastId };
      const changed = await sql`
        with b as (select id from customer where id > ${lastId} and id <= ${last} order by id),
        s as (
          select b.id, count(o.id)::int as visits, min(o.queued_at) as first_at, max(o.queued_at) as last_at,
            coalesce(sum(o.paid - o.refunded), 0)::numeric(14, 2) as spend
          from b left join customer_order o on o.customer_id = b.id and o.status in (1, 2, 3, 4, 5, 8)
          group by b.id)
        update customer c set visit_count = s.visits, first_visit_at = s.first_at, last_visit_at = s.last_at, total_spend = s.spend
        from s where c.id = s.id and (c.visit_count, c.first_visit_at, c.last_visit_at, c.total_spend)
          is distinct from (s.visits, s.first_at, s.last_at, s.spend)`.execute(trx);
      return { seen, changed: Number(changed.numAffectedRows ?? 0), lastId: Number(last) };
    },
  },
  // Each post template's usage: the posts made from it.
  1: {
    total: async (db) => (await sql<{ n: number }>`select count(*)::int as n from hair_circle_template`.execute(db)).rows[0].n,
    async batch(trx, lastId, size) {
      const batch = await sql<{ seen: number; last: number | null }>`select count(*)::int as seen, max(id) as last from (
        select id from hair_circle_template where id > ${lastId} order by id limit ${size}) b`.execute(trx);
      const { seen, last } = batch.rows[0];
      if (!seen) return { seen: 0, changed: 0, lastId };
      const changed = await sql`
        update hair_circle_template t set usage_count = s.n
        from (select t2.id, count(p.id)::int as n from hair_circle_template t2 left join hair_circle_post p on p.template_id = t2.id
              where t2.id > ${lastId} and t2.id <= ${last} group by t2.id) s
        where t.id = s.id and t.usage_count <> s.n`.execute(trx);
      return { seen, changed: Number(changed.numAffectedRows ?? 0), lastId: Number(last) };
    },
  },
};

/** Runs one job to its end (or failure), batch by batch. Safe to call on a job already done: it does nothing. */
export async function runRecomputeJob(db: Kysely<Database>, id: number): Promise<void> {
  const claimed = await sql<{ kind: number; status: number; last_id: string; batch_size: number; processed: number }>`
    update recompute_job set status = 1, started_at = coalesce(started_at, now()) where id = ${id} and status in (0, 1)
    returning kind, status, last_id, batch_size, processed`.execute(db);
  const job = claimed.rows[0];
  if (!job) return;
  const kind = KINDS[job.kind];
  try {
    const total = await kind.total(db);
    await sql`update recompute_job set total = ${total} where id = ${id}`.execute(db);
    let lastId = Number(job.last_id);
    for (;;) {
      const done = await db.transaction().execute(async (trx) => {
        const step = await kind.batch(trx, lastId, job.batch_size);
        if (!step.seen) return true;
        lastId = step.lastId;
        await sql`update recompute_job set processed = processed + ${step.seen}, changed = changed + ${step.changed}, last_id = ${step.lastId}
          where id = ${id}`.execute(trx);
        return false;
      });
      if (done) break;
      // Other requests get the connection between batches (PGlite has one).
      await new Promise((resolve) => setImmediate(resolve));
    }
    await sql`update recompute_job set status = 2, finished_at = now(),
      result = '共处理' || processed || '条，修正' || changed || '条（' || ${RecomputeKind.labelOf(job.kind)} || '）' where id = ${id}`.execute(db);
  } catch (error) {
    await sql`update recompute_job set status = 3, finished_at = now(), error = ${String((error as Error).message ?? error).slice(0, 500)} where id = ${id}`.execute(
      db,
    );
  }
}

/** Jobs left queued or running (a restart): each goes on from its last batch. */
export async function resumeRecomputeJobs(db: Kysely<Database>): Promise<void> {
  const left = await sql<{ id: number }>`select id from recompute_job where status in (0, 1) order by id`.execute(db);
  for (const job of left.rows) await runRecomputeJob(db, job.id);
}

/** Resumes unfinished jobs once the server is ready (in the background). */
export function scheduleRecomputeResume(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    void resumeRecomputeJobs(app.services.db).catch((error: unknown) => app.log.error({ err: error }, 'recompute job resume failed'));
  });
}
