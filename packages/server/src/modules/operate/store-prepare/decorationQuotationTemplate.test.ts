import { decoTemplateResource, resourceEndpoints, RetCode, reviseDecoTemplate, saveDecoTemplateLines } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 装修报价模板: seeded templates with 20–40 lines, exact amounts (checked in SQL), draft lines saved, publish, revise into a new version. */
let t: TestApp;
let admin: Session;
const api = resourceEndpoints(decoTemplateResource);
type Template = { id: number; templateNo: string; status: number; versionNo: number; lineCount: number; totalAmount: string; lines: { amount: string }[] };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('装修报价模板', () => {
  it('lists the seeded templates in every state with 20–40 lines; each total is the sum of its lines, each line qty × price rounded to 0.01', async () => {
    const rows = await ok<Template[]>(t.app, admin, 'POST', api.list.path, { pageSize: 50 });
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    expect(rows.every((r) => r.lineCount >= 20 && r.lineCount <= 40)).toBe(true);
    const wrong = await sql<{ n: number }>`
      select count(*)::int as n from stpr_deco_template t
      where t.total_amount <> (select coalesce(sum(l.amount), 0) from stpr_deco_template_line l where l.template_id = t.id)
         or exists (select 1 from stpr_deco_template_line l where l.template_id = t.id and l.amount <> round(l.default_qty * l.unit_price, 2))`.execute(t.db);
    expect(wrong.rows[0].n).toBe(0);
  });

  it('a draft’s lines are saved with exact amounts; a published one is refused; publish needs lines; revise makes V2 with the lines copied', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, { name: '测试模板', brandType: 0 });
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'publish' }, RetCode.REFUSED, '没有明细');
    const lines = [
      { category: 2, item: '强电线路', unit: '米', defaultQty: '3.33', unitPrice: '1.15' },
      { category: 5, item: '乳胶漆', unit: '㎡', defaultQty: 10, unitPrice: '32.5' },
    ];
    await refused(t.app, admin, 'POST', saveDecoTemplateLines.path, { id, lines: [{ ...lines[0], unitPrice: '1.155' }] }, RetCode.INVALID, '两位小数');
    await refused(t.app, admin, 'POST', saveDecoTemplateLines.path, { id, lines: [{ ...lines[0], item: 'a\u0000' }] }, RetCode.INVALID);
    // 3.33 × 1.15 = 3.8295 → 3.83; 10 × 32.5 = 325.00; total 328.83.
    expect(await ok(t.app, admin, 'POST', saveDecoTemplateLines.path, { id, lines })).toEqual({ id, lineCount: 2, totalAmount: '328.83' });
    const d = await ok<Template>(t.app, admin, 'GET', api.detail.path, { id });
    expect(d.lines.map((l) => l.amount)).toEqual(['3.83', '325.00']);
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'publish' });
    await refused(t.app, admin, 'POST', saveDecoTemplateLines.path, { id, lines }, RetCode.REFUSED, '修订');
    const v2 = await ok<{ id: number; versionNo: number }>(t.app, admin, 'POST', reviseDecoTemplate.path, { id });
    expect(v2.versionNo).toBe(2);
    expect(await ok<Template>(t.app, admin, 'GET', api.detail.path, { id: v2.id })).toMatchObject({ status: 1, lineCount: 2, totalAmount: '328.83' });
    expect(await ok<Template>(t.app, admin, 'GET', api.detail.path, { id })).toMatchObject({ status: 2, versionNo: 1 });
    await refused(t.app, admin, 'POST', reviseDecoTemplate.path, { id }, RetCode.REFUSED, '草稿');
  });
});
