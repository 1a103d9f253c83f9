import { RetCode, StoredValuePath, subMoney } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/financial/accounts 对账管理: daily reconciliation, a difference settled with a note. */
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

describe('对账管理', () => {
  it('settles a difference with a note (有差异 → 已处理); a matched day has nothing to settle', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() + 8 * 3_600_000 - 30 * 86_400_000).toISOString().slice(0, 10);
    const off = (await list(admin, StoredValuePath.reconcileList, { bizDateStart: start, bizDateEnd: today, status: 2 })).result;
    expect(off.length).toBeGreaterThan(0);
    expect(off.every((r) => r.difference === subMoney(r.statementAmount as string, r.systemAmount as string) && r.difference !== '0.00')).toBe(true);
    const target = off[0];
    await refused(t.app, admin, 'POST', StoredValuePath.reconcileTransition, { id: target.id, action: 'resolve' }, RetCode.INVALID, 'reason');
    expect(await ok(t.app, admin, 'POST', StoredValuePath.reconcileTransition, { id: target.id, action: 'resolve', reason: '渠道手续费差额' })).toEqual({
      id: target.id,
      status: 3,
    });
    expect(await ok<Row>(t.app, admin, 'GET', StoredValuePath.reconcileDetail, { id: target.id })).toMatchObject({
      status: 3,
      note: '渠道手续费差额',
      handledBy: '系统管理员',
    });
    const [matched] = (await list(admin, StoredValuePath.reconcileList, { bizDateStart: start, bizDateEnd: today, status: 1, pageSize: 1 })).result;
    await refused(t.app, admin, 'POST', StoredValuePath.reconcileTransition, { id: matched.id, action: 'resolve', reason: '无' }, RetCode.REFUSED, '已平账');
  });
});
