import { sql, type Kysely } from 'kysely';
import * as platform from './migrations/001_platform.js';
import * as kit from './migrations/002_kit.js';
import * as operateRequests from './migrations/003_operate_requests.js';
import * as operateItems from './migrations/004_operate_items.js';
import * as storePhoto from './migrations/005_store_photo.js';
import * as craftsman from './migrations/006_craftsman.js';
import * as storeCraftsmanSettings from './migrations/007_store_craftsman_settings.js';
import * as storeNoticeAcceptance from './migrations/008_store_notice_acceptance.js';
import * as workSchedule from './migrations/009_work_schedule.js';
import * as storeService from './migrations/010_comments_inventory_groupbuy.js';
import * as auditBrowse from './migrations/011_audit_browse.js';
import * as orders from './migrations/012_orders.js';
import * as storedValue from './migrations/013_stored_value.js';
import * as cardOrders from './migrations/014_card_orders.js';
import * as customerVoice from './migrations/015_customer_voice.js';
import * as customerService from './migrations/016_customer_service.js';
import * as authEpoch from './migrations/017_auth_epoch.js';
import * as memberIndexes from './migrations/018_member_indexes.js';
import * as sessionGuard from './migrations/019_session_guard.js';

interface Migration {
  name: string;
  up: string;
}

/** Every migration in order. A migration is plain PostgreSQL 15 SQL, applied once, in one transaction. */
export const MIGRATIONS: Migration[] = [
  { name: '001_platform', up: platform.up },
  { name: '002_kit', up: kit.up },
  { name: '003_operate_requests', up: operateRequests.up },
  { name: '004_operate_items', up: operateItems.up },
  { name: '005_store_photo', up: storePhoto.up },
  { name: '006_craftsman', up: craftsman.up },
  { name: '007_store_craftsman_settings', up: storeCraftsmanSettings.up },
  { name: '008_store_notice_acceptance', up: storeNoticeAcceptance.up },
  { name: '009_work_schedule', up: workSchedule.up },
  { name: '010_comments_inventory_groupbuy', up: storeService.up },
  { name: '011_audit_browse', up: auditBrowse.up },
  { name: '012_orders', up: orders.up },
  { name: '013_stored_value', up: storedValue.up },
  { name: '014_card_orders', up: cardOrders.up },
  { name: '015_customer_voice', up: customerVoice.up },
  { name: '016_customer_service', up: customerService.up },
  { name: '017_auth_epoch', up: authEpoch.up },
  { name: '018_member_indexes', up: memberIndexes.up },
  { name: '019_session_guard', up: sessionGuard.up },
];

/** Migrations hold no semicolons inside statements, so a statement ends at ';' before a line end. */
export function splitStatements(text: string): string[] {
  return text
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrate(db: Kysely<any>): Promise<string[]> {
  await sql`create table if not exists schema_migration (name varchar(100) primary key, applied_at timestamptz not null default now())`.execute(db);
  const done = await sql<{ name: string }>`select name from schema_migration`.execute(db);
  const applied = new Set(done.rows.map((r) => r.name));
  const ran: string[] = [];
  for (const m of MIGRATIONS) {
    if (applied.has(m.name)) continue;
    await db.transaction().execute(async (trx) => {
      for (const statement of splitStatements(m.up)) await sql.raw(statement).execute(trx);
      await sql`insert into schema_migration (name) values (${m.name})`.execute(trx);
    });
    ran.push(m.name);
  }
  return ran;
}
