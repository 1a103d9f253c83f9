import type { Kysely } from 'kysely';
import type { AuthContext, StoreScope } from '../../../../core/auth.js';
import { refuse } from '../../../../core/errors.js';
import type { AppUser, Database } from '../../../../db/schema.js';
import { loadUserInScope } from '../../../../platform/userScope.js';

/**
 * Who may change whom (issue 11.1-11.3): nobody hands out, takes away or changes more power than
 * they hold. What a user holds is every menu entry when they are a member of the enabled
 * super-admin role (the role flagged `is_super`, migration 020: never a role code, which role
 * editors could give any role), else the entries of their enabled roles.
 */
export type Held = 'all' | ReadonlySet<number>;

export async function heldEntries(db: Kysely<Database>, userId: number): Promise<Held> {
  const roles = await db
    .selectFrom('user_role as ur')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .select(['r.id', 'r.is_super'])
    .where('ur.user_id', '=', userId)
    .where('r.status', '=', 1)
    .execute();
  if (roles.some((r) => r.is_super)) return 'all';
  if (!roles.length) return new Set();
  const entries = await db
    .selectFrom('role_menu')
    .select('menu_id')
    .where(
      'role_id',
      'in',
      roles.map((r) => r.id),
    )
    .execute();
  return new Set(entries.map((e) => e.menu_id));
}

export const holds = (held: Held, menuId: number) => held === 'all' || held.has(menuId);

/** The first entry of `menuIds` the caller does not hold, by name, else null. */
export async function firstBeyond(db: Kysely<Database>, held: Held, menuIds: readonly number[]) {
  const beyond = menuIds.find((id) => !holds(held, id));
  if (beyond === undefined) return null;
  return db.selectFrom('menu').select(['id', 'name', 'url', 'code']).where('id', '=', beyond).executeTakeFirstOrThrow();
}

/** Refuses a change to a role (edit, enable/disable, delete, its grants) unless the caller holds every entry the role grants. */
export async function assertHoldsRole(db: Kysely<Database>, held: Held, role: { id: number; name: string }): Promise<void> {
  if (held === 'all') return;
  const granted = await db.selectFrom('role_menu').select('menu_id').where('role_id', '=', role.id).execute();
  const entry = await firstBeyond(
    db,
    held,
    granted.map((g) => g.menu_id),
  );
  if (entry) throw refuse(`不能修改角色「${role.name}」：它含有您没有的菜单或操作（${entry.name}），只有拥有其全部权限的人可以修改`);
}

/**
 * The chain never locks itself out: an enabled super-admin role with an enabled user in it always
 * remains. Checked inside the write after it changed; the super-admin role's row is locked first,
 * so two such writes (disabling the last two super admins at once) run one after the other.
 */
export async function assertSuperAdminKept(trx: Kysely<Database>): Promise<void> {
  await trx.selectFrom('role').select('id').where('is_super', '=', true).forUpdate().execute();
  const role = await trx.selectFrom('role').select('id').where('is_super', '=', true).where('status', '=', 1).executeTakeFirst();
  if (!role) throw refuse('至少保留一个启用的超级管理员角色');
  const keeper = await trx
    .selectFrom('user_role as ur')
    .innerJoin('app_user as u', 'u.id', 'ur.user_id')
    .select('u.id')
    .where('ur.role_id', '=', role.id)
    .where('u.status', '=', 1)
    .limit(1)
    .executeTakeFirst();
  if (!keeper) throw refuse('至少保留一名启用的超级管理员');
}

/** Which part of one store-data authority goes beyond another's: all stores only within all, stores within the stores, a start date no earlier. */
function authorityBeyond(given: StoreScope, caller: StoreScope): 'allStores' | 'storeIds' | 'startDate' | null {
  if (given.all && !caller.all) return 'allStores';
  if (!caller.all && given.storeIds.some((id) => !caller.storeIds.includes(id))) return 'storeIds';
  if (caller.startDate && (!given.startDate || given.startDate < caller.startDate)) return 'startDate';
  return null;
}

/** A user's store-data authority as stored. */
async function authorityOf(db: Kysely<Database>, user: Pick<AppUser, 'id' | 'all_stores' | 'data_start_date'>): Promise<StoreScope> {
  const stores = await db.selectFrom('user_store').select('store_id').where('user_id', '=', user.id).execute();
  return { all: user.all_stores, storeIds: stores.map((s) => s.store_id), startDate: user.data_start_date };
}

/**
 * Another user the caller may act on (edit, enable or disable, reset the password, unlock, assign
 * roles, set the store-data authority, see the whole mobile): the operation code is checked by the
 * route; here the user's home store must be in the caller's store-data authority
 * (platform/userScope.ts), and the user may not hold more than the caller: every entry of their
 * roles (enabled or not, since enabling is one click) held by the caller, and their store-data
 * authority (all stores, the stores, the start date) within the caller's. A user never acts on
 * someone with more power. One's own record passes (what one changes there is checked as any change),
 * and so does every user for members of the super-admin role, who hold everything.
 */
export async function loadUserToActOn(db: Kysely<Database>, auth: AuthContext, id: number): Promise<AppUser> {
  const user = await loadUserInScope(db, auth, id);
  if (user.id === auth.userId) return user;
  const held = await heldEntries(db, auth.userId);
  // Members of the super-admin role are the top: nobody holds more (the last of them is kept by assertSuperAdminKept).
  if (held === 'all') return user;
  const superRole = await db
    .selectFrom('user_role as ur')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .select('r.name')
    .where('ur.user_id', '=', user.id)
    .where('r.is_super', '=', true)
    .executeTakeFirst();
  if (superRole) throw refuse(`不能操作用户「${user.name}」：TA 拥有「${superRole.name}」角色，权限高于您`);
  const granted = await db
    .selectFrom('user_role as ur')
    .innerJoin('role_menu as rm', 'rm.role_id', 'ur.role_id')
    .select('rm.menu_id')
    .distinct()
    .where('ur.user_id', '=', user.id)
    .execute();
  const entry = await firstBeyond(
    db,
    held,
    granted.map((g) => g.menu_id),
  );
  if (entry) throw refuse(`不能操作用户「${user.name}」：TA 的角色含有您没有的菜单或操作（${entry.name}），权限高于您`);
  if (authorityBeyond(await authorityOf(db, user), await auth.scope())) throw refuse(`不能操作用户「${user.name}」：TA 的门店数据权限超出您的门店数据权限`);
  return user;
}

/** Refuses a store-data authority the caller would hand out beyond their own (all stores, stores, an earlier start date); members of the super-admin role hand out any. */
export function assertAuthorityWithin(given: StoreScope, caller: StoreScope, held: Held): void {
  if (held === 'all') return;
  const beyond = authorityBeyond(given, caller);
  if (beyond === 'allStores') throw refuse('不能授予全部门店的数据权限：您自己没有全部门店的数据权限');
  if (beyond === 'storeIds') throw refuse('不能授予您门店数据权限以外的门店');
  if (beyond === 'startDate') throw refuse(`数据起始日期不能早于您自己的起始日期（${caller.startDate}）`);
}
