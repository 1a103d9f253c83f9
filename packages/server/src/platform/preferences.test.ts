import { FILTER_GROUP_LIMITS, PagePath, RetCode, type FilterGroup } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../test/harness.js';

/** Saved filter groups and preferences: the caller's own rows only, with limits checked before anything is written. */
let t: TestApp;
let admin: Session;
let store001: Session;

const PAGE: string = PagePath.user;
const list = (s: Session, page = PAGE) => ok<FilterGroup[]>(t.app, s, 'GET', '/uc/filterGroup/list', { page });
const save = (s: Session, body: Record<string, unknown>) => ok<{ id: number }>(t.app, s, 'POST', '/uc/filterGroup/save', { page: PAGE, ...body });
const getPref = (s: Session, key: string) => ok<unknown>(t.app, s, 'GET', '/uc/preference/get', { key });
const setPref = (s: Session, key: string, value: unknown) => ok(t.app, s, 'POST', '/uc/preference/set', { key, value });
/** Filters whose JSON is `bytes` long. */
const filtersOf = (bytes: number) => ({ keyword: 'x'.repeat(bytes - '{"keyword":""}'.length) });

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('filter groups', () => {
  it('are created, listed in order, renamed, overwritten and deleted', async () => {
    expect(await list(admin)).toEqual([]);
    const a = await save(admin, { name: '  启用的店长  ', filters: { status: 1, roleId: 3, keyword: '王' } });
    const b = await save(admin, { name: '禁用账号', filters: { status: 0 } });
    expect(b.id).toBeGreaterThan(a.id);

    let groups = await list(admin);
    expect(groups.map((g) => [g.name, g.sortOrder])).toEqual([
      ['启用的店长', 0],
      ['禁用账号', 1],
    ]);
    expect(groups[0]).toEqual({
      id: a.id,
      page: PAGE,
      name: '启用的店长',
      filters: { status: 1, roleId: 3, keyword: '王' },
      sortOrder: 0,
      updatedAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(groups[0].updatedAt))).toBe(false);

    // Rename and new filters; an explicit sort order moves it to the end.
    await save(admin, { id: a.id, name: '店长', filters: { roleId: 3 }, sortOrder: 5 });
    groups = await list(admin);
    expect(groups.map((g) => [g.id, g.name, g.filters])).toEqual([
      [b.id, '禁用账号', { status: 0 }],
      [a.id, '店长', { roleId: 3 }],
    ]);
    // Keeping its own name is not a clash.
    await save(admin, { id: a.id, name: '店长', filters: { roleId: 4 } });
    expect((await list(admin)).find((g) => g.id === a.id)?.filters).toEqual({ roleId: 4 });

    await ok(t.app, admin, 'POST', '/uc/filterGroup/delete', { id: b.id });
    expect((await list(admin)).map((g) => g.name)).toEqual(['店长']);
    await refused(t.app, admin, 'POST', '/uc/filterGroup/delete', { id: b.id }, RetCode.REFUSED, '筛选方案不存在');
    // Other pages have their own groups.
    expect(await list(admin, PagePath.role)).toEqual([]);
  });

  it('refuses a second group of the same name on the same page (000001), but not on another page or for another user', async () => {
    await save(admin, { name: '重名', filters: { status: 1 } });
    const before = await countRows(t.db, 'filter_group');
    await refused(t.app, admin, 'POST', '/uc/filterGroup/save', { page: PAGE, name: ' 重名 ', filters: { status: 0 } }, RetCode.REFUSED, '筛选方案名称已存在');
    const other = await save(admin, { name: '另一个', filters: {} });
    await refused(t.app, admin, 'POST', '/uc/filterGroup/save', { id: other.id, page: PAGE, name: '重名', filters: {} }, RetCode.REFUSED, '筛选方案名称已存在');
    expect(await countRows(t.db, 'filter_group')).toBe(before + 1);
    expect((await list(admin)).find((g) => g.id === other.id)?.name).toBe('另一个');

    await save(admin, { page: PagePath.role, name: '重名', filters: {} });
    await save(store001, { name: '重名', filters: {} });
  });

  it('keeps each user to their own groups: store001 cannot see, change or delete admin’s', async () => {
    const mine = await save(admin, { page: '/system/manage/menu', name: '管理员的', filters: { keyword: 'admin' } });
    expect(await list(store001, '/system/manage/menu')).toEqual([]);
    await refused(t.app, store001, 'POST', '/uc/filterGroup/delete', { id: mine.id }, RetCode.REFUSED, '筛选方案不存在');
    await refused(
      t.app,
      store001,
      'POST',
      '/uc/filterGroup/save',
      { id: mine.id, page: '/system/manage/menu', name: '抢来的', filters: {} },
      RetCode.REFUSED,
      '筛选方案不存在',
    );
    // An id of the right user but another page is not found either.
    await refused(t.app, admin, 'POST', '/uc/filterGroup/save', { id: mine.id, page: PAGE, name: '换页面', filters: {} }, RetCode.REFUSED, '筛选方案不存在');
    const row = await t.db.selectFrom('filter_group').selectAll().where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '管理员的', page: '/system/manage/menu', filters: { keyword: 'admin' } });
    expect((await list(admin, '/system/manage/menu')).map((g) => g.name)).toEqual(['管理员的']);

    const theirs = await save(store001, { page: '/system/manage/menu', name: '店长的', filters: {} });
    expect((await list(admin, '/system/manage/menu')).map((g) => g.id)).toEqual([mine.id]);
    expect((await list(store001, '/system/manage/menu')).map((g) => g.id)).toEqual([theirs.id]);
  });

  it('checks name, page and filters (000006) and writes nothing', async () => {
    const before = await countRows(t.db, 'filter_group');
    const bad: [Record<string, unknown>, string][] = [
      [{ page: PAGE, name: '   ', filters: {} }, 'name'],
      [{ page: PAGE, name: '名'.repeat(FILTER_GROUP_LIMITS.nameMax + 1), filters: {} }, 'name'],
      [{ page: PAGE, filters: {} }, 'name'],
      [{ page: 'system/manage/user', name: 'x', filters: {} }, 'page'],
      [{ page: `/${'p'.repeat(200)}`, name: 'x', filters: {} }, 'page'],
      [{ name: 'x', filters: {} }, 'page'],
      [{ page: PAGE, name: 'x' }, 'filters'],
      [{ page: PAGE, name: 'x', filters: 'status=1' }, 'filters'],
      [{ page: PAGE, name: 'x', filters: [1, 2] }, 'filters'],
      [{ page: PAGE, name: 'x', filters: filtersOf(FILTER_GROUP_LIMITS.filtersBytes + 1) }, 'filters'],
    ];
    for (const [body, field] of bad) await refused(t.app, admin, 'POST', '/uc/filterGroup/save', body, RetCode.INVALID, field);
    expect(await countRows(t.db, 'filter_group')).toBe(before);
    // Exactly 8 KB is fine.
    await save(admin, { name: '刚好8KB', filters: filtersOf(FILTER_GROUP_LIMITS.filtersBytes) });
    await refused(t.app, admin, 'GET', '/uc/filterGroup/list', {}, RetCode.INVALID, 'page');
    await refused(t.app, admin, 'POST', '/uc/filterGroup/delete', { id: 'x' }, RetCode.INVALID, 'id');
  });

  it(`holds at most ${FILTER_GROUP_LIMITS.perPage} groups per user and page (000001)`, async () => {
    const page = '/test/limit';
    for (let i = 0; i < FILTER_GROUP_LIMITS.perPage; i++) await save(admin, { page, name: `方案${i}`, filters: { n: i } });
    const before = await countRows(t.db, 'filter_group');
    await refused(
      t.app,
      admin,
      'POST',
      '/uc/filterGroup/save',
      { page, name: '再来一个', filters: {} },
      RetCode.REFUSED,
      `最多保存${FILTER_GROUP_LIMITS.perPage}个`,
    );
    expect(await countRows(t.db, 'filter_group')).toBe(before);
    // Editing one is still allowed, so is another page or another user.
    const groups = await list(admin, page);
    expect(groups).toHaveLength(FILTER_GROUP_LIMITS.perPage);
    await save(admin, { id: groups[0].id, page, name: '改名', filters: {} });
    await save(admin, { page: '/test/limit2', name: '再来一个', filters: {} });
    await save(store001, { page, name: '再来一个', filters: {} });
  });

  it('holds the name and count rules when saves race', async () => {
    const page = '/test/race';
    const same = await Promise.all(
      Array.from({ length: 5 }, () => call(t.app, admin, 'POST', '/uc/filterGroup/save', { page, name: '同时保存', filters: {} })),
    );
    expect(same.filter((e) => e.retCode === RetCode.SUCCESS)).toHaveLength(1);
    expect(same.filter((e) => e.retCode === RetCode.REFUSED && e.retMsg === '筛选方案名称已存在')).toHaveLength(4);

    for (let i = 1; i < FILTER_GROUP_LIMITS.perPage - 1; i++) await save(admin, { page, name: `方案${i}`, filters: {} });
    const last = await Promise.all(['甲', '乙', '丙'].map((name) => call(t.app, admin, 'POST', '/uc/filterGroup/save', { page, name, filters: {} })));
    expect(last.filter((e) => e.retCode === RetCode.SUCCESS)).toHaveLength(1);
    expect(await list(admin, page)).toHaveLength(FILTER_GROUP_LIMITS.perPage);
  });

  it('asks for a session', async () => {
    const env = await call(t.app, null, 'GET', '/uc/filterGroup/list', { page: PAGE });
    expect(env.retCode).toBe(RetCode.TOKEN_INVALID);
  });
});

describe('preferences', () => {
  it('are set, read, replaced and removed per user', async () => {
    expect(await getPref(admin, 'pageSize:system.user')).toBeNull();
    await setPref(admin, 'pageSize:system.user', 30);
    expect(await getPref(admin, 'pageSize:system.user')).toBe(30);
    await setPref(admin, 'pageSize:system.user', 50);
    expect(await getPref(admin, 'pageSize:system.user')).toBe(50);
    expect(await countRows(t.db, 'user_preference')).toBe(1);

    // Any JSON value.
    await setPref(admin, 'columns:system.user', { hidden: ['mobile'], widths: { name: 120 } });
    expect(await getPref(admin, 'columns:system.user')).toEqual({ hidden: ['mobile'], widths: { name: 120 } });
    await setPref(admin, 'theme', 'dark');
    expect(await getPref(admin, 'theme')).toBe('dark');

    // Another user has their own.
    expect(await getPref(store001, 'pageSize:system.user')).toBeNull();
    await setPref(store001, 'pageSize:system.user', 15);
    expect(await getPref(store001, 'pageSize:system.user')).toBe(15);
    expect(await getPref(admin, 'pageSize:system.user')).toBe(50);

    // null removes.
    await setPref(admin, 'theme', null);
    expect(await getPref(admin, 'theme')).toBeNull();
  });

  it('refuses a missing or long key and a value over 8 KB (000006), writing nothing', async () => {
    const before = await t.db.selectFrom('user_preference').selectAll().orderBy('user_id').orderBy('pref_key').execute();
    await refused(t.app, admin, 'POST', '/uc/preference/set', { key: '', value: 1 }, RetCode.INVALID, 'key');
    await refused(t.app, admin, 'POST', '/uc/preference/set', { key: 'k'.repeat(201), value: 1 }, RetCode.INVALID, 'key');
    await refused(t.app, admin, 'POST', '/uc/preference/set', { key: 'big', value: 'x'.repeat(8 * 1024) }, RetCode.INVALID, 'value');
    await refused(t.app, admin, 'POST', '/uc/preference/set', { key: 'pageSize:system.user', value: { list: 'x'.repeat(9000) } }, RetCode.INVALID, 'value');
    await refused(t.app, admin, 'POST', '/uc/preference/set', { key: 'noValue' }, RetCode.INVALID, 'value');
    await refused(t.app, admin, 'GET', '/uc/preference/get', {}, RetCode.INVALID, 'key');
    expect(await t.db.selectFrom('user_preference').selectAll().orderBy('user_id').orderBy('pref_key').execute()).toEqual(before);
    // A key of exactly 200 characters is fine.
    await setPref(admin, 'k'.repeat(200), true);
    expect(await getPref(admin, 'k'.repeat(200))).toBe(true);
  });
});
