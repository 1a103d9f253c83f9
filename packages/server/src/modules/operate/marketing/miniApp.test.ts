import { MINI_APP_MAX_ENABLED_MODULES, miniAppModuleResource, miniAppNoticeResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/marketing/miniApp 小程序配置: a module type once per city, at most 10 shown per city, head office's writes; notices' period and steps. */
let t: TestApp;
let admin: Session;
let store001: Session;
const modules = resourceEndpoints(miniAppModuleResource);
const notices = resourceEndpoints(miniAppNoticeResource);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  // The store manager gets the page and every operation of it: the hooks, not the grants, refuse its writes.
  const role = await sql<{
    role_id: number;
  }>`select ur.role_id from user_role ur join app_user u on u.id = ur.user_id where u.account = 'store001' limit 1`.execute(t.db);
  await sql`insert into role_menu (role_id, menu_id)
    select ${role.rows[0].role_id}, m.id from menu m
    where (m.url in ('/operate', '/operate/marketing', ${miniAppModuleResource.page}) or m.code like 'operate:miniApp:%')
      and not exists (select 1 from role_menu x where x.role_id = ${role.rows[0].role_id} and x.menu_id = m.id)`.execute(t.db);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];
/** A city with stores but no module of its own in the seed (深圳). */
const emptyCity = () =>
  one(sql<{ id: number; name: string }>`select a.id, a.name from area a where a.level = 1
    and not exists (select 1 from marketing_miniapp_module m where m.city_id = a.id) order by a.id limit 1`);
const block = { title: '测试模块', subtitle: '测试副标题', linkUrl: '/pages/coupon/center', sortOrder: 20, enabled: true };

describe('首页模块', () => {
  it('uses a module type once per city and once nationwide', async () => {
    const city = await emptyCity();
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', modules.create.path, { ...block, moduleType: 7, cityId: city.id });
    expect((await one(sql<{ created_by: string }>`select created_by from marketing_miniapp_module where id = ${id}`)).created_by).toBeTruthy();

    const count = await countRows(t.db, 'marketing_miniapp_module');
    await refused(t.app, admin, 'POST', modules.create.path, { ...block, moduleType: 7, cityId: city.id }, RetCode.INVALID, 'moduleType');
    await refused(
      t.app,
      admin,
      'POST',
      modules.create.path,
      { ...block, moduleType: 7, cityId: city.id },
      RetCode.INVALID,
      `${city.name}已配置「热门活动」模块`,
    );
    // 轮播广告 is seeded nationwide: a second nationwide one is refused, one for the city is not.
    await refused(t.app, admin, 'POST', modules.create.path, { ...block, moduleType: 1, cityId: null }, RetCode.INVALID, '全国已配置「轮播广告」模块');
    expect(await countRows(t.db, 'marketing_miniapp_module')).toBe(count);
    const { id: banner } = await ok<{ id: number }>(t.app, admin, 'POST', modules.create.path, { ...block, moduleType: 1, cityId: city.id });

    // Moving a module onto a type its city already has is refused too, and changes nothing.
    const before = await ok(t.app, admin, 'GET', modules.detail.path, { id: banner });
    await refused(t.app, admin, 'POST', modules.update.path, { ...block, id: banner, moduleType: 7, cityId: city.id }, RetCode.INVALID, 'moduleType');
    expect(await ok(t.app, admin, 'GET', modules.detail.path, { id: banner })).toEqual(before);
    await ok(t.app, admin, 'POST', modules.update.path, { ...block, id: banner, moduleType: 1, cityId: city.id, title: '深圳轮播' });

    await sql`delete from marketing_miniapp_module where city_id = ${city.id}`.execute(t.db);
  });

  it("shows at most 10 enabled modules in a city's home, its own and the nationwide ones together", async () => {
    const city = await emptyCity();
    const { n: nationwide } = await one(sql<{ n: number }>`select count(*)::int as n from marketing_miniapp_module where enabled and city_id is null`);
    const room = MINI_APP_MAX_ENABLED_MODULES - nationwide;
    expect(room).toBeGreaterThan(0);
    expect(room).toBeLessThan(8);
    for (let type = 1; type <= room; type++) await ok(t.app, admin, 'POST', modules.create.path, { ...block, moduleType: type, cityId: city.id });

    const count = await countRows(t.db, 'marketing_miniapp_module');
    await refused(t.app, admin, 'POST', modules.create.path, { ...block, moduleType: 8, cityId: city.id }, RetCode.INVALID, 'enabled');
    await refused(t.app, admin, 'POST', modules.create.path, { ...block, moduleType: 8, cityId: city.id }, RetCode.INVALID, `${city.name}首页最多启用10个模块`);
    expect(await countRows(t.db, 'marketing_miniapp_module')).toBe(count);
    // A disabled one does not count.
    const { id: hidden } = await ok<{ id: number }>(t.app, admin, 'POST', modules.create.path, { ...block, moduleType: 8, cityId: city.id, enabled: false });
    await refused(
      t.app,
      admin,
      'POST',
      modules.update.path,
      { ...block, id: hidden, moduleType: 8, cityId: city.id, enabled: true },
      RetCode.INVALID,
      'enabled',
    );
    expect((await one(sql<{ enabled: boolean }>`select enabled from marketing_miniapp_module where id = ${hidden}`)).enabled).toBe(false);

    // A nationwide module shows in every city: enabling one is refused while this city is full.
    const off = await one(
      sql<{ id: number; module_type: number }>`select id, module_type from marketing_miniapp_module where city_id is null and not enabled limit 1`,
    );
    expect(off).toBeTruthy();
    const form = await ok<Record<string, unknown>>(t.app, admin, 'GET', modules.detail.path, { id: off.id });
    await refused(
      t.app,
      admin,
      'POST',
      modules.update.path,
      {
        id: off.id,
        moduleType: off.module_type,
        title: form.title,
        subtitle: form.subtitle,
        linkUrl: form.linkUrl,
        cityId: null,
        sortOrder: form.sortOrder,
        enabled: true,
      },
      RetCode.INVALID,
      `${city.name}已满`,
    );
    expect((await one(sql<{ enabled: boolean }>`select enabled from marketing_miniapp_module where id = ${off.id}`)).enabled).toBe(false);

    await sql`delete from marketing_miniapp_module where city_id = ${city.id}`.execute(t.db);
  });

  it('refuses a bad order, link or city with 000006 naming the field, and writes nothing', async () => {
    const city = await emptyCity();
    const district = await one(sql<{ id: number }>`select id from area where level = 2 order by id limit 1`);
    const count = await countRows(t.db, 'marketing_miniapp_module');
    for (const [bad, field] of [
      [{ sortOrder: 0 }, 'sortOrder'],
      [{ sortOrder: 100 }, 'sortOrder'],
      [{ linkUrl: 'https://evil.example/x' }, 'linkUrl'],
      [{ cityId: district.id }, 'cityId'],
    ] as const)
      await refused(t.app, admin, 'POST', modules.create.path, { ...block, moduleType: 2, cityId: city.id, ...bad }, RetCode.INVALID, field);
    expect(await countRows(t.db, 'marketing_miniapp_module')).toBe(count);
  });

  it("a store user sees the nationwide modules and its cities', and writes none", async () => {
    const mine = (
      await sql<{ city_id: number }>`select distinct s.city_id from user_store us join store s on s.id = us.store_id
      join app_user u on u.id = us.user_id where u.account = 'store001'`.execute(t.db)
    ).rows.map((r) => r.city_id);
    const seen = await ok<{ id: number; cityId: number | null }[]>(t.app, store001, 'POST', modules.list.path, { pageSize: 100 });
    expect(seen.some((r) => r.cityId === null)).toBe(true);
    expect(seen.filter((r) => r.cityId !== null && !mine.includes(r.cityId))).toEqual([]);
    const { n: expected } = await one(
      sql<{ n: number }>`select count(*)::int as n from marketing_miniapp_module where city_id is null or city_id in (${sql.join(mine)})`,
    );
    expect(seen).toHaveLength(expected);

    const city = await emptyCity();
    const count = await countRows(t.db, 'marketing_miniapp_module');
    await refused(t.app, store001, 'POST', modules.create.path, { ...block, moduleType: 2, cityId: city.id }, RetCode.REFUSED, '新增首页模块须由总部办理');
    const own = seen.find((r) => r.cityId === null)!;
    const form = await ok<Record<string, unknown>>(t.app, admin, 'GET', modules.detail.path, { id: own.id });
    await refused(
      t.app,
      store001,
      'POST',
      modules.update.path,
      { ...block, id: own.id, moduleType: form.moduleType, cityId: null, enabled: form.enabled },
      RetCode.REFUSED,
      '修改首页模块须由总部办理',
    );
    await refused(t.app, store001, 'POST', modules.remove.path, { id: own.id }, RetCode.REFUSED, '删除首页模块须由总部办理');
    expect(await countRows(t.db, 'marketing_miniapp_module')).toBe(count);
    expect((await one(sql<{ title: string }>`select title from marketing_miniapp_module where id = ${own.id}`)).title).toBe(form.title);
  });
});

const notice = { title: '测试公告', content: '门店营业时间调整，请顾客留意。', position: 3 };
const statusOf = async (id: number) =>
  one(
    sql<{
      status: number;
      status_reason: string | null;
      status_by: string | null;
    }>`select status, status_reason, status_by from marketing_miniapp_notice where id = ${id}`,
  );

describe('公告', () => {
  it('refuses an end before its start with 000006 naming endAt, and writes nothing', async () => {
    const count = await countRows(t.db, 'marketing_miniapp_notice');
    await refused(t.app, admin, 'POST', notices.create.path, { ...notice, startAt: day(2), endAt: day(1) }, RetCode.INVALID, 'endAt');
    await refused(t.app, admin, 'POST', notices.create.path, { ...notice, startAt: day(1), endAt: day(1) }, RetCode.INVALID, '结束时间须晚于开始时间');
    await refused(t.app, admin, 'POST', notices.create.path, { ...notice, title: '长'.repeat(31), startAt: day(1), endAt: day(2) }, RetCode.INVALID, 'title');
    await refused(
      t.app,
      admin,
      'POST',
      notices.create.path,
      { ...notice, content: '长'.repeat(501), startAt: day(1), endAt: day(2) },
      RetCode.INVALID,
      'content',
    );
    expect(await countRows(t.db, 'marketing_miniapp_notice')).toBe(count);

    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', notices.create.path, { ...notice, startAt: day(1), endAt: day(3) });
    const before = await ok(t.app, admin, 'GET', notices.detail.path, { id });
    await refused(t.app, admin, 'POST', notices.update.path, { ...notice, id, startAt: day(3), endAt: day(1) }, RetCode.INVALID, 'endAt');
    expect(await ok(t.app, admin, 'GET', notices.detail.path, { id })).toEqual(before);
  });

  it('goes 草稿 → 已发布 → 已下线 (with a reason), locked for edit and delete once published', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', notices.create.path, { ...notice, startAt: day(0), endAt: day(5) });
    expect((await statusOf(id)).status).toBe(0);
    await ok(t.app, admin, 'POST', notices.update.path, { ...notice, id, title: '测试公告（改）', startAt: day(0), endAt: day(5) });
    await refused(t.app, admin, 'POST', notices.transition.path, { id, action: 'offline', reason: '不需要了' }, RetCode.REFUSED, '不能下线');

    await ok(t.app, admin, 'POST', notices.transition.path, { id, action: 'publish' });
    expect(await statusOf(id)).toMatchObject({ status: 1, status_by: expect.any(String) });
    await refused(t.app, admin, 'POST', notices.update.path, { ...notice, id, startAt: day(0), endAt: day(6) }, RetCode.REFUSED, '已发布的公告不可修改');
    await refused(t.app, admin, 'POST', notices.remove.path, { id }, RetCode.REFUSED, '已发布的公告不可删除');
    await refused(t.app, admin, 'POST', notices.transition.path, { id, action: 'publish' }, RetCode.REFUSED, '不能发布');

    // 下线 asks for its reason.
    await refused(t.app, admin, 'POST', notices.transition.path, { id, action: 'offline' }, RetCode.INVALID, 'reason');
    expect((await statusOf(id)).status).toBe(1);
    await ok(t.app, admin, 'POST', notices.transition.path, { id, action: 'offline', reason: '内容有误，重新编辑后发布' });
    expect(await statusOf(id)).toMatchObject({ status: 2, status_reason: '内容有误，重新编辑后发布' });
    await refused(t.app, admin, 'POST', notices.transition.path, { id, action: 'publish' }, RetCode.REFUSED, '不能发布');
    await refused(t.app, admin, 'POST', notices.remove.path, { id }, RetCode.REFUSED, '已下线的公告不可删除');

    // A draft is deleted.
    const { id: draft } = await ok<{ id: number }>(t.app, admin, 'POST', notices.create.path, { ...notice, startAt: day(0), endAt: day(5) });
    await ok(t.app, admin, 'POST', notices.remove.path, { id: draft });
    expect(await one(sql`select 1 from marketing_miniapp_notice where id = ${draft}`)).toBeUndefined();
  });

  it('publishes within its period, one 首页弹窗 at a time', async () => {
    const { id: ended } = await ok<{ id: number }>(t.app, admin, 'POST', notices.create.path, { ...notice, startAt: day(-5), endAt: day(-1) });
    await refused(t.app, admin, 'POST', notices.transition.path, { id: ended, action: 'publish' }, RetCode.REFUSED, '公告展示时间已结束');
    expect((await statusOf(ended)).status).toBe(0);

    const live = await one(sql<{ title: string; start_at: Date; end_at: Date }>`select title, start_at, end_at from marketing_miniapp_notice
      where status = 1 and position = 1 order by id limit 1`);
    expect(live).toBeTruthy();
    const { id: popup } = await ok<{ id: number }>(t.app, admin, 'POST', notices.create.path, {
      ...notice,
      position: 1,
      startAt: new Date(live.start_at).toISOString(),
      endAt: day(30),
    });
    await refused(t.app, admin, 'POST', notices.transition.path, { id: popup, action: 'publish' }, RetCode.REFUSED, `首页弹窗公告「${live.title}」`);
    expect((await statusOf(popup)).status).toBe(0);
    // After the live one's end it goes out; a ticker of the same period is never in the way.
    await ok(t.app, admin, 'POST', notices.update.path, { ...notice, id: popup, position: 1, startAt: new Date(live.end_at).toISOString(), endAt: day(30) });
    await ok(t.app, admin, 'POST', notices.transition.path, { id: popup, action: 'publish' });
    const { id: ticker } = await ok<{ id: number }>(t.app, admin, 'POST', notices.create.path, { ...notice, position: 2, startAt: day(0), endAt: day(30) });
    await ok(t.app, admin, 'POST', notices.transition.path, { id: ticker, action: 'publish' });
  });

  it('only head office writes and moves notices', async () => {
    const count = await countRows(t.db, 'marketing_miniapp_notice');
    await refused(t.app, store001, 'POST', notices.create.path, { ...notice, startAt: day(1), endAt: day(2) }, RetCode.REFUSED, '新增公告须由总部办理');
    expect(await countRows(t.db, 'marketing_miniapp_notice')).toBe(count);
    const draft = await one(sql<{ id: number }>`select id from marketing_miniapp_notice where status = 0 order by id limit 1`);
    await refused(t.app, store001, 'POST', notices.transition.path, { id: draft.id, action: 'publish' }, RetCode.REFUSED, '公告发布须由总部办理');
    await refused(t.app, store001, 'POST', notices.remove.path, { id: draft.id }, RetCode.REFUSED, '删除公告须由总部办理');
    expect((await statusOf(draft.id)).status).toBe(0);
    const published = await one(sql<{ id: number }>`select id from marketing_miniapp_notice where status = 1 order by id limit 1`);
    await refused(
      t.app,
      store001,
      'POST',
      notices.transition.path,
      { id: published.id, action: 'offline', reason: '门店要求' },
      RetCode.REFUSED,
      '公告下线须由总部办理',
    );
    expect((await statusOf(published.id)).status).toBe(1);
    // Store users read every notice.
    const seen = await ok<unknown[]>(t.app, store001, 'POST', notices.list.path, { pageSize: 100 });
    expect(seen).toHaveLength(count);
  });
});
