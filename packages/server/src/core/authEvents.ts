import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import {
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.js';

/**
 * Push invalidation of what a process keeps in memory about sessions and grants (issue 17).
 *
 * Migration 019's triggers send a `salon_auth` notification at the commit of every change a kept
 * session or grant depends on: `s:<sessionId>` (revoked, expired), `u:<userId>` (status, password,
 * name, store authority, first login), `e:<version>` (the auth epoch of migration 017: roles,
 * role menus, menus, a user's roles or stores). A dedicated connection LISTENs (PGlite: its own
 * listen API, one process anyway) and every process drops what the notification names.
 *
 * While that connection is down (`live` false) nothing is kept: each request reads its session and
 * the epoch from the database as before, until the listener is back and everything kept is dropped.
 * A stale grant is never served silently.
 *
 * A request that changed any of it answers only once every listening process has applied the change
 * (settle(): a barrier notification after the change's commit, acknowledged by every listener).
 * PostgreSQL delivers notifications of different transactions in commit order, so a listener that
 * acknowledged the barrier has already handled the change's own notifications; and the caller's next
 * request, to whichever process, is refused or served with the new grants.
 */
export const AUTH_CHANNEL = 'salon_auth';
/** application_name of every listener connection: settle() counts them in pg_stat_activity. */
export const LISTENER_APPLICATION = 'salon-auth-listener';

export interface AuthEventHandlers {
  session(sessionId: number): void;
  user(userId: number): void;
  epoch(): void;
  /** Everything kept must go: the listener (re)connected or dropped. */
  reset(): void;
}

/** The request a statement runs for, so that a write to the tables above can ask for settle(). */
export interface RequestAuthScope {
  changedAuth: boolean;
}
export const requestScope = new AsyncLocalStorage<RequestAuthScope>();

/** Marks the current request as one that changed sessions or grants (settled before it answers). */
export function markAuthChanged(): void {
  const scope = requestScope.getStore();
  if (scope) scope.changedAuth = true;
}

/** Tables whose writes the triggers of migrations 017 and 019 announce. */
const AUTH_TABLES = new Set(['user_session', 'app_user', 'role', 'role_menu', 'menu', 'user_role', 'user_store', 'auth_epoch']);
const RAW_WRITE = /\b(?:update|insert\s+into|delete\s+from|truncate(?:\s+table)?)\s+"?(\w+)"?/gi;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const tableName = (node: any): string | undefined => node?.table?.identifier?.name ?? node?.node?.table?.identifier?.name;

/** Whether a statement writes to one of the announced tables. */
export function writesAuthTable(node: RootOperationNode): boolean {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const n = node as any;
  switch (node.kind) {
    case 'InsertQueryNode': {
      // A new session is kept by nobody yet: signing in needs no settling.
      const table = tableName(n.into) ?? '';
      return table !== 'user_session' && AUTH_TABLES.has(table);
    }
    case 'UpdateQueryNode':
      return AUTH_TABLES.has(tableName(n.table) ?? '');
    case 'DeleteQueryNode':
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return (n.from?.froms ?? []).some((f: any) => AUTH_TABLES.has(tableName(f) ?? ''));
    case 'RawNode': {
      const text: string = (n.sqlFragments ?? []).join(' ');
      for (const m of text.matchAll(RAW_WRITE)) if (AUTH_TABLES.has(m[1].toLowerCase())) return true;
      return false;
    }
    default:
      return false;
  }
}

/**
 * A Kysely plugin on the server's database handle. A write to the announced tables during a request
 * marks that request (markAuthChanged: it settles before answering). A write outside any request
 * (a job, a script or a test using the handle) settles itself before its execute() resolves, so
 * that whoever made it sees it in effect everywhere when it continues. (Inside a transaction that
 * wait comes before the commit and covers nothing; such writes hold once the notification arrives.)
 */
export class AuthWriteWatcher implements KyselyPlugin {
  /** Set once the events exist (they need this handle): settles a write made outside a request. */
  settle: () => Promise<void> = async () => {};
  private readonly outside = new WeakSet<object>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (writesAuthTable(args.node)) {
      if (requestScope.getStore()) markAuthChanged();
      else this.outside.add(args.queryId);
    }
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.outside.has(args.queryId)) await this.settle();
    return args.result;
  }
}

/** How long a change waits for the other processes' acknowledgements before it answers anyway. */
const SETTLE_TIMEOUT_MS = 2000;
/** The listener checks its own connection this often (a notification to itself). */
const HEARTBEAT_MS = 15_000;

export class AuthEvents {
  /** Whether notifications arrive: only then may sessions and grants be kept. */
  live = false;
  /** Moves at every notification applied and every reset: a read that saw it move must not be kept. */
  generation = 0;
  readonly instance = crypto.randomBytes(6).toString('hex');
  private readonly handlers = new Set<AuthEventHandlers>();
  private readonly waiting = new Map<string, { acks: number; expected: number; done: () => void }>();
  private client: pg.Client | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private retryMs = 500;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly source: { pglite: PGlite } | { databaseUrl: string } | null,
    private readonly warn: (text: string) => void = (text) => console.warn(text),
  ) {}

  subscribe(handlers: AuthEventHandlers): () => void {
    this.handlers.add(handlers);
    return () => this.handlers.delete(handlers);
  }

  async start(): Promise<void> {
    if (!this.source) return;
    if ('pglite' in this.source) {
      this.unlisten = await this.source.pglite.listen(AUTH_CHANNEL, (payload) => this.receive(payload));
      this.goLive();
      return;
    }
    await this.connect();
  }

  private goLive() {
    this.generation++;
    for (const h of this.handlers) h.reset();
    this.live = true;
  }

  private goDown(reason: string) {
    if (!this.live && !this.client) return;
    this.live = false;
    this.generation++;
    for (const h of this.handlers) h.reset();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    const client = this.client;
    this.client = null;
    client?.removeAllListeners('notification');
    client?.end().catch(() => {});
    for (const w of this.waiting.values()) w.done();
    if (!this.closed) {
      this.warn(`auth listener down (${reason}): sessions are read per request until it is back`);
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect() {
    if (this.retry || this.closed) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().catch(() => {});
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
  }

  private async connect(): Promise<void> {
    if (this.closed || !this.source || !('databaseUrl' in this.source)) return;
    const client = new pg.Client({ connectionString: this.source.databaseUrl, application_name: LISTENER_APPLICATION, keepAlive: true });
    client.on('error', (error) => this.client === client && this.goDown(error.message));
    client.on('end', () => this.client === client && this.goDown('connection ended'));
    try {
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === AUTH_CHANNEL) this.receive(message.payload ?? '');
      });
      await client.query(`listen ${AUTH_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => {});
      this.warn(`auth listener could not connect (${(error as Error).message}): sessions are read per request until it does`);
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = 500;
    // Everything kept before this point may have missed a notification: start empty.
    this.goLive();
    this.heartbeat = setInterval(() => void this.beat(client), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** A notification to itself through the listener connection; no echo within 5 s means the connection is gone. */
  private async beat(client: pg.Client) {
    const nonce = `p${crypto.randomBytes(6).toString('hex')}`;
    const echoed = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 5000);
      this.waiting.set(nonce, { acks: 0, expected: 1, done: () => (clearTimeout(timer), resolve(true)) });
    });
    try {
      await client.query('select pg_notify($1, $2)', [AUTH_CHANNEL, `a:${nonce}`]);
    } catch {
      // the error event takes the connection down
    }
    const ok = await echoed;
    this.waiting.delete(nonce);
    if (!ok && this.client === client) this.goDown('no heartbeat echo');
  }

  private receive(payload: string) {
    const [kind, value] = [payload.slice(0, 1), payload.slice(2)];
    if (kind === 'a') {
      const w = this.waiting.get(value);
      if (w && ++w.acks >= w.expected) w.done();
      return;
    }
    if (kind === 'b') {
      // A barrier: every notification committed before it has been applied above. Acknowledge.
      this.client?.query('select pg_notify($1, $2)', [AUTH_CHANNEL, `a:${value}`]).catch(() => {});
      return;
    }
    this.generation++;
    const id = Number(value);
    for (const h of this.handlers) {
      if (kind === 's') h.session(id);
      else if (kind === 'u') h.user(id);
      else if (kind === 'e') h.epoch();
      else h.reset();
    }
  }

  /**
   * Returns once every listening process has applied the notifications committed so far (see the
   * file's comment). PGlite: one process, whose listener ran at the commit itself.
   */
  async settle(): Promise<void> {
    if (!this.live || !this.source || 'pglite' in this.source) return;
    const nonce = crypto.randomBytes(8).toString('hex');
    let expected = 1;
    const acknowledged = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        const w = this.waiting.get(nonce);
        this.warn(`auth settle: ${w?.acks ?? 0} of ${w?.expected ?? expected} listeners acknowledged within ${SETTLE_TIMEOUT_MS} ms`);
        resolve();
      }, SETTLE_TIMEOUT_MS);
      this.waiting.set(nonce, { acks: 0, expected: Number.MAX_SAFE_INTEGER, done: () => (clearTimeout(timer), resolve()) });
    });
    const { rows } = await sql<{ listeners: number }>`
      select (select count(*)::int from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION}) as listeners,
             pg_notify(${AUTH_CHANNEL}, ${`b:${nonce}`})`.execute(this.db);
    expected = Math.max(1, rows[0].listeners);
    const w = this.waiting.get(nonce);
    if (w) {
      w.expected = expected;
      if (w.acks >= expected) w.done();
    }
    await acknowledged;
    this.waiting.delete(nonce);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    if (this.retry) clearTimeout(this.retry);
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const w of this.waiting.values()) w.done();
    await this.unlisten?.().catch(() => {});
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
