import { advertResource, productRecommendResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/marketing/advert 广告管理 and productRecommend 商品推荐: head office's writes, the online rule, cities, one service per city, 20 per city. */
let t: TestApp;
let admin: Session;
let store001: Session;
const adverts = resourceEndpoints(advertResource);
const recommends = resourceEndpoints(productRecommendResource);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  const role = await sql<{
    role_id: number;
  }>`select ur.role_id from user_role ur join app_user u on u.id = ur.user_id where u.account = 'store001' limit 1`.execute(t.db);
  await sql`insert into role_menu (role_id, menu_id)
    select ${role.rows[0].role_id}, m.id from menu m
    where (m.url in ('/operate', '/operate/marketing', ${advertResource.page}, ${productRecommendResource.page}) or m.code like 'operate:advert:%' or m.code like 'operate:productRecommend:%')
      and not exists (select 1 from role_menu x where x.role_id = ${role.rows[0].role_id} and x.menu_id = m.id)`.execute(t.db);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];
const banner = { title: '测试广告', position: 1, imageUrl: '/files/seed/advert/banner-1.jpg', linkUrl: '/pages/coupon/center', sortOrder: 3 };

describe('广告', () => {
  it('names its cities, goes online within its period, refuses one that ended, and a bad link', async () => {
    const cities = (await sql<{ id: number; name: string }>`select id, name from area where level = 1 order by id limit 2`.execute(t.db)).rows;
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', adverts.create.path, {
      ...banner,
      startAt: day(-1),
      endAt: day(5),
      cityIds: cities.map((c) => c.id).join(','),
    });
    const row = await one(sql<{ city_names: string; city_id_arr: number[] }>`select city_names, city_id_arr from marketing_advert where id = ${id}`);
    expect(row.city_names).toBe(cities.map((c) => c.name).join('、'));
    await ok(t.app, admin, 'POST', adverts.transition.path, { id, action: 'online' });

    const { id: old } = await ok<{ id: number }>(t.app, admin, 'POST', adverts.create.path, { ...banner, startAt: day(-1), endAt: day(1) });
    await sql`update marketing_advert set start_at = now() - interval '3 days', end_at = now() - interval '1 hour' where id = ${old}`.execute(t.db);
    await refused(t.app, admin, 'POST', adverts.transition.path, { id: old, action: 'online' }, RetCode.REFUSED, '广告投放时间已结束');
    expect((await one(sql<{ status: number }>`select status from marketing_advert where id = ${old}`)).status).toBe(0);

    const count = await countRows(t.db, 'marketing_advert');
    await refused(
      t.app,
      admin,
      'POST',
      adverts.create.path,
      { ...banner, linkUrl: 'javascript:alert(1)', startAt: day(0), endAt: day(1) },
      RetCode.INVALID,
      'linkUrl',
    );
    await refused(t.app, admin, 'POST', adverts.create.path, { ...banner, startAt: day(2), endAt: day(1) }, RetCode.INVALID, 'endAt');
    expect(await countRows(t.db, 'marketing_advert')).toBe(count);
  });

  it("a store user sees every city's banners and its own cities', and writes none", async () => {
    const other = await one(sql<{ id: number }>`select id from area where level = 1 and id <> (select city_id from store where id = 1) order by id limit 1`);
    const { id: elsewhere } = await ok<{ id: number }>(t.app, admin, 'POST', adverts.create.path, {
      ...banner,
      title: '别城广告',
      startAt: day(0),
      endAt: day(3),
      cityIds: String(other.id),
    });
    const { id: everywhere } = await ok<{ id: number }>(t.app, admin, 'POST', adverts.create.path, {
      ...banner,
      title: '全城广告',
      startAt: day(0),
      endAt: day(3),
    });
    const seen = (await ok<{ id: number }[]>(t.app, store001, 'POST', adverts.list.path, { pageSize: 100 })).map((r) => r.id);
    expect(seen).toContain(everywhere);
    expect(seen).not.toContain(elsewhere);
    const count = await countRows(t.db, 'marketing_advert');
    await refused(t.app, store001, 'POST', adverts.create.path, { ...banner, startAt: day(0), endAt: day(3) }, RetCode.REFUSED, '新增广告须由总部办理');
    expect(await countRows(t.db, 'marketing_advert')).toBe(count);
  });
});

describe('商品推荐', () => {
  it('recommends a service once per city and at most 10 shown, and only head office writes', async () => {
    const city = await one(sql<{ id: number }>`select id from area where level = 1 order by id desc limit 1`);
    const items = (await sql<{ id: number }>`select id from item order by id limit 12`.execute(t.db)).rows.map((r) => Number(r.id));
    await sql`delete from marketing_recommend where city_id = ${city.id}`.execute(t.db);
    await ok(t.app, admin, 'POST', recommends.create.path, { cityId: city.id, itemId: items[0], sortOrder: 1, enabled: true });
    await refused(t.app, admin, 'POST', recommends.create.path, { cityId: city.id, itemId: items[0], sortOrder: 2, enabled: true }, RetCode.INVALID, 'itemId');
    for (const item of items.slice(1, 10))
      await ok(t.app, admin, 'POST', recommends.create.path, { cityId: city.id, itemId: item, sortOrder: 5, enabled: true });
    await refused(
      t.app,
      admin,
      'POST',
      recommends.create.path,
      { cityId: city.id, itemId: items[10], sortOrder: 5, enabled: true },
      RetCode.INVALID,
      'enabled',
    );
    // Hidden ones do not count.
    await ok(t.app, admin, 'POST', recommends.create.path, { cityId: city.id, itemId: items[10], sortOrder: 5, enabled: false });
    const listed = await ok<{ itemId: number; sortOrder: number }[]>(t.app, admin, 'POST', recommends.list.path, { cityId: city.id, pageSize: 50 });
    expect(listed).toHaveLength(11);
    expect(listed[0].itemId).toBe(items[0]);
    await refused(
      t.app,
      store001,
      'POST',
      recommends.create.path,
      { cityId: city.id, itemId: items[11], sortOrder: 1, enabled: false },
      RetCode.REFUSED,
      '新增推荐须由总部办理',
    );
  });
});
