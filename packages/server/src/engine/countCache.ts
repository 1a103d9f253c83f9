import type { CompiledQuery, Kysely, RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';

/** How long a count past the cap is reused for the same filters and scope. */
export const CAPPED_COUNT_TTL_MS = 15_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  n: number;
  until: number;
}

/**
 * Counts of big lists. A count at or under the cap is exact and is counted on every call. A
 * count past the cap is shown as "超过 10000 条" (or an estimate) and costs the most (it reads
 * 10,001 index entries), so the same statement with the same parameters (filters and the user's
 * store scope are both in them) reuses it for 15 s, and concurrent identical calls share one
 * count. Any write this process makes through the engine to the table forgets its counts.
 */
export class CountCache {
  private readonly entries = new Map<string, Entry>();
  private readonly running = new Map<string, Promise<number>>();

  constructor(
    private readonly cap: number,
    private readonly ttlMs = CAPPED_COUNT_TTL_MS,
  ) {}

  async count(db: Kysely<Database>, table: string, statement: RawBuilder<{ n: number }> | CompiledQuery<{ n: number }>): Promise<number> {
    const compiled: CompiledQuery<{ n: number }> = 'compile' in statement ? statement.compile(db) : statement;
    const key = `${table}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.n;
    const pending = this.running.get(key);
    if (pending) return pending;
    const run = db
      .executeQuery(compiled)
      .then((result) => {
        const n = result.rows[0].n;
        if (n > this.cap) {
          if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
          this.entries.set(key, { n, until: Date.now() + this.ttlMs });
        } else this.entries.delete(key);
        return n;
      })
      .finally(() => this.running.delete(key));
    this.running.set(key, run);
    return run;
  }

  /** A write to `table`: its counts are counted again. */
  forget(table: string): void {
    const prefix = `${table}\u0000`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

const caches = new WeakMap<Kysely<Database>, CountCache>();

/** The count cache of one database (each app, and each test's database, has its own). */
export function countCacheOf(db: Kysely<Database>, cap: number): CountCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new CountCache(cap)));
  return cache;
}
