import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../../db/schema.js';

export type Trx = Transaction<Database>;

/** Today in China (the stores' business day), as the database sees it. */
export const TODAY = sql`(now() at time zone 'Asia/Shanghai')::date`;
