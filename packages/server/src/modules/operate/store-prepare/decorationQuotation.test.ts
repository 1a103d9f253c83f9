import {
  buildDecoQuotation,
  decoQuotationProjectOptions,
  decoQuotationResource,
  decoQuotationTemplateLines,
  decoQuotationTemplateOptions,
  decoQuotationView,
  resourceEndpoints,
  RetCode,
  reviseDecoQuotation,
  saveDecoQuotationLines,
  type EndpointResult,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 装修报价 and its detail: seeded versions, build from a template with exact totals, draft edits, submit/confirm, revise into versions, locks, scope. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(decoQuotationResource);
const PAGE = decoQuotationResource.page;
type View = EndpointResult<typeof decoQuotationView>;
type Row = { id: number; quotationNo: string; versionNo: number; status: number; totalAmount: string; lineCount: number; storeId: number | null };

const view = (s: Session, id: number) => ok<View>(t.app, s, 'GET', decoQuotationView.path, { id });
const list = (s: Session, query: Record<string, unknown> = {}) => ok<Row[]>(t.app, s, 'POST', api.list.path, { pageSize: 200, ...query });
const quotationRows = async () => (await sql<{ n: number }>`select count(*)::int as n from stpr_deco_quotation`.execute(t.db)).rows[0].n;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  const role = (
    await sql<{ role_id: number }>`select ur.role_id from user_role ur join app_user u on u.id = ur.user_id where u.account = 'store001' limit 1`.execute(t.db)
  ).rows[0].role_id;
  await sql`insert into role_menu (role_id, menu_id) select ${role}, m.id from menu m
    where (m.url in ('/operate', '/operate/store-prepare', ${PAGE}) or m.code like 'operate:decoQuotation:%')
      and not exists (select 1 from role_menu x where x.role_id = ${role} and x.menu_id = m.id)`.execute(t.db);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('装修报价', () => {
  it('lists the current version of each seeded quotation; the detail shows every version, lines and totals by trade, all exact', async () => {
    const rows = await list(admin);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.every((r) => r.status !== 4)).toBe(true);
    for (const status of [1, 2, 3])
      expect(
        rows.some((r) => r.status === status),
        `status ${status}`,
      ).toBe(true);
    const third = rows.find((r) => r.versionNo === 3)!;
    const v = await view(admin, third.id);
    expect(v.versions.map((x) => [x.versionNo, x.status])).toEqual([
      [3, third.status],
      [2, 4],
      [1, 4],
    ]);
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(v.lines.reduce((s, l) => s + cents(l.amount), 0)).toBe(cents(v.quotation.totalAmount));
    expect(v.categories.reduce((s, c) => s + cents(c.amount), 0)).toBe(cents(v.quotation.totalAmount));
    for (const l of v.lines) expect(cents(l.amount)).toBe(Math.round((cents(l.quantity) * cents(l.unitPrice)) / 100));
    // An earlier version is kept and viewable.
    const old = await view(admin, v.versions[2].id);
    expect(old.quotation).toMatchObject({ versionNo: 1, status: 4, quotationNo: third.quotationNo });
    const bad = await sql`select q.id from stpr_deco_quotation q left join stpr_deco_quotation_line l on l.quotation_id = q.id
      group by q.id, q.total_amount having coalesce(sum(l.amount), 0) <> q.total_amount`.execute(t.db);
    expect(bad.rows).toEqual([]);
  });

  it('builds a quotation from a template with changed quantities and prices: total = Σ round(qty × price, 2) exactly', async () => {
    const [project] = await ok<{ id: number; name: string }[]>(t.app, admin, 'GET', decoQuotationProjectOptions.path, {});
    const [template] = await ok<{ id: number }[]>(t.app, admin, 'GET', decoQuotationTemplateOptions.path, {});
    const lines = await ok<EndpointResult<typeof decoQuotationTemplateLines>>(t.app, admin, 'GET', decoQuotationTemplateLines.path, {
      templateId: template.id,
    });
    expect(lines.length).toBeGreaterThan(5);
    const changed = [
      ...lines.slice(0, 3).map((l, i) => ({ ...l, quantity: ['33.33', '0.07', '12.5'][i], unitPrice: ['18.18', '0.33', '999.99'][i] })),
      { category: 8, item: '空调移位', unit: '台', quantity: '3', unitPrice: '450.50', remark: null },
    ];
    // 33.33 × 18.18 = 605.9394 → 605.94; 0.07 × 0.33 = 0.0231 → 0.02; 12.5 × 999.99 = 12499.875 → 12499.88; 3 × 450.50 = 1351.50
    const before = await quotationRows();
    await refused(
      t.app,
      admin,
      'POST',
      buildDecoQuotation.path,
      { prepareId: project.id, templateId: template.id, lines: [{ ...changed[0], quantity: '1.005' }] },
      RetCode.INVALID,
      '数量须为不超过两位小数',
    );
    await refused(t.app, admin, 'POST', buildDecoQuotation.path, { prepareId: project.id, templateId: template.id, lines: [] }, RetCode.INVALID, 'lines');
    expect(await quotationRows()).toBe(before);
    const built = await ok<{ id: number; quotationNo: string; versionNo: number; totalAmount: string; lineCount: number }>(
      t.app,
      admin,
      'POST',
      buildDecoQuotation.path,
      {
        prepareId: project.id,
        templateId: template.id,
        lines: changed,
      },
    );
    expect(built).toMatchObject({ versionNo: 1, lineCount: 4, totalAmount: '14457.34' });
    expect(built.quotationNo).toMatch(/^BJ\d{6}\d{4}$/);
    const v = await view(admin, built.id);
    expect(v.lines.map((l) => l.amount)).toEqual(['605.94', '0.02', '12499.88', '1351.50']);
    expect(v.quotation).toMatchObject({ status: 1, totalAmount: '14457.34', prepareId: project.id });
    // One quotation a project.
    await refused(
      t.app,
      admin,
      'POST',
      buildDecoQuotation.path,
      { prepareId: project.id, templateId: template.id, lines: changed },
      RetCode.INVALID,
      '该筹建项目已有装修报价',
    );
    expect((await ok<{ id: number }[]>(t.app, admin, 'GET', decoQuotationProjectOptions.path, {})).map((p) => p.id)).not.toContain(project.id);
  });

  it('edits a draft, submits (locked), revises into version 2 keeping version 1, confirms (locked for good)', async () => {
    const [project] = await ok<{ id: number }[]>(t.app, admin, 'GET', decoQuotationProjectOptions.path, {});
    const [template] = await ok<{ id: number }[]>(t.app, admin, 'GET', decoQuotationTemplateOptions.path, {});
    const line = { category: 2, item: '强电线路改造', unit: '米', quantity: '10', unitPrice: '38.00', remark: null };
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', buildDecoQuotation.path, { prepareId: project.id, templateId: template.id, lines: [line] });
    expect(
      await ok(t.app, admin, 'POST', saveDecoQuotationLines.path, { id, lines: [line, { ...line, item: '插座', quantity: '2.5', unitPrice: '0.99' }] }),
    ).toMatchObject({
      lineCount: 2,
      totalAmount: '382.48',
    });
    await refused(t.app, admin, 'POST', reviseDecoQuotation.path, { id }, RetCode.REFUSED, '当前状态「草稿」可以直接修改明细');
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'confirm' }, RetCode.REFUSED, '当前状态「草稿」不能确认');
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'submit' });
    await refused(t.app, admin, 'POST', saveDecoQuotationLines.path, { id, lines: [line] }, RetCode.REFUSED, '当前状态「已提交」不能修改明细');
    await refused(t.app, admin, 'POST', api.update.path, { id, remark: '改' }, RetCode.REFUSED, '已提交的装修报价不可修改');

    const v2 = await ok<{ id: number; versionNo: number }>(t.app, admin, 'POST', reviseDecoQuotation.path, { id });
    expect(v2.versionNo).toBe(2);
    await refused(t.app, admin, 'POST', reviseDecoQuotation.path, { id }, RetCode.REFUSED, '当前状态「已修订」不能修订');
    await ok(t.app, admin, 'POST', saveDecoQuotationLines.path, { id: v2.id, lines: [{ ...line, quantity: '12' }] });
    const listed = await list(admin, { quotationNo: (await view(admin, id)).quotation.quotationNo });
    expect(listed.map((r) => [r.id, r.versionNo, r.totalAmount])).toEqual([[v2.id, 2, '456.00']]);
    const history = await view(admin, v2.id);
    expect(history.versions.map((x) => [x.versionNo, x.status, x.totalAmount])).toEqual([
      [2, 1, '456.00'],
      [1, 4, '382.48'],
    ]);
    expect((await view(admin, id)).lines.length).toBe(2);

    await ok(t.app, admin, 'POST', api.transition.path, { id: v2.id, action: 'submit' });
    await ok(t.app, admin, 'POST', api.transition.path, { id: v2.id, action: 'confirm' });
    await refused(t.app, admin, 'POST', reviseDecoQuotation.path, { id: v2.id }, RetCode.REFUSED, '当前状态「已确认」不能修订');
    await refused(t.app, admin, 'POST', saveDecoQuotationLines.path, { id: v2.id, lines: [line] }, RetCode.REFUSED, '当前状态「已确认」');
    expect((await auditRows(t.db, { table: 'stpr_deco_quotation', recordId: v2.id })).map((r) => r.action)).toEqual(
      expect.arrayContaining(['revise', 'saveLines', 'transition:submit', 'transition:confirm']),
    );
  });

  it('a store user sees and builds only for their stores’ projects', async () => {
    const project = (
      await sql<{ id: number }>`select id from store_prepare p where status = 1 and store_id is null
      and not exists (select 1 from stpr_deco_quotation q where q.prepare_id = p.id) order by id limit 1`.execute(t.db)
    ).rows[0];
    await sql`update store_prepare set store_id = 1 where id = ${project.id}`.execute(t.db);
    expect(await list(store001)).toEqual([]);
    expect((await ok<{ id: number }[]>(t.app, store001, 'GET', decoQuotationProjectOptions.path, {})).map((p) => p.id)).toEqual([project.id]);
    const other = (await list(admin))[0];
    await refused(t.app, store001, 'GET', decoQuotationView.path, { id: other.id }, RetCode.REFUSED, '不存在');
    await refused(t.app, store001, 'POST', reviseDecoQuotation.path, { id: other.id }, RetCode.REFUSED, '不存在');
    const otherProject = (
      await sql<{ id: number }>`select id from store_prepare p where status = 1 and coalesce(store_id, 0) <> 1
      and not exists (select 1 from stpr_deco_quotation q where q.prepare_id = p.id) order by id limit 1`.execute(t.db)
    ).rows[0];
    const [template] = await ok<{ id: number }[]>(t.app, admin, 'GET', decoQuotationTemplateOptions.path, {});
    const line = { category: 2, item: '强电线路改造', unit: '米', quantity: '10', unitPrice: '38.00', remark: null };
    await refused(
      t.app,
      store001,
      'POST',
      buildDecoQuotation.path,
      { prepareId: otherProject.id, templateId: template.id, lines: [line] },
      RetCode.INVALID,
      '筹建项目不存在',
    );
    const { id } = await ok<{ id: number }>(t.app, store001, 'POST', buildDecoQuotation.path, {
      prepareId: project.id,
      templateId: template.id,
      lines: [line],
    });
    expect((await list(store001)).map((r) => [r.id, r.storeId])).toEqual([[id, 1]]);
  });
});
