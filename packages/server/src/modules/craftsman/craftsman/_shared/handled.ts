import type { TransitionDef } from '@salon/contract';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { invalid } from '../../../../core/errors.js';
import type { AuthContext } from '../../../../core/auth.js';
import type { Database } from '../../../../db/schema.js';

/**
 * What 员工反馈 and 建议反馈 share: a record is raised for a craftsman (its home store is the
 * record's store, within the caller's stores), and a 回复 keeps the reply with who and when.
 */
export async function raisedFor(trx: Kysely<Database>, auth: AuthContext, values: { craftsmanId?: number | null; storeId?: number | null }) {
  const found = await sql<{
    store_id: number;
    status: number;
    real_name: string;
  }>`select store_id, status, real_name from craftsman where id = ${values.craftsmanId}`.execute(trx);
  const c = found.rows[0];
  if (!c) throw invalid('craftsmanId', '手艺人不存在');
  await auth.assertStore(c.store_id);
  values.storeId = c.store_id;
  (values as Record<string, unknown>).createdBy = auth.name;
}

export async function keepReply(
  trx: Kysely<Database>,
  table: 'craftsman_feedback' | 'craftsman_suggestion',
  id: number,
  transition: TransitionDef,
  request: FastifyRequest,
  name: string,
) {
  if (transition.action !== 'reply') return;
  const reply = (request.body as { reason?: string | null }).reason?.trim() ?? '';
  await sql`update ${sql.table(table)} set reply = ${reply}, replied_by = ${name}, replied_at = now() where id = ${id}`.execute(trx);
}
