import { advanceStorePrepare, PrepareStage, resourceEndpoints, RetCode, storePrepareLogs, storePrepareResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 筹建列表: the seeded projects, add, edit, advance one stage at a time (refused out of order), open, close, the log, store scope. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(storePrepareResource);

type Project = {
  id: number;
  projectNo: string;
  storeId: number | null;
  plannedName: string;
  cityId: number;
  cityName: string | null;
  stage: number;
  status: number;
  openedOn: string | null;
  closeReason: string | null;
};
type Log = { action: string; fromStage: number | null; toStage: number; operator: string; operatedAt: string; remark: string | null };

const project = {
  plannedName: '测试筹建店',
  cityId: 310000,
  address: '上海市浦东新区世纪大道100号',
  storeType: 1,
  owner: '测试负责人',
  plannedOpenDate: new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10),
};
const rowsIn = async () => (await sql<{ n: number }>`select count(*)::int as n from store_prepare`.execute(t.db)).rows[0].n;
const logsIn = async () => (await sql<{ n: number }>`select count(*)::int as n from store_prepare_log`.execute(t.db)).rows[0].n;
const detailOf = (s: Session, id: number) => ok<Project & { logs: Log[] }>(t.app, s, 'GET', api.detail.path, { id });
const advance = (s: Session, id: number, toStage: number) => ok<{ stage: number; status: number }>(t.app, s, 'POST', advanceStorePrepare.path, { id, toStage });

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  // store001 (store 1) is given the page for the scope test: it sees only its store's projects.
  const role = (
    await sql<{ role_id: number }>`select ur.role_id from user_role ur join app_user u on u.id = ur.user_id where u.account = 'store001' limit 1`.execute(t.db)
  ).rows[0].role_id;
  await sql`insert into role_menu (role_id, menu_id) select ${role}, m.id from menu m
    where (m.url in ('/operate', '/operate/store-prepare', ${storePrepareResource.page}) or m.code like 'operate:storePrepare:%')
      and not exists (select 1 from role_menu x where x.role_id = ${role} and x.menu_id = m.id)`.execute(t.db);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('筹建列表', () => {
  it('lists the seeded projects in every stage and state, those in progress first; each log agrees with its stage', async () => {
    const rows = await ok<Project[]>(t.app, admin, 'POST', api.list.path, { pageSize: 50 });
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows[0].status).toBe(1);
    for (const stage of PrepareStage.items.map((i) => i.value)) {
      const only = await ok<Project[]>(t.app, admin, 'POST', api.list.path, { pageSize: 50, stage });
      expect(only.length, PrepareStage.labelOf(stage)).toBeGreaterThan(0);
    }
    for (const status of [1, 2, 3]) expect((await ok<Project[]>(t.app, admin, 'POST', api.list.path, { pageSize: 50, status })).length).toBeGreaterThan(0);
    expect(rows.some((r) => r.storeId !== null && r.cityName)).toBe(true);
    // The log's last stage is the project's stage, every project's log starts with its creation.
    const mismatched = await sql<{ n: number }>`
      select count(*)::int as n from store_prepare p
      where p.stage <> (select l.to_stage from store_prepare_log l where l.prepare_id = p.id order by l.operated_at desc, l.id desc limit 1)
         or not exists (select 1 from store_prepare_log l where l.prepare_id = p.id and l.action = 'create')`.execute(t.db);
    expect(mismatched.rows[0].n).toBe(0);
    const opened = (await ok<Project[]>(t.app, admin, 'POST', api.list.path, { pageSize: 50, status: 2 }))[0];
    expect(opened.stage).toBe(7);
    expect(opened.openedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('adds a project at 选址 with its first log row; advances one stage at a time and refuses a skip or a step back in words, writing nothing', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, project);
    let p = await detailOf(admin, id);
    expect(p).toMatchObject({ stage: 1, status: 1, plannedName: '测试筹建店' });
    expect(p.projectNo).toMatch(/^CJ\d{10}$/);
    expect(p.logs).toMatchObject([{ action: 'create', fromStage: null, toStage: 1, operator: '系统管理员' }]);

    expect(await advance(admin, id, 2)).toMatchObject({ stage: 2, status: 1 });
    const logs = await logsIn();
    await refused(
      t.app,
      admin,
      'POST',
      advanceStorePrepare.path,
      { id, toStage: 4 },
      RetCode.REFUSED,
      '当前阶段为「签约」，只能推进到下一阶段「勘测设计」，不能跳到「装修施工」',
    );
    await refused(t.app, admin, 'POST', advanceStorePrepare.path, { id, toStage: 1 }, RetCode.REFUSED, '不能退回');
    await refused(t.app, admin, 'POST', advanceStorePrepare.path, { id, toStage: 'x' }, RetCode.INVALID, 'toStage');
    expect(await logsIn()).toBe(logs);
    p = await detailOf(admin, id);
    expect(p.stage).toBe(2);
    expect(p.logs.map((l) => [l.action, l.fromStage, l.toStage])).toEqual([
      ['create', null, 1],
      ['advance', 1, 2],
    ]);
    const audited = await auditRows(t.db, { table: 'store_prepare', action: 'advance', recordId: id });
    expect(audited).toHaveLength(1);
    expect(await ok<Log[]>(t.app, admin, 'GET', storePrepareLogs.path, { id })).toHaveLength(2);

    // Edit keeps the stage; a bad name (control character) and a missing owner are refused, nothing written.
    await ok(t.app, admin, 'POST', api.update.path, { id, ...project, owner: '新负责人' });
    expect((await detailOf(admin, id)).stage).toBe(2);
    const before = await rowsIn();
    await refused(t.app, admin, 'POST', api.create.path, { ...project, plannedName: 'a\u0000b' }, RetCode.INVALID, 'plannedName');
    await refused(t.app, admin, 'POST', api.create.path, { ...project, owner: '' }, RetCode.INVALID, 'owner');
    expect(await rowsIn()).toBe(before);
  });

  it('reaching 已开业 ends the project and opens its linked store (即将开业 → 正常营业, opened today)', async () => {
    const store = (
      await sql<{ id: number; city_id: number }>`
      select s.id, s.city_id from store s where s.open_status in (0, 4) and not exists (select 1 from store_prepare p where p.store_id = s.id and p.status = 1) order by id limit 1`.execute(
        t.db,
      )
    ).rows[0];
    // A store already in a project in progress, and one open for business, are refused.
    const taken = (
      await sql<{
        store_id: number;
        city_id: number;
      }>`select p.store_id, p.city_id from store_prepare p where p.status = 1 and p.store_id is not null limit 1`.execute(t.db)
    ).rows[0];
    await refused(t.app, admin, 'POST', api.create.path, { ...project, storeId: taken.store_id, cityId: taken.city_id }, RetCode.INVALID, 'storeId');
    await refused(t.app, admin, 'POST', api.create.path, { ...project, storeId: 1, cityId: 310000 }, RetCode.INVALID, '即将开业或待上架');
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, { ...project, storeId: store.id, cityId: store.city_id });
    for (let stage = 2; stage <= 6; stage++) await advance(admin, id, stage);
    expect(await advance(admin, id, 7)).toEqual({ id, stage: 7, status: 2 });
    const p = await detailOf(admin, id);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(p).toMatchObject({ status: 2, stage: 7, openedOn: today });
    const s = (await sql<{ open_status: number; open_date: string }>`select open_status, open_date::text from store where id = ${store.id}`.execute(t.db))
      .rows[0];
    expect(s).toEqual({ open_status: 1, open_date: today });
    await refused(t.app, admin, 'POST', advanceStorePrepare.path, { id, toStage: 7 }, RetCode.REFUSED, '已开业');
    await refused(t.app, admin, 'POST', api.update.path, { id, ...project }, RetCode.REFUSED, '不可修改');
  });

  it('closes a project with its reason (logged); a closed one is neither advanced nor edited; the reason is required', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, project);
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'close', reason: '' }, RetCode.INVALID);
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'close', reason: '铺位被收回' });
    const p = await detailOf(admin, id);
    expect(p).toMatchObject({ status: 3, closeReason: '铺位被收回' });
    expect(p.logs.at(-1)).toMatchObject({ action: 'close', remark: '铺位被收回' });
    await refused(t.app, admin, 'POST', advanceStorePrepare.path, { id, toStage: 2 }, RetCode.REFUSED, '已关闭');
  });

  it('a user with store-data authority sees and moves only their stores’ projects', async () => {
    const mine = (await sql<{ id: number }>`select id from store_prepare where status = 1 and store_id is null and stage < 6 order by id limit 1`.execute(t.db))
      .rows[0].id;
    await sql`update store_prepare set store_id = 1 where id = ${mine}`.execute(t.db);
    const rows = await ok<Project[]>(t.app, store001, 'POST', api.list.path, { pageSize: 50 });
    expect(rows.map((r) => r.id)).toEqual([mine]);
    const other = (
      await sql<{ id: number; stage: number }>`select id, stage from store_prepare where status = 1 and id <> ${mine} order by id limit 1`.execute(t.db)
    ).rows[0];
    await refused(t.app, store001, 'POST', advanceStorePrepare.path, { id: other.id, toStage: other.stage + 1 }, RetCode.REFUSED, '不存在');
    await refused(t.app, store001, 'GET', storePrepareLogs.path, { id: other.id }, RetCode.REFUSED, '不存在');
    const stage = (await detailOf(store001, mine)).stage;
    expect((await advance(store001, mine, stage + 1)).stage).toBe(stage + 1);
  });
});
