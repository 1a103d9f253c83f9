import {
  IdBody,
  maskNumber,
  Ops,
  PagePath,
  ResetPwdBody,
  StoreAuthorityBody,
  UserDisableQuery,
  UserForm,
  UserListQuery,
  UserRolesBody,
  type UserRow,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { requireAuth, type AuthContext } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { acknowledge, invalid, outOfScope, refuse } from '../../../core/errors.js';
import { hashPassword } from '../../../core/passwords.js';
import { revokeSessions } from '../../../platform/session.js';
import { assertAuthorityWithin, assertSuperAdminKept, firstBeyond, heldEntries, loadUserToActOn } from './_shared/authority.js';

export function registerUserRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, vault } = app.services;

  /** Another user within the caller's store scope and power (_shared/authority.ts): every route acting on one. */
  const loadToActOn = (auth: AuthContext, id: number) => loadUserToActOn(db, auth, id);

  const snapshot = (u: {
    account: string;
    name: string;
    nick_name: string | null;
    station: number | null;
    department: string | null;
    store_id: number | null;
    status: number;
    mobile_tail: string;
    single_session: boolean;
  }) => ({
    account: u.account,
    name: u.name,
    nickName: u.nick_name,
    station: u.station,
    department: u.department,
    storeId: u.store_id,
    status: u.status,
    singleSession: u.single_session,
    mobile: `*******${u.mobile_tail}`,
  });

  app.post('/uc/user/queryUserPage', { config: { permission: { menu: PagePath.user } }, schema: { body: UserListQuery } }, async (request) => {
    const auth = requireAuth(request);
    const scope = await auth.scope();
    const { keyword, status, roleId, storeId, pageNum, pageSize } = request.body;
    let q = db.selectFrom('app_user as u').leftJoin('store as s', 's.id', 'u.store_id');
    if (!scope.all) q = q.where('u.store_id', 'in', scope.storeIds.length ? scope.storeIds : [-1]);
    if (keyword) {
      const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const mobileHash = /^1\d{10}$/.test(keyword) ? vault.lookupHash(keyword) : '-';
      q = q.where((eb) => eb.or([eb('u.account', 'ilike', like), eb('u.name', 'ilike', like), eb('u.mobile_hash', '=', mobileHash)]));
    }
    if (status !== undefined) q = q.where('u.status', '=', status);
    if (storeId !== undefined) q = q.where('u.store_id', '=', storeId);
    if (roleId !== undefined)
      q = q.where((eb) =>
        eb.exists(eb.selectFrom('user_role as ur').select('ur.user_id').whereRef('ur.user_id', '=', 'u.id').where('ur.role_id', '=', roleId)),
      );
    const [{ total }] = await q.select((eb) => eb.fn.countAll<number>().as('total')).execute();
    const rows = await q
      .select([
        'u.id',
        'u.account',
        'u.name',
        'u.nick_name',
        'u.mobile_enc',
        'u.station',
        'u.department',
        'u.store_id',
        's.store_name',
        'u.status',
        'u.first_login',
        'u.all_stores',
        'u.single_session',
        'u.update_time',
        'u.created_at',
        sql<
          { id: number; name: string }[]
        >`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.id) from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json)`.as(
          'roles',
        ),
        sql<number>`(select count(*) from user_store us where us.user_id = u.id)::int`.as('store_count'),
      ])
      .orderBy('u.id')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute();
    const result: UserRow[] = rows.map((u) => ({
      id: u.id,
      account: u.account,
      name: u.name,
      nickName: u.nick_name,
      // Masked for everyone: the whole number through /uc/user/viewMobile, one user at a time, audited (issue 11.7).
      mobile: maskNumber(vault.decrypt(u.mobile_enc)),
      station: u.station,
      department: u.department,
      storeId: u.store_id,
      storeName: u.store_name,
      status: u.status,
      firstLogin: u.first_login,
      roles: u.roles,
      allStores: u.all_stores,
      storeCount: u.store_count,
      singleSession: u.single_session,
      updateTime: u.update_time.toISOString(),
      createdAt: u.created_at.toISOString(),
    }));
    return ok(result, { total: Number(total), pageNum, pageSize, totalKind: 'exact' });
  });

  app.post('/uc/user/add', { config: { permission: { op: Ops.user.add } }, schema: { body: UserForm } }, async (request) => {
    const auth = requireAuth(request);
    const form = request.body;
    if (!form.mobile) throw invalid('mobile', '请输入手机号');
    if (!form.password) throw refuse('password：请设置初始密码');
    const mobile = form.mobile;
    const scope = await auth.scope();
    if (form.storeId) await auth.assertStore(form.storeId);
    else if (!scope.all) throw outOfScope();
    if (form.storeId && !(await db.selectFrom('store').select('id').where('id', '=', form.storeId).executeTakeFirst())) throw refuse('storeId：门店不存在');
    const mobileHash = vault.lookupHash(mobile);
    const pwdHash = await hashPassword(form.password);
    const id = await db.transaction().execute(async (trx) => {
      if (await trx.selectFrom('app_user').select('id').where('account', '=', form.account).executeTakeFirst()) throw refuse('账号已存在');
      if (await trx.selectFrom('app_user').select('id').where('mobile_hash', '=', mobileHash).executeTakeFirst()) throw refuse('手机号已被其他账号使用');
      const created = await trx
        .insertInto('app_user')
        .values({
          account: form.account,
          name: form.name,
          nick_name: form.nickName,
          mobile_enc: vault.encrypt(mobile),
          mobile_hash: mobileHash,
          mobile_tail: mobile.slice(-4),
          pwd_hash: pwdHash,
          first_login: 0,
          station: form.station ?? null,
          department: form.department,
          store_id: form.storeId ?? null,
          single_session: form.singleSession,
          // Its home store from its creator's start date on: nobody creates an account that sees more than they do.
          data_start_date: scope.startDate,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (form.storeId) await trx.insertInto('user_store').values({ user_id: created.id, store_id: form.storeId }).execute();
      await audit(trx, request, { action: 'create', table: 'app_user', recordId: created.id, after: snapshot(created) });
      return created.id;
    });
    return ok({ id });
  });

  app.post('/uc/user/edit', { config: { permission: { op: Ops.user.edit } }, schema: { body: UserForm } }, async (request) => {
    const auth = requireAuth(request);
    const form = request.body;
    if (!form.id) throw refuse('id：请选择要编辑的用户');
    const before = await loadToActOn(auth, form.id);
    if (form.account !== before.account) throw refuse('账号不能修改');
    if (form.storeId) await auth.assertStore(form.storeId);
    else if (!(await auth.scope()).all) throw outOfScope();
    if (form.storeId && !(await db.selectFrom('store').select('id').where('id', '=', form.storeId).executeTakeFirst())) throw refuse('storeId：门店不存在');
    // The form sends the mobile only when it changes (the list shows it masked).
    const mobile = form.mobile ?? null;
    const mobileHash = mobile ? vault.lookupHash(mobile) : before.mobile_hash;
    await db.transaction().execute(async (trx) => {
      const clash = await trx.selectFrom('app_user').select('id').where('mobile_hash', '=', mobileHash).where('id', '<>', before.id).executeTakeFirst();
      if (clash) throw refuse('手机号已被其他账号使用');
      const after = await trx
        .updateTable('app_user')
        .set({
          name: form.name,
          nick_name: form.nickName,
          mobile_enc: mobile === null || mobileHash === before.mobile_hash ? before.mobile_enc : vault.encrypt(mobile),
          mobile_hash: mobileHash,
          mobile_tail: mobile === null ? before.mobile_tail : mobile.slice(-4),
          station: form.station ?? null,
          department: form.department,
          store_id: form.storeId ?? null,
          single_session: form.singleSession,
          update_time: new Date(),
        })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, request, { action: 'update', table: 'app_user', recordId: before.id, before: snapshot(before), after: snapshot(after) });
    });
    return ok({ id: before.id });
  });

  app.get('/uc/user/userDisable', { config: { permission: { op: Ops.user.disable } }, schema: { querystring: UserDisableQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { id, status } = request.query;
    if (id === auth.userId && status === 0) throw acknowledge('不能禁用自己的账号');
    const before = await loadToActOn(auth, id);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('app_user').set({ status, update_time: new Date() }).where('id', '=', id).execute();
      if (status === 0) await revokeSessions(trx, id, 'disabled');
      if (status === 0) await assertSuperAdminKept(trx);
      await audit(trx, request, {
        action: status === 0 ? 'disable' : 'enable',
        table: 'app_user',
        recordId: id,
        before: { status: before.status },
        after: { status },
      });
    });
    return ok(null);
  });

  app.post('/uc/user/resetPwd', { config: { permission: { op: Ops.user.resetPwd } }, schema: { body: ResetPwdBody } }, async (request) => {
    const auth = requireAuth(request);
    const user = await loadToActOn(auth, request.body.id);
    const pwdHash = await hashPassword(request.body.password);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('app_user')
        .set({ pwd_hash: pwdHash, first_login: 0, locked_until: null, update_time: new Date() })
        .where('id', '=', user.id)
        .execute();
      await trx.deleteFrom('login_failure').where('account', '=', user.account).execute();
      await revokeSessions(trx, user.id, 'password');
      await audit(trx, request, { action: 'resetPassword', table: 'app_user', recordId: user.id });
    });
    return ok(null);
  });

  app.post('/uc/user/saveUserRoles', { config: { permission: { op: Ops.user.assignRole } }, schema: { body: UserRolesBody } }, async (request) => {
    const auth = requireAuth(request);
    const user = await loadToActOn(auth, request.body.userId);
    const roleIds = [...new Set(request.body.roleIds)];
    await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('user_role').select('role_id').where('user_id', '=', user.id).orderBy('role_id').forUpdate().execute();
      // Roles handed out and roles taken away alike must lie within what the caller holds.
      const changed = [...roleIds.filter((id) => !before.some((r) => r.role_id === id)), ...before.map((r) => r.role_id).filter((id) => !roleIds.includes(id))];
      if (roleIds.length) {
        const found = await trx.selectFrom('role').select('id').where('id', 'in', roleIds).execute();
        if (found.length !== roleIds.length) throw refuse('roleIds：角色不存在');
      }
      if (changed.length) {
        // Nobody hands out (or takes away) more than they hold: every entry of a changed role must be
        // held by the caller (members of the super-admin role hold every entry).
        const held = await heldEntries(trx, auth.userId);
        const granted = await trx.selectFrom('role_menu').select(['role_id', 'menu_id']).where('role_id', 'in', changed).execute();
        const entry = await firstBeyond(
          trx,
          held,
          granted.map((g) => g.menu_id),
        );
        if (entry) {
          const role = await trx
            .selectFrom('role')
            .select('name')
            .where(
              'id',
              'in',
              granted.filter((g) => g.menu_id === entry.id).map((g) => g.role_id),
            )
            .executeTakeFirstOrThrow();
          throw refuse(`不能分配超出自己权限的角色：${role.name}`);
        }
      }
      await trx.deleteFrom('user_role').where('user_id', '=', user.id).execute();
      if (roleIds.length)
        await trx
          .insertInto('user_role')
          .values(roleIds.map((role_id) => ({ user_id: user.id, role_id })))
          .execute();
      await assertSuperAdminKept(trx);
      await trx.updateTable('app_user').set({ update_time: new Date() }).where('id', '=', user.id).execute();
      await audit(trx, request, {
        action: 'assignRoles',
        table: 'user_role',
        recordId: user.id,
        before: before.map((r) => r.role_id),
        after: roleIds.sort((a, b) => a - b),
      });
    });
    return ok(null);
  });

  app.post('/uc/user/saveStoreAuthority', { config: { permission: { op: Ops.user.storeScope } }, schema: { body: StoreAuthorityBody } }, async (request) => {
    const auth = requireAuth(request);
    const user = await loadToActOn(auth, request.body.userId);
    const scope = await auth.scope();
    const { allStores, startDate } = request.body;
    const storeIds = allStores ? [] : [...new Set(request.body.storeIds)];
    // Nobody hands out more store-data authority than they hold (all stores, the stores, an earlier start).
    assertAuthorityWithin({ all: allStores, storeIds, startDate: startDate ?? null }, scope, await heldEntries(db, auth.userId));
    await db.transaction().execute(async (trx) => {
      if (storeIds.length) {
        const found = await trx.selectFrom('store').select('id').where('id', 'in', storeIds).execute();
        if (found.length !== storeIds.length) throw refuse('storeIds：门店不存在');
      }
      const before = await trx.selectFrom('user_store').select('store_id').where('user_id', '=', user.id).orderBy('store_id').execute();
      await trx.deleteFrom('user_store').where('user_id', '=', user.id).execute();
      if (storeIds.length)
        await trx
          .insertInto('user_store')
          .values(storeIds.map((store_id) => ({ user_id: user.id, store_id })))
          .execute();
      await trx
        .updateTable('app_user')
        .set({ all_stores: allStores, data_start_date: startDate ?? null, update_time: new Date() })
        .where('id', '=', user.id)
        .execute();
      await audit(trx, request, {
        action: 'storeAuthority',
        table: 'user_store',
        recordId: user.id,
        before: { allStores: user.all_stores, startDate: user.data_start_date, storeIds: before.map((s) => s.store_id) },
        after: { allStores, startDate: startDate ?? null, storeIds: storeIds.sort((a, b) => a - b) },
      });
    });
    return ok(null);
  });

  /** Roles to choose from when assigning. */
  app.get('/uc/role/all', { config: { permission: { menu: PagePath.user } } }, async () => {
    return ok(await db.selectFrom('role').select(['id', 'name', 'code', 'status']).orderBy('id').execute());
  });

  app.post('/uc/user/unlock', { config: { permission: { op: Ops.user.resetPwd } }, schema: { body: IdBody } }, async (request) => {
    const auth = requireAuth(request);
    const user = await loadToActOn(auth, request.body.id);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('app_user').set({ locked_until: null }).where('id', '=', user.id).execute();
      await trx.deleteFrom('login_failure').where('account', '=', user.account).execute();
      await audit(trx, request, { action: 'unlock', table: 'app_user', recordId: user.id });
    });
    return ok(null);
  });
}
