import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** How often a server looks for pushes whose time has come. */
export const PUSH_SWEEP_MS = 30_000;

/** Who receives a push of each audience, counted when it is sent (PushAudience). */
const RECIPIENTS: Record<number, ReturnType<typeof sql<{ n: number }>>> = {
  0: sql<{ n: number }>`select count(*)::int as n from customer where status <> 2`,
  1: sql<{ n: number }>`select count(*)::int as n from customer where status <> 2 and member_level > 0`,
  2: sql<{ n: number }>`select count(*)::int as n from craftsman where status in (1, 2)`,
  3: sql<{ n: number }>`select count(*)::int as n from craftsman where status in (1, 2) and position_type = 1`,
};

/**
 * Sends every scheduled push (待推送) whose time is at or before `now`: there is no push provider
 * here, so sending is recording it in node_push_log with the recipients counted at that moment;
 * the push becomes 已推送 with its send time and count, audited as the system. Rows are claimed
 * with SKIP LOCKED, so servers sweeping at once send each push once (the log's unique push id
 * holds it too). Answers the ids sent.
 */
export async function sendDuePushes(db: Kysely<Database>, now: Date = new Date()): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const due = await sql<{ id: number; audience: number; channel: number; title: string }>`
      select id, audience, channel, title from node_push where status = 0 and push_at <= ${now}
      order by push_at, id for update skip locked limit 200`.execute(trx);
    const sent: number[] = [];
    for (const push of due.rows) {
      const count = (await RECIPIENTS[push.audience].execute(trx)).rows[0].n;
      await sql`insert into node_push_log (push_id, audience, channel, recipient_count, sent_at, sender)
        values (${push.id}, ${push.audience}, ${push.channel}, ${count}, ${now}, '系统定时任务')`.execute(trx);
      await sql`update node_push set status = 1, sent_at = ${now}, recipient_count = ${count}, updated_at = now() where id = ${push.id}`.execute(trx);
      await trx
        .insertInto('audit_log')
        .values({
          user_id: null,
          user_name: '系统',
          route: null,
          api: 'job:nodePush/send',
          action: 'send',
          table_name: 'node_push',
          record_id: String(push.id),
          before: JSON.stringify({ status: 0 }),
          after: JSON.stringify({ status: 1, recipientCount: count, sentAt: now.toISOString() }),
          ip: null,
          request_id: null,
        })
        .execute();
      sent.push(push.id);
    }
    return sent;
  });
}

/** Sweeps when the server is ready and then every 30 seconds, until it closes. */
export function scheduleNodePushes(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => sendDuePushes(app.services.db).catch((error: unknown) => app.log.error({ err: error }, 'node push sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), PUSH_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
