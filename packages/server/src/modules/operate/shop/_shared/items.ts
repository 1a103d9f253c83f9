import { sql, type Kysely } from 'kysely';
import { invalid } from '../../../../core/errors.js';
import type { Database } from '../../../../db/schema.js';

/** Today in China time, the chain's business day (YYYY-MM-DD). */
export { businessToday } from '@salon/contract';

/** Refuses an item that does not exist or is disabled (a price version or store item names one). */
export async function assertItem(trx: Kysely<Database>, itemId: unknown) {
  if (itemId === undefined) return;
  const found = await sql<{ enabled: boolean }>`select enabled from item where id = ${itemId as number}`.execute(trx);
  if (!found.rows[0]) throw invalid('itemId', '服务项目不存在');
  if (!found.rows[0].enabled) throw invalid('itemId', '该服务项目已停用');
}
