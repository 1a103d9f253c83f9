import { dataLevelResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/gradeManage/datalevel 数据等级: the S-level thresholds, edited between their neighbours. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(dataLevelResource);
type Row = { id: number; code: string; name: string; minPerformance: string; minCustomers: number; minDesignatedRate: string; updatedBy: string | null };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('数据等级', () => {
  it('lists S1..S5 in order with exact money thresholds; store managers have no access', async () => {
    const rows = await ok<Row[]>(t.app, admin, 'POST', api.list.path, {});
    expect(rows.map((r) => r.code)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5']);
    expect(rows[3].minPerformance).toBe('2500.00');
    await refused(t.app, store001, 'POST', api.list.path, {}, RetCode.REFUSED);
  });

  it('edits a level, refusing thresholds below the level under it or above the one over it, and no level added', async () => {
    const rows = await ok<Row[]>(t.app, admin, 'POST', api.list.path, {});
    const s3 = rows.find((r) => r.code === 'S3')!;
    const edit = { id: s3.id, name: s3.name, minPerformance: '1800.50', minCustomers: 9, minDesignatedRate: '12.5', remark: '有稳定的回头客' };
    await ok(t.app, admin, 'POST', api.update.path, edit);
    const saved = (
      await sql<{
        min_performance: string;
        updated_by: string;
      }>`select min_performance::text, updated_by from craftsman_data_level where id = ${s3.id}`.execute(t.db)
    ).rows[0];
    expect(saved).toEqual({ min_performance: '1800.50', updated_by: '系统管理员' });
    await refused(t.app, admin, 'POST', api.update.path, { ...edit, minPerformance: '500' }, RetCode.INVALID, 'minPerformance');
    await refused(t.app, admin, 'POST', api.update.path, { ...edit, minCustomers: 30 }, RetCode.INVALID, 'minCustomers');
    await refused(t.app, admin, 'POST', api.update.path, { ...edit, minDesignatedRate: '101' }, RetCode.INVALID, 'minDesignatedRate');
    // One row a level: none added.
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { code: 'S3', name: '重复', minPerformance: '1', minCustomers: 1, minDesignatedRate: '1' },
      RetCode.REFUSED,
    );
    expect(
      (await sql<{ min_performance: string }>`select min_performance::text from craftsman_data_level where id = ${s3.id}`.execute(t.db)).rows[0]
        .min_performance,
    ).toBe('1800.50');
  });
});
