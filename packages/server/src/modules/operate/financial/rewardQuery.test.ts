import { RetCode, RewardPath } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, openTestApp, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/financial/rewardQuery 打赏查询: tips within the default range. */
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown> & { id: number; storeId: number; status: number };
const list = async (session: Session, url: string, query: Record<string, unknown> = {}) => {
  const { envelope } = await request<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query });
  expect(envelope.retCode, envelope.retMsg).toBe(RetCode.SUCCESS);
  return envelope.result;
};
const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows;

describe('tips', () => {
  it('lists tips within the last 30 days by default range, filtered by status', async () => {
    const returned = await list(admin, RewardPath.list, { status: 2, rewardedAtStart: '2020-01-01', rewardedAtEnd: '2020-03-01' });
    expect(returned).toEqual([]);
    const [any] = await rows(sql<{ d: string }>`select to_char(max(rewarded_at) at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as d from craftsman_reward`);
    const tips = await list(admin, RewardPath.list, { rewardedAtStart: any.d, rewardedAtEnd: any.d });
    expect(tips.length).toBeGreaterThan(0);
    expect(tips[0]).toMatchObject({ craftsmanName: expect.any(String), storeName: expect.any(String), amount: expect.stringMatching(/^\d+\.\d{2}$/) });
  });
});
