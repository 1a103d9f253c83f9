import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** How often a server looks for store affairs whose deadline has passed. */
export const OVERDUE_SWEEP_MS = 10 * 60_000;

/**
 * A pending store affair (门店事务, status 0) whose deadline day (China time) has passed becomes
 * 已逾期 (2), in one statement with its audit row each, written as the system (no user).
 * Answers the ids it moved. Any number of servers may run it: the update moves a row once.
 */
export async function markOverdueAffairs(db: Kysely<Database>): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const moved = await sql<{ id: number; deadline: string }>`
      update store_transaction set status = 2, updated_at = now()
      where status = 0 and deadline < (now() at time zone 'Asia/Shanghai')::date
      returning id, deadline::text as deadline`.execute(trx);
    if (moved.rows.length) {
      await trx
        .insertInto('audit_log')
        .values(
          moved.rows.map((row) => ({
            user_id: null,
            user_name: '系统',
            route: null,
            api: 'job:storeTransaction/overdue',
            action: 'overdue',
            table_name: 'store_transaction',
            record_id: String(row.id),
            before: JSON.stringify({ status: 0 }),
            after: JSON.stringify({ status: 2, deadline: row.deadline }),
            ip: null,
            request_id: null,
          })),
        )
        .execute();
    }
    return moved.rows.map((row) => row.id);
  });
}

/** Sweeps when the server is ready and then every ten minutes, until it closes. */
export function scheduleOverdueAffairs(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => markOverdueAffairs(app.services.db).catch((error: unknown) => app.log.error({ err: error }, 'store affair overdue sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), OVERDUE_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
