import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldVault } from '../core/secrets.js';
import { openTestApp, type TestApp } from '../test/harness.js';
import { resealFields } from './reseal.js';

/** Values sealed before masks were kept beside them (v1) are sealed again with their masks; the rest is left as it is. */
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('resealFields', () => {
  it('gives v1 values their masks, keeps what they open to, and leaves v2 values and foreign values alone', async () => {
    // A vault of the test's own key: the seeded values (sealed with the app's key) do not open with it.
    const master = crypto.randomBytes(32);
    const vault = new FieldVault(master);
    const ownKey = crypto.createHmac('sha256', master).update('field-encryption').digest();
    const customers = await sql<{ id: number; mobile_enc: string }>`select id, mobile_enc from customer order by id limit 3`.execute(t.db);
    const [a, b, c] = customers.rows;
    const plainA = t.services.vault.decrypt(a.mobile_enc);
    // a as the vault sealed it before (v1: no mask), c sealed with another key.
    const key = crypto.createHmac('sha256', crypto.randomBytes(32)).update('field-encryption').digest();
    const v1 = (plain: string, k: Buffer) => {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', k, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    };
    const foreign = v1('13900000000', key);
    await sql`update customer set mobile_enc = ${v1(plainA, ownKey)} where id = ${a.id}`.execute(t.db);
    await sql`update customer set mobile_enc = ${foreign} where id = ${c.id}`.execute(t.db);
    expect(await resealFields(t.db, vault)).toBe(1);
    const after = await sql<{
      id: number;
      mobile_enc: string;
    }>`select id, mobile_enc from customer where id in (${a.id}, ${b.id}, ${c.id}) order by id`.execute(t.db);
    const byId = new Map(after.rows.map((r) => [r.id, r.mobile_enc]));
    expect(byId.get(a.id)!.startsWith('v2:')).toBe(true);
    expect(vault.decrypt(byId.get(a.id)!)).toBe(plainA);
    expect(vault.maskOf(byId.get(a.id)!)).toMatch(/^1\d{3}\*{4}\d{4}$/);
    expect(byId.get(b.id)).toBe(b.mobile_enc);
    expect(byId.get(c.id)).toBe(foreign);
    expect(await resealFields(t.db, vault)).toBe(0);
    await sql`update customer set mobile_enc = ${a.mobile_enc} where id = ${a.id}`.execute(t.db);
    await sql`update customer set mobile_enc = ${c.mobile_enc} where id = ${c.id}`.execute(t.db);
  });
});
