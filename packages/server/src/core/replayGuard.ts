import crypto from 'node:crypto';
import { SESSION } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { RedisClient } from './redis.js';

/** Where a claimed header lives in Redis (it expires with its window). */
export const redisKey = (digest: string) => `salon:at:${digest}`;

/**
 * Replay guard for `at` headers (issue 11 item 9): each header is accepted once within its
 * validity window (SESSION.atMaxSkewMs either side of its timestamp), across restarts and processes.
 *
 * - Every header is first checked against this process's memory (free).
 * - A state-changing call (see `changesState` in core/auth.ts) claims its header in the database
 *   (seen_at_header, one insert that fails on a duplicate) before it runs: a captured write replays
 *   neither after a restart nor on another process.
 * - A read records its header too, but in batches (one insert per second for all reads of that
 *   second, not a statement per read), so that a header captured from a read cannot be replayed as a
 *   write anywhere once the batch is in. A read sealed before this process started (a replay across
 *   a restart: a live client seals each call just before sending it) is claimed at once like a write.
 *   What is left to a read, the replay of a read header to another process within the same window,
 *   changes nothing and answers only what that session may read anyway, to someone who also
 *   captured the original call and its answer: not worth a statement on every list and detail.
 * With REDIS_URL the claims go to Redis instead (SET NX with the window as expiry, reads pipelined
 * in the same batches); while Redis does not answer, the database takes them.
 */
export class ReplayGuard {
  private current = new Set<string>();
  private previous = new Set<string>();
  private rotatedAt = Date.now();
  private readonly startedAt = Date.now();
  private batch = new Map<string, Date>();
  private readonly timer: NodeJS.Timeout;
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly redis: RedisClient | null = null,
    private readonly warn: (text: string) => void = () => {},
  ) {
    this.timer = setInterval(() => void this.flush().catch(() => {}), 1000);
    this.timer.unref();
  }

  private seenInProcess(digest: string): boolean {
    const now = Date.now();
    if (now - this.rotatedAt > 2 * SESSION.atMaxSkewMs) {
      this.previous = this.current;
      this.current = new Set();
      this.rotatedAt = now;
    }
    if (this.current.has(digest) || this.previous.has(digest)) return true;
    this.current.add(digest);
    return false;
  }

  /**
   * Whether the header is seen for the first time. `durable`: claim it in the database now (state-
   * changing calls); otherwise it is recorded with the next batch.
   */
  async firstSight(header: string, ts: number, durable: boolean): Promise<boolean> {
    const digest = crypto.createHash('sha256').update(header).digest('base64url');
    if (this.seenInProcess(digest)) return false;
    const expiresAt = new Date(ts + SESSION.atMaxSkewMs + 1000);
    if (!durable && ts >= this.startedAt) {
      this.batch.set(digest, expiresAt);
      if (this.batch.size >= 500) void this.flush().catch(() => {});
      return true;
    }
    if (this.redis) {
      try {
        return (await this.redis.command(['SET', redisKey(digest), '1', 'NX', 'PX', String(Math.max(1000, expiresAt.getTime() - Date.now()))])) === 'OK';
      } catch (error) {
        this.warn(`replay guard: Redis did not answer (${(error as Error).message}); the database keeps the headers meanwhile`);
      }
    }
    const inserted = await this.db
      .insertInto('seen_at_header')
      .values({ digest, expires_at: expiresAt })
      .onConflict((oc) => oc.column('digest').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Writes the batch of read headers, and forgets expired ones once a minute. */
  async flush(): Promise<void> {
    if (this.batch.size) {
      const rows = [...this.batch].map(([digest, expires_at]) => ({ digest, expires_at }));
      this.batch = new Map();
      const redis = this.redis;
      const now = Date.now();
      const inRedis = redis
        ? await Promise.all(
            rows.map((r) =>
              redis.command(['SET', redisKey(r.digest), '1', 'NX', 'PX', String(Math.max(1000, r.expires_at.getTime() - now))]).then(
                () => true,
                () => false,
              ),
            ),
          )
        : [];
      if (!inRedis.length || !inRedis.every(Boolean))
        await this.db
          .insertInto('seen_at_header')
          .values(rows)
          .onConflict((oc) => oc.column('digest').doNothing())
          .execute();
    }
    if (Date.now() - this.lastSweep > 60_000) {
      this.lastSweep = Date.now();
      await sql`delete from seen_at_header where expires_at < now()`.execute(this.db);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(() => {});
    await this.redis?.close();
  }
}
