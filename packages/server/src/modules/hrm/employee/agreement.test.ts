import { AGREEMENT_EXPIRING_DAYS, agreementCraftsmanOptions, agreementResource, getOpenSignLog, resourceEndpoints, RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 协议管理: opening an agreement to sign, editing while waiting, signing and voiding (allowed and refused), the signing log, terms, scope. */
let t: TestApp;
let admin: Session;
let store001: Session;
const agreements = resourceEndpoints(agreementResource);

type Agreement = {
  id: number;
  agreementNo: string;
  status: number;
  termState: number | null;
  daysLeft: number | null;
  endDate: string;
  storeId: number;
  signedAt: string | null;
};
type Log = { action: string; remark: string | null; operator: string };

const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const body = (craftsmanId: number, extra: Record<string, unknown> = {}) => ({
  craftsmanId,
  agreementType: 2,
  startDate: chinaDate(0),
  endDate: chinaDate(365),
  amount: '20000.00',
  content: '留任满一年发放留任奖金',
  ...extra,
});
const logOf = (id: number) => ok<Log[]>(t.app, admin, 'GET', getOpenSignLog.path, { id });

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('协议管理', () => {
  it('shows seeded agreements of every type and state; signed ones by their term as of today', async () => {
    for (const status of [0, 1, 2])
      expect((await ok<Agreement[]>(t.app, admin, 'POST', agreements.list.path, { pageSize: 5, status })).length, `status ${status}`).toBeGreaterThan(0);
    for (const termState of [0, 1, 2]) {
      const rows = await ok<Agreement[]>(t.app, admin, 'POST', agreements.list.path, { pageSize: 50, termState });
      expect(rows.length, `term ${termState}`).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.status).toBe(1);
        const expected = r.daysLeft! < 0 ? 2 : r.daysLeft! <= AGREEMENT_EXPIRING_DAYS ? 1 : 0;
        expect(r.termState).toBe(expected);
      }
    }
    const waiting = (await ok<Agreement[]>(t.app, admin, 'POST', agreements.list.path, { pageSize: 1, status: 0 }))[0];
    expect(waiting.termState).toBeNull();
  });

  it('opens an agreement to sign, edits it while waiting, registers the signature; each step in the log; a signed one is no longer edited', async () => {
    const [c] = await ok<{ id: number }[]>(t.app, admin, 'GET', agreementCraftsmanOptions.path);
    await refused(t.app, admin, 'POST', agreements.create.path, body(c.id, { endDate: chinaDate(0) }), RetCode.INVALID, 'endDate');
    await refused(t.app, admin, 'POST', agreements.create.path, body(c.id, { amount: '-1' }), RetCode.INVALID, 'amount');
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', agreements.create.path, body(c.id));
    const opened = await ok<Agreement>(t.app, admin, 'GET', agreements.detail.path, { id });
    expect(opened).toMatchObject({ status: 0, signedAt: null });
    expect(opened.agreementNo).toMatch(/^XY\d{10}$/);
    await ok(t.app, admin, 'POST', agreements.update.path, { id, ...body(c.id, { amount: '25000.00', content: '留任满一年发放留任奖金 25000 元' }) });
    await refused(t.app, admin, 'POST', agreements.transition.path, { id, action: 'void' }, RetCode.INVALID, 'reason');
    await ok(t.app, admin, 'POST', agreements.transition.path, { id, action: 'sign', reason: '员工已签署纸质协议' });
    const signed = await ok<Agreement & { signLog: Log[] }>(t.app, admin, 'GET', agreements.detail.path, { id });
    expect(signed).toMatchObject({ status: 1, termState: 0, daysLeft: 365 });
    expect(signed.signedAt).not.toBeNull();
    expect((await logOf(id)).map((l) => l.action)).toEqual(['发起签署', '修改协议', '登记签署']);
    expect(signed.signLog.map((l) => l.action)).toEqual(['发起签署', '修改协议', '登记签署']);
    await refused(t.app, admin, 'POST', agreements.update.path, { id, ...body(c.id) }, RetCode.REFUSED, '已签署的协议不可修改');
    await refused(t.app, admin, 'POST', agreements.transition.path, { id, action: 'sign' }, RetCode.REFUSED, '当前状态「已签署」不能登记签署');
    await ok(t.app, admin, 'POST', agreements.transition.path, { id, action: 'void', reason: '员工离职，协议终止' });
    await refused(t.app, admin, 'POST', agreements.transition.path, { id, action: 'void', reason: '再次' }, RetCode.REFUSED, '当前状态「已作废」不能作废');
    const log = await logOf(id);
    expect(log.at(-1)).toMatchObject({ action: '作废', remark: '员工离职，协议终止' });
  });

  it('refuses a departed craftsman; the page is head office’s (a store manager has no menu for it)', async () => {
    const departed = (await sql<{ id: number }>`select id from craftsman where status = 4 limit 1`.execute(t.db)).rows[0];
    await refused(t.app, admin, 'POST', agreements.create.path, body(departed.id), RetCode.REFUSED, '已离职');
    await refused(t.app, store001, 'POST', agreements.list.path, { pageSize: 5 }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'GET', getOpenSignLog.path, { id: 1 }, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});
