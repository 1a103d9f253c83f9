import { RetCode, RetMsg } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import {
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Services } from './services.js';
import { DEMO, freshAt, login, ok, openTestApp, refused, storeManager, type Session, type TestApp } from '../test/harness.js';
import { LISTENER_APPLICATION, requestScope } from './authEvents.js';

/**
 * The session layer across processes: the `at` replay guard survives a restart and spans
 * processes (issue 11 item 9); sessions and grants are kept in each process and dropped at once
 * everywhere when they change (issue 17). "Another process" is a second server over the same
 * database (harness `another()`): on PostgreSQL its own pool and LISTEN connection.
 */
let t: TestApp;
let b: Awaited<ReturnType<TestApp['another']>>;
let admin: Session;
const SIGNED_IN_ROUTE = '/uc/resource/getMenuList';
const STALE = '请求已过期，请刷新页面后重试';

beforeAll(async () => {
  t = await openTestApp();
  b = await t.another();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const setPreference = (app: FastifyInstance, session: Session, at: string, value: number) =>
  ok(app, session, 'POST', '/uc/preference/set', { key: 'pageSize:/test/replay', value }, { at });

describe('the `at` replay guard', () => {
  it('a captured write is refused when replayed after a restart, and when replayed to another process', async () => {
    const at = await freshAt(admin);
    await setPreference(t.app, admin, at, 15);
    await refused(t.app, admin, 'POST', '/uc/preference/set', { key: 'pageSize:/test/replay', value: 50 }, RetCode.REFUSED, STALE, { at });
    // Replayed to another process over the same database (or this one restarted: nothing in memory).
    await refused(b.app, admin, 'POST', '/uc/preference/set', { key: 'pageSize:/test/replay', value: 50 }, RetCode.REFUSED, STALE, { at });
    const restarted = await t.another();
    try {
      await refused(restarted.app, admin, 'POST', '/uc/preference/set', { key: 'pageSize:/test/replay', value: 50 }, RetCode.REFUSED, STALE, { at });
    } finally {
      await restarted.close();
    }
    const kept = await t.db
      .selectFrom('user_preference')
      .select('value')
      .where('user_id', '=', admin.userId)
      .where('pref_key', '=', 'pageSize:/test/replay')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(kept.value))).toBe(15);
  });

  it('a header captured from a read cannot be replayed as a write elsewhere, nor as a read after a restart', async () => {
    const at = await freshAt(admin);
    await ok(t.app, admin, 'GET', SIGNED_IN_ROUTE, undefined, { at });
    // Reads record their headers in a batch, once a second.
    await sleep(1500);
    await refused(b.app, admin, 'POST', '/uc/preference/set', { key: 'pageSize:/test/replay', value: 30 }, RetCode.REFUSED, STALE, { at });
    const restarted = await t.another();
    try {
      // Sealed before this process started: claimed in the database like a write, and found there.
      await refused(restarted.app, admin, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.REFUSED, STALE, { at });
      // A header the live client seals now is served as usual.
      await ok(restarted.app, admin, 'GET', SIGNED_IN_ROUTE);
    } finally {
      await restarted.close();
    }
  });
});

/** Counts the statements run for requests (timers' batches run outside any request and are left out). */
class RequestStatements implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (requestScope.getStore()) this.count++;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

async function countingApp(services: Services) {
  const counter = new RequestStatements();
  const app = await buildApp({ ...services, db: services.db.withPlugin(counter) });
  await app.ready();
  return { app, counter };
}

/** Statements per call of a list for a session this process already keeps. */
async function statementsPerList(app: FastifyInstance, counter: RequestStatements, session: Session): Promise<number> {
  await ok(app, session, 'POST', '/uc/user/queryUserPage', { pageNum: 1, pageSize: 15 });
  const before = counter.count;
  for (let i = 0; i < 3; i++) await ok(app, session, 'POST', '/uc/user/queryUserPage', { pageNum: 1, pageSize: 15 });
  return (counter.count - before) / 3;
}

describe('sessions and grants kept in each process', () => {
  it('a revoked session is refused on its very next request in every process', async () => {
    const user = storeManager(2);
    const session = await login(t.app, user.account, user.pwd);
    // Both processes keep the session now.
    await ok(t.app, session, 'GET', SIGNED_IN_ROUTE);
    await ok(b.app, session, 'GET', SIGNED_IN_ROUTE);
    await ok(t.app, session, 'POST', '/uc/user/logout');
    await refused(b.app, session, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.TOKEN_INVALID, RetMsg.TOKEN_INVALID);
    await refused(t.app, session, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.TOKEN_INVALID);
  });

  it('a disable, a password reset and a role change made through one process hold on the next request to the other', async () => {
    const disabled = await login(t.app, storeManager(3).account, storeManager(3).pwd);
    const reset = await login(t.app, storeManager(4).account, storeManager(4).pwd);
    const store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
    for (const s of [disabled, reset, store001]) await ok(b.app, s, 'GET', SIGNED_IN_ROUTE);
    await ok(b.app, store001, 'POST', '/uc/user/queryUserPage', { pageNum: 1, pageSize: 15 });

    await ok(t.app, admin, 'GET', '/uc/user/userDisable', { id: disabled.userId, status: 0 });
    await refused(b.app, disabled, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.ACCOUNT_DISABLED, RetMsg.ACCOUNT_DISABLED);

    await ok(t.app, admin, 'POST', '/uc/user/resetPwd', { id: reset.userId, password: 'Reset@2031' });
    await refused(b.app, reset, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.PASSWORD_CHANGED, RetMsg.PASSWORD_CHANGED);

    // store001 loses its roles: the user page is refused at once on the other process.
    const roles = await t.db.selectFrom('user_role').select('role_id').where('user_id', '=', store001.userId).execute();
    await ok(t.app, admin, 'POST', '/uc/user/saveUserRoles', { userId: store001.userId, roleIds: [] });
    try {
      await refused(b.app, store001, 'POST', '/uc/user/queryUserPage', { pageNum: 1, pageSize: 15 }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    } finally {
      await ok(t.app, admin, 'POST', '/uc/user/saveUserRoles', { userId: store001.userId, roleIds: roles.map((r) => r.role_id) });
    }
    await ok(b.app, store001, 'POST', '/uc/user/queryUserPage', { pageNum: 1, pageSize: 15 });
    await ok(t.app, admin, 'GET', '/uc/user/userDisable', { id: disabled.userId, status: 1 });
  });

  it('a change written straight to the database (a script, another tool) reaches every process too', async () => {
    const user = storeManager(6);
    const session = await login(t.app, user.account, user.pwd);
    await ok(b.app, session, 'GET', SIGNED_IN_ROUTE);
    await t.db.updateTable('user_session').set({ revoked_at: new Date(), revoke_reason: 'elsewhere' }).where('user_id', '=', session.userId).execute();
    // No request waited for the listeners here: give the notification its round trip.
    await sleep(300);
    await refused(b.app, session, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.SIGNED_IN_ELSEWHERE);
  });

  it('a kept session costs a request no statement of its own; idle expiry still holds', async () => {
    const user = storeManager(7);
    const session = await login(t.app, user.account, user.pwd);
    const { app, counter } = await countingApp(b.services);
    try {
      const before = counter.count;
      await ok(app, session, 'GET', SIGNED_IN_ROUTE);
      const first = counter.count - before;
      const kept = counter.count;
      await ok(app, session, 'GET', SIGNED_IN_ROUTE);
      // The first call read the session and the user's access; the next one only what the route reads.
      expect(first - (counter.count - kept)).toBe(2);

      // Idle for longer than 2 h (last activity written back and moved into the past): expired.
      await t.db
        .updateTable('user_session')
        .set({ last_seen_at: new Date(Date.now() - 3 * 60 * 60_000) })
        .where('user_id', '=', session.userId)
        .execute();
      const other = await countingApp(t.services);
      try {
        await refused(other.app, session, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.TOKEN_INVALID);
      } finally {
        await other.app.close();
      }
    } finally {
      await app.close();
    }
  });

  it.skipIf(inject('testDb') !== 'postgres')(
    'while the listener is down every request reads its session; once it is back, sessions are kept again',
    async () => {
      const user = storeManager(8);
      const session = await login(t.app, user.account, user.pwd);
      const { app, counter } = await countingApp(b.services);
      try {
        const live = await statementsPerList(app, counter, session);
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION}`.execute(
          t.db,
        );
        for (let i = 0; i < 50 && b.services.authEvents.live; i++) await sleep(20);
        expect(b.services.authEvents.live).toBe(false);
        const down = await statementsPerList(app, counter, session);
        expect(down).toBe(live + 1);
        // Back within a second or two, then kept again.
        for (let i = 0; i < 100 && !b.services.authEvents.live; i++) await sleep(50);
        expect(b.services.authEvents.live).toBe(true);
        expect(await statementsPerList(app, counter, session)).toBe(live);
        // And still dropped at once when revoked.
        await ok(t.app, session, 'POST', '/uc/user/logout');
        await refused(app, session, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.TOKEN_INVALID);
      } finally {
        await app.close();
      }
    },
  );
});
