import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.js';

/**
 * Tests only: grants an account's roles the pages (with their parents) and every operation code
 * starting with one of the prefixes, as an administrator would on 角色管理 (the auth epoch moves by
 * the role_menu trigger, so the next request sees it).
 */
export async function grantPages(db: Kysely<Database>, account: string, pages: readonly string[], codePrefixes: readonly string[]): Promise<void> {
  const parents = new Set<string>();
  for (const page of pages) {
    const parts = page.split('/').filter(Boolean);
    for (let i = 1; i <= parts.length; i++) parents.add(`/${parts.slice(0, i).join('/')}`);
  }
  const codes = codePrefixes.length
    ? sql.join(
        codePrefixes.map((p) => sql`m.code like ${`${p}%`}`),
        sql` or `,
      )
    : sql`false`;
  await sql`
    insert into role_menu (role_id, menu_id)
    select ur.role_id, m.id from user_role ur join app_user u on u.id = ur.user_id cross join menu m
    where u.account = ${account} and (m.url in (${sql.join([...parents])}) or ${codes})
    on conflict do nothing`.execute(db);
}
