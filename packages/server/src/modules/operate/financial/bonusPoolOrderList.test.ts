import { BonusPoolPath, RetCode, type BonusMonthSummary, type BonusSettleResult } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/financial/bonusPoolOrderList 奖金池订单: settling a store-month once, after it ended. */
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});
const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows;
const today = sql`(now() at time zone 'Asia/Shanghai')::date`;

describe('bonus pool', () => {
  it('settles one store-month of the bonus pool at once, once, and only after the month ended', async () => {
    const [open] = await rows(sql<{ store_id: number; month: string; n: number; total: string }>`
      select store_id, month, count(*)::int as n, sum(contribution)::numeric(14, 2)::text as total from bonus_pool_order
      where settle_status = 0 and month < to_char(${today}, 'YYYY-MM') group by store_id, month order by store_id limit 1`);
    const summary = await ok<BonusMonthSummary>(t.app, admin, 'GET', BonusPoolPath.monthSummary, { storeId: open.store_id, month: open.month });
    expect(summary).toMatchObject({ unsettled: open.n, unsettledTotal: open.total, ended: true });
    const settled = await ok<BonusSettleResult>(t.app, admin, 'POST', BonusPoolPath.settle, { storeId: open.store_id, month: open.month });
    expect(settled).toEqual({ storeId: open.store_id, month: open.month, settled: open.n, total: open.total });
    const [left] = await rows(
      sql<{
        n: number;
      }>`select count(*)::int as n from bonus_pool_order where store_id = ${open.store_id} and month = ${open.month} and (settle_status = 0 or settled_by <> '系统管理员')`,
    );
    expect(left.n).toBe(0);
    await refused(t.app, admin, 'POST', BonusPoolPath.settle, { storeId: open.store_id, month: open.month }, RetCode.REFUSED, '的奖金池已结算，不能重复结算');

    const [current] = await rows(sql<{ month: string }>`select to_char(${today}, 'YYYY-MM') as month`);
    const audits = await countRows(t.db, 'audit_log');
    await refused(t.app, admin, 'POST', BonusPoolPath.settle, { storeId: 1, month: current.month }, RetCode.REFUSED, `${current.month} 尚未结束`);
    await refused(t.app, admin, 'POST', BonusPoolPath.settle, { storeId: 1, month: '2026-13' }, RetCode.INVALID, '结算月份应为 YYYY-MM');
    expect(await countRows(t.db, 'audit_log')).toBe(audits);
  });
});
