import { newSessionSecret, SESSION } from '@salon/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { randomToken, sha256 } from '../core/secrets.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A new session at every sign-in: 256-bit random token, stored only as its hash. */
export async function createSession(db: Db, request: FastifyRequest, userId: number) {
  const token = randomToken();
  const secret = newSessionSecret();
  await db
    .insertInto('user_session')
    .values({
      token_hash: sha256(token),
      user_id: userId,
      secret,
      expires_at: new Date(Date.now() + SESSION.absoluteMs),
      ip: request.ip,
      user_agent: String(request.headers['user-agent'] ?? '').slice(0, 300),
    })
    .execute();
  return { token, secret };
}

/**
 * Ends one session (logout). Like every write to user_session, the change reaches every process
 * before the request answers (core/authEvents.ts), so the session's next call is refused everywhere.
 */
export async function revokeSession(db: Db, sessionId: number, reason: 'logout') {
  await db
    .updateTable('user_session')
    .set({ revoked_at: new Date(), revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes a user's live sessions; `reason` decides the code their next request gets. */
export async function revokeSessions(db: Db, userId: number, reason: 'password' | 'elsewhere' | 'disabled' | 'logout', exceptSessionId?: number) {
  let q = db.updateTable('user_session').set({ revoked_at: new Date(), revoke_reason: reason }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) q = q.where('id', '<>', exceptSessionId);
  await q.execute();
}
