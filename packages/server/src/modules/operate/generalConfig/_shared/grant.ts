import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.js';

/**
 * Tests: the store-manager role granted pages (and their menu groups) and operation codes, as a
 * chain might by mistake, so that a rule is seen to hold without the grant's help.
 */
export async function grantStoreManager(db: Kysely<Database>, pages: readonly string[], codes: readonly string[] = []): Promise<void> {
  const urls = [...new Set(pages.flatMap((p) => p.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))))].filter(Boolean);
  await sql`insert into role_menu (role_id, menu_id)
    select r.id, m.id from role r cross join menu m
    where r.code = 'store_manager' and (m.url in (${sql.join(urls)})${codes.length ? sql` or m.code in (${sql.join(codes)})` : sql``})
    and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(db);
}
