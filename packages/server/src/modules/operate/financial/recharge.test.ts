import { RetCode, StoredValuePath } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, login, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/financial/recharge 充值记录: recharge rows within a date range and the store scope. */
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
const list = async (session: Session, url: string, query: Record<string, unknown> = {}) => {
  const answer = await call<Row[]>(t.app, session, 'POST', url, { pageSize: 50, ...query });
  expect(answer.retCode, answer.retMsg).toBe(RetCode.SUCCESS);
  return answer;
};

describe('充值记录', () => {
  it('requires a date range of at most 93 days; lists recharge rows only, within the store scope', async () => {
    await refused(t.app, admin, 'POST', StoredValuePath.rechargeList, {}, RetCode.INVALID, 'createdAtStart');
    await refused(t.app, admin, 'POST', StoredValuePath.rechargeList, { createdAtStart: '2026-01-01', createdAtEnd: '2026-06-30' }, RetCode.INVALID, '93');
    const range = { createdAtStart: '2020-01-01', createdAtEnd: '2020-03-31' };
    expect((await list(admin, StoredValuePath.rechargeList, range)).result).toEqual([]);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() + 8 * 3_600_000 - 92 * 86_400_000).toISOString().slice(0, 10);
    const all = (await list(admin, StoredValuePath.rechargeList, { createdAtStart: start, createdAtEnd: today, pageSize: 200 })).result;
    expect(all.length).toBeGreaterThan(20);
    expect(all.every((r) => r.kind === 1 && /^8800\d{8}$/.test(r.cardNo as string))).toBe(true);
    const own = (await list(store001, StoredValuePath.rechargeList, { createdAtStart: start, createdAtEnd: today, pageSize: 200 })).result;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.storeId === 1)).toBe(true);
  });
});
