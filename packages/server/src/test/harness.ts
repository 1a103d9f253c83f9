import crypto from 'node:crypto';
import fs from 'node:fs';
import { APP_ID, decryptDeep, RetCode, sealAt, type Envelope, type LoginResult } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect, inject } from 'vitest';
import type { Services } from '../core/services.js';
import { openPglite, openPostgres, type DatabaseHandle, type DbKind } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { prepareServer } from '../server.js';
import { postgresUrlFor, quoteIdent } from './env.js';
import { dropTestDatabase, testServerConfig, withAdminClient } from './testServer.js';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  db: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
  /**
   * Another server process over the same database, as a second API process (or the same one after
   * a restart) would be: its own pool (PostgreSQL) or the same PGlite, its own auth listener, and
   * nothing kept in memory. Closed by its own close(), before this app's.
   */
  another(): Promise<{ app: FastifyInstance; services: Services; close(): Promise<void> }>;
}

/** Demo accounts of the seed (src/db/seed/index.ts). */
export const DEMO = {
  admin: { account: 'admin', pwd: 'Salon@2026', mobile: '13800000000' },
  store001: { account: 'store001', pwd: 'Store@2026', mobile: '13800000001' },
  newbie: { account: 'newbie', pwd: 'Welcome@2026', mobile: '13800000002' },
  ops01: { account: 'ops01', pwd: 'Salon@2026', mobile: '13700000001' },
  /** 财务专员: reviews and confirms refunds others asked for (maker-checker). */
  finance01: { account: 'finance01', pwd: 'Salon@2026', mobile: '13700000003' },
  area01: { account: 'area01', pwd: 'Salon@2026', mobile: '13700000002' },
  stylist01: { account: 'stylist01', pwd: 'Store@2026', mobile: '13900000031' },
  stylist02: { account: 'stylist02', pwd: 'Store@2026', mobile: '13900000032' },
} as const;

/** store002..store011 manage stores 2..11; mobiles 13900000010..13900000019; password Store@2026. */
export const storeManager = (n: number) => ({ account: `store${String(n).padStart(3, '0')}`, pwd: 'Store@2026', mobile: `139000000${n + 8}`, storeId: n });

/**
 * One server over a private copy of the seeded database, for one test file: a PGlite
 * loaded from the global snapshot, or a PostgreSQL database cloned from the template
 * (dropped again by close()).
 */
export async function openTestApp(): Promise<TestApp> {
  const kind = inject('testDb');
  let handle: DatabaseHandle;
  let dropDatabase: string | undefined;
  let databaseUrl: string | undefined;
  if (kind === 'pglite') {
    const file = inject('pgliteSnapshot');
    const tarball = await fs.promises.readFile(file);
    handle = await openPglite(undefined, new Blob([tarball], { type: 'application/x-tar' }));
  } else {
    const name = `${inject('postgresRunPrefix')}${crypto.randomBytes(6).toString('hex')}`;
    const template = inject('postgresTemplate');
    await withAdminClient(async (client) => {
      // Two files cloning at the same instant may briefly see the template "being accessed".
      for (let attempt = 1; ; attempt++) {
        try {
          await client.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
          return;
        } catch (error) {
          if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    });
    dropDatabase = name;
    databaseUrl = postgresUrlFor(name);
    handle = await openPostgres(databaseUrl, 5);
  }
  const { app, services, seeded } = await prepareServer(handle, testServerConfig(databaseUrl));
  if (seeded) throw new Error('the test database copy was empty and got seeded again');
  await app.ready();
  return {
    app,
    services,
    db: services.db,
    kind: handle.kind,
    async close() {
      await app.close();
      await handle.close();
      if (dropDatabase) await withAdminClient((client) => dropTestDatabase(client, dropDatabase));
    },
    async another() {
      const second = databaseUrl ? await openPostgres(databaseUrl, 3) : handle;
      const prepared = await prepareServer(second, testServerConfig(databaseUrl));
      await prepared.app.ready();
      return {
        app: prepared.app,
        services: prepared.services,
        async close() {
          await prepared.app.close();
          if (second !== handle) await second.close();
        },
      };
    },
  };
}

/** A signed-in session as the client keeps it. */
export interface Session {
  token: string;
  secret: string;
  userId: number;
  account: string;
  firstLogin: number;
  /** The login result as sent (mobile still encrypted). */
  result: LoginResult;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  /** Replaces the `at` header (null: leave it out). */
  at?: string | null;
  /** Replaces the `attachment` header (null: leave it out). */
  token?: string | null;
  routepath?: string;
  headers?: Record<string, string>;
  /** The caller's address (the socket's), 127.0.0.1 unless given. */
  remoteAddress?: string;
}

export interface RawResponse<T = unknown> {
  statusCode: number;
  body: string;
  envelope: Envelope<T>;
}

const apiUrl = (url: string) => (url.startsWith('/api/') ? url : `/api${url.startsWith('/') ? '' : '/'}${url}`);

function withQuery(url: string, payload: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(payload)) if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/** A fresh `at` header for the session: {userId, appId, ts} sealed with the session key. */
export const freshAt = (session: Session, ts = Date.now()) => sealAt(session.secret, { userId: session.userId, appId: APP_ID, ts });

/**
 * One API call as the console makes it: `attachment` (token), a fresh `at`, `routepath`,
 * client type 8. A GET's payload goes to the query string, other methods send JSON.
 */
export async function request<T = unknown>(
  app: FastifyInstance,
  session: Session | null,
  method: Method,
  url: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<RawResponse<T>> {
  const headers: Record<string, string> = { clienttype: '8', routepath: options.routepath ?? '/test', ...options.headers };
  const token = options.token !== undefined ? options.token : session?.token;
  if (token !== null && token !== undefined) headers.attachment = token;
  const at = options.at !== undefined ? options.at : session ? await freshAt(session) : null;
  if (at !== null && at !== undefined) headers.at = at;
  let target = apiUrl(url);
  let body: string | undefined;
  if (payload !== undefined) {
    if (method === 'GET') target = withQuery(target, payload as Record<string, unknown>);
    else {
      body = JSON.stringify(payload);
      headers['content-type'] = 'application/json';
    }
  }
  const response = await app.inject({
    method,
    url: target,
    headers,
    payload: body,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(response.body) as Envelope<T>;
  } catch {
    throw new Error(`${method} ${target}: not JSON (HTTP ${response.statusCode}): ${response.body.slice(0, 200)}`);
  }
  return { statusCode: response.statusCode, body: response.body, envelope };
}

/** The parsed envelope of one call (see request()). */
export async function call<T = unknown>(
  app: FastifyInstance,
  session: Session | null,
  method: Method,
  url: string,
  payload?: unknown,
  options?: CallOptions,
): Promise<Envelope<T>> {
  const { statusCode, envelope } = await request<T>(app, session, method, url, payload, options);
  if (statusCode !== 200) throw new Error(`${method} ${url}: HTTP ${statusCode} ${JSON.stringify(envelope)}`);
  return envelope;
}

/** The result of a call that must succeed; fails the test with the server's code and message otherwise. */
export async function ok<T = unknown>(
  app: FastifyInstance,
  session: Session | null,
  method: Method,
  url: string,
  payload?: unknown,
  options?: CallOptions,
): Promise<T> {
  const envelope = await call<T>(app, session, method, url, payload, options);
  expect(`${envelope.retCode} ${envelope.retMsg}`, `${method} ${url}`).toBe(`${RetCode.SUCCESS} ${envelope.retMsg}`);
  return envelope.result;
}

/** Asserts a refusal code (and optionally a message fragment); returns the envelope. */
export async function refused<T = unknown>(
  app: FastifyInstance,
  session: Session | null,
  method: Method,
  url: string,
  payload: unknown,
  retCode: string,
  message?: string | RegExp,
  options?: CallOptions,
): Promise<Envelope<T>> {
  const envelope = await call<T>(app, session, method, url, payload, options);
  expect({ retCode: envelope.retCode, retMsg: envelope.retMsg }, `${method} ${url}`).toMatchObject({ retCode });
  // Invalid input names its fields in `result.fields` ('storeId'), the message says what is wrong in words.
  const named = (envelope.result as { fields?: { field: string }[] } | null)?.fields?.map((f) => f.field) ?? [];
  if (typeof message === 'string' && !named.some((field) => field === message || field.startsWith(`${message}.`))) expect(envelope.retMsg).toContain(message);
  else if (message instanceof RegExp) expect(envelope.retMsg).toMatch(message);
  return envelope;
}

/** POST /uc/user/login: the raw envelope (for refusals). */
export function tryLogin(app: FastifyInstance, account: string, pwd: string, remoteAddress?: string): Promise<Envelope<LoginResult>> {
  return call<LoginResult>(app, null, 'POST', '/uc/user/login', { account, pwd }, { remoteAddress });
}

/** Signs in (from `remoteAddress`, 127.0.0.1 unless given); fails the test unless the login succeeds. */
export async function login(app: FastifyInstance, account: string, pwd: string, remoteAddress?: string): Promise<Session> {
  const envelope = await tryLogin(app, account, pwd, remoteAddress);
  if (envelope.retCode !== RetCode.SUCCESS) throw new Error(`login ${account}: ${envelope.retCode} ${envelope.retMsg}`);
  const result = envelope.result;
  return { token: result.token, secret: result.secret, userId: result.id, account: result.account, firstLogin: result.firstLogin, result };
}

/** Decrypts every `enc1:` string of a result with the session key (the request layer's step), on a copy. */
export function decrypt<T>(session: Session | { secret: string }, value: T): Promise<T> {
  return decryptDeep(session.secret, structuredClone(value));
}

/** Database helpers for assertions on what a call changed (or did not). */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function userIdOf(db: Kysely<Database>, account: string): Promise<number> {
  const row = await db.selectFrom('app_user').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  return row.id;
}

/** The newest audit rows first. */
export function auditRows(db: Kysely<Database>, where: { table?: string; action?: string; recordId?: string | number } = {}) {
  let q = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc');
  if (where.table) q = q.where('table_name', '=', where.table);
  if (where.action) q = q.where('action', '=', where.action);
  if (where.recordId !== undefined) q = q.where('record_id', '=', String(where.recordId));
  return q.execute();
}
