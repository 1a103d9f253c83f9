import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../test/harness.js';
import { CountCache } from './countCache.js';

/** Counts past the cap are reused for the same statement and parameters; exact ones never. */
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
  await sql`create sequence if not exists count_cache_probe`.execute(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** A "count" whose every execution is visible: the sequence moves each time it runs. */
const probe = (base: number) => sql<{ n: number }>`select (${base} + nextval('count_cache_probe') * 0)::int as n, nextval('count_cache_probe') as bump`;
const runs = async () => (await sql<{ v: number }>`select last_value::int as v from count_cache_probe`.execute(t.db)).rows[0].v;

describe('CountCache', () => {
  it('reuses a count past the cap for the same parameters, counts again for others and after a write', async () => {
    const cache = new CountCache(10_000, 60_000);
    const start = await runs();
    expect(await cache.count(t.db, 'customer_order', probe(12_000))).toBe(12_000);
    const once = await runs();
    expect(once).toBeGreaterThan(start);
    expect(await cache.count(t.db, 'customer_order', probe(12_000))).toBe(12_000);
    expect(await runs()).toBe(once);
    // Other parameters (another store, another user's scope) are another count.
    expect(await cache.count(t.db, 'customer_order', probe(15_000))).toBe(15_000);
    const twice = await runs();
    expect(twice).toBeGreaterThan(once);
    cache.forget('customer_order');
    expect(await cache.count(t.db, 'customer_order', probe(12_000))).toBe(12_000);
    expect(await runs()).toBeGreaterThan(twice);
  });

  it('counts an exact total (at or under the cap) on every call', async () => {
    const cache = new CountCache(10_000, 60_000);
    await cache.count(t.db, 'store', probe(42));
    const once = await runs();
    expect(await cache.count(t.db, 'store', probe(42))).toBe(42);
    expect(await runs()).toBeGreaterThan(once);
  });

  it('lets concurrent identical calls share one count, and forgets after its time', async () => {
    const cache = new CountCache(10_000, 50);
    const start = await runs();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.count(t.db, 'customer', probe(20_000))));
    expect(new Set(answers)).toEqual(new Set([20_000]));
    const once = await runs();
    // One execution moves the sequence twice (two nextval calls).
    expect(once - start).toBe(2);
    await new Promise((r) => setTimeout(r, 80));
    await cache.count(t.db, 'customer', probe(20_000));
    expect(await runs()).toBe(once + 2);
  });
});
