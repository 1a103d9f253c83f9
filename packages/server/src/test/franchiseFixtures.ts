import { sql } from 'kysely';
import { login, type Session, type TestApp } from './harness.js';

/**
 * A franchise store's manager for scope tests: an account of `storeId` (store-data authority over it
 * alone, the demo store password) holding a role granted `grants` (page urls and operation codes, their
 * menu ancestors with them), signed in.
 */
export async function franchiseStoreUser(t: TestApp, account: string, storeId: number, grants: readonly string[]): Promise<Session & { id: number }> {
  const role = (
    await sql<{
      id: number;
    }>`insert into role (name, code, role_type, remark, is_system, is_super) values (${`加盟店长-${account}`}, ${`fr_${account}`}, 1, '测试', false, false) returning id`.execute(
      t.db,
    )
  ).rows[0];
  await sql`insert into role_menu (role_id, menu_id)
    with recursive up as (select id, parent_id from menu where url in (${sql.join(grants)}) or code in (${sql.join(grants)})
      union select m.id, m.parent_id from menu m join up on up.parent_id = m.id)
    select distinct ${role.id}::int, id from up`.execute(t.db);
  const user = (
    await sql<{
      id: number;
    }>`insert into app_user (account, name, nick_name, mobile_enc, mobile_hash, mobile_tail, pwd_hash, first_login, station, store_id, all_stores, data_start_date)
      select ${account}, '加盟店长' || ${storeId}::text, nick_name, mobile_enc, md5(${account}), mobile_tail, pwd_hash, 1, 1, ${storeId}, false, data_start_date
      from app_user where account = 'store001' returning id`.execute(t.db)
  ).rows[0];
  await sql`insert into user_role (user_id, role_id) values (${user.id}, ${role.id})`.execute(t.db);
  await sql`insert into user_store (user_id, store_id) values (${user.id}, ${storeId})`.execute(t.db);
  const session = await login(t.app, account, 'Store@2026');
  return Object.assign(session, { id: user.id });
}

/** The franchise stores, in id order. */
export async function franchiseStores(t: TestApp): Promise<{ id: number; code: string; name: string }[]> {
  return (
    await sql<{ id: number; code: string; name: string }>`select s.id, s.store_code as code, s.store_name as name
      from franchise_store f join store s on s.id = f.store_id where s.open_status <> 3 order by s.id`.execute(t.db)
  ).rows;
}
