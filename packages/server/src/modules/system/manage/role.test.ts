import { Ops, PagePath, RetCode, RetMsg, type MenuNode, type RoleRow } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, countRows, DEMO, login, ok, openTestApp, refused, userIdOf, type Session, type TestApp } from '../../../test/harness.js';
import {
  CRAFTSMAN_STORE_OPS,
  CRAFTSMAN_STORE_PAGES,
  DEPART_STORE_OPS,
  DEPART_STORE_PAGES,
  DORMITORY_STORE_OPS,
  DORMITORY_STORE_PAGES,
  RECRUIT_STORE_OPS,
  RECRUIT_STORE_PAGES,
  HRM_AFFAIRS_STORE_OPS,
  HRM_AFFAIRS_STORE_PAGES,
  HRM_GUARANTEE_STORE_OPS,
  HRM_GUARANTEE_STORE_PAGES,
} from '../../../test/storeManagerGrants.js';

/** /system/manage/role: the list, add, update, delete, and granting menus to a role. */
let t: TestApp;
let admin: Session;
let store001: Session;
let ops01: Session;

const LIST = '/uc/role/queryRolePage';
/** What the store manager role holds of the store-request pages (seeded by db/seed/operateRequests.ts). */
const STORE_REQUEST_GRANTS = [
  '/operate/shop/businessHours',
  '/operate/shop/businessHoursManage',
  '/operate/shop/applyNoonWork',
  '/operate/shop/anomaly',
  '/operate/shop/storeTransaction',
  'operate:bizHours:apply',
  'operate:bizHours:withdraw',
  'operate:noonWork:apply',
  'operate:anomaly:report',
  'operate:storeTx:complete',
];
/** What it holds of the store-service pages (seeded by db/seed/comments.ts, inventory.ts, groupBuy.ts): read all three, count and submit. */
const STORE_SERVICE_GRANTS = [
  '/operate/shop/filterComments',
  '/operate/shop/storeInventory',
  '/operate/shop/groupBuySearch',
  'operate:inventory:fill',
  'operate:inventory:submit',
];
/** Store notices: the page (inbox, read) and confirming a notice. */
const NOTICE_GRANTS = ['/operate/shop/notice', 'operate:notice:confirm'];
/** A store manager sees its own craftsmen and store settings (read-only). */
const CRAFTSMAN_GRANTS = ['/operate/shop/manageCraftsman', '/operate/shop/manageSetting'];
/** Schedule configuration: the page only (its city's rules, its own store's schedules and logs). */
const WORK_SCHEDULE_GRANTS = ['/operate/shop/workScheduling'];
/** A store manager reads its own store's orders (the finance group, the order list and the order search; no refund or export operation). */
const FINANCE_GRANTS = ['/operate/financial', '/operate/financial/orderlist', '/operate/financial/order'];
/** Customer voice (db/seed/voice.ts): its store's reviews (and replying), feedback (read), consultations (register, follow up) and calls; the /operate/user group is counted with the customer-service grants. */
const VOICE_GRANTS = [
  '/operate/user/evaluation',
  '/operate/user/feedback',
  '/operate/user/consultReg',
  '/operate/user/callQuery',
  'operate:evaluation:reply',
  'operate:consult:add',
  'operate:consult:follow',
];
/** Stored value (db/seed/storedValue.ts): its own store's member cards, recharges, card orders and business days, read-only. */
const STORED_VALUE_GRANTS = ['/operate/financial/membership', '/operate/financial/recharge', '/operate/financial/payCardOrder', '/operate/financial/business'];
/** Card products and other finance orders (db/seed/cardOrders.ts): the six pages read-only, and asking for a U-card refund. */
const CARD_GRANTS = [
  '/operate/financial/ulcardOrder',
  '/operate/financial/ulcardRecord',
  '/operate/financial/singlesCardOrder',
  '/operate/financial/giftCard',
  '/operate/financial/bonusPoolOrderList',
  '/operate/financial/rewardQuery',
  'financial:ulcard:refundApply',
];
/** Customer service: the user group, its own store's queue records and a customer's orders there (db/seed/customerService.ts). */
const USER_SERVICE_GRANTS = ['/operate/user', '/operate/user/queuedRecord', '/operate/user/absolutelyOrder'];
/** Coupons (seed marketingCoupon): the coupon list, platform coupons and coupon packs with their groups, and using a coupon on an order. */
const COUPON_GRANTS = [
  '/operate/marketing',
  '/operate/marketing/coupon',
  '/operate/marketingTool',
  '/operate/marketingTool/platformCoupon',
  '/operate/coupon-order',
  '/operate/coupon-order/index',
  'operate:coupon:use',
];

const CRAFTSMAN_MODULE_GRANTS = [...CRAFTSMAN_STORE_PAGES, ...CRAFTSMAN_STORE_OPS];
const DORMITORY_GRANTS = [...DORMITORY_STORE_PAGES, ...DORMITORY_STORE_OPS];
const HRM_AFFAIRS_GRANTS = [...HRM_AFFAIRS_STORE_PAGES, ...HRM_AFFAIRS_STORE_OPS];
const DEPART_GRANTS = [...DEPART_STORE_PAGES, ...DEPART_STORE_OPS];
const HRM_GUARANTEE_GRANTS = [...HRM_GUARANTEE_STORE_PAGES, ...HRM_GUARANTEE_STORE_OPS];
const RECRUIT_GRANTS = [...RECRUIT_STORE_PAGES, ...RECRUIT_STORE_OPS];

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  ops01 = await login(t.app, DEMO.ops01.account, DEMO.ops01.pwd);
});
afterAll(async () => {
  await t?.close();
});

const roles = (session: Session, query: Record<string, unknown> = {}) => ok<RoleRow[]>(t.app, session, 'POST', LIST, { pageSize: 200, ...query });
const roleByCode = async (code: string) => (await roles(admin)).find((r) => r.code === code)!;
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('role list', () => {
  it('lists every role with its user and menu counts', async () => {
    const rows = await roles(admin);
    expect(rows).toHaveLength(await countRows(t.db, 'role'));
    const manager = rows.find((r) => r.code === 'store_manager')!;
    const users = await t.db.selectFrom('user_role').select('user_id').where('role_id', '=', manager.id).execute();
    expect(manager).toMatchObject({ name: '店长', roleType: 1, status: 1, userCount: users.length });
    expect(manager.userCount).toBeGreaterThanOrEqual(11);
    // The store list, its prices and item list, and the user page with its reset-password operation, and their paths (modules and groups).
    // Plus the store-request pages (businessHours, businessHoursManage, applyNoonWork, anomaly, storeTransaction) and their 5 store-side operations.
    // Plus the store-service pages (filterComments, storeInventory, groupBuySearch) and 2 operations: count and submit.
    // Plus the notice page (the store inbox) and confirming a notice.
    expect(manager.menuCount).toBe(
      9 +
        10 +
        STORE_SERVICE_GRANTS.length +
        NOTICE_GRANTS.length +
        CRAFTSMAN_GRANTS.length +
        WORK_SCHEDULE_GRANTS.length +
        FINANCE_GRANTS.length +
        STORED_VALUE_GRANTS.length +
        CARD_GRANTS.length +
        USER_SERVICE_GRANTS.length +
        VOICE_GRANTS.length +
        COUPON_GRANTS.length +
        CRAFTSMAN_MODULE_GRANTS.length +
        DORMITORY_GRANTS.length +
        HRM_AFFAIRS_GRANTS.length +
        DEPART_GRANTS.length +
        HRM_GUARANTEE_GRANTS.length +
        RECRUIT_GRANTS.length,
    );
    expect(rows.find((r) => r.code === 'super_admin')!.menuCount).toBe(await countRows(t.db, 'menu'));

    expect((await roles(admin, { keyword: 'store_' })).map((r) => r.code).sort()).toEqual(['store_manager', 'store_staff']);
    expect((await roles(admin, { keyword: '店长' })).map((r) => r.code)).toEqual(['store_manager']);
  });

  it('is open to users granted the role page only', async () => {
    await roles(ops01);
    await refused(t.app, store001, 'POST', LIST, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});

describe('add, update, delete', () => {
  let id = 0;

  it('adds a role, refusing duplicates and bad codes', async () => {
    const before = await countRows(t.db, 'role');
    await refused(t.app, admin, 'POST', '/uc/role/add', { name: '测', code: 'x1' }, RetCode.INVALID, 'name');
    await refused(t.app, admin, 'POST', '/uc/role/add', { name: '测试角色', code: '1bad' }, RetCode.INVALID, 'code');
    await refused(t.app, admin, 'POST', '/uc/role/add', { name: '店长', code: 'another' }, RetCode.REFUSED, '角色名称已存在');
    await refused(t.app, admin, 'POST', '/uc/role/add', { name: '另一个', code: 'store_manager' }, RetCode.REFUSED, '角色编码已存在');
    expect(await countRows(t.db, 'role')).toBe(before);

    id = (await ok<{ id: number }>(t.app, admin, 'POST', '/uc/role/add', { name: '测试角色', code: 'test_role', remark: '  ' })).id;
    const row = (await roles(admin)).find((r) => r.id === id)!;
    expect(row).toMatchObject({ name: '测试角色', code: 'test_role', roleType: 0, status: 1, remark: null, userCount: 0, menuCount: 0 });
    const [entry] = await auditRows(t.db, { table: 'role', action: 'create', recordId: id });
    expect(entry.after).toMatchObject({ name: '测试角色', code: 'test_role' });
  });

  it('updates a role', async () => {
    await ok(t.app, admin, 'POST', '/uc/role/update', { id, name: '测试角色二', code: 'test_role', remark: '备注', roleType: 2 });
    expect((await roles(admin)).find((r) => r.id === id)).toMatchObject({ name: '测试角色二', remark: '备注', roleType: 2 });
    await refused(t.app, admin, 'POST', '/uc/role/update', { id, name: '店长', code: 'test_role' }, RetCode.REFUSED, '角色名称已存在');
    await refused(t.app, admin, 'POST', '/uc/role/update', { name: '无编号', code: 'no_id' }, RetCode.REFUSED, 'id');
    await refused(t.app, admin, 'POST', '/uc/role/update', { id: 99999, name: '不存在', code: 'nope' }, RetCode.REFUSED, '角色不存在');
    // ops01 may edit but not add or delete.
    await ok(t.app, ops01, 'POST', '/uc/role/update', { id, name: '测试角色三', code: 'test_role', remark: '备注', roleType: 2 });
    await refused(t.app, ops01, 'POST', '/uc/role/add', { name: '运维加的', code: 'ops_added' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, ops01, 'POST', '/uc/role/delete', { id }, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });

  it('refuses to delete a role that still has users (2003003) and keeps it', async () => {
    const manager = await roleByCode('store_manager');
    const env = await refused(t.app, admin, 'POST', '/uc/role/delete', { id: manager.id }, RetCode.ACKNOWLEDGE);
    expect(env.retMsg).toContain(String(manager.userCount));
    expect(await roleByCode('store_manager')).toMatchObject({ id: manager.id, userCount: manager.userCount, menuCount: manager.menuCount });
    await ok(t.app, store001, 'POST', '/uc/user/queryUserPage', {});
  });

  it('deletes a role without users', async () => {
    await ok(t.app, admin, 'POST', '/uc/role/delete', { id });
    expect((await roles(admin)).some((r) => r.id === id)).toBe(false);
    expect(await auditRows(t.db, { table: 'role', action: 'delete', recordId: id })).toHaveLength(1);
    await refused(t.app, admin, 'POST', '/uc/role/delete', { id }, RetCode.REFUSED, '角色不存在');
  });
});

describe('granting menus', () => {
  it('getRoleResources answers the whole menu tree and the granted ids', async () => {
    const manager = await roleByCode('store_manager');
    const { tree, menuIds } = await ok<{ tree: MenuNode[]; menuIds: number[] }>(t.app, admin, 'GET', '/uc/role/getRoleResources', { roleId: manager.id });
    const all = flatten(tree);
    expect(all).toHaveLength(await countRows(t.db, 'menu'));
    expect(tree.every((n) => n.lv === 0 && n.parentId === null)).toBe(true);
    const granted = all.filter((n) => menuIds.includes(n.id));
    expect(granted.map((n) => n.url ?? n.code).sort()).toEqual(
      [
        '/operate',
        '/operate/shop',
        '/operate/shop/manage',
        '/operate/shop/manageService',
        '/operate/shop/storePrices',
        '/system',
        '/system/manage',
        PagePath.user,
        Ops.user.resetPwd,
        ...STORE_REQUEST_GRANTS,
        ...STORE_SERVICE_GRANTS,
        ...NOTICE_GRANTS,
        ...CRAFTSMAN_GRANTS,
        ...WORK_SCHEDULE_GRANTS,
        ...FINANCE_GRANTS,
        ...STORED_VALUE_GRANTS,
        ...CARD_GRANTS,
        ...USER_SERVICE_GRANTS,
        ...VOICE_GRANTS,
        ...COUPON_GRANTS,
        ...CRAFTSMAN_MODULE_GRANTS,
        ...DORMITORY_GRANTS,
        ...HRM_AFFAIRS_GRANTS,
        ...DEPART_GRANTS,
        ...HRM_GUARANTEE_GRANTS,
        ...RECRUIT_GRANTS,
      ].sort(),
    );
    await refused(t.app, admin, 'GET', '/uc/role/getRoleResources', { roleId: 99999 }, RetCode.REFUSED, '角色不存在');
    await refused(t.app, admin, 'GET', '/uc/role/getRoleResources', {}, RetCode.INVALID, 'roleId');
  });

  it('a grant removed from a role takes effect at the next request of a signed-in user, and restoring it restores access', async () => {
    const manager = await roleByCode('store_manager');
    const { menuIds } = await ok<{ menuIds: number[] }>(t.app, admin, 'GET', '/uc/role/getRoleResources', { roleId: manager.id });
    await ok(t.app, store001, 'POST', '/uc/user/queryUserPage', {});
    const menuBefore = JSON.stringify(await ok(t.app, store001, 'GET', '/uc/resource/getMenuList'));
    expect(menuBefore).toContain(`"${PagePath.user}"`);

    // The page and its operation entry go; nothing else was granted.
    const userBefore = await t.db.selectFrom('app_user').select('update_time').where('id', '=', store001.userId).executeTakeFirstOrThrow();
    await ok(t.app, admin, 'POST', '/uc/role/saveRoleResources', { roleId: manager.id, menuIds: [] });
    await refused(t.app, store001, 'POST', '/uc/user/queryUserPage', {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'POST', '/uc/user/resetPwd', { id: store001.userId, password: 'Whatever@1' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect(await ok(t.app, store001, 'GET', '/uc/resource/getMenuList')).toEqual([]);
    // Its users are told their information changed.
    const userAfter = await t.db.selectFrom('app_user').select('update_time').where('id', '=', store001.userId).executeTakeFirstOrThrow();
    expect(userAfter.update_time.getTime()).toBeGreaterThan(userBefore.update_time.getTime());
    const [entry] = await auditRows(t.db, { table: 'role_menu', action: 'grant', recordId: manager.id });
    expect(entry.before).toEqual([...menuIds].sort((a, b) => a - b));
    expect(entry.after).toEqual([]);

    await ok(t.app, admin, 'POST', '/uc/role/saveRoleResources', { roleId: manager.id, menuIds });
    await ok(t.app, store001, 'POST', '/uc/user/queryUserPage', {});
    expect(JSON.stringify(await ok(t.app, store001, 'GET', '/uc/resource/getMenuList'))).toBe(menuBefore);
  });

  it('a disabled role grants nothing until enabled again', async () => {
    const manager = await roleByCode('store_manager');
    const form = { id: manager.id, name: manager.name, code: manager.code, roleType: manager.roleType, remark: manager.remark };
    await ok(t.app, admin, 'POST', '/uc/role/update', { ...form, status: 0 });
    await refused(t.app, store001, 'POST', '/uc/user/queryUserPage', {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect(await ok(t.app, store001, 'GET', '/uc/resource/getMenuList')).toEqual([]);
    await ok(t.app, admin, 'POST', '/uc/role/update', { ...form, status: 1 });
    await ok(t.app, store001, 'POST', '/uc/user/queryUserPage', {});
  });

  it('refuses unknown menu ids and callers without the grant operation', async () => {
    const manager = await roleByCode('store_manager');
    const before = await t.db.selectFrom('role_menu').select('menu_id').where('role_id', '=', manager.id).orderBy('menu_id').execute();
    await refused(t.app, admin, 'POST', '/uc/role/saveRoleResources', { roleId: manager.id, menuIds: [99999] }, RetCode.REFUSED, '菜单不存在');
    await refused(t.app, ops01, 'POST', '/uc/role/saveRoleResources', { roleId: manager.id, menuIds: [] }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect(await t.db.selectFrom('role_menu').select('menu_id').where('role_id', '=', manager.id).orderBy('menu_id').execute()).toEqual(before);
  });
});

describe('nobody grants beyond their own grants', () => {
  it('a grant holder may hand out and take back only entries they hold, on other roles and on their own', async () => {
    const menus = await t.db.selectFrom('menu').select(['id', 'url', 'code']).execute();
    const idOf = (key: string) => menus.find((m) => m.url === key || m.code === key)!.id;
    // A delegated administrator: the role page with its grant operation, the user page (read), nothing else.
    const held = ['/system', '/system/manage', PagePath.role, Ops.role.grant, PagePath.user].map(idOf);
    const adminRole = await ok<{ id: number }>(t.app, admin, 'POST', '/uc/role/add', { name: '授权管理员', code: 'grant_admin' });
    await ok(t.app, admin, 'POST', '/uc/role/saveRoleResources', { roleId: adminRole.id, menuIds: held });
    const target = await ok<{ id: number }>(t.app, admin, 'POST', '/uc/role/add', { name: '被授权角色', code: 'grant_target' });
    const area01 = await userIdOf(t.db, DEMO.area01.account);
    await ok(t.app, admin, 'POST', '/uc/user/saveUserRoles', { userId: area01, roleIds: [adminRole.id] });
    const delegate = await login(t.app, DEMO.area01.account, DEMO.area01.pwd);
    const grantsOf = async (roleId: number) =>
      (await t.db.selectFrom('role_menu').select('menu_id').where('role_id', '=', roleId).orderBy('menu_id').execute()).map((r) => r.menu_id);

    // Within what they hold: fine.
    const within = ['/system', '/system/manage', PagePath.user].map(idOf);
    await ok(t.app, delegate, 'POST', '/uc/role/saveRoleResources', { roleId: target.id, menuIds: within });
    expect(await grantsOf(target.id)).toEqual([...within].sort((a, b) => a - b));

    // Beyond: refused, naming the entry, nothing changed.
    const audits = (await auditRows(t.db, { table: 'role_menu' })).length;
    await refused(
      t.app,
      delegate,
      'POST',
      '/uc/role/saveRoleResources',
      { roleId: target.id, menuIds: [...within, idOf(Ops.user.resetPwd)] },
      RetCode.REFUSED,
      `不能授予超出自己权限的菜单或操作：重置密码（${Ops.user.resetPwd}）`,
    );
    await refused(
      t.app,
      delegate,
      'POST',
      '/uc/role/saveRoleResources',
      { roleId: target.id, menuIds: [...within, idOf(PagePath.menu)] },
      RetCode.REFUSED,
      PagePath.menu,
    );
    expect(await grantsOf(target.id)).toEqual([...within].sort((a, b) => a - b));

    // Their own role: no more than they hold either, so no escalation through it.
    await refused(
      t.app,
      delegate,
      'POST',
      '/uc/role/saveRoleResources',
      { roleId: adminRole.id, menuIds: [...held, idOf(Ops.user.assignRole)] },
      RetCode.REFUSED,
      Ops.user.assignRole,
    );
    expect(await grantsOf(adminRole.id)).toEqual([...held].sort((a, b) => a - b));
    await refused(t.app, delegate, 'POST', '/uc/user/saveUserRoles', { userId: area01, roleIds: [adminRole.id] }, RetCode.REFUSED, RetMsg.FORBIDDEN);

    // A role whose grants they do not hold is not theirs to change at all: not even taking away the entries they hold.
    const superAdmin = await roleByCode('super_admin');
    const all = await grantsOf(superAdmin.id);
    for (const menuIds of [held, all.filter((id) => id !== idOf(PagePath.user))])
      await refused(
        t.app,
        delegate,
        'POST',
        '/uc/role/saveRoleResources',
        { roleId: superAdmin.id, menuIds },
        RetCode.REFUSED,
        '不能修改角色「超级管理员」：它含有您没有的菜单或操作',
      );
    expect(await grantsOf(superAdmin.id)).toEqual(all);
    // The head office (super-admin role) holds everything by definition: it grants anything.
    expect((await auditRows(t.db, { table: 'role_menu' })).length).toBe(audits);

    await ok(t.app, admin, 'POST', '/uc/role/saveRoleResources', { roleId: target.id, menuIds: [...within, idOf(Ops.user.resetPwd)] });
    await ok(t.app, admin, 'POST', '/uc/user/saveUserRoles', { userId: area01, roleIds: [] });
  });
});

describe('nobody changes a role whose grants they do not hold; head office never locks itself out (issue 11.1)', () => {
  /** Everything a role change could touch, as one comparable value. */
  const roleState = async () =>
    JSON.stringify({
      roles: await t.db.selectFrom('role').selectAll().orderBy('id').execute(),
      grants: await t.db.selectFrom('role_menu').selectAll().orderBy('role_id').orderBy('menu_id').execute(),
      audits: await countRows(t.db, 'audit_log'),
    });

  it('ops01, holding only 编辑角色 of the role page, can neither disable, rename, delete nor regrant the 超级管理员 role; admin keeps its menu', async () => {
    const superAdmin = await roleByCode('super_admin');
    const menuBefore = JSON.stringify(await ok(t.app, admin, 'GET', '/uc/resource/getMenuList'));
    const form = { id: superAdmin.id, name: superAdmin.name, code: superAdmin.code, roleType: superAdmin.roleType, remark: superAdmin.remark };
    const message = '不能修改角色「超级管理员」：它含有您没有的菜单或操作';
    // Delete and grant need operations ops01 lacks (FORBIDDEN): granted here for the attack, the rule still holds.
    await refused(t.app, ops01, 'POST', '/uc/role/delete', { id: superAdmin.id }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    const opsRole = await roleByCode('sys_ops');
    const opsGrants = (await t.db.selectFrom('role_menu').select('menu_id').where('role_id', '=', opsRole.id).execute()).map((g) => g.menu_id);
    const extra = (await t.db.selectFrom('menu').select('id').where('code', 'in', [Ops.role.remove, Ops.role.grant]).execute()).map((m) => m.id);
    await t.db
      .insertInto('role_menu')
      .values(extra.map((menu_id) => ({ role_id: opsRole.id, menu_id })))
      .execute();
    try {
      const before = await roleState();
      await refused(t.app, ops01, 'POST', '/uc/role/update', { ...form, status: 0 }, RetCode.REFUSED, message);
      await refused(t.app, ops01, 'POST', '/uc/role/update', { ...form, status: 1, name: '被改名了' }, RetCode.REFUSED, message);
      await refused(t.app, ops01, 'POST', '/uc/role/delete', { id: superAdmin.id }, RetCode.REFUSED, message);
      await refused(t.app, ops01, 'POST', '/uc/role/saveRoleResources', { roleId: superAdmin.id, menuIds: opsGrants }, RetCode.REFUSED, message);
      expect(await roleState()).toBe(before);
    } finally {
      await t.db.deleteFrom('role_menu').where('role_id', '=', opsRole.id).where('menu_id', 'in', extra).execute();
    }
    expect(JSON.stringify(await ok(t.app, admin, 'GET', '/uc/resource/getMenuList'))).toBe(menuBefore);
  });

  it('a role whose grants the editor holds is theirs to edit', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', '/uc/role/add', { name: '巡店专员', code: 'patrol_clerk' });
    const roleMenu = await t.db.selectFrom('menu').select('id').where('url', 'in', ['/system', '/system/manage', PagePath.role]).execute();
    await ok(t.app, admin, 'POST', '/uc/role/saveRoleResources', { roleId: id, menuIds: roleMenu.map((m) => m.id) });
    await ok(t.app, ops01, 'POST', '/uc/role/update', { id, name: '巡店主管', code: 'patrol_lead', status: 0 });
    expect(await t.db.selectFrom('role').select(['name', 'code', 'status']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      name: '巡店主管',
      code: 'patrol_lead',
      status: 0,
    });
  });

  it('the super-admin role is never disabled, deleted or stripped of an entry, not even by the admin', async () => {
    const superAdmin = await roleByCode('super_admin');
    const before = await roleState();
    const form = { id: superAdmin.id, name: superAdmin.name, code: superAdmin.code, roleType: superAdmin.roleType, remark: superAdmin.remark };
    await refused(t.app, admin, 'POST', '/uc/role/update', { ...form, status: 0 }, RetCode.REFUSED, '至少保留一个启用的超级管理员角色');
    await refused(t.app, admin, 'POST', '/uc/role/delete', { id: superAdmin.id }, RetCode.REFUSED, '是超级管理员角色，不能删除');
    const all = (await t.db.selectFrom('role_menu').select('menu_id').where('role_id', '=', superAdmin.id).execute()).map((g) => g.menu_id);
    await refused(
      t.app,
      admin,
      'POST',
      '/uc/role/saveRoleResources',
      { roleId: superAdmin.id, menuIds: all.slice(1) },
      RetCode.REFUSED,
      '拥有全部菜单与操作，不能收回',
    );
    expect(await roleState()).toBe(before);
    // Renaming it is fine, and it stays the super-admin role.
    await ok(t.app, admin, 'POST', '/uc/role/update', { ...form, name: '总部超级管理员', status: 1 });
    expect((await roleByCode('super_admin')).isSuper).toBe(true);
    await ok(t.app, admin, 'POST', '/uc/role/update', { ...form, status: 1 });
  });

  it('the last enabled user holding the super-admin role can be neither disabled nor removed from it', async () => {
    const superAdmin = await roleByCode('super_admin');
    // finance01 (all stores) made a second super admin.
    const deputy = await userIdOf(t.db, 'finance01');
    const ownRoles = (await t.db.selectFrom('user_role').select('role_id').where('user_id', '=', deputy).execute()).map((r) => r.role_id);
    await ok(t.app, admin, 'POST', '/uc/user/saveUserRoles', { userId: deputy, roleIds: [superAdmin.id] });
    const session = await login(t.app, 'finance01', 'Salon@2026');
    await ok(t.app, session, 'GET', '/uc/user/userDisable', { id: admin.userId, status: 0 });
    // The deputy is now the last one: it cannot leave the role.
    await refused(t.app, session, 'POST', '/uc/user/saveUserRoles', { userId: deputy, roleIds: [] }, RetCode.REFUSED, '至少保留一名启用的超级管理员');
    await ok(t.app, session, 'GET', '/uc/user/userDisable', { id: admin.userId, status: 1 });
    admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
    await ok(t.app, admin, 'POST', '/uc/user/saveUserRoles', { userId: deputy, roleIds: ownRoles });
  });
});

describe('the super-admin role is a flag, never a code (issue 11.2)', () => {
  it('no API changes the code of a system role, the super-admin one included', async () => {
    for (const code of ['super_admin', 'store_manager']) {
      const role = await roleByCode(code);
      expect(role.isSystem).toBe(true);
      await refused(
        t.app,
        admin,
        'POST',
        '/uc/role/update',
        { id: role.id, name: role.name, code: `${code}_x`, roleType: role.roleType, remark: role.remark, status: role.status },
        RetCode.REFUSED,
        `「${role.name}」是系统角色，角色编码 ${code} 不能修改`,
      );
      expect((await roleByCode(code)).id).toBe(role.id);
    }
    // Nor does the database: the flags and a system role's code stay whatever writes them.
    await expect(sql`update role set code = 'root' where is_super`.execute(t.db)).rejects.toThrow(/keeps its code/);
    await expect(sql`update role set is_super = false`.execute(t.db)).rejects.toThrow(/flags cannot be changed/);
    await expect(sql`delete from role where is_super`.execute(t.db)).rejects.toThrow(/cannot be deleted/);
  });

  it("a role editor's own role coded like the super-admin one holds nothing more: no exemption follows a code", async () => {
    // ops01 (系统运维 with role edit and grant) in a second role of its own, coded as it likes: granting it beyond what ops01 holds stays refused.
    const opsRole = await roleByCode('sys_ops');
    const grant = await t.db.selectFrom('menu').select('id').where('code', '=', Ops.role.grant).executeTakeFirstOrThrow();
    await t.db.insertInto('role_menu').values({ role_id: opsRole.id, menu_id: grant.id }).execute();
    try {
      const { id } = await ok<{ id: number }>(t.app, admin, 'POST', '/uc/role/add', { name: '伪超管', code: 'superadmin' });
      await ok(t.app, admin, 'POST', '/uc/user/saveUserRoles', { userId: ops01.userId, roleIds: [opsRole.id, id] });
      await ok(t.app, ops01, 'POST', '/uc/role/update', { id, name: '伪超管', code: 'Super_Admin', status: 1 });
      const everything = (await t.db.selectFrom('menu').select('id').execute()).map((m) => m.id);
      await refused(
        t.app,
        ops01,
        'POST',
        '/uc/role/saveRoleResources',
        { roleId: id, menuIds: everything },
        RetCode.REFUSED,
        '不能授予超出自己权限的菜单或操作',
      );
      expect(await t.db.selectFrom('role_menu').select('menu_id').where('role_id', '=', id).execute()).toEqual([]);
      await ok(t.app, admin, 'POST', '/uc/user/saveUserRoles', { userId: ops01.userId, roleIds: [opsRole.id] });
    } finally {
      await t.db.deleteFrom('role_menu').where('role_id', '=', opsRole.id).where('menu_id', '=', grant.id).execute();
    }
  });
});
