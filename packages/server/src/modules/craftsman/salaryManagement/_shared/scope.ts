import type { StoreScope } from '../../../../core/auth.js';
import { outOfScope } from '../../../../core/errors.js';

/** Refuses (000001 out of scope) a store the user's store-data authority does not hold. */
export function assertStoreInScope(scope: StoreScope, storeId: number): void {
  if (!scope.all && !scope.storeIds.includes(storeId)) throw outOfScope();
}
