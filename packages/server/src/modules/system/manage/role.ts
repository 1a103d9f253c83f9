import { IdBody, idSchema, Ops, PagePath, RoleForm, RoleGrantBody, RoleListQuery, type RoleRow } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { audit } from '../../../core/audit.js';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { acknowledge, notFound, refuse } from '../../../core/errors.js';
import { buildMenuTree } from '../../../platform/menu.js';
import { assertHoldsRole, assertSuperAdminKept, firstBeyond, heldEntries } from './_shared/authority.js';

export function registerRoleRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  const loadRole = async (id: number) => {
    const role = await db.selectFrom('role').selectAll().where('id', '=', id).executeTakeFirst();
    if (!role) throw notFound('角色');
    return role;
  };
  const snapshot = (r: { name: string; code: string; role_type: number; remark: string | null; status: number }) => ({
    name: r.name,
    code: r.code,
    roleType: r.role_type,
    remark: r.remark,
    status: r.status,
  });

  app.post('/uc/role/queryRolePage', { config: { permission: { menu: PagePath.role } }, schema: { body: RoleListQuery } }, async (request) => {
    const { keyword, status, pageNum, pageSize } = request.body;
    let q = db.selectFrom('role as r');
    if (keyword) {
      const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([eb('r.name', 'ilike', like), eb('r.code', 'ilike', like)]));
    }
    if (status !== undefined) q = q.where('r.status', '=', status);
    const [{ total }] = await q.select((eb) => eb.fn.countAll<number>().as('total')).execute();
    const rows = await q
      .select([
        'r.id',
        'r.name',
        'r.code',
        'r.role_type',
        'r.remark',
        'r.status',
        'r.is_super',
        'r.is_system',
        'r.updated_at',
        sql<number>`(select count(*) from user_role ur where ur.role_id = r.id)::int`.as('user_count'),
        sql<number>`(select count(*) from role_menu rm where rm.role_id = r.id)::int`.as('menu_count'),
      ])
      .orderBy('r.id')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute();
    const result: RoleRow[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      code: r.code,
      roleType: r.role_type,
      remark: r.remark,
      status: r.status,
      isSuper: r.is_super,
      isSystem: r.is_system,
      userCount: r.user_count,
      menuCount: r.menu_count,
      updatedAt: r.updated_at.toISOString(),
    }));
    return ok(result, { total: Number(total), pageNum, pageSize, totalKind: 'exact' });
  });

  async function assertUnique(name: string, code: string, exceptId?: number) {
    let q = db
      .selectFrom('role')
      .select(['id', 'name', 'code'])
      .where((eb) => eb.or([eb('name', '=', name), eb('code', '=', code)]));
    if (exceptId) q = q.where('id', '<>', exceptId);
    const clash = await q.executeTakeFirst();
    if (clash) throw refuse(clash.name === name ? '角色名称已存在' : '角色编码已存在');
  }

  app.post('/uc/role/add', { config: { permission: { op: Ops.role.add } }, schema: { body: RoleForm } }, async (request) => {
    const form = request.body;
    await assertUnique(form.name, form.code);
    const id = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('role')
        .values({ name: form.name, code: form.code, role_type: form.roleType, remark: form.remark, status: form.status })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, request, { action: 'create', table: 'role', recordId: created.id, after: snapshot(created) });
      return created.id;
    });
    return ok({ id });
  });

  /**
   * Nobody changes a role whose grants they do not hold themselves (issue 11.1); a system role keeps
   * its code (issue 11.2); the super-admin role is never disabled, so an enabled one with an enabled
   * user in it always remains.
   */
  app.post('/uc/role/update', { config: { permission: { op: Ops.role.edit } }, schema: { body: RoleForm } }, async (request) => {
    const auth = requireAuth(request);
    const form = request.body;
    if (!form.id) throw refuse('id：请选择要编辑的角色');
    const before = await loadRole(form.id);
    await assertHoldsRole(db, await heldEntries(db, auth.userId), before);
    if (before.is_system && form.code !== before.code) throw refuse(`「${before.name}」是系统角色，角色编码 ${before.code} 不能修改`);
    if (before.is_super && form.status !== 1) throw refuse(`「${before.name}」是超级管理员角色，不能停用：至少保留一个启用的超级管理员角色`);
    await assertUnique(form.name, form.code, form.id);
    await db.transaction().execute(async (trx) => {
      const after = await trx
        .updateTable('role')
        .set({ name: form.name, code: form.code, role_type: form.roleType, remark: form.remark, status: form.status, updated_at: new Date() })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (after.status !== before.status) {
        await touchRoleUsers(trx, before.id);
        await assertSuperAdminKept(trx);
      }
      await audit(trx, request, { action: 'update', table: 'role', recordId: before.id, before: snapshot(before), after: snapshot(after) });
    });
    return ok({ id: before.id });
  });

  app.post('/uc/role/delete', { config: { permission: { op: Ops.role.remove } }, schema: { body: IdBody } }, async (request) => {
    const auth = requireAuth(request);
    const role = await loadRole(request.body.id);
    await assertHoldsRole(db, await heldEntries(db, auth.userId), role);
    if (role.is_super) throw refuse(`「${role.name}」是超级管理员角色，不能删除`);
    const [{ n }] = await db
      .selectFrom('user_role')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role_id', '=', role.id)
      .execute();
    if (Number(n) > 0) throw acknowledge(`角色「${role.name}」下还有${n}个用户，请先取消这些用户的该角色后再删除`);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('role').where('id', '=', role.id).execute();
      await audit(trx, request, { action: 'delete', table: 'role', recordId: role.id, before: snapshot(role) });
    });
    return ok(null);
  });

  /** The whole menu tree with the role's granted entries, for the grant dialog. */
  app.get(
    '/uc/role/getRoleResources',
    { config: { permission: { menu: PagePath.role } }, schema: { querystring: z.object({ roleId: idSchema }) } },
    async (request) => {
      const role = await loadRole(request.query.roleId);
      const all = await db.selectFrom('menu').selectAll().execute();
      const granted = await db.selectFrom('role_menu').select('menu_id').where('role_id', '=', role.id).execute();
      return ok({ tree: buildMenuTree(all), menuIds: granted.map((g) => g.menu_id) });
    },
  );

  app.post('/uc/role/saveRoleResources', { config: { permission: { op: Ops.role.grant } }, schema: { body: RoleGrantBody } }, async (request) => {
    const auth = requireAuth(request);
    const role = await loadRole(request.body.roleId);
    const menuIds = [...new Set(request.body.menuIds)].sort((a, b) => a - b);
    await db.transaction().execute(async (trx) => {
      if (menuIds.length) {
        const found = await trx.selectFrom('menu').select('id').where('id', 'in', menuIds).execute();
        if (found.length !== menuIds.length) throw refuse('menuIds：菜单不存在');
      }
      const before = await trx.selectFrom('role_menu').select('menu_id').where('role_id', '=', role.id).orderBy('menu_id').forUpdate().execute();
      // Nobody changes a role whose grants they do not hold (issue 11.1), and nobody hands out more
      // than they hold (as in saveUserRoles), their own roles included: every entry the role grants
      // now and every entry this save adds must be the caller's through an enabled role. Members of
      // the super-admin role (by its flag, never a code) hold every entry and so repair any role.
      const held = await heldEntries(trx, auth.userId);
      await assertHoldsRole(trx, held, role);
      const beyond = await firstBeyond(trx, held, menuIds);
      if (beyond) throw refuse(`不能授予超出自己权限的菜单或操作：${beyond.name}（${beyond.url ?? beyond.code}）`);
      // The super-admin role holds every entry, always (the menu sync and 新增菜单 grant it the new ones).
      if (role.is_super) {
        const kept = new Set(menuIds);
        const taken = (await trx.selectFrom('menu').select(['id', 'name']).execute()).find((m) => !kept.has(m.id));
        if (taken) throw refuse(`「${role.name}」是超级管理员角色，拥有全部菜单与操作，不能收回（${taken.name}）`);
      }
      await trx.deleteFrom('role_menu').where('role_id', '=', role.id).execute();
      if (menuIds.length)
        await trx
          .insertInto('role_menu')
          .values(menuIds.map((menu_id) => ({ role_id: role.id, menu_id })))
          .execute();
      await trx.updateTable('role').set({ updated_at: new Date() }).where('id', '=', role.id).execute();
      await touchRoleUsers(trx, role.id);
      await audit(trx, request, { action: 'grant', table: 'role_menu', recordId: role.id, before: before.map((b) => b.menu_id), after: menuIds });
    });
    return ok(null);
  });
}

/** Users of a role see "information updated" at their next user-update check. */
async function touchRoleUsers(trx: Parameters<typeof audit>[0], roleId: number) {
  await trx
    .updateTable('app_user')
    .set({ update_time: new Date() })
    .where('id', 'in', (eb) => eb.selectFrom('user_role').select('user_id').where('role_id', '=', roleId))
    .execute();
}
