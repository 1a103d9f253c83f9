import { RetCode, StoredValuePath } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, login, openTestApp, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/financial/recharge 充值记录: recharge rows within a date range and the store scope. */
let t: TestApp;
let admin: Session;

type Row = Record<string, unknown> & { id: number };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
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
  it('lists recharge rows only: the condition the page adds to the card ledger', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() + 8 * 3_600_000 - 92 * 86_400_000).toISOString().slice(0, 10);
    const all = (await list(admin, StoredValuePath.rechargeList, { createdAtStart: start, createdAtEnd: today, pageSize: 200 })).result;
    expect(all.length).toBeGreaterThan(20);
    expect(all.every((r) => r.kind === 1 && /^8800\d{8}$/.test(r.cardNo as string))).toBe(true);
  });
});
