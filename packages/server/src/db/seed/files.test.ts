import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bufferSource, readMp4 } from '../../platform/storage/mp4.js';
import { openTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_SIZES, demoFiles, restoreDemoFiles } from './files.js';

/**
 * The demo files: every '/files/seed/...' address the seeded database holds is one the seed
 * declares, and the storage answers it with a picture (or a video) of its kind. The files were
 * written by the global setup's seed into the run's DATA_DIR, which every test app serves from.
 */
let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every distinct '/files/seed/...' address in any text, varchar, json or array column of the database. */
async function seedAddresses(): Promise<string[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = current_schema() and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
    order by 1, 2`.execute(t.db);
  expect(columns.length).toBeGreaterThan(100);
  const scans = columns.map(
    ({ table_name, column_name }) => sql`
      select m[1] as address from ${sql.table(table_name)}, regexp_matches(${sql.ref(column_name)}::text, '/files/seed/[A-Za-z0-9._/-]+', 'g') m
      where ${sql.ref(column_name)}::text like '%/files/seed/%'`,
  );
  // In batches: one statement over all ~600 columns is more than PGlite's protocol takes in one go
  // (its answer was 'unnamed prepared statement does not exist').
  const found = new Set<string>();
  for (let i = 0; i < scans.length; i += 60) {
    const { rows } = await sql<{ address: string }>`select distinct address from (${sql.join(scans.slice(i, i + 60), sql` union all `)}) s`.execute(t.db);
    for (const r of rows) found.add(r.address);
  }
  return [...found].sort();
}

describe('demo files', () => {
  it('the database points at exactly the files the seed declares', async () => {
    const declared = demoFiles().map((f) => `/files/${f.key}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect(await seedAddresses()).toEqual([...declared].sort());
  });

  it('every demo file is served, as a picture (or a video) of its kind', async () => {
    for (const file of demoFiles()) {
      const res = await t.app.inject({ method: 'GET', url: `/api/files/${file.key}` });
      expect(res.statusCode, file.key).toBe(200);
      const { width, height } = DEMO_SIZES[file.kind];
      if (file.kind === 'video') {
        expect(res.headers['content-type'], file.key).toBe('video/mp4');
        expect(await readMp4(bufferSource(res.rawPayload)), file.key).toMatchObject({ codec: 'avc1', width, height, duration: 3 });
        continue;
      }
      expect(res.headers['content-type'], file.key).toBe(file.key.endsWith('.png') ? 'image/png' : 'image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      expect({ key: file.key, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        key: file.key,
        format: file.key.endsWith('.png') ? 'png' : 'jpeg',
        width,
        height,
      });
    }
  });

  it('a demo database seeded without its files gets them at a start, a database of real data does not', async () => {
    const stored = new Map<string, string>();
    const storage = {
      stat: async (key: string) => (stored.has(key) ? { size: 1, contentType: stored.get(key)!, etag: '', modified: new Date() } : null),
      put: async (key: string, _body: Buffer, contentType: string) => void stored.set(key, contentType),
    };
    const rollback = new Error('rollback');
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('marketing_advert').set({ image_url: '/files/img/u1/20260301/a.jpg' }).execute();
        await trx.updateTable('hair_circle_post').set({ cover_url: '/files/img/u1/20260301/b.jpg' }).execute();
        expect(await restoreDemoFiles(trx, storage)).toBe(0);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(stored.size).toBe(0);

    expect(await restoreDemoFiles(t.db, storage)).toBe(demoFiles().length);
    expect(stored.get('seed/miniapp/coupon.png')).toBe('image/png');
    expect(stored.get('seed/material/screen-6.mp4')).toBe('video/mp4');
    expect(await restoreDemoFiles(t.db, storage)).toBe(0);
  });
});
