import {
  costLaborResource,
  costMatterResource,
  costSettleGenerate,
  costSettleQuery,
  costSettleResource,
  resourceEndpoints,
  RetCode,
  RetMsg,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 结算列表: seeded settlements in both states, 生成 from the records, exact totals (checked in SQL), 确认 locks it and its lines. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(costSettleResource);
const labor = resourceEndpoints(costLaborResource);
const matter = resourceEndpoints(costMatterResource);

type Settlement = { id: number; status: number; storeId: number; month: string; costTotal: string; receivedTotal: string; balance: string; lineCount: number };
const china = new Date(Date.now() + 8 * 3600_000);
const monthStart = (back: number) => new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - back, 1)).toISOString().slice(0, 10);

/** Settlements whose totals differ from the sums of their lines (none, always). */
const mismatched = async () =>
  (
    await sql<{ n: number }>`select count(*)::int as n from franchise_settlement s where
      s.labor_total <> coalesce((select sum(amount) from franchise_cost c where c.settlement_id = s.id and c.kind = 1), 0)
      or s.material_total <> coalesce((select sum(amount) from franchise_cost c where c.settlement_id = s.id and c.kind = 2), 0)
      or s.operation_total <> coalesce((select sum(amount) from franchise_cost c where c.settlement_id = s.id and c.kind = 3), 0)
      or s.investment_total <> coalesce((select sum(amount) from franchise_cost c where c.settlement_id = s.id and c.kind = 4), 0)
      or s.line_count <> (select count(*) from franchise_cost c where c.settlement_id = s.id)
      or s.cost_total <> s.labor_total + s.material_total + s.operation_total + s.investment_total
      or s.received_total <> coalesce((select sum(amount) from franchise_payment p where p.store_id = s.store_id and p.audit_status = 1 and p.fee_kind <> 3
           and p.paid_on >= s.month and p.paid_on < s.month + interval '1 month'), 0)
      or s.balance <> s.received_total - s.cost_total`.execute(t.db)
  ).rows[0].n;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('结算列表', () => {
  it('lists seeded settlements, open first, whose totals equal the sums of their lines', async () => {
    const rows = await ok<Settlement[]>(t.app, admin, 'POST', api.list.path, { pageSize: 20 });
    expect(rows[0].status).toBe(0);
    for (const status of [0, 1]) expect((await ok<Settlement[]>(t.app, admin, 'POST', api.list.path, { pageSize: 5, status })).length).toBeGreaterThan(0);
    expect(await mismatched()).toBe(0);
    const lines = await ok<{ costs: { amount: string }[]; receipts: unknown[] }>(t.app, admin, 'POST', costSettleQuery.path, { id: rows[0].id });
    expect(lines.costs.length).toBe(rows[0].lineCount);
    await refused(t.app, store001, 'POST', api.list.path, { pageSize: 5 }, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });

  it('生成 computes a store’s month from its records; a new cost and regenerating move the totals; 确认 locks it and its lines', async () => {
    const month = monthStart(0);
    const storeId = (await sql<{ store_id: number }>`select store_id from franchise_store order by store_id limit 1`.execute(t.db)).rows[0].store_id;
    const first = await ok<{ id: number; costTotal: string; lineCount: number }>(t.app, admin, 'POST', costSettleGenerate.path, { storeId, month });
    expect(await mismatched()).toBe(0);
    // A labour line of 1234.56 this month, then 生成 again: the same settlement, 1234.56 more.
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const { id: costId } = await ok<{ id: number }>(t.app, admin, 'POST', labor.create.path, { storeId, costDate: day, item: '店长派遣', amount: '1234.56' });
    const again = await ok<{ id: number; costTotal: string; lineCount: number }>(t.app, admin, 'POST', costSettleGenerate.path, { storeId, month });
    expect(again.id).toBe(first.id);
    expect(again.lineCount).toBe(first.lineCount + 1);
    expect(Math.round(Number(again.costTotal) * 100) - Math.round(Number(first.costTotal) * 100)).toBe(123456);
    expect(await mismatched()).toBe(0);

    await ok(t.app, admin, 'POST', api.transition.path, { id: first.id, action: 'confirm' });
    expect(await ok<Settlement>(t.app, admin, 'GET', api.detail.path, { id: first.id })).toMatchObject({ status: 1 });
    await refused(t.app, admin, 'POST', costSettleGenerate.path, { storeId, month }, RetCode.REFUSED, '已确认，不能重新生成');
    await refused(t.app, admin, 'POST', labor.update.path, { id: costId, costDate: day, item: '改', amount: '1.00' }, RetCode.REFUSED, '不可修改');
    await refused(t.app, admin, 'POST', labor.remove.path, { id: costId }, RetCode.REFUSED, '不可删除');
    await refused(t.app, admin, 'POST', matter.create.path, { storeId, costDate: day, item: '补货', amount: '10.00' }, RetCode.REFUSED, '已确认');
    await refused(t.app, admin, 'POST', api.update.path, { id: first.id, remark: '改' }, RetCode.REFUSED, '已确认的结算单不可修改');
    expect(await mismatched()).toBe(0);
  });

  it('refuses a future month and a store that is not a franchise store, writing nothing', async () => {
    const before = (await sql<{ n: number }>`select count(*)::int as n from franchise_settlement`.execute(t.db)).rows[0].n;
    const storeId = (await sql<{ store_id: number }>`select store_id from franchise_store order by store_id limit 1`.execute(t.db)).rows[0].store_id;
    await refused(t.app, admin, 'POST', costSettleGenerate.path, { storeId, month: monthStart(-2) }, RetCode.INVALID, 'month');
    await refused(t.app, admin, 'POST', costSettleGenerate.path, { storeId: 1, month: monthStart(1) }, RetCode.INVALID, 'storeId');
    await refused(t.app, admin, 'POST', costSettleGenerate.path, { storeId, month: '2026-13-01' }, RetCode.INVALID, 'month');
    expect((await sql<{ n: number }>`select count(*)::int as n from franchise_settlement`.execute(t.db)).rows[0].n).toBe(before);
  });
});
