import { APP_ID, RetCode, RetMsg, SESSION } from '@salon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError, forbidden, outOfScope } from './errors.js';
import { ExportTicketStore, type ExportTicketClaims } from './exportTicket.js';
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

/** Replay guard for `at` headers: each one is accepted once within the skew window. */
class SeenHeaders {
  private current = new Set<string>();
  private previous = new Set<string>();
  private rotatedAt = Date.now();
  firstSight(value: string): boolean {
    const now = Date.now();
    if (now - this.rotatedAt > SESSION.atMaxSkewMs) {
      this.previous = this.current;
      this.current = new Set();
      this.rotatedAt = now;
    }
    if (this.current.has(value) || this.previous.has(value)) return false;
    this.current.add(value);
    return true;
  }
}

export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}

/** What a user may reach: menu urls, operation codes and store scope, as of an auth epoch. */
interface Access {
  epoch: string;
  urls: Set<string>;
  codes: Set<string>;
  scope: StoreScope;
}

const ACCESS_KEPT_MAX = 10_000;

/** The user's access: kept (per app, in `accessKept`) while the auth epoch stands still, else read again. */
async function accessOf(db: Kysely<Database>, accessKept: Map<number, Access>, row: SessionRow): Promise<Access> {
  const kept = accessKept.get(row.userId);
  if (kept && kept.epoch === row.epoch) return kept;
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
  const access = { epoch: row.epoch, urls, codes, scope };
  if (accessKept.size >= ACCESS_KEPT_MAX) accessKept.clear();
  accessKept.set(row.userId, access);
  return access;
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

export function registerAuth(app: FastifyInstance): void {
  const { db, limiter } = app.services;
  const seen = new SeenHeaders();
  const accessKept = new Map<number, Access>();
  app.decorateRequest('auth', null);
  app.decorateRequest('exportTicket', null);
  const tickets = new ExportTicketStore();
  app.decorate('exportTickets', tickets);

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
    // One cheap statement: the session, its user and the auth epoch (migration 017). The user's
    // grants and store scope are read again only when the epoch has moved since they were kept.
    const found = await sql<SessionRow>`
      select s.id as "sessionId", s.secret, s.expires_at, s.last_seen_at, s.revoked_at, s.revoke_reason,
             u.id as "userId", u.account, u.name, u.status, u.first_login, u.all_stores, u.data_start_date,
             (select e.version::text from auth_epoch e where e.id = 1) as epoch
      from user_session s join app_user u on u.id = s.user_id
      where ${claims ? sql`s.id = ${claims.sessionId}` : sql`s.token_hash = ${sha256(token as string)}`}`.execute(db);
    const row = found.rows[0];
    if (!row || (claims && row.userId !== claims.userId)) throw sessionExpired();
    if (row.revoked_at) {
      const code = SESSION_REVOKE_CODES[row.revoke_reason ?? ''];
      if (code) throw new AppError(code, REVOKE_MESSAGES[code]);
      throw sessionExpired();
    }
    const now = Date.now();
    if (row.expires_at.getTime() < now || row.last_seen_at.getTime() + SESSION.idleMs < now) throw sessionExpired();
    if (row.status !== 1) throw new AppError(RetCode.ACCOUNT_DISABLED, RetMsg.ACCOUNT_DISABLED);

    if (claims) {
      request.exportTicket = claims;
      // The audit names the page the export was started from.
      if (claims.routepath) request.headers.routepath = claims.routepath;
    } else {
      const at = request.headers.at;
      const sealed = typeof at === 'string' ? openAtHeader(row.secret, at) : null;
      if (!sealed || sealed.userId !== row.userId || sealed.appId !== APP_ID) throw sessionExpired();
      if (Math.abs(sealed.ts - now) > SESSION.atMaxSkewMs || !seen.firstSight(at as string)) {
        throw new AppError(RetCode.REFUSED, '请求已过期，请刷新页面后重试');
      }
    }

    if (!(await limiter.take(`user:${row.userId}`))) throw new AppError(RetCode.RATE_LIMITED, RetMsg.RATE_LIMITED);

    if (now - row.last_seen_at.getTime() > 60_000) {
      await db
        .updateTable('user_session')
        .set({ last_seen_at: new Date(now) })
        .where('id', '=', row.sessionId)
        .execute();
    }

    const access = await accessOf(db, accessKept, row);
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
