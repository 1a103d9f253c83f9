import { decoVersionResource, decoVersionTemplateOptions, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 装修版本: one in force a brand (启用 switches the other off), only published templates of the brand. */
let t: TestApp;
let admin: Session;
const api = resourceEndpoints(decoVersionResource);
type Version = { id: number; brandType: number; enabled: number; templateName: string | null };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('装修版本', () => {
  it('lists the versions with their template, at most one enabled a brand; enabling another switches the first off', async () => {
    const rows = await ok<Version[]>(t.app, admin, 'POST', api.list.path, { pageSize: 50 });
    expect(rows.length).toBe(8);
    expect(rows.every((r) => r.templateName)).toBe(true);
    for (const brand of [0, 1, 2, 3]) expect(rows.filter((r) => r.brandType === brand && r.enabled === 1).length).toBeLessThanOrEqual(1);
    const off = rows.find((r) => r.brandType === 0 && r.enabled === 0)!;
    const on = rows.find((r) => r.brandType === 0 && r.enabled === 1)!;
    await ok(t.app, admin, 'POST', api.transition.path, { id: off.id, action: 'enable' });
    const after = await ok<Version[]>(t.app, admin, 'POST', api.list.path, { pageSize: 50, brandType: 0 });
    expect(after.find((r) => r.id === off.id)?.enabled).toBe(1);
    expect(after.find((r) => r.id === on.id)?.enabled).toBe(0);
  });

  it('takes only a published template of its brand', async () => {
    const options = await ok<{ id: number; name: string }[]>(t.app, admin, 'GET', decoVersionTemplateOptions.path);
    expect(options.length).toBe(7);
    const draft = (await sql<{ id: number }>`select id from stpr_deco_template where status = 1 limit 1`.execute(t.db)).rows[0].id;
    const other = (await sql<{ id: number }>`select id from stpr_deco_template where status = 2 and brand_type = 1 limit 1`.execute(t.db)).rows[0].id;
    const version = { name: '测试版本', brandType: 0, effectiveDate: '2026-12-01' };
    await refused(t.app, admin, 'POST', api.create.path, { ...version, templateId: draft }, RetCode.INVALID, '已发布');
    await refused(t.app, admin, 'POST', api.create.path, { ...version, templateId: other }, RetCode.INVALID, '品牌不一致');
    const ok0 = (await sql<{ id: number }>`select id from stpr_deco_template where status = 2 and brand_type = 0 limit 1`.execute(t.db)).rows[0].id;
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, { ...version, templateId: ok0 });
    expect(await ok<Version>(t.app, admin, 'GET', api.detail.path, { id })).toMatchObject({ enabled: 0, brandType: 0 });
  });
});
