import type { ResourceDef } from '@salon/contract';
import type { AuthContext } from '../../../../core/auth.js';
import { refuse } from '../../../../core/errors.js';
import type { ResourceHooks } from '../../../../engine/register.js';

/**
 * Chain-wide content (labels, templates, news, settings…) is head office's: only a user whose
 * store-data authority covers every store writes it. A store-scoped user, even granted the page's
 * operations, is refused in words and nothing is written.
 */
export async function assertHeadOffice(auth: AuthContext, what: string): Promise<void> {
  if (!(await auth.scope()).all) throw refuse(`${what}由总部统一维护，门店账号不能修改`);
}

/**
 * Hooks of a chain-wide declaration: writes, removals and status steps by head office only; the
 * writer's name stamped on the keys given (`updatedBy` on every write, `createdBy` on creation).
 * `more` runs after the check inside the same transaction.
 */
export function headOfficeHooks<R extends ResourceDef>(
  what: string,
  stamp: { updatedBy?: boolean; createdBy?: boolean } = { updatedBy: true },
  more?: ResourceHooks<R>['beforeWrite'],
): ResourceHooks<R> {
  return {
    async beforeWrite(values, context) {
      await assertHeadOffice(context.auth, what);
      const row = values as Record<string, unknown>;
      if (stamp.updatedBy) row.updatedBy = context.auth.name;
      if (stamp.createdBy && context.mode === 'create') row.createdBy = context.auth.name;
      await more?.(values, context);
    },
    async beforeRemove(_trx, _record, { auth }) {
      await assertHeadOffice(auth, what);
    },
    async beforeTransition(_trx, _record, _transition, { auth }) {
      await assertHeadOffice(auth, what);
    },
  };
}
