import { GRADE_CRAFTSMAN_OPTIONS, priceChangeResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /craftsman/craftsman/priceChange 调价记录: price-grade change applications within P0..P10. */
let t: TestApp;
let admin: Session;
let manager: Session;
const api = resourceEndpoints(priceChangeResource);
const PAGE = { routepath: priceChangeResource.page };
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

interface Row {
  id: number;
  storeId: number;
  fromGrade: string;
  toGrade: string;
  status: number;
}

async function free(storeCondition: ReturnType<typeof sql>) {
  const found = await sql<{ id: number; price_grade: string }>`
    select c.id, c.price_grade from craftsman c where c.status = 1 and c.price_grade in ('P1', 'P2', 'P4') and ${storeCondition}
      and not exists (select 1 from craftsman_price_change p where p.craftsman_id = c.id and (p.status = 0 or (p.status = 1 and p.applied_at is null)))
    order by c.id limit 1`.execute(t.db);
  expect(found.rows[0]).toBeTruthy();
  return found.rows[0];
}
const count = async () => (await sql<{ n: number }>`select count(*)::int as n from craftsman_price_change`.execute(t.db)).rows[0].n;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  manager = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('调价记录', () => {
  it("a store manager sees and applies for their store's craftsmen only", async () => {
    const rows = await ok<Row[]>(t.app, manager, 'POST', api.list.path, { pageSize: 200 }, PAGE);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.storeId === 1)).toBe(true);
    const options = await ok<{ id: number }[]>(t.app, manager, 'GET', GRADE_CRAFTSMAN_OPTIONS.priceChange.path, {}, PAGE);
    expect(options.length).toBeGreaterThan(0);
    const c = await free(sql`c.store_id = 1`);
    const to = c.price_grade === 'P4' ? 'P5' : 'P3';
    const { id } = await ok<{ id: number }>(
      t.app,
      manager,
      'POST',
      api.create.path,
      { craftsmanId: c.id, toGrade: to, effectiveDate: chinaToday(), reason: '指定率高' },
      PAGE,
    );
    expect(await ok<Row>(t.app, manager, api.detail.method, api.detail.path, { id }, PAGE)).toMatchObject({
      storeId: 1,
      fromGrade: c.price_grade,
      toGrade: to,
      status: 0,
    });
    await refused(
      t.app,
      manager,
      'POST',
      api.create.path,
      { craftsmanId: c.id, toGrade: 'P6', effectiveDate: chinaToday(), reason: '再调' },
      RetCode.REFUSED,
      '已有待审批的调价申请',
      PAGE,
    );
    const other = await free(sql`c.store_id <> 1`);
    await refused(
      t.app,
      manager,
      'POST',
      api.create.path,
      { craftsmanId: other.id, toGrade: 'P6', effectiveDate: chinaToday(), reason: '别店' },
      RetCode.REFUSED,
      '没有该门店的数据权限',
      PAGE,
    );
  });

  it('refuses a grade outside P0..P10 and the same grade (000006 on toGrade), writing nothing', async () => {
    const c = await free(sql`true`);
    const before = await count();
    for (const toGrade of ['P11', 'P-1', 'Q3', c.price_grade])
      await refused(
        t.app,
        admin,
        'POST',
        api.create.path,
        { craftsmanId: c.id, toGrade, effectiveDate: chinaToday(), reason: '调价' },
        RetCode.INVALID,
        'toGrade',
        PAGE,
      );
    expect(await count()).toBe(before);
  });
});
