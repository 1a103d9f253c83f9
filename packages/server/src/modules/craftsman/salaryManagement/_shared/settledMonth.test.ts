import { RetCode } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../../core/errors.js';
import { openTestApp, type TestApp } from '../../../../test/harness.js';
import { assertMonthOpen, monthOf, monthWords } from './settledMonth.js';

/** assertMonthOpen: the lock every write into a store's pay month goes through (工资结算). */
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as AppError;
  }
  return undefined;
};

describe('assertMonthOpen', () => {
  it('names the month in words', () => {
    expect(monthWords('2026-03-01')).toBe('2026年3月');
    expect(monthWords('2025-12-01')).toBe('2025年12月');
    expect(monthOf('2026-03-17')).toBe('2026-03-01');
  });

  it('lets a month through until it is settled, then refuses it (000001) for that store only', async () => {
    await t.db.deleteFrom('wage_settlement').where('month', '=', '2020-03-01').execute();
    expect(await refusal(assertMonthOpen(t.db, 1, '2020-03-01'))).toBeUndefined();
    await t.db.insertInto('wage_settlement').values({ store_id: 1, month: '2020-03-01', status: 1, computed_by: 'test' }).execute();
    expect(await refusal(assertMonthOpen(t.db, 1, '2020-03-01'))).toBeUndefined(); // 已复核 is still open
    await t.db.updateTable('wage_settlement').set({ status: 2 }).where('store_id', '=', 1).where('month', '=', '2020-03-01').execute();
    const e = await refusal(t.db.transaction().execute((trx) => assertMonthOpen(trx, 1, '2020-03-15')));
    expect(e).toBeInstanceOf(AppError);
    expect(e?.retCode).toBe(RetCode.REFUSED);
    expect(e?.message).toBe('该门店2020年3月工资已结算，不能再修改');
    expect(await refusal(assertMonthOpen(t.db, 2, '2020-03-01'))).toBeUndefined();
    expect(await refusal(assertMonthOpen(t.db, 1, '2020-04-01'))).toBeUndefined();
  });
});
