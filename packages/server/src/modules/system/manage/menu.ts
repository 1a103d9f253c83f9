import { IdBody, IMPLEMENTED_PAGES, MENU_MAX_DEPTH, MenuForm, MenuSortBody, OPERATION_SORT_ORDER, Ops, PagePath } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audit } from '../../../core/audit.js';
import { ok } from '../../../core/envelope.js';
import { acknowledge, notFound, refuse } from '../../../core/errors.js';
import type { Menu } from '../../../db/schema.js';
import { buildMenuTree } from '../../../platform/menu.js';

/**
 * The entries the server's permissions are declared with: the page of every implemented page
 * (routes declare `menu: <url>`) and its operation entries (`op: <code>`). They may be renamed,
 * re-sorted, hidden or moved, but their url / code stays and they are never deleted, else the
 * page would be refused to everyone (the menu sync would add it again at the next start, ungranted).
 */
const PROTECTED_URLS = new Set(IMPLEMENTED_PAGES.map((p) => p.path));
const PROTECTED_CODES = new Set(IMPLEMENTED_PAGES.flatMap((p) => p.operations.map((o) => o.code)));
const protectedKey = (m: Pick<Menu, 'url' | 'code'>) => (m.url && PROTECTED_URLS.has(m.url) ? m.url : m.code && PROTECTED_CODES.has(m.code) ? m.code : null);

const snapshot = (m: Menu) => ({
  parentId: m.parent_id,
  name: m.name,
  url: m.url,
  code: m.code,
  icon: m.icon,
  sortOrder: m.sort_order,
  lv: m.lv,
  hidden: m.hidden,
});

export function registerMenuRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  app.get('/uc/resource/getAllResources', { config: { permission: { menu: PagePath.menu } } }, async () => {
    return ok(buildMenuTree(await db.selectFrom('menu').selectAll().execute()));
  });

  /** Where an entry may hang: pages and groups at depth 0..2, operation entries under a page. */
  async function placement(form: MenuForm, selfId?: number): Promise<{ lv: number; sortOrder: number }> {
    if (!form.parentId) return { lv: 0, sortOrder: form.sortOrder };
    if (form.parentId === selfId) throw refuse('parentId：不能选择自己作为上级');
    const parent = await db.selectFrom('menu').selectAll().where('id', '=', form.parentId).executeTakeFirst();
    if (!parent) throw notFound('上级菜单');
    if (!parent.url) throw refuse('parentId：操作权限下不能再挂菜单');
    if (form.code) {
      if (parent.lv !== MENU_MAX_DEPTH) throw refuse('parentId：操作权限须挂在第三级页面菜单下');
      return { lv: MENU_MAX_DEPTH + 1, sortOrder: OPERATION_SORT_ORDER };
    }
    if (parent.lv >= MENU_MAX_DEPTH) throw refuse(`parentId：菜单最多${MENU_MAX_DEPTH + 1}级`);
    return { lv: parent.lv + 1, sortOrder: form.sortOrder };
  }

  async function assertUnique(form: MenuForm, selfId?: number) {
    const field = form.url ? 'url' : 'code';
    const value = form.url ?? form.code;
    if (!value) return;
    let q = db.selectFrom('menu').select('id').where(field, '=', value);
    if (selfId) q = q.where('id', '<>', selfId);
    if (await q.executeTakeFirst()) throw refuse(form.url ? '页面地址已被其他菜单使用' : '权限编码已存在');
  }

  app.post('/uc/resource/add', { config: { permission: { op: Ops.menu.add } }, schema: { body: MenuForm } }, async (request) => {
    const form = request.body;
    const { lv, sortOrder } = await placement(form);
    await assertUnique(form);
    const id = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('menu')
        .values({
          parent_id: form.parentId ?? null,
          name: form.name,
          url: form.url,
          code: form.code,
          icon: form.icon,
          sort_order: sortOrder,
          lv,
          hidden: form.hidden,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // The super-admin role holds every entry, new ones included (as the menu sync grants them),
      // so the head office can grant them on: nobody grants an entry they do not hold (roles.ts).
      await trx
        .insertInto('role_menu')
        .columns(['role_id', 'menu_id'])
        .expression((eb) =>
          eb
            .selectFrom('role')
            .select((e) => ['id', e.lit(created.id).as('menu_id')])
            .where('is_super', '=', true),
        )
        .execute();
      await audit(trx, request, { action: 'create', table: 'menu', recordId: created.id, after: snapshot(created) });
      return created.id;
    });
    return ok({ id });
  });

  app.post('/uc/resource/update', { config: { permission: { op: Ops.menu.edit } }, schema: { body: MenuForm } }, async (request) => {
    const form = request.body;
    if (!form.id) throw refuse('id：请选择要编辑的菜单');
    const before = await db.selectFrom('menu').selectAll().where('id', '=', form.id).executeTakeFirst();
    if (!before) throw notFound('菜单');
    if (Boolean(before.code) !== Boolean(form.code)) throw refuse('不能在页面菜单与操作权限之间转换');
    const fixed = protectedKey(before);
    if (fixed && (before.url ?? null) !== (form.url ?? null))
      throw refuse(`url：「${before.name}」是系统页面（${fixed}），权限依赖其页面地址，不能修改页面地址；可以修改名称和排序`);
    if (fixed && (before.code ?? null) !== (form.code ?? null))
      throw refuse(`code：「${before.name}」是系统操作权限（${fixed}），权限依赖其编码，不能修改权限编码；可以修改名称`);
    const { lv, sortOrder } = await placement(form, before.id);
    if (lv !== before.lv) {
      const child = await db.selectFrom('menu').select('id').where('parent_id', '=', before.id).executeTakeFirst();
      if (child) throw refuse('parentId：有下级菜单的菜单不能换到其他层级');
    }
    await assertUnique(form, before.id);
    await db.transaction().execute(async (trx) => {
      const after = await trx
        .updateTable('menu')
        .set({
          parent_id: form.parentId ?? null,
          name: form.name,
          url: form.url,
          code: form.code,
          icon: form.icon,
          sort_order: sortOrder,
          lv,
          hidden: form.hidden,
          updated_at: new Date(),
        })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, request, { action: 'update', table: 'menu', recordId: before.id, before: snapshot(before), after: snapshot(after) });
    });
    return ok({ id: before.id });
  });

  app.post('/uc/resource/delete', { config: { permission: { op: Ops.menu.remove } }, schema: { body: IdBody } }, async (request) => {
    const menu = await db.selectFrom('menu').selectAll().where('id', '=', request.body.id).executeTakeFirst();
    if (!menu) throw notFound('菜单');
    const fixed = protectedKey(menu);
    if (fixed) throw refuse(`「${menu.name}」是系统${menu.code ? '操作权限' : '页面'}（${fixed}），权限依赖它，不能删除；可以修改名称、排序或隐藏`);
    const children = await db.selectFrom('menu').select(['id']).where('parent_id', '=', menu.id).execute();
    if (children.length) throw acknowledge(`「${menu.name}」下还有${children.length}个下级菜单或操作权限，请先删除它们`);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('menu').where('id', '=', menu.id).execute();
      await audit(trx, request, { action: 'delete', table: 'menu', recordId: menu.id, before: snapshot(menu) });
    });
    return ok(null);
  });

  /** Reorders siblings; operation entries keep 999. */
  app.post('/uc/resource/sort', { config: { permission: { op: Ops.menu.sort } }, schema: { body: MenuSortBody } }, async (request) => {
    const ids = request.body.items.map((i) => i.id);
    const rows = await db.selectFrom('menu').selectAll().where('id', 'in', ids).execute();
    if (rows.length !== new Set(ids).size) throw notFound('菜单');
    if (new Set(rows.map((r) => r.parent_id)).size > 1) throw refuse('items：只能在同一上级内调整排序');
    if (rows.some((r) => r.code)) throw refuse('items：操作权限的排序固定为999');
    await db.transaction().execute(async (trx) => {
      for (const item of request.body.items) {
        await trx.updateTable('menu').set({ sort_order: item.sortOrder, updated_at: new Date() }).where('id', '=', item.id).execute();
      }
      await audit(trx, request, {
        action: 'sort',
        table: 'menu',
        recordId: rows[0].parent_id,
        before: rows.map((r) => ({ id: r.id, sortOrder: r.sort_order })),
        after: request.body.items,
      });
    });
    return ok(null);
  });
}
