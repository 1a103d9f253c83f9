import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedStep } from './context.js';

/**
 * 资料文件's demo data (issue 16): each franchise store's licence, hygiene permit, fire inspection and lease
 * registration, issued around its joining day; permits run a few years from then, so some have expired, a
 * few expire within 30 days and the rest are valid (the licence has no end). Deterministic, relative to today (China).
 */
const SCAN = 'seed/franchise/document-scan.jpg';
const ISSUERS: Record<number, string> = { 1: '市场监督管理局', 2: '卫生健康委员会', 3: '消防救援支队', 4: '住房和城乡建设局' };
const CITY: Record<number, string> = { 310000: '上海市', 110000: '北京市', 330100: '杭州市', 440300: '深圳市' };
const DAY = 86_400_000;
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

async function seedDocuments(db: Kysely<Database>): Promise<void> {
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const stores = (
    await sql<{ store_id: number; joined_on: string; city_id: number; store_code: string }>`
    select f.store_id, f.joined_on::text as joined_on, s.city_id, s.store_code from franchise_store f join store s on s.id = f.store_id order by f.store_id`.execute(
      db,
    )
  ).rows;
  for (const [i, s] of stores.entries()) {
    const city = CITY[s.city_id] ?? '';
    for (const type of [1, 2, 3, 4]) {
      const issued = plusDays(s.joined_on, type * 3);
      // The hygiene permit: every third store's expires within the month, every fifth one's has expired.
      const valid =
        type === 1
          ? null
          : type === 2
            ? i % 3 === 0
              ? plusDays(today, 5 + i)
              : i % 5 === 1
                ? plusDays(today, -10 - i)
                : plusDays(today, 200 + i * 11)
            : type === 4
              ? plusDays(issued, 5 * 365)
              : plusDays(issued, 10 * 365);
      await sql`insert into franchise_store_document (store_id, doc_type, doc_no, issued_by, issued_on, valid_until, file_url, remark, created_by, updated_by)
        values (${s.store_id}, ${type}, ${`${['', 'ZZ', 'WS', 'XF', 'ZB'][type]}${s.store_code}${String(1000 + i * 7 + type)}`}, ${`${city}${ISSUERS[type]}`},
          ${issued}, ${valid}, ${`/files/${SCAN}`}, ${null}, 'admin', 'admin')`.execute(db);
    }
  }
}

export const step: SeedStep = { order: 841, run: seedDocuments, files: [{ key: SCAN, kind: 'photo' }] };
