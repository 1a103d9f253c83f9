import { maskNumber, Ops, PagePath, RetCode, RetMsg, type MenuNode, type StoreAuthority, type UserInfo, type UserRow } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRows,
  call,
  countRows,
  decrypt,
  DEMO,
  login,
  ok,
  openTestApp,
  refused,
  storeManager,
  tryLogin,
  userIdOf,
  type Session,
  type TestApp,
} from '../../../test/harness.js';

/** /system/manage/user: the list, create, edit, enable/disable, reset password, roles and store authority. */
let t: TestApp;
let admin: Session;
let store001: Session;

const LIST = '/uc/user/queryUserPage';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

async function list(session: Session, query: Record<string, unknown> = {}) {
  return ok<UserRow[]>(t.app, session, 'POST', LIST, { pageSize: 200, ...query });
}

const getById = (session: Session, id: number) => ok<UserInfo>(t.app, session, 'POST', '/uc/user/getById', { id });
/** A user's whole mobile through the audited reveal, opened with the session key. */
const wholeMobile = async (session: Session, id: number) =>
  (await decrypt(session, await ok<{ mobile: string }>(t.app, session, 'POST', '/uc/user/viewMobile', { id }))).mobile;

describe('user list', () => {
  it('an all-stores admin sees every user, paged, with the mobile masked', async () => {
    const total = await countRows(t.db, 'app_user');
    const rows = await list(admin);
    expect(rows).toHaveLength(total);
    const first = rows.find((r) => r.account === 'store001')!;
    expect(first).toMatchObject({ name: '王丽娟', storeId: 1, status: 1, firstLogin: 1, allStores: false, storeCount: 1 });
    expect(first.roles.map((r) => r.name)).toEqual(['店长']);
    expect(first.mobile).toBe(maskNumber(DEMO.store001.mobile));

    const paged = await ok<UserRow[]>(t.app, admin, 'POST', LIST, { pageNum: 2, pageSize: 5 });
    expect(paged.map((r) => r.id)).toEqual(rows.slice(5, 10).map((r) => r.id));
  });

  it('a store manager sees only the users of its own store', async () => {
    const rows = await list(store001);
    expect(rows.map((r) => r.account).sort()).toEqual(['store001', 'stylist01', 'stylist02']);
    expect(await list(store001, { storeId: 2 })).toEqual([]);
  });

  it('finds users by name, account and full mobile', async () => {
    expect((await list(admin, { keyword: '王丽娟' })).map((r) => r.account)).toEqual(['store001']);
    expect((await list(admin, { keyword: 'stylist' })).map((r) => r.account).sort()).toEqual(['stylist01', 'stylist02']);
    expect((await list(admin, { keyword: DEMO.stylist01.mobile })).map((r) => r.account)).toEqual(['stylist01']);
    // Store scope applies to searches too.
    expect(await list(store001, { keyword: storeManager(2).mobile })).toEqual([]);
    // LIKE wildcards are literal.
    expect(await list(admin, { keyword: '%' })).toEqual([]);
  });

  it('filters by status and role', async () => {
    const roles = await ok<{ id: number; code: string }[]>(t.app, admin, 'GET', '/uc/role/all');
    const manager = roles.find((r) => r.code === 'store_manager')!;
    const managers = await list(admin, { roleId: manager.id });
    expect(managers.length).toBeGreaterThanOrEqual(11);
    expect(managers.every((r) => r.roles.some((role) => role.id === manager.id))).toBe(true);
    expect((await list(admin, { status: 1 })).every((r) => r.status === 1)).toBe(true);
  });
});

describe('create and edit', () => {
  const valid = { account: 'newhire01', name: '测试员工', mobile: '13600000001', password: 'Init@2026', storeId: 1, station: 0 };
  let newId = 0;

  it('refuses bad input with 000006 naming the field, a taken account with 000001, and stores nothing', async () => {
    const before = await countRows(t.db, 'app_user');
    const audits = await countRows(t.db, 'audit_log');
    await refused(t.app, admin, 'POST', '/uc/user/add', { ...valid, mobile: '1360000000' }, RetCode.INVALID, '请输入正确的手机号码');
    await refused(t.app, admin, 'POST', '/uc/user/add', { ...valid, name: '王' }, RetCode.INVALID, 'name');
    await refused(t.app, admin, 'POST', '/uc/user/add', { ...valid, password: 'abcdefg' }, RetCode.INVALID, 'password');
    await refused(t.app, admin, 'POST', '/uc/user/add', { ...valid, password: 'Ab@1' }, RetCode.INVALID, 'password');
    await refused(t.app, admin, 'POST', '/uc/user/add', { ...valid, account: '1abc' }, RetCode.INVALID, 'account');
    await refused(t.app, admin, 'POST', '/uc/user/add', { ...valid, password: undefined }, RetCode.REFUSED, 'password');
    await refused(t.app, admin, 'POST', '/uc/user/add', { ...valid, account: 'store001' }, RetCode.REFUSED, '账号已存在');
    await refused(t.app, admin, 'POST', '/uc/user/add', { ...valid, mobile: DEMO.stylist01.mobile }, RetCode.REFUSED, '手机号已被其他账号使用');
    await refused(t.app, admin, 'POST', '/uc/user/add', { ...valid, storeId: 99999 }, RetCode.REFUSED, '门店不存在');
    expect(await countRows(t.db, 'app_user')).toBe(before);
    expect(await countRows(t.db, 'audit_log')).toBe(audits);
  });

  it('creates a user, audits it without the plain mobile, and the new user must change the password first', async () => {
    const result = await ok<{ id: number }>(t.app, admin, 'POST', '/uc/user/add', valid);
    newId = result.id;
    const [entry] = await auditRows(t.db, { table: 'app_user', action: 'create', recordId: newId });
    expect(entry).toMatchObject({ user_id: admin.userId, api: '/api/uc/user/add' });
    expect(entry.after).toMatchObject({ account: 'newhire01', name: '测试员工', storeId: 1 });
    expect(JSON.stringify(entry)).not.toContain(valid.mobile);
    expect(JSON.stringify(entry)).not.toContain(valid.password);

    const row = await t.db.selectFrom('app_user').selectAll().where('id', '=', newId).executeTakeFirstOrThrow();
    expect(row.mobile_enc).not.toContain(valid.mobile);
    expect(row.pwd_hash).not.toContain(valid.password);

    const session = await login(t.app, valid.account, valid.password);
    expect(session.firstLogin).toBe(0);
    await refused(t.app, session, 'GET', '/uc/resource/getMenuList', undefined, RetCode.REFUSED, '首次登录');
    // Within the manager's store: store001 now sees the new user.
    expect((await list(store001)).map((r) => r.account)).toContain('newhire01');
  });

  it('edits a user: the change shows, updateTime moves, and the audit keeps before and after', async () => {
    const before = await getById(admin, newId);
    await pause(5);
    await ok(t.app, admin, 'POST', '/uc/user/edit', { ...valid, id: newId, name: '改名员工', mobile: '13600000002', password: undefined });
    const after = await getById(admin, newId);
    expect(after.name).toBe('改名员工');
    expect(await wholeMobile(admin, newId)).toBe('13600000002');
    expect(after.updateTime).not.toBe(before.updateTime);
    const [entry] = await auditRows(t.db, { table: 'app_user', action: 'update', recordId: newId });
    expect(entry.before).toMatchObject({ name: '测试员工' });
    expect(entry.after).toMatchObject({ name: '改名员工' });
    // The form sends the mobile only when it changes (lists show it masked): left out, it stays.
    await ok(t.app, admin, 'POST', '/uc/user/edit', { ...valid, id: newId, name: '改名员工', mobile: undefined, password: undefined });
    expect(await wholeMobile(admin, newId)).toBe('13600000002');

    await refused(t.app, admin, 'POST', '/uc/user/edit', { ...valid, id: newId, account: 'renamed' }, RetCode.REFUSED, '账号不能修改');
    await refused(t.app, admin, 'POST', '/uc/user/edit', { ...valid, id: newId, mobile: DEMO.stylist01.mobile }, RetCode.REFUSED, '手机号已被其他账号使用');
  });

  it('a store manager without the edit operation is refused and nothing changes', async () => {
    const stylistId = await userIdOf(t.db, 'stylist01');
    const before = await t.db.selectFrom('app_user').selectAll().where('id', '=', stylistId).executeTakeFirstOrThrow();
    const audits = await countRows(t.db, 'audit_log');
    await refused(
      t.app,
      store001,
      'POST',
      '/uc/user/edit',
      { id: stylistId, account: 'stylist01', name: '改了名字', mobile: DEMO.stylist01.mobile, storeId: 1 },
      RetCode.REFUSED,
      RetMsg.FORBIDDEN,
    );
    await refused(t.app, store001, 'POST', '/uc/user/add', { ...valid, account: 'sneaky01', mobile: '13600000009' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'GET', '/uc/user/userDisable', { id: stylistId, status: 0 }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    const after = await t.db.selectFrom('app_user').selectAll().where('id', '=', stylistId).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(await countRows(t.db, 'audit_log')).toBe(audits);
  });
});

describe('a store manager granted the edit operation', () => {
  it('edits its own staff but can neither move them to another store nor out of every store', async () => {
    const manager = (await ok<{ id: number; code: string }[]>(t.app, admin, 'GET', '/uc/role/all')).find((r) => r.code === 'store_manager')!;
    const { menuIds, tree } = await ok<{ menuIds: number[]; tree: MenuNode[] }>(t.app, admin, 'GET', '/uc/role/getRoleResources', { roleId: manager.id });
    const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const editOp = flat(tree).find((n) => n.code === 'system:user:edit')!;
    await ok(t.app, admin, 'POST', '/uc/role/saveRoleResources', { roleId: manager.id, menuIds: [...menuIds, editOp.id] });
    try {
      const id = await userIdOf(t.db, 'stylist02');
      const form = { id, account: 'stylist02', name: '何嘉欣', mobile: DEMO.stylist02.mobile, storeId: 1, station: 0 };
      await ok(t.app, store001, 'POST', '/uc/user/edit', { ...form, nickName: '何老师' });
      const audits = await countRows(t.db, 'audit_log');
      await refused(t.app, store001, 'POST', '/uc/user/edit', { ...form, storeId: 2 }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
      await refused(t.app, store001, 'POST', '/uc/user/edit', { ...form, storeId: null }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
      await refused(
        t.app,
        store001,
        'POST',
        '/uc/user/edit',
        { ...form, id: admin.userId, account: 'admin', name: '系统管理员', mobile: DEMO.admin.mobile },
        RetCode.REFUSED,
        RetMsg.OUT_OF_SCOPE,
      );
      expect(await countRows(t.db, 'audit_log')).toBe(audits);
      const row = await t.db.selectFrom('app_user').select(['store_id', 'nick_name']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ store_id: 1, nick_name: '何老师' });
    } finally {
      await ok(t.app, admin, 'POST', '/uc/role/saveRoleResources', { roleId: manager.id, menuIds });
    }
  });
});

describe('reset password, disable, unlock', () => {
  it('a store manager resets the password of its own staff, but not of another store', async () => {
    const stylistId = await userIdOf(t.db, 'stylist01');
    await ok(t.app, store001, 'POST', '/uc/user/resetPwd', { id: stylistId, password: 'Temp@2026' });
    const session = await login(t.app, 'stylist01', 'Temp@2026');
    expect(session.firstLogin).toBe(0);
    expect((await tryLogin(t.app, 'stylist01', DEMO.stylist01.pwd)).retMsg).toBe(RetMsg.LOGIN_FAILED);
    expect(await auditRows(t.db, { action: 'resetPassword', recordId: stylistId })).toHaveLength(1);

    const other = storeManager(2);
    const audits = await countRows(t.db, 'audit_log');
    await refused(
      t.app,
      store001,
      'POST',
      '/uc/user/resetPwd',
      { id: await userIdOf(t.db, other.account), password: 'Temp@2026' },
      RetCode.REFUSED,
      RetMsg.OUT_OF_SCOPE,
    );
    await refused(t.app, store001, 'POST', '/uc/user/resetPwd', { id: admin.userId, password: 'Temp@2026' }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    expect(await countRows(t.db, 'audit_log')).toBe(audits);
    await login(t.app, other.account, other.pwd);
    await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
    // A weak new password is refused.
    await refused(t.app, store001, 'POST', '/uc/user/resetPwd', { id: stylistId, password: '123456' }, RetCode.INVALID, 'password');
  });

  it('nobody can disable their own account (2003003), and the account stays enabled', async () => {
    await refused(t.app, admin, 'GET', '/uc/user/userDisable', { id: admin.userId, status: 0 }, RetCode.ACKNOWLEDGE);
    const row = await t.db.selectFrom('app_user').select('status').where('id', '=', admin.userId).executeTakeFirstOrThrow();
    expect(row.status).toBe(1);
    await ok(t.app, admin, 'GET', '/uc/resource/getMenuList');
  });

  it('disable and enable are audited and show in the list', async () => {
    const id = await userIdOf(t.db, storeManager(9).account);
    await ok(t.app, admin, 'GET', '/uc/user/userDisable', { id, status: 0, operator: 'admin' });
    expect((await list(admin, { keyword: storeManager(9).account }))[0].status).toBe(0);
    expect((await list(admin, { status: 0 })).map((r) => r.id)).toContain(id);
    await ok(t.app, admin, 'GET', '/uc/user/userDisable', { id, status: 1 });
    const actions = (await auditRows(t.db, { table: 'app_user', recordId: id })).map((a) => a.action);
    expect(actions.slice(0, 2)).toEqual(['enable', 'disable']);
  });

  it('unlock clears the failures of a locked account within scope', async () => {
    const id = await userIdOf(t.db, 'stylist02');
    await t.db
      .updateTable('app_user')
      .set({ locked_until: new Date(Date.now() + 600_000) })
      .where('id', '=', id)
      .execute();
    expect((await tryLogin(t.app, 'stylist02', DEMO.stylist02.pwd)).retMsg).toBe(RetMsg.LOCKED);
    await ok(t.app, store001, 'POST', '/uc/user/unlock', { id });
    await login(t.app, 'stylist02', DEMO.stylist02.pwd);
    await refused(t.app, store001, 'POST', '/uc/user/unlock', { id: admin.userId }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
  });
});

describe('roles and store authority of a user', () => {
  it('saveUserRoles grants the role pages and moves updateTime', async () => {
    const id = await userIdOf(t.db, storeManager(8).account);
    const roles = await ok<{ id: number; code: string }[]>(t.app, admin, 'GET', '/uc/role/all');
    const ops = roles.find((r) => r.code === 'sys_ops')!;
    const before = await getById(admin, id);
    await pause(5);
    await ok(t.app, admin, 'POST', '/uc/user/saveUserRoles', { userId: id, roleIds: [ops.id] });
    const after = await getById(admin, id);
    expect(after.updateTime).not.toBe(before.updateTime);
    expect((await list(admin, { keyword: storeManager(8).account }))[0].roles.map((r) => r.id)).toEqual([ops.id]);

    const session = await login(t.app, storeManager(8).account, storeManager(8).pwd);
    const urls = JSON.stringify(await ok<MenuNode[]>(t.app, session, 'GET', '/uc/resource/getMenuList'));
    expect(urls).toContain(PagePath.role);
    expect(urls).not.toContain(`"${PagePath.user}"`);
    await refused(t.app, session, 'POST', LIST, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);

    await refused(t.app, admin, 'POST', '/uc/user/saveUserRoles', { userId: id, roleIds: [99999] }, RetCode.REFUSED, '角色不存在');
    // A store manager may not assign roles.
    await refused(
      t.app,
      store001,
      'POST',
      '/uc/user/saveUserRoles',
      { userId: await userIdOf(t.db, 'stylist02'), roleIds: [ops.id] },
      RetCode.REFUSED,
      RetMsg.FORBIDDEN,
    );
  });

  it('saveStoreAuthority changes the stores the user sees and moves updateTime', async () => {
    const account = storeManager(7);
    const id = await userIdOf(t.db, account.account);
    const before = await getById(admin, id);
    await pause(5);
    await ok(t.app, admin, 'POST', '/uc/user/saveStoreAuthority', { userId: id, allStores: false, storeIds: [7, 12, 12], startDate: '2025-01-01' });
    const after = await getById(admin, id);
    expect(after.updateTime).not.toBe(before.updateTime);
    expect(await ok<StoreAuthority>(t.app, admin, 'GET', '/uc/user/getStoreAuthority', { userId: id })).toEqual({
      startDate: '2025-01-01',
      storeIds: [7, 12],
      allStores: false,
    });
    const session = await login(t.app, account.account, account.pwd);
    const stores = await ok<{ id: number }[]>(t.app, session, 'POST', '/basics/store/mgr/getStores', { openStatus: '0,1,2,3,4' });
    expect(stores.map((s) => s.id).sort((a, b) => a - b)).toEqual([7, 12]);

    await refused(t.app, admin, 'POST', '/uc/user/saveStoreAuthority', { userId: id, allStores: false, storeIds: [99999] }, RetCode.REFUSED, '门店不存在');
    await refused(
      t.app,
      admin,
      'POST',
      '/uc/user/saveStoreAuthority',
      { userId: id, allStores: false, storeIds: [], startDate: '2025/01/01' },
      RetCode.INVALID,
      'startDate',
    );
  });
});

describe('guards around users', () => {
  it('a GET that changes data cannot be called as HEAD', async () => {
    const id = await userIdOf(t.db, 'stylist02');
    const response = await t.app.inject({ method: 'HEAD', url: `/api/uc/user/userDisable?id=${id}&status=0`, headers: { attachment: admin.token } });
    // No HEAD route: the answer of an unknown path (HTTP 200 like every answered call, 000001).
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const row = await t.db.selectFrom('app_user').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe(1);
  });

  it('nobody assigns a role that grants more than they hold themselves', async () => {
    const menus = await t.db.selectFrom('menu').select(['id', 'url', 'code']).execute();
    const idOf = (key: string) => menus.find((m) => m.url === key || m.code === key)!.id;
    const granted = ['/system', '/system/manage', PagePath.user, 'system:user:assignRole'].map(idOf);
    const { id: roleId } = await ok<{ id: number }>(t.app, admin, 'POST', '/uc/role/add', { name: '账号专员', code: 'account_clerk', roleType: 0, status: 1 });
    await ok(t.app, admin, 'POST', '/uc/role/saveRoleResources', { roleId, menuIds: granted });
    const area01Id = await userIdOf(t.db, 'area01');
    await ok(t.app, admin, 'POST', '/uc/user/saveUserRoles', { userId: area01Id, roleIds: [roleId] });
    const area01 = await login(t.app, 'area01', 'Salon@2026');
    const stylist = await userIdOf(t.db, 'stylist02');
    const roles = await ok<{ id: number; code: string }[]>(t.app, area01, 'GET', '/uc/role/all');
    const superAdmin = roles.find((r) => r.code === 'super_admin')!.id;

    const before = await auditRows(t.db, { table: 'user_role' });
    const refusal = await refused(t.app, area01, 'POST', '/uc/user/saveUserRoles', { userId: stylist, roleIds: [superAdmin] }, RetCode.REFUSED);
    expect(refusal.retMsg).toContain('不能分配超出自己权限的角色');
    expect(await auditRows(t.db, { table: 'user_role' })).toHaveLength(before.length);
    expect(await t.db.selectFrom('user_role').select('role_id').where('user_id', '=', stylist).execute()).toEqual([]);

    await ok(t.app, area01, 'POST', '/uc/user/saveUserRoles', { userId: stylist, roleIds: [roleId] });
    expect(await t.db.selectFrom('user_role').select('role_id').where('user_id', '=', stylist).execute()).toEqual([{ role_id: roleId }]);

    // Taking a role away is as much a grant: area01 cannot strip store001 of the 店长 role it does not hold.
    const managerRoles = await t.db.selectFrom('user_role').select('role_id').where('user_id', '=', store001.userId).orderBy('role_id').execute();
    expect(managerRoles.length).toBeGreaterThan(0);
    // (refused before the roles are looked at: store001 holds entries area01 does not, so area01 may not act on store001 at all)
    const strip = await refused(t.app, area01, 'POST', '/uc/user/saveUserRoles', { userId: store001.userId, roleIds: [] }, RetCode.REFUSED);
    expect(strip.retMsg).toContain('不能操作用户「王丽娟」');
    expect(await t.db.selectFrom('user_role').select('role_id').where('user_id', '=', store001.userId).orderBy('role_id').execute()).toEqual(managerRoles);
  });

  it('the last enabled super-admin keeps the role and stays enabled', async () => {
    const superAdmin = await t.db.selectFrom('role').select('id').where('code', '=', 'super_admin').executeTakeFirstOrThrow();
    const holders = await t.db.selectFrom('user_role').select('user_id').where('role_id', '=', superAdmin.id).execute();
    expect(holders.map((h) => h.user_id)).toEqual([admin.userId]);
    const adminRoles = await t.db.selectFrom('user_role').select('role_id').where('user_id', '=', admin.userId).orderBy('role_id').execute();
    const before = await auditRows(t.db, { table: 'user_role' });
    await refused(t.app, admin, 'POST', '/uc/user/saveUserRoles', { userId: admin.userId, roleIds: [] }, RetCode.REFUSED, '至少保留一名启用的超级管理员');
    expect(await t.db.selectFrom('user_role').select('role_id').where('user_id', '=', admin.userId).orderBy('role_id').execute()).toEqual(adminRoles);
    expect(await auditRows(t.db, { table: 'user_role' })).toHaveLength(before.length);

    // With a second holder, the first may give the role up.
    const second = await userIdOf(t.db, 'stylist02');
    await ok(t.app, admin, 'POST', '/uc/user/saveUserRoles', { userId: second, roleIds: [superAdmin.id] });
    const session = await login(t.app, 'stylist02', 'Store@2026');
    await ok(t.app, session, 'POST', '/uc/user/saveUserRoles', { userId: second, roleIds: [] });
    expect(await t.db.selectFrom('user_role').select('user_id').where('role_id', '=', superAdmin.id).execute()).toEqual([{ user_id: admin.userId }]);
  });
});

describe('mobiles stay masked outside the audited reveal (issue 11.7)', () => {
  it('the list answers masked mobiles to store001, which lacks 查看完整号码, and even to the admin, who holds it', async () => {
    for (const session of [store001, admin]) {
      const rows = await decrypt(session, await list(session));
      const stylist = rows.find((r) => r.account === 'stylist01')!;
      expect(stylist.mobile).toBe(maskNumber(DEMO.stylist01.mobile));
      expect(JSON.stringify(rows)).not.toMatch(/1[3-9]\d{9}/);
    }
  });

  it("getById answers one's own whole mobile (sealed) and another user's masked", async () => {
    const own = await getById(store001, store001.userId);
    expect(own.mobile.startsWith('enc1:')).toBe(true);
    expect((await decrypt(store001, own)).mobile).toBe(DEMO.store001.mobile);
    const stylist = await userIdOf(t.db, 'stylist01');
    expect((await decrypt(store001, await getById(store001, stylist))).mobile).toBe(maskNumber(DEMO.stylist01.mobile));
    expect((await decrypt(admin, await getById(admin, stylist))).mobile).toBe(maskNumber(DEMO.stylist01.mobile));
  });

  it('the whole number comes from viewMobile, one user at a time, audited, for holders of 查看完整号码 only', async () => {
    const stylist = await userIdOf(t.db, 'stylist01');
    const reveals = (await auditRows(t.db, { action: 'viewMobile', recordId: stylist })).length;
    expect(await wholeMobile(admin, stylist)).toBe(DEMO.stylist01.mobile);
    expect(await auditRows(t.db, { action: 'viewMobile', recordId: stylist })).toHaveLength(reveals + 1);
    await refused(t.app, store001, 'POST', '/uc/user/viewMobile', { id: stylist }, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});

describe('nobody acts on a user with more power than their own (issue 11.3)', () => {
  /** The store-manager role with every user operation, as a chain might grant it; restored after. */
  async function managerWithUserOps<T>(run: () => Promise<T>): Promise<T> {
    const manager = (await ok<{ id: number; code: string }[]>(t.app, admin, 'GET', '/uc/role/all')).find((r) => r.code === 'store_manager')!;
    const { menuIds } = await ok<{ menuIds: number[] }>(t.app, admin, 'GET', '/uc/role/getRoleResources', { roleId: manager.id });
    const codes = [Ops.user.edit, Ops.user.disable, Ops.user.resetPwd, Ops.user.assignRole, Ops.user.storeScope, Ops.user.viewMobile];
    const ops = await t.db.selectFrom('menu').select('id').where('code', 'in', codes).execute();
    await ok(t.app, admin, 'POST', '/uc/role/saveRoleResources', { roleId: manager.id, menuIds: [...new Set([...menuIds, ...ops.map((o) => o.id)])] });
    try {
      return await run();
    } finally {
      await ok(t.app, admin, 'POST', '/uc/role/saveRoleResources', { roleId: manager.id, menuIds });
    }
  }

  /** Every way of acting on a user, each refused with `message`; nothing about the user changes and no audit row is written. */
  async function refusedEverything(session: Session, id: number, account: string, message: string) {
    const snapshot = async () =>
      JSON.stringify({
        user: await t.db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
        roles: await t.db.selectFrom('user_role').selectAll().where('user_id', '=', id).orderBy('role_id').execute(),
        stores: await t.db.selectFrom('user_store').selectAll().where('user_id', '=', id).orderBy('store_id').execute(),
        audits: await countRows(t.db, 'audit_log'),
      });
    const before = await snapshot();
    const attempts: [method: 'GET' | 'POST', url: string, payload: Record<string, unknown>][] = [
      ['POST', '/uc/user/resetPwd', { id, password: 'Taken@2026' }],
      ['POST', '/uc/user/unlock', { id }],
      ['POST', '/uc/user/edit', { id, account, name: '被接管了', storeId: 1 }],
      ['GET', '/uc/user/userDisable', { id, status: 0 }],
      ['POST', '/uc/user/saveUserRoles', { userId: id, roleIds: [] }],
      ['POST', '/uc/user/saveStoreAuthority', { userId: id, allStores: false, storeIds: [1], startDate: '2025-01-01' }],
      ['POST', '/uc/user/viewMobile', { id }],
    ];
    for (const [method, url, payload] of attempts) await refused(t.app, session, method, url, payload, RetCode.REFUSED, message);
    expect(await snapshot()).toBe(before);
  }

  it('store001 cannot take over a super admin homed at its store: password, unlock, edit, disable, roles, data authority, mobile', async () => {
    const superRole = await t.db.selectFrom('role').select('id').where('is_super', '=', true).executeTakeFirstOrThrow();
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', '/uc/user/add', {
      account: 'hqroot01',
      name: '总部驻店',
      mobile: '13600000077',
      password: 'Root@2026',
      storeId: 1,
    });
    await ok(t.app, admin, 'POST', '/uc/user/saveUserRoles', { userId: id, roleIds: [superRole.id] });
    await managerWithUserOps(async () => {
      // The super admin is in store001's list (its home store) but beyond its power.
      expect((await list(store001)).map((r) => r.account)).toContain('hqroot01');
      await refusedEverything(store001, id, 'hqroot01', '不能操作用户「总部驻店」：TA 拥有「超级管理员」角色');
      // Its own staff it still manages.
      await ok(t.app, store001, 'POST', '/uc/user/resetPwd', { id: await userIdOf(t.db, 'stylist02'), password: 'Store@2026' });
    });
    // The first password still opens the account, which still holds its role.
    const session = await login(t.app, 'hqroot01', 'Root@2026');
    expect(session.userId).toBe(id);
    expect(await t.db.selectFrom('user_role').select('role_id').where('user_id', '=', id).execute()).toEqual([{ role_id: superRole.id }]);
  });

  it('nor a user of its store whose roles grant what store001 does not hold', async () => {
    const ops = (await ok<{ id: number; code: string }[]>(t.app, admin, 'GET', '/uc/role/all')).find((r) => r.code === 'sys_ops')!;
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', '/uc/user/add', {
      account: 'menuclerk01',
      name: '驻店运维',
      mobile: '13600000078',
      password: 'Clerk@2026',
      storeId: 1,
    });
    await ok(t.app, admin, 'POST', '/uc/user/saveUserRoles', { userId: id, roleIds: [ops.id] });
    await managerWithUserOps(() => refusedEverything(store001, id, 'menuclerk01', 'TA 的角色含有您没有的菜单或操作'));
  });

  it('nor one whose store-data authority is wider: more stores, all stores, or an earlier start date', async () => {
    const stylist = await userIdOf(t.db, 'stylist02');
    const authority = (allStores: boolean, storeIds: number[], startDate: string | null) =>
      ok(t.app, admin, 'POST', '/uc/user/saveStoreAuthority', { userId: stylist, allStores, storeIds, startDate });
    await managerWithUserOps(async () => {
      for (const wider of [
        [false, [1, 2], '2024-01-01'],
        [true, [], '2024-01-01'],
        [false, [1], null],
        [false, [1], '2023-12-31'],
      ] as const) {
        await authority(wider[0], [...wider[1]], wider[2]);
        await refusedEverything(store001, stylist, 'stylist02', 'TA 的门店数据权限超出您的门店数据权限');
      }
      // Within its own (its store, from its start date on or later): managed again.
      await authority(false, [1], '2024-06-01');
      await ok(t.app, store001, 'POST', '/uc/user/resetPwd', { id: stylist, password: 'Store@2026' });
    });
    await authority(false, [1], '2024-01-01');
  });

  it('nor hands out store-data authority beyond its own, nor creates accounts that see more than it does', async () => {
    const stylist = await userIdOf(t.db, 'stylist01');
    await managerWithUserOps(async () => {
      const grant = (allStores: boolean, storeIds: number[], startDate: string | null) =>
        call(t.app, store001, 'POST', '/uc/user/saveStoreAuthority', { userId: stylist, allStores, storeIds, startDate });
      expect((await grant(true, [], '2024-01-01')).retMsg).toContain('不能授予全部门店的数据权限');
      expect((await grant(false, [1, 2], '2024-01-01')).retMsg).toContain('不能授予您门店数据权限以外的门店');
      expect((await grant(false, [1], null)).retMsg).toContain('数据起始日期不能早于您自己的起始日期（2024-01-01）');
      expect((await grant(false, [1], '2024-03-01')).retCode).toBe(RetCode.SUCCESS);
      expect((await grant(false, [1], '2024-01-01')).retCode).toBe(RetCode.SUCCESS);
    });
    // A new account sees its home store from its creator's start date on, never more.
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', '/uc/user/add', {
      account: 'newstart01',
      name: '新店员',
      mobile: '13600000079',
      password: 'Init@2026',
      storeId: 1,
    });
    expect(await ok<StoreAuthority>(t.app, admin, 'GET', '/uc/user/getStoreAuthority', { userId: id })).toEqual({
      startDate: '2024-01-01',
      storeIds: [1],
      allStores: false,
    });
    await ok(t.app, store001, 'POST', '/uc/user/resetPwd', { id, password: 'Store@2026' });
  });
});
