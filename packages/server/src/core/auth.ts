import { APP_ID, RetCode, RetMsg, SESSION } from '@salon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError, forbidden, outOfScope } from './errors.js';
import { ExportTicketStore, type ExportTicketClaims } from './exportTicket.js';
import { requestScope, type AuthEvents, type RequestAuthScope } from './authEvents.js';
import { RedisClient } from './redis.js';
import { ReplayGuard } from './replayGuard.js';
import { openAtHeader, sha256 } from './secrets.js';

/**
 * What a route needs before its handler runs. Every route declares one; a route without a
 * declaration is refused at run time and fails the route-table test.
 * - public: anyone (rate-limited by address)
 * - signedIn: any valid session (the user's own data, reference data, within store scope)
 * - menu: the page path must be granted to one of the user's roles
 * - op: the operation-authority code must be granted
 * `firstLogin: true` lets a session that still has to change its password through.
 */
export type Permission = { public: true } | { signedIn: true; firstLogin?: boolean } | { menu: string } | { op: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
    /**
     * An export download (core/exporting.ts): a `ticket` query parameter (core/exportTicket.ts)
     * stands in for the `attachment` and `at` headers; everything else is checked as usual.
     */
    exportTicket?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The export ticket this request came in with (routes with `exportTicket: true`). */
    exportTicket: ExportTicketClaims | null;
    /** Whether this request changed sessions or grants (core/authEvents.ts). */
    authScope: RequestAuthScope | null;
  }
  interface FastifyInstance {
    exportTickets: ExportTicketStore;
  }
}

export interface StoreScope {
  all: boolean;
  storeIds: number[];
  startDate: string | null;
}

export interface AuthContext {
  userId: number;
  account: string;
  name: string;
  sessionId: number;
  secret: string;
  firstLogin: number;
  /** The user's store-data authority, loaded on first use. */
  scope(): Promise<StoreScope>;
  /** Throws the out-of-scope refusal unless the store is within the user's authority. */
  assertStore(storeId: number | null | undefined): Promise<void>;
  can(permission: { menu: string } | { op: string }): Promise<boolean>;
}

export const SESSION_REVOKE_CODES: Record<string, string> = {
  password: RetCode.PASSWORD_CHANGED,
  elsewhere: RetCode.SIGNED_IN_ELSEWHERE,
  disabled: RetCode.ACCOUNT_DISABLED,
};
const REVOKE_MESSAGES: Record<string, string> = {
  [RetCode.PASSWORD_CHANGED]: RetMsg.PASSWORD_CHANGED,
  [RetCode.SIGNED_IN_ELSEWHERE]: RetMsg.SIGNED_IN_ELSEWHERE,
  [RetCode.ACCOUNT_DISABLED]: RetMsg.ACCOUNT_DISABLED,
};

const sessionExpired = () => new AppError(RetCode.TOKEN_INVALID, RetMsg.TOKEN_INVALID);

export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}

/**
 * Whether a route's calls may change state, so that its `at` header is claimed in the database
 * before it runs (core/replayGuard.ts). A `menu` permission only opens a page's reads (lists,
 * details, options, counts), and a signed-in user's GETs read reference data and their own
 * settings; whatever acts declares an operation code (GETs such as userDisable included) or is a
 * signed-in user's own POST (password, preferences, logout), and is treated as a write.
 */
export const changesState = (permission: Permission, method: string) => !('menu' in permission || ('signedIn' in permission && method === 'GET'));

/** What a user may reach: menu urls, operation codes and store scope. */
interface Access {
  /** The auth epoch it was read at (kept per request only while the listener is down). */
  epoch: string | null;
  urls: Set<string>;
  codes: Set<string>;
  scope: StoreScope;
}

const KEPT_MAX = 10_000;

async function readAccess(
  db: Kysely<Database>,
  row: { userId: number; all_stores: boolean; data_start_date: string | null },
  epoch: string | null,
): Promise<Access> {
  const read = await sql<{ grants: string[]; store_ids: (number | string)[] }>`
    select array(select distinct g.entry
                 from user_role ur
                 join role r on r.id = ur.role_id and r.status = 1
                 join role_menu rm on rm.role_id = ur.role_id
                 join menu m on m.id = rm.menu_id
                 cross join lateral (values (m.url), ('#' || m.code)) as g(entry)
                 where ur.user_id = ${row.userId} and g.entry is not null) as grants,
           array(select us.store_id from user_store us where us.user_id = ${row.userId}) as store_ids`.execute(db);
  const { grants, store_ids } = read.rows[0];
  const urls = new Set<string>();
  const codes = new Set<string>();
  // Operation codes come as '#code', menu urls as they are.
  for (const entry of grants) {
    if (entry.startsWith('#')) codes.add(entry.slice(1));
    else urls.add(entry);
  }
  const scope: StoreScope = row.all_stores
    ? { all: true, storeIds: [], startDate: row.data_start_date }
    : { all: false, storeIds: store_ids.map(Number), startDate: row.data_start_date };
  return { epoch, urls, codes, scope };
}

interface SessionRow {
  sessionId: number;
  secret: string;
  expires_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
  userId: number;
  account: string;
  name: string;
  status: number;
  first_login: number;
  all_stores: boolean;
  data_start_date: string | null;
  epoch: string;
}

/** A session as read, with the last activity this process knows of (the database's or its own). */
interface KeptSession extends SessionRow {
  tokenHash: string;
  lastSeen: number;
}

const readSession = (db: Kysely<Database>, where: { tokenHash: string } | { sessionId: number }) =>
  sql<SessionRow>`
    select s.id as "sessionId", s.secret, s.expires_at, s.last_seen_at, s.revoked_at, s.revoke_reason,
           u.id as "userId", u.account, u.name, u.status, u.first_login, u.all_stores, u.data_start_date,
           (select e.version::text from auth_epoch e where e.id = 1) as epoch
    from user_session s join app_user u on u.id = s.user_id
    where ${'tokenHash' in where ? sql`s.token_hash = ${where.tokenHash}` : sql`s.id = ${where.sessionId}`}`
    .execute(db)
    .then((r) => r.rows[0]);

/** How often a session's last activity is written back, at most (issue 17: no statement per request). */
export const LAST_SEEN_WRITE_MS = 60_000;

/**
 * Sessions (by token hash) and users' access kept in this process while the auth listener is live
 * (core/authEvents.ts): a signed-in request costs no statement of its own. Notifications drop what
 * they name; a read that a notification overtook is not kept (generation). Last activity is kept
 * here and written back in one batched statement every 30 s for sessions whose database value is a
 * minute or more behind; the idle expiry, when it seems due, is checked against the database first
 * (another process may have served the session since).
 */
class SessionKeeper {
  private readonly sessions = new Map<string, KeptSession>();
  private readonly byId = new Map<number, string>();
  private readonly access = new Map<number, Access>();
  /** sessionId -> [last activity here, last written] */
  private readonly activity = new Map<number, [number, number]>();
  private readonly timer: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Kysely<Database>,
    readonly events: AuthEvents,
  ) {
    this.unsubscribe = events.subscribe({
      session: (id) => this.dropSession(id),
      user: (id) => this.dropUser(id),
      epoch: () => this.access.clear(),
      reset: () => {
        this.sessions.clear();
        this.byId.clear();
        this.access.clear();
      },
    });
    this.timer = setInterval(() => void this.writeLastSeen().catch(() => {}), 30_000);
    this.timer.unref();
  }

  private dropSession(id: number) {
    const hash = this.byId.get(id);
    if (hash) this.sessions.delete(hash);
    this.byId.delete(id);
  }

  private dropUser(userId: number) {
    this.access.delete(userId);
    for (const [hash, s] of this.sessions)
      if (s.userId === userId) {
        this.sessions.delete(hash);
        this.byId.delete(s.sessionId);
      }
  }

  /** The session of a token: kept, or read (one statement) and kept while nothing overtook the read. */
  async session(tokenHash: string): Promise<KeptSession | undefined> {
    const live = this.events.live;
    if (live) {
      const kept = this.sessions.get(tokenHash);
      if (kept) return kept;
    }
    const generation = this.events.generation;
    const row = await readSession(this.db, { tokenHash });
    if (!row) return undefined;
    const lastSeen = Math.max(row.last_seen_at.getTime(), this.activity.get(row.sessionId)?.[0] ?? 0);
    const session: KeptSession = { ...row, tokenHash, lastSeen };
    if (live && this.events.live && this.events.generation === generation) {
      if (this.sessions.size >= KEPT_MAX) this.sessions.clear();
      this.sessions.set(tokenHash, session);
      this.byId.set(row.sessionId, tokenHash);
    }
    return session;
  }

  /** Whether the session has been idle too long, asking the database before saying yes. */
  async idle(session: KeptSession, now: number): Promise<boolean> {
    if (session.lastSeen + SESSION.idleMs >= now) return false;
    const row = await this.db.selectFrom('user_session').select('last_seen_at').where('id', '=', session.sessionId).executeTakeFirst();
    if (row) session.lastSeen = Math.max(session.lastSeen, row.last_seen_at.getTime());
    return session.lastSeen + SESSION.idleMs < now;
  }

  /** Notes activity; the database hears of it with the next batch when a minute or more behind. */
  touch(session: KeptSession, now: number) {
    session.lastSeen = now;
    const a = this.activity.get(session.sessionId);
    if (a) a[0] = now;
    else this.activity.set(session.sessionId, [now, session.last_seen_at.getTime()]);
  }

  async writeLastSeen(): Promise<void> {
    const due: [number, number][] = [];
    for (const [id, a] of this.activity) {
      if (a[0] - a[1] >= LAST_SEEN_WRITE_MS) {
        due.push([id, a[0]]);
        a[1] = a[0];
      } else if (Date.now() - a[0] > SESSION.idleMs) this.activity.delete(id);
    }
    if (!due.length) return;
    const values = sql.join(due.map(([id, at]) => sql`(${id}::int, ${new Date(at)}::timestamptz)`));
    await sql`update user_session s set last_seen_at = greatest(s.last_seen_at, v.at) from (values ${values}) as v(id, at) where s.id = v.id`.execute(this.db);
  }

  /** The user's access: kept while live; while the listener is down, kept only as long as the epoch the request read. */
  async accessOf(row: SessionRow): Promise<Access> {
    const live = this.events.live;
    const kept = this.access.get(row.userId);
    if (kept && (live ? kept.epoch === null : kept.epoch === row.epoch)) return kept;
    const generation = this.events.generation;
    const access = await readAccess(this.db, row, live ? null : row.epoch);
    if (!live || (this.events.live && this.events.generation === generation)) {
      if (this.access.size >= KEPT_MAX) this.access.clear();
      this.access.set(row.userId, access);
    }
    return access;
  }

  async close() {
    clearInterval(this.timer);
    this.unsubscribe();
    await this.writeLastSeen().catch(() => {});
  }
}

export function registerAuth(app: FastifyInstance): void {
  const { db, limiter, authEvents } = app.services;
  const { redisUrl } = app.services.config;
  const guard = new ReplayGuard(db, redisUrl ? new RedisClient(redisUrl) : null, (text) => app.log.warn(text));
  const keeper = new SessionKeeper(db, authEvents);
  app.addHook('onClose', async () => {
    await keeper.close();
    await guard.close();
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('exportTicket', null);
  app.decorateRequest('authScope', null);
  const tickets = new ExportTicketStore();
  app.decorate('exportTickets', tickets);

  // Each request runs in its own scope: a write to the session or grant tables marks it
  // (core/authEvents.ts), and it answers only once every process has applied the change.
  app.addHook('onRequest', (request, _reply, done) => {
    const scope: RequestAuthScope = { changedAuth: false };
    request.authScope = scope;
    requestScope.run(scope, done);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.authScope?.changedAuth) await authEvents.settle();
    return payload;
  });

  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!request.routeOptions.url) return; // not-found handler
    if (!permission) throw new AppError(RetCode.REFUSED, '接口未声明权限');

    if ('public' in permission) {
      if (!(await limiter.take(`ip:${clientAddress(request)}`))) throw new AppError(RetCode.RATE_LIMITED, RetMsg.RATE_LIMITED);
      return;
    }

    // An export download opened in a new window: the single-use ticket replaces token and `at`.
    const ticket = request.routeOptions.config.exportTicket ? (request.query as Record<string, unknown> | undefined)?.ticket : undefined;
    const claims = typeof ticket === 'string' ? tickets.redeem(ticket, request.routeOptions.url) : null;
    if (typeof ticket === 'string' && !claims) throw sessionExpired();
    const token = request.headers.attachment;
    if (!claims && (typeof token !== 'string' || token.length < 20)) throw sessionExpired();
    // The session: kept in this process while the auth listener is live (no statement), else one
    // cheap statement with the auth epoch (migration 017). Export downloads read theirs.
    const row: KeptSession | undefined = claims
      ? await readSession(db, { sessionId: claims.sessionId }).then((r) => r && { ...r, tokenHash: '', lastSeen: r.last_seen_at.getTime() })
      : await keeper.session(sha256(token as string));
    if (!row || (claims && row.userId !== claims.userId)) throw sessionExpired();
    if (row.revoked_at) {
      const code = SESSION_REVOKE_CODES[row.revoke_reason ?? ''];
      if (code) throw new AppError(code, REVOKE_MESSAGES[code]);
      throw sessionExpired();
    }
    const now = Date.now();
    if (row.expires_at.getTime() < now || (await keeper.idle(row, now))) throw sessionExpired();
    if (row.status !== 1) throw new AppError(RetCode.ACCOUNT_DISABLED, RetMsg.ACCOUNT_DISABLED);

    if (claims) {
      request.exportTicket = claims;
      // The audit names the page the export was started from.
      if (claims.routepath) request.headers.routepath = claims.routepath;
    } else {
      const at = request.headers.at;
      const sealed = typeof at === 'string' ? openAtHeader(row.secret, at) : null;
      if (!sealed || sealed.userId !== row.userId || sealed.appId !== APP_ID) throw sessionExpired();
      if (Math.abs(sealed.ts - now) > SESSION.atMaxSkewMs || !(await guard.firstSight(at as string, sealed.ts, changesState(permission, request.method)))) {
        throw new AppError(RetCode.REFUSED, '请求已过期，请刷新页面后重试');
      }
    }

    if (!(await limiter.take(`user:${row.userId}`))) throw new AppError(RetCode.RATE_LIMITED, RetMsg.RATE_LIMITED);

    keeper.touch(row, now);

    const access = await keeper.accessOf(row);
    const loadScope = async () => access.scope;

    const auth: AuthContext = {
      userId: row.userId,
      account: row.account,
      name: row.name,
      sessionId: row.sessionId,
      secret: row.secret,
      firstLogin: row.first_login,
      scope: loadScope,
      async assertStore(storeId) {
        const s = await loadScope();
        if (s.all) return;
        if (storeId === null || storeId === undefined || !s.storeIds.includes(storeId)) throw outOfScope();
      },
      async can(p) {
        return 'menu' in p ? access.urls.has(p.menu) : access.codes.has(p.op);
      },
    };
    request.auth = auth;

    if (row.first_login === 0 && !('signedIn' in permission && permission.firstLogin)) {
      throw new AppError(RetCode.REFUSED, '首次登录，请先修改密码');
    }
    if ('menu' in permission || 'op' in permission) {
      if (!(await auth.can(permission))) throw forbidden();
    }
  });
}

/** The signed-in user of a route that is not public. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw sessionExpired();
  return request.auth;
}
