import { LOGIN_LOCK, RetMsg } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { refuse } from './errors.js';

/**
 * Sign-in throttling that an attacker cannot turn against the real user (issue 11 item 8).
 * - Per account and source address: the first `freePerSource` failures cost nothing; after that
 *   each further attempt from that address waits, twice as long per failure (1 s, 2 s, 4 s, ...,
 *   at most 5 minutes), and is refused in words without the password being looked at.
 * - Per source address: more than `sourceCap` failures from one address within the window, on
 *   any accounts, refuse every sign-in from it until they age out.
 * - Per account: a lock (app_user.locked_until, LOGIN_LOCK.lockMs) only when more than
 *   LOGIN_LOCK.maxFailures failures within the window came from at least `lockSources` addresses:
 *   one address alone, however many failures it makes, never locks anyone out. The real user lifts
 *   the lock with an SMS code (找回密码: the code proves the mobile) or an administrator unlocks it.
 * Unknown accounts go through the same steps and answers, so neither the answer nor its timing says
 * whether an account exists.
 */
export const LOGIN_THROTTLE = {
  windowMs: LOGIN_LOCK.windowMs,
  freePerSource: 3,
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60_000,
  sourceCap: 30,
  lockFailures: LOGIN_LOCK.maxFailures,
  lockSources: 5,
  lockMs: LOGIN_LOCK.lockMs,
  /** A session opened from an address within this long makes it a known source of the account. */
  knownSourceMs: 30 * 24 * 60 * 60_000,
} as const;

/** Export-password checks (/uc/user/checkPwd): their own failures, their own waits, never a sign-in lock. */
export const CHECK_PWD_THROTTLE = { windowMs: 15 * 60_000, freeFailures: 3, firstDelayMs: 1000, maxDelayMs: 5 * 60_000 } as const;

/** The wait after `failures` failures, or 0 while they are still free. */
export function progressiveDelayMs(failures: number, free: number, firstDelayMs: number, maxDelayMs: number): number {
  if (failures < free) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(30, failures - free));
}

/** "3秒" / "2分钟": a wait in words, rounded up. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `${seconds}秒` : `${Math.ceil(seconds / 60)}分钟`;
}

/** The refusal of an attempt made before its wait is over (RetMsg.LOCKED keeps its words for the account lock). */
export const tooSoon = (waitMs: number) => refuse(`登录失败次数过多，请${waitInWords(waitMs)}后再试`);
export const sourceBlocked = (waitMs: number) => refuse(`该地址登录失败次数过多，请${waitInWords(waitMs)}后再试`);
export const checkTooSoon = (waitMs: number) => refuse(`密码错误次数过多，请${waitInWords(waitMs)}后再试`);

interface FailureState {
  sourceFailures: number;
  sourceLast: Date | null;
  accountFailures: number;
  accountSources: number;
  addressFailures: number;
  addressOldest: Date | null;
}

/** What the window holds for this account and address, in one statement. */
async function failureState(db: Kysely<Database>, account: string, ip: string): Promise<FailureState> {
  const since = new Date(Date.now() - LOGIN_THROTTLE.windowMs);
  const { rows } = await sql<{
    source_failures: number;
    source_last: Date | null;
    account_failures: number;
    account_sources: number;
    address_failures: number;
    address_oldest: Date | null;
  }>`
    select count(*) filter (where account = ${account} and ip = ${ip}) as source_failures,
           max(created_at) filter (where account = ${account} and ip = ${ip}) as source_last,
           count(*) filter (where account = ${account}) as account_failures,
           count(distinct ip) filter (where account = ${account}) as account_sources,
           count(*) filter (where ip = ${ip}) as address_failures,
           min(created_at) filter (where ip = ${ip}) as address_oldest
    from login_failure
    where created_at > ${since} and (account = ${account} or ip = ${ip})`.execute(db);
  const r = rows[0];
  return {
    sourceFailures: Number(r.source_failures),
    sourceLast: r.source_last,
    accountFailures: Number(r.account_failures),
    accountSources: Number(r.account_sources),
    addressFailures: Number(r.address_failures),
    addressOldest: r.address_oldest,
  };
}

/** Whether failures from this many sources lock the account. */
const locksAccount = (failures: number, sources: number) => failures > LOGIN_THROTTLE.lockFailures && sources >= LOGIN_THROTTLE.lockSources;

export interface SignInAttempt {
  /** Records the outcome: a failure (and the account lock it may complete), or a success. */
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/**
 * Attempts for one account from one address run one after the other in this process: a burst sent
 * all at once waits its turn, and each attempt sees the failures of those before it.
 */
const running = new Map<string, Promise<unknown>>();
export async function oneAtATime<T>(account: string, ip: string, attempt: () => Promise<T>): Promise<T> {
  const key = `${account}\n${ip}`;
  const before = running.get(key) ?? Promise.resolve();
  const mine = before.catch(() => {}).then(attempt);
  const tail = mine.catch(() => {});
  running.set(key, tail);
  try {
    return await mine;
  } finally {
    if (running.get(key) === tail) running.delete(key);
  }
}

/**
 * Checks whether `account` may try a password from `ip` now; throws the refusal in words when not.
 * Call it inside oneAtATime(account, ip, ...) with the password check and the outcome.
 */
export async function beginSignIn(
  db: Kysely<Database>,
  account: string,
  ip: string,
  user: { id: number; locked_until: Date | null } | undefined,
): Promise<SignInAttempt> {
  const state = await failureState(db, account, ip);
  const now = Date.now();
  if (state.addressFailures >= LOGIN_THROTTLE.sourceCap && state.addressOldest)
    throw sourceBlocked(state.addressOldest.getTime() + LOGIN_THROTTLE.windowMs - now);
  const delay = progressiveDelayMs(state.sourceFailures, LOGIN_THROTTLE.freePerSource, LOGIN_THROTTLE.firstDelayMs, LOGIN_THROTTLE.maxDelayMs);
  if (delay && state.sourceLast && state.sourceLast.getTime() + delay > now) throw tooSoon(state.sourceLast.getTime() + delay - now);
  // An unknown account is "locked" exactly when a real one would be, from the same failures.
  const locked = user ? !!user.locked_until && user.locked_until.getTime() > now : locksAccount(state.accountFailures, state.accountSources);
  if (locked) throw refuse(RetMsg.LOCKED);

  return {
    async failed() {
      await db.insertInto('login_failure').values({ account, ip }).execute();
      if (!user) return;
      const newSource = state.sourceFailures === 0 ? 1 : 0;
      if (locksAccount(state.accountFailures + 1, state.accountSources + newSource)) {
        await db
          .updateTable('app_user')
          .set({ locked_until: new Date(Date.now() + LOGIN_THROTTLE.lockMs) })
          .where('id', '=', user.id)
          .execute();
      }
    },
    async succeeded() {
      // This address's failures are forgiven; other addresses' stay counted.
      if (state.sourceFailures) await db.deleteFrom('login_failure').where('account', '=', account).where('ip', '=', ip).execute();
    },
  };
}

/** Whether a session of this user was opened from this address lately: there the password was proven before. */
export async function isKnownSource(db: Kysely<Database>, userId: number, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_session')
    .select('id')
    .where('user_id', '=', userId)
    .where('ip', '=', ip)
    .where('created_at', '>', new Date(Date.now() - LOGIN_THROTTLE.knownSourceMs))
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Export-password checks of a signed-in user: refused in words while the wait after its failures runs. */
export async function assertPasswordCheckAllowed(db: Kysely<Database>, userId: number): Promise<void> {
  const row = await db
    .selectFrom('password_check_failure')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('last')])
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(Date.now() - CHECK_PWD_THROTTLE.windowMs))
    .executeTakeFirstOrThrow();
  const delay = progressiveDelayMs(Number(row.n), CHECK_PWD_THROTTLE.freeFailures, CHECK_PWD_THROTTLE.firstDelayMs, CHECK_PWD_THROTTLE.maxDelayMs);
  const last = row.last ? new Date(row.last as Date | string).getTime() : 0;
  if (delay && last + delay > Date.now()) throw checkTooSoon(last + delay - Date.now());
}

export async function recordPasswordCheck(db: Kysely<Database>, userId: number, passed: boolean): Promise<void> {
  if (passed) await db.deleteFrom('password_check_failure').where('user_id', '=', userId).execute();
  else await db.insertInto('password_check_failure').values({ user_id: userId }).execute();
}
