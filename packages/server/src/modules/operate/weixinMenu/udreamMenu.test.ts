import { RetCode, WX_MENU_ACCOUNTS, wxMenuEndpoints, wxMenuOps, type WxMenuEntry } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { grantStoreManager } from '../generalConfig/_shared/grant.js';

/** /operate/weixinMenu: the four accounts' menus share one module; the rules are proven on 优梦 and the accounts kept apart. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = wxMenuEndpoints('udream');
const opts = { routepath: WX_MENU_ACCOUNTS.udream.page };

const view = (name: string, url = 'https://m.udream.example.com/x'): WxMenuEntry => ({ name, type: 'view', url, children: [] });
const child = (name: string) => ({ name, type: 'click' as const, key: `KEY_${name}` });

type State = { draft: WxMenuEntry[]; published: WxMenuEntry[] | null; publishedVersion: number; changed: boolean };
const state = () => ok<State>(t.app, admin, 'GET', api.get.path, {}, opts);
const stored = async () =>
  (await sql<{ draft: unknown; published_version: number }>`select draft, published_version from wx_menu where account = 'udream'`.execute(t.db)).rows[0];
const logs = async (account = 'udream') =>
  (await sql<{ n: number }>`select count(*)::int as n from wx_menu_publish_log where account = ${account}`.execute(t.db)).rows[0].n;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  await grantStoreManager(t.db, [WX_MENU_ACCOUNTS.udream.page], Object.values(wxMenuOps('udream')));
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('公众号菜单 limits and publishing', () => {
  it('reads the seeded draft and the menu as published', async () => {
    const s = await state();
    expect(s.published?.length).toBeGreaterThan(0);
    expect(s.publishedVersion).toBeGreaterThan(0);
  });

  it('refuses a fourth top entry and a sixth child in words, writing nothing', async () => {
    const before = await stored();
    await refused(t.app, admin, 'POST', api.save.path, { menu: [view('一'), view('二'), view('三'), view('四')] }, RetCode.REFUSED, '一级菜单最多3个', opts);
    const six = { name: '会员', children: ['a', 'b', 'c', 'd', 'e', 'f'].map(child) };
    await refused(t.app, admin, 'POST', api.save.path, { menu: [six] }, RetCode.REFUSED, '最多5个子菜单', opts);
    await refused(t.app, admin, 'POST', api.save.path, { menu: [view('这个名字太长了')] }, RetCode.REFUSED, '名称过长', opts);
    expect(await stored()).toEqual(before);
  });

  it('saves a draft at the limits; publishing refuses an empty name or a view without its URL, writing nothing', async () => {
    const full = [0, 1, 2].map((i) => ({ name: `菜单${i}`, children: ['a', 'b', 'c', 'd', 'e'].map(child) }));
    await ok(t.app, admin, 'POST', api.save.path, { menu: full }, opts);
    expect((await state()).draft).toHaveLength(3);

    const logsBefore = await logs();
    const version = (await stored()).published_version;
    await ok(t.app, admin, 'POST', api.save.path, { menu: [view('预约'), { name: '', children: [child('x')] }] }, opts);
    await refused(t.app, admin, 'POST', api.publish.path, {}, RetCode.REFUSED, '第2个菜单名称为空', opts);
    await ok(
      t.app,
      admin,
      'POST',
      api.save.path,
      { menu: [view('预约'), { name: '我的', children: [child('券'), { name: '官网', type: 'view', url: '' }] }] },
      opts,
    );
    await refused(t.app, admin, 'POST', api.publish.path, {}, RetCode.REFUSED, '请填写网页链接', opts);
    expect(await logs()).toBe(logsBefore);
    expect((await stored()).published_version).toBe(version);
  });

  it('publishes the draft: the version moves on and the log holds the menu as published; other accounts untouched', async () => {
    const otherLogs = await logs('oh');
    const menu = [
      view('预约剪发'),
      {
        name: '会员',
        children: [child('卡'), { name: '优惠券', type: 'miniprogram' as const, appId: 'wx1234', pagePath: 'pages/coupon', url: 'https://m.x.com/c' }],
      },
    ];
    await ok(t.app, admin, 'POST', api.save.path, { menu }, opts);
    const before = await stored();
    const after = await ok<State>(t.app, admin, 'POST', api.publish.path, {}, opts);
    expect(after.publishedVersion).toBe(before.published_version + 1);
    expect(after.changed).toBe(false);
    const log = await sql<{ version: number; menu: WxMenuEntry[]; top_count: number; entry_count: number; summary: string }>`
      select version, menu, top_count, entry_count, summary from wx_menu_publish_log where account = 'udream' order by version desc limit 1`.execute(t.db);
    expect(log.rows[0]).toMatchObject({ version: after.publishedVersion, top_count: 2, entry_count: 4, summary: '预约剪发 | 会员(2)' });
    expect(log.rows[0].menu[1].children[1]).toMatchObject({ name: '优惠券', type: 'miniprogram', appId: 'wx1234' });
    expect(await logs('oh')).toBe(otherLogs);
    // The log page lists it (its own account's rows only).
    const listed = await ok<{ version: number }[]>(t.app, admin, 'POST', '/mgt/wxMenu/udream/queryPublishLogPage', { pageSize: 50 }, opts);
    expect(listed[0].version).toBe(after.publishedVersion);
    expect(listed).toHaveLength(await logs());
  });

  it('a store manager granted the operations is refused: the menus are head office’s', async () => {
    const before = await stored();
    const audits = await countRows(t.db, 'audit_log');
    await refused(t.app, store001, 'POST', api.save.path, { menu: [view('门店')] }, RetCode.REFUSED, '由总部统一维护', opts);
    await refused(t.app, store001, 'POST', api.publish.path, {}, RetCode.REFUSED, '由总部统一维护', opts);
    expect(await stored()).toEqual(before);
    expect(await countRows(t.db, 'audit_log')).toBe(audits);
  });
});
