import crypto from 'node:crypto';
import net from 'node:net';
import { RetCode, SESSION } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DEMO, freshAt, login, ok, openTestApp, refused, type Session, type TestApp } from '../test/harness.js';
import { RedisClient } from './redis.js';
import { redisKey } from './replayGuard.js';

/**
 * The replay guard with REDIS_URL: claims go to Redis (SET NX, expiring with the header's window)
 * instead of the database, and fall back to the database while Redis does not answer. Needs a
 * Redis server (REDIS_URL, else 127.0.0.1:6379); without one the Redis cases are skipped.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const client = new RedisClient(url);
  try {
    return (await Promise.race([client.command(['PING']), new Promise((resolve) => setTimeout(() => resolve('timeout'), 1000))])) === 'PONG';
  } catch {
    return false;
  } finally {
    await client.close();
  }
}

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

let t: TestApp;
let admin: Session;
let redisUp = false;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  redisUp = await redisAnswers(REDIS_URL);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t?.close();
});

async function appWithRedis(redisUrl: string) {
  const app = await buildApp({ ...t.services, config: { ...t.services.config, redisUrl } });
  apps.push(app);
  return app;
}

const digestOf = (header: string) => crypto.createHash('sha256').update(header).digest('base64url');
const write = { key: 'pageSize:/test/redis', value: 30 };

describe('the replay guard on Redis', () => {
  it('a write claims its header in Redis, with the window as expiry; a second process refuses the replay', async (context) => {
    if (!redisUp) context.skip();
    const [a, b] = [await appWithRedis(REDIS_URL), await appWithRedis(REDIS_URL)];
    const at = await freshAt(admin);
    await ok(a, admin, 'POST', '/uc/preference/set', write, { at });
    await refused(b, admin, 'POST', '/uc/preference/set', write, RetCode.REFUSED, '请求已过期', { at });
    const redis = new RedisClient(REDIS_URL);
    try {
      const ttl = Number(await redis.command(['PTTL', redisKey(digestOf(at))]));
      expect(ttl).toBeGreaterThan(SESSION.atMaxSkewMs - 60_000);
      expect(ttl).toBeLessThanOrEqual(SESSION.atMaxSkewMs + 1000);
    } finally {
      await redis.close();
    }
    expect(await t.db.selectFrom('seen_at_header').select('digest').where('digest', '=', digestOf(at)).execute()).toEqual([]);
  });

  it('while Redis does not answer, the database keeps the claims: replays are still refused', async () => {
    const app = await appWithRedis(`redis://127.0.0.1:${await closedPort()}`);
    const at = await freshAt(admin);
    await ok(app, admin, 'POST', '/uc/preference/set', write, { at });
    const other = await appWithRedis(`redis://127.0.0.1:${await closedPort()}`);
    await refused(other, admin, 'POST', '/uc/preference/set', write, RetCode.REFUSED, '请求已过期', { at });
    expect(await t.db.selectFrom('seen_at_header').select('digest').where('digest', '=', digestOf(at)).execute()).toHaveLength(1);
  });
});
