import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../core/audit.js';
import type { AuthContext } from '../../core/auth.js';
import type { Database } from '../../db/schema.js';

/**
 * Read receipts of notices to stores, one shape for 门店公告 (store_notice) and 加盟通知 (franchise_notice):
 * `notice` (status 1 = published, read_count), `target` (one row per store reached: read_at, read_by,
 * read_by_name) and `read` (one row per account that opened it, unique on notice, store, user).
 */
export interface NoticeTables {
  notice: string;
  target: string;
  read: string;
}

/**
 * The store whose notices the user reads: the account's own store, when it lies within the user's
 * store-data authority. Head-office accounts have none.
 */
export async function readerStore(db: Kysely<Database>, auth: AuthContext): Promise<{ id: number; name: string } | null> {
  const row = await sql<{
    id: number;
    name: string;
  }>`select s.id, s.store_name as name from app_user u join store s on s.id = u.store_id where u.id = ${auth.userId}`.execute(db);
  const store = row.rows[0];
  if (!store) return null;
  const scope = await auth.scope();
  return scope.all || scope.storeIds.includes(store.id) ? store : null;
}

/**
 * The reader's store has read a published notice: one read record per account; the store's first read
 * stamps its target row and counts once on the notice; an audit row when anything was written.
 * Answers null when the notice is not published to that store, else the target row's id and whether
 * this account's read was new.
 */
export async function recordRead(
  trx: Kysely<Database>,
  request: FastifyRequest,
  auth: AuthContext,
  tables: NoticeTables,
  noticeId: number,
  storeId: number,
): Promise<{ targetId: number; changed: boolean } | null> {
  const t = { notice: sql.table(tables.notice), target: sql.table(tables.target), read: sql.table(tables.read) };
  const target = await sql<{ id: number; status: number }>`
    select t.id, n.status from ${t.target} t join ${t.notice} n on n.id = t.notice_id
    where t.notice_id = ${noticeId} and t.store_id = ${storeId}`.execute(trx);
  const row = target.rows[0];
  if (!row || row.status !== 1) return null;
  const recorded = await sql`insert into ${t.read} (notice_id, store_id, user_id, user_name) values (${noticeId}, ${storeId}, ${auth.userId}, ${auth.name})
    on conflict (notice_id, store_id, user_id) do nothing returning id`.execute(trx);
  const first =
    await sql`update ${t.target} set read_at = now(), read_by = ${auth.userId}, read_by_name = ${auth.name} where id = ${row.id} and read_at is null returning id`.execute(
      trx,
    );
  if (first.rows.length) await sql`update ${t.notice} set read_count = read_count + 1 where id = ${noticeId}`.execute(trx);
  const changed = recorded.rows.length > 0;
  if (changed)
    await audit(trx, request, {
      action: 'read',
      table: tables.notice,
      recordId: noticeId,
      after: { storeId, firstReadOfStore: first.rows.length > 0 },
    });
  return { targetId: row.id, changed };
}
