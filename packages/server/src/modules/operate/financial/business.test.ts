import { addMoney, RetCode, StoredValuePath, subMoney } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, login, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/financial/business 营业流水: a store day adds up and agrees with the orders. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Row = Record<string, unknown> & { id: number };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];
const list = async (session: Session, url: string, query: Record<string, unknown> = {}) => {
  const answer = await call<Row[]>(t.app, session, 'POST', url, { pageSize: 50, ...query });
  expect(answer.retCode, answer.retMsg).toBe(RetCode.SUCCESS);
  return answer;
};

describe('营业流水', () => {
  it('a store day adds up: net = revenue - card-paid + recharges + card sales - refunds, and agrees with the orders', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() + 8 * 3_600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
    const days = (await list(store001, StoredValuePath.businessList, { bizDateStart: start, bizDateEnd: today, pageSize: 50 })).result;
    expect(days.length).toBeGreaterThan(10);
    expect(days.every((d) => d.storeId === 1)).toBe(true);
    for (const d of days) {
      expect(d.netAmount).toBe(
        addMoney(
          d.serviceRevenue as string,
          subMoney('0', d.cardConsumed as string),
          d.rechargeAmount as string,
          d.cardSales as string,
          subMoney('0', d.refundAmount as string),
        ),
      );
    }
    const day = days[3];
    const orders = await one(sql<{ n: number; paid: string }>`
      select count(*)::int as n, coalesce(sum(paid), 0) as paid from customer_order where store_id = 1 and status in (3, 4, 5, 8) and (paid_at at time zone 'Asia/Shanghai')::date = ${day.bizDate as string}::date`);
    expect({ n: day.orderCount, paid: day.serviceRevenue }).toEqual({ n: orders.n, paid: orders.paid });
    await refused(t.app, admin, 'POST', StoredValuePath.businessList, { bizDateStart: '2025-01-01', bizDateEnd: today }, RetCode.INVALID, '366');
    // By district: only the stores of that district.
    const district = await one(sql<{ district_id: number }>`select district_id from store where id = 1`);
    const inDistrict = (
      await list(admin, StoredValuePath.businessList, { bizDateStart: today, bizDateEnd: today, districtId: district.district_id, pageSize: 200 })
    ).result;
    const stores = (await sql<{ id: number }>`select id from store where district_id = ${district.district_id}`.execute(t.db)).rows.map((r) => r.id);
    expect(inDistrict.every((r) => stores.includes(r.storeId as number))).toBe(true);
  });
});
