import {
  deleteSurveyDrawing,
  resourceEndpoints,
  RetCode,
  saveSurveyDrawings,
  stprDrawsTypeConfig,
  surveyDrawingProjectOptions,
  surveyDrawingResource,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 勘测图纸: the type configuration (spec getStprDrawsTypeConfig), seeded drawings by type, upload rules, delete rules, scope. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(surveyDrawingResource);
const PAGE = surveyDrawingResource.page;
const IMG = '/files/seed/store-prepare/drawing-1.jpg';
type Drawing = { id: number; prepareId: number; typeId: number; typeName: string; name: string; fileKind: string; fileUrl: string; storeId: number | null };
const list = (s: Session, query: Record<string, unknown> = {}) => ok<Drawing[]>(t.app, s, 'POST', api.list.path, { pageSize: 200, ...query });
const drawingRows = async () => (await sql<{ n: number }>`select count(*)::int as n from stpr_survey_drawing`.execute(t.db)).rows[0].n;
const activeProject = async (skip = 0) =>
  (
    await sql<{ id: number }>`select id from store_prepare p where status = 1 and exists (select 1 from stpr_survey_drawing d where d.prepare_id = p.id)
      order by id offset ${skip} limit 1`.execute(t.db)
  ).rows[0].id;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  const role = (
    await sql<{ role_id: number }>`select ur.role_id from user_role ur join app_user u on u.id = ur.user_id where u.account = 'store001' limit 1`.execute(t.db)
  ).rows[0].role_id;
  await sql`insert into role_menu (role_id, menu_id) select ${role}, m.id from menu m
    where (m.url in ('/operate', '/operate/store-prepare', ${PAGE}) or m.code like 'operate:surveyDrawings:%')
      and not exists (select 1 from role_menu x where x.role_id = ${role} and x.menu_id = m.id)`.execute(t.db);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('勘测图纸', () => {
  it('answers the drawing types as [{id, name}] and lists seeded drawings of every type, filtered by type', async () => {
    const types = await ok<{ id: number; name: string }[]>(t.app, admin, 'GET', stprDrawsTypeConfig.path, {});
    expect(types.length).toBe(7);
    expect(types[0]).toEqual({ id: 1, name: '原始建筑图' });
    expect(Object.keys(types[0]).sort()).toEqual(['id', 'name']);
    for (const type of types) {
      const rows = await list(admin, { typeId: type.id, pageSize: 20 });
      expect(rows.length, type.name).toBeGreaterThan(0);
      expect(rows.every((r) => r.typeId === type.id && r.typeName === type.name)).toBe(true);
    }
  });

  it('uploads pictures and a PDF of one type for a project in progress; refuses other formats, unknown types and finished projects', async () => {
    const prepareId = await activeProject();
    const before = await drawingRows();
    const files = [
      { name: '平面图A', url: IMG },
      { name: '平面图B', url: '/files/upload/doc/2026/11/plan-b.pdf' },
    ];
    await refused(
      t.app,
      admin,
      'POST',
      saveSurveyDrawings.path,
      { prepareId, typeId: 3, files: [{ name: '说明', url: '/files/upload/doc/a.docx' }] },
      RetCode.INVALID,
      '仅支持',
    );
    await refused(
      t.app,
      admin,
      'POST',
      saveSurveyDrawings.path,
      { prepareId, typeId: 3, files: [{ name: '外链', url: '//evil.example/a.jpg' }] },
      RetCode.INVALID,
      '地址不正确',
    );
    await refused(t.app, admin, 'POST', saveSurveyDrawings.path, { prepareId, typeId: 99, files }, RetCode.INVALID, '图纸类型不存在');
    const done = (await sql<{ id: number }>`select id from store_prepare where status <> 1 order by id limit 1`.execute(t.db)).rows[0];
    await refused(t.app, admin, 'POST', saveSurveyDrawings.path, { prepareId: done.id, typeId: 3, files }, RetCode.INVALID, '不能再上传图纸');
    expect(await drawingRows()).toBe(before);

    const { ids } = await ok<{ ids: number[] }>(t.app, admin, 'POST', saveSurveyDrawings.path, { prepareId, typeId: 3, files, remark: '初版' });
    expect(ids.length).toBe(2);
    const rows = await list(admin, { prepareId, typeId: 3 });
    expect(
      rows
        .filter((r) => ids.includes(r.id))
        .map((r) => [r.name, r.fileKind])
        .sort(),
    ).toEqual([
      ['平面图A', 'image'],
      ['平面图B', 'pdf'],
    ]);
    expect((await auditRows(t.db, { table: 'stpr_survey_drawing', recordId: ids[0] })).map((r) => r.action)).toContain('upload');

    await ok(t.app, admin, 'POST', deleteSurveyDrawing.path, { id: ids[1] });
    expect(await drawingRows()).toBe(before + 1);
    // A finished project's drawings are archived: no delete.
    const archived = (
      await sql<{
        id: number;
        status: number;
      }>`select d.id, p.status from stpr_survey_drawing d join store_prepare p on p.id = d.prepare_id where p.status <> 1 limit 1`.execute(t.db)
    ).rows[0];
    await refused(t.app, admin, 'POST', deleteSurveyDrawing.path, { id: archived.id }, RetCode.REFUSED, '图纸已归档，不能删除');
  });

  it('a store user sees, uploads and deletes only for their stores’ projects', async () => {
    const prepareId = await activeProject(1);
    await sql`update store_prepare set store_id = 1 where id = ${prepareId}`.execute(t.db);
    await sql`update stpr_survey_drawing set store_id = 1 where prepare_id = ${prepareId}`.execute(t.db);
    const mine = await list(store001);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.prepareId === prepareId && r.storeId === 1)).toBe(true);
    expect((await ok<{ id: number }[]>(t.app, store001, 'GET', surveyDrawingProjectOptions.path, {})).map((p) => p.id)).toEqual([prepareId]);
    const other = await activeProject(2);
    await refused(
      t.app,
      store001,
      'POST',
      saveSurveyDrawings.path,
      { prepareId: other, typeId: 1, files: [{ name: 'x', url: IMG }] },
      RetCode.INVALID,
      '筹建项目不存在',
    );
    const theirs = (await sql<{ id: number }>`select id from stpr_survey_drawing where coalesce(store_id, 0) <> 1 limit 1`.execute(t.db)).rows[0];
    await refused(t.app, store001, 'POST', deleteSurveyDrawing.path, { id: theirs.id }, RetCode.REFUSED);
    expect((await sql`select 1 from stpr_survey_drawing where id = ${theirs.id}`.execute(t.db)).rows.length).toBe(1);
    await ok(t.app, store001, 'POST', saveSurveyDrawings.path, { prepareId, typeId: 1, files: [{ name: '门店复测', url: IMG }] });
  });
});
