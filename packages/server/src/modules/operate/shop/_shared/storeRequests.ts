import { type ResourceDef } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.js';
import { scopeCondition, T, whereClause } from '../../../../engine/query.js';

/** Today in China time, the chain's business day. */
export const today = sql`(now() at time zone 'Asia/Shanghai')::date`;

/** Rows of a store-scoped resource in the given statuses, within the user's store authority (a menu badge's count). */
export async function countInScope(
  db: Kysely<Database>,
  def: ResourceDef,
  statuses: readonly number[],
  scope: Parameters<typeof scopeCondition>[1],
): Promise<number> {
  const conditions = [sql`${sql.ref(`${T}.status`)} in (${sql.join(statuses)})`];
  const scoped = scopeCondition(def, scope);
  if (scoped) conditions.push(scoped);
  const row = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(def.table)} as ${sql.id(T)}${whereClause(conditions)}`.execute(db);
  return row.rows[0].n;
}
