import { EvaluationOps, EvaluationPath, EvaluationReplyBody, evaluationResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../core/audit.js';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { notFound, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { loadRecord, registerResource } from '../../../engine/register.js';
import { iso } from './_shared/voice.js';

/** A review's order as its detail shows it: the items and what was paid. */
async function reviewOrder(db: Kysely<Database>, orderId: number) {
  const rows = await sql<{ items: string | null; paid: string; finished_at: Date | null }>`
    select (select string_agg(i.item_name, '、' order by i.id) from order_item i where i.order_id = o.id) as items, o.paid, o.finished_at
    from customer_order o where o.id = ${orderId}`.execute(db);
  const row = rows.rows[0];
  return { orderItems: row?.items ?? null, orderPaid: row?.paid ?? null, orderFinishedAt: iso(row?.finished_at) };
}

/** /operate/user/evaluation 用户评价: the declaration, plus the reply (回复), audited with the reply it replaces. */
export function registerEvaluation(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  registerResource(app, evaluationResource, { detail: (database, row) => reviewOrder(database, row.orderId as number) });

  app.post(EvaluationPath.reply, { config: { permission: { op: EvaluationOps.reply } }, schema: { body: EvaluationReplyBody } }, async (request) => {
    const auth = requireAuth(request);
    const { id, reply } = request.body;
    // Within the user's stores, else "评价不存在".
    await loadRecord(db, evaluationResource, auth, id);
    const result = await db.transaction().execute(async (trx) => {
      const locked = await sql<{
        reply: string | null;
        replied_by: string | null;
        hidden: number;
      }>`select reply, replied_by, hidden from order_review where id = ${id} for update`.execute(trx);
      const before = locked.rows[0];
      if (!before) throw notFound('评价');
      if (before.hidden === 1) throw refuse('已隐藏的评价不能回复，请先显示该评价');
      await sql`update order_review set reply = ${reply}, replied_by = ${auth.name}, replied_at = now(), updated_at = now() where id = ${id}`.execute(trx);
      await audit(trx, request, {
        action: 'update',
        table: 'order_review',
        recordId: id,
        before: { reply: before.reply, repliedBy: before.replied_by },
        after: { reply, repliedBy: auth.name },
      });
      return { id, reply, repliedBy: auth.name, hasReply: 1 };
    });
    return ok(result);
  });
}
