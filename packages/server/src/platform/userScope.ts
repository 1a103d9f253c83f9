import { PagePath } from '@salon/contract';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../core/auth.js';
import { forbidden, notFound, outOfScope } from '../core/errors.js';
import type { Database } from '../db/schema.js';

/**
 * Another user's record is within reach when its home store is in the caller's store-data
 * authority; head-office accounts (no store) only for callers who see every store.
 */
export async function loadUserInScope(db: Kysely<Database>, auth: AuthContext, id: number) {
  const user = await db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) throw notFound('用户');
  const scope = await auth.scope();
  if (!scope.all && (user.store_id === null || !scope.storeIds.includes(user.store_id))) throw outOfScope();
  return user;
}

/** The caller's own id, or another user's when the caller manages users and that user is in scope. */
export async function targetUserId(db: Kysely<Database>, auth: AuthContext, userId: number | undefined): Promise<number> {
  if (userId === undefined || userId === auth.userId) return auth.userId;
  if (!(await auth.can({ menu: PagePath.user }))) throw forbidden();
  await loadUserInScope(db, auth, userId);
  return userId;
}
