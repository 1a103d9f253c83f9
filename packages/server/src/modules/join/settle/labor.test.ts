import { costBusinesResource, costFixedResource, costLaborResource, costMatterResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** The four cost pages (one shared declaration): each lists only its kind, writes its kind and month, refuses bad input. */
let t: TestApp;
let admin: Session;
const PAGES = [
  [costLaborResource, 1],
  [costMatterResource, 2],
  [costBusinesResource, 3],
  [costFixedResource, 4],
] as const;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('人工费用, 物料费用, 运营费用, 投资款', () => {
  it('each page lists its own kind from the seed and adds a line of its kind in the month of its date', async () => {
    const storeId = (await sql<{ store_id: number }>`select store_id from franchise_store order by store_id desc limit 1`.execute(t.db)).rows[0].store_id;
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    for (const [def, kind] of PAGES) {
      const api = resourceEndpoints(def);
      const rows = await ok<{ id: number; month: string }[]>(t.app, admin, 'POST', api.list.path, { pageSize: 50 });
      expect(rows.length, def.title).toBeGreaterThan(0);
      const ids = rows.map((r) => r.id);
      const kinds = (await sql<{ kind: number }>`select distinct kind from franchise_cost where id in (${sql.join(ids)})`.execute(t.db)).rows.map(
        (r) => r.kind,
      );
      expect(kinds).toEqual([kind]);
      const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, { storeId, costDate: day, item: `${def.title}测试`, amount: '88.80' });
      const saved = (
        await sql<{
          kind: number;
          month: string;
          amount: string;
        }>`select kind, month::text as month, amount::text as amount from franchise_cost where id = ${id}`.execute(t.db)
      ).rows[0];
      expect(saved).toEqual({ kind, month: `${day.slice(0, 7)}-01`, amount: '88.80' });
      // Another page does not see (or edit) it.
      const other = resourceEndpoints(PAGES[kind % 4][0]);
      await refused(t.app, admin, 'GET', other.detail.path, { id }, RetCode.REFUSED);
    }
  });

  it('refuses bad input in words and writes nothing', async () => {
    const api = resourceEndpoints(costLaborResource);
    const storeId = (await sql<{ store_id: number }>`select store_id from franchise_store order by store_id desc limit 1`.execute(t.db)).rows[0].store_id;
    const count = async () => (await sql<{ n: number }>`select count(*)::int as n from franchise_cost`.execute(t.db)).rows[0].n;
    const before = await count();
    await refused(t.app, admin, 'POST', api.create.path, { storeId, costDate: '2026-01-05', item: '派遣', amount: '-1' }, RetCode.INVALID, 'amount');
    await refused(t.app, admin, 'POST', api.create.path, { storeId, costDate: '2026-01-05', item: '派\u0000遣', amount: '1' }, RetCode.INVALID, 'item');
    await refused(t.app, admin, 'POST', api.create.path, { storeId: 1, costDate: '2026-01-05', item: '派遣', amount: '1' }, RetCode.INVALID, '不是加盟门店');
    expect(await count()).toBe(before);
  });
});
