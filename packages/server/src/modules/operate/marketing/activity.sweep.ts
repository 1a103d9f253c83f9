import { ActivityPath } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import '../../../db/schema/marketingActivity.js';

/** How often a server looks for activities past their end. */
export const ACTIVITY_SWEEP_MS = 5 * 60_000;

/**
 * An online or offline activity whose end time has passed becomes 已结束 (3), in one statement
 * with an audit row each, written as the system. Answers the ids it ended. Any number of servers
 * may run it: the update moves a row once.
 */
export async function endExpiredActivities(db: Kysely<Database>): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const moved = await sql<{ id: number; before: number; end_at: string }>`
      update marketing_activity a set status = 3, status_by = '系统', status_at = now(), status_reason = null, updated_at = now()
      from (select id, status from marketing_activity where status in (1, 2) and end_at <= now() for update) b
      where a.id = b.id
      returning a.id, b.status as before, a.end_at::text as end_at`.execute(trx);
    if (moved.rows.length) {
      await trx
        .insertInto('audit_log')
        .values(
          moved.rows.map((row) => ({
            user_id: null,
            user_name: '系统',
            route: null,
            api: ActivityPath.sweep,
            action: 'end',
            table_name: 'marketing_activity',
            record_id: String(row.id),
            before: JSON.stringify({ status: row.before }),
            after: JSON.stringify({ status: 3, endAt: row.end_at }),
            ip: null,
            request_id: null,
          })),
        )
        .execute();
    }
    return moved.rows.map((row) => Number(row.id));
  });
}

/** Sweeps when the server is ready and then every five minutes, until it closes. */
export function scheduleActivitySweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => endExpiredActivities(app.services.db).catch((error: unknown) => app.log.error({ err: error }, 'activity end sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), ACTIVITY_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
