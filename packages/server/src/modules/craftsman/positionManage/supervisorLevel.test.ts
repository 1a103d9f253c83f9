import { resourceEndpoints, RetCode, supervisorLevelResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/positionManage/supervisorLevel 主管等级: M and T levels of managers, assigned from a date, with history. */
let t: TestApp;
let admin: Session;
const api = resourceEndpoints(supervisorLevelResource);
const PAGE = { routepath: supervisorLevelResource.page };
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

interface Row {
  id: number;
  craftsmanId: number;
  station: number;
  managerLevel: string;
  salaryLevel: string;
  state: number;
}

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('主管等级', () => {
  it('keeps each manager one 现行 assignment among history and ones dated ahead', async () => {
    for (const state of [1, 4, 5])
      expect((await ok<Row[]>(t.app, admin, 'POST', api.list.path, { state, pageSize: 1 }, PAGE)).length, `state ${state}`).toBe(1);
    const current = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { state: 1, pageSize: 200 }, PAGE);
    expect(new Set(current.map((r) => r.craftsmanId)).size).toBe(current.length);
  });

  it('a new assignment from today becomes 现行 and its predecessor 已失效; the same levels again or a non-manager are refused (000006)', async () => {
    const [now] = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { state: 1, pageSize: 1 }, PAGE);
    const body = { craftsmanId: now.craftsmanId, effectiveDate: chinaToday(), remark: '年度考评' };
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { ...body, managerLevel: now.managerLevel, salaryLevel: now.salaryLevel },
      RetCode.INVALID,
      'managerLevel',
      PAGE,
    );
    const higher = now.managerLevel === 'M5' ? 'M4' : `M${Number(now.managerLevel.slice(1)) + 1}`;
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, { ...body, managerLevel: higher, salaryLevel: now.salaryLevel }, PAGE);
    expect(await ok<Row>(t.app, admin, api.detail.method, api.detail.path, { id }, PAGE)).toMatchObject({
      state: 1,
      managerLevel: higher,
      station: now.station,
    });
    expect((await ok<Row>(t.app, admin, api.detail.method, api.detail.path, { id: now.id }, PAGE)).state).toBe(5);
    const stylist = (await sql<{ id: number }>`select id from craftsman where station = 0 and status = 1 order by id limit 1`.execute(t.db)).rows[0];
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { ...body, craftsmanId: stylist.id, managerLevel: 'M1', salaryLevel: 'T1' },
      RetCode.INVALID,
      'craftsmanId',
      PAGE,
    );
    await refused(t.app, admin, 'POST', api.create.path, { ...body, managerLevel: 'M9', salaryLevel: 'T1' }, RetCode.INVALID, 'managerLevel', PAGE);
  });
});
