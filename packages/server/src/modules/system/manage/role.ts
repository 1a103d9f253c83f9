import { IdBody, Ops, PagePath, RoleForm, RoleGrantBody, RoleListQuery, type RoleRow } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { audit } from '../../../core/audit.js';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { SUPER_ADMIN_ROLE } from '../../../db/menuSync.js';
import { acknowledge, notFound, refuse } from '../../../core/errors.js';
import { buildMenuTree } from '../../../platform/menu.js';

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

  app.post('/uc/role/update', { config: { permission: { op: Ops.role.edit } }, schema: { body: RoleForm } }, async (request) => {
    const form = request.body;
    if (!form.id) throw refuse('id：请选择要编辑的角色');
    const before = await loadRole(form.id);
    await assertUnique(form.name, form.code, form.id);
    await db.transaction().execute(async (trx) => {
      const after = await trx
        .updateTable('role')
        .set({ name: form.name, code: form.code, role_type: form.roleType, remark: form.remark, status: form.status, updated_at: new Date() })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (after.status !== before.status) await touchRoleUsers(trx, before.id);
      await audit(trx, request, { action: 'update', table: 'role', recordId: before.id, before: snapshot(before), after: snapshot(after) });
    });
    return ok({ id: before.id });
  });

  app.post('/uc/role/delete', { config: { permission: { op: Ops.role.remove } }, schema: { body: IdBody } }, async (request) => {
    const role = await loadRole(request.body.id);
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
    { config: { permission: { menu: PagePath.role } }, schema: { querystring: z.object({ roleId: z.coerce.number().int().positive() }) } },
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
      const before = await trx.selectFrom('role_menu').select('menu_id').where('role_id', '=', role.id).orderBy('menu_id').execute();
      // Nobody hands out more than they hold (as in saveUserRoles), their own roles included: every
      // entry this save adds or takes away must be granted to the caller through an enabled role.
      // Entries of the role the caller does not hold stay as they are. Members of the super-admin
      // role hold every entry by definition (and can so repair any role, their own included).
      const beforeIds = new Set(before.map((b) => b.menu_id));
      const afterIds = new Set(menuIds);
      const changed = [...menuIds.filter((id) => !beforeIds.has(id)), ...[...beforeIds].filter((id) => !afterIds.has(id))];
      const superAdmin = await trx
        .selectFrom('user_role as ur')
        .innerJoin('role as own', (j) => j.onRef('own.id', '=', 'ur.role_id').on('own.status', '=', 1).on('own.code', '=', SUPER_ADMIN_ROLE))
        .select('own.id')
        .where('ur.user_id', '=', auth.userId)
        .executeTakeFirst();
      if (changed.length && !superAdmin) {
        const held = await trx
          .selectFrom('user_role as ur')
          .innerJoin('role as own', (j) => j.onRef('own.id', '=', 'ur.role_id').on('own.status', '=', 1))
          .innerJoin('role_menu as mine', 'mine.role_id', 'ur.role_id')
          .select('mine.menu_id')
          .where('ur.user_id', '=', auth.userId)
          .where('mine.menu_id', 'in', changed)
          .execute();
        const heldIds = new Set(held.map((h) => h.menu_id));
        const beyond = changed.find((id) => !heldIds.has(id));
        if (beyond !== undefined) {
          const entry = await trx.selectFrom('menu').select(['name', 'url', 'code']).where('id', '=', beyond).executeTakeFirstOrThrow();
          throw refuse(`不能${afterIds.has(beyond) ? '授予' : '收回'}超出自己权限的菜单或操作：${entry.name}（${entry.url ?? entry.code}）`);
        }
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
