import { RetCode, RetMsg } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/businessHoursManage 营业时间管理: every store's hours, edited by operations. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Row = Record<string, unknown> & { id: number; storeId: number; status: number };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});
const page = async (session: Session, url: string, query: Record<string, unknown> = {}) =>
  (await request<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query })).envelope;
const list = (session: Session, url: string, query: Record<string, unknown> = {}) => ok<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query });

describe('businessHoursManage (门店营业时间)', () => {
  const LIST = '/mgt/storebiztime/queryStoreBizHoursPage';
  const UPDATE = '/mgt/storebiztime/updateStoreBizHours';

  it('lists every store for the admin and only store 1 for store001', async () => {
    const all = await page(admin, LIST);
    expect(all.page?.total).toBe(60);
    expect(all.result[0]).toMatchObject({
      storeCode: expect.any(String),
      businessStart: expect.any(String),
      seats: expect.any(Number),
      openStatus: expect.any(Number),
    });
    expect((await list(store001, LIST)).map((r) => r.id)).toEqual([1]);
    expect((await list(admin, LIST, { openStatus: 3 })).every((r) => r.openStatus === 3)).toBe(true);
  });

  it('operations edit the hours (audited); bad hours and users without the operation are refused', async () => {
    await refused(t.app, admin, 'POST', UPDATE, { id: 5, businessStart: '22:00', businessEnd: '10:00' }, RetCode.INVALID, '营业结束时间须晚于开始时间');
    await refused(t.app, admin, 'POST', UPDATE, { id: 5, businessStart: '25:00', businessEnd: '22:00' }, RetCode.INVALID, 'businessStart');
    await refused(t.app, store001, 'POST', UPDATE, { id: 1, businessStart: '08:00', businessEnd: '22:00' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await ok(t.app, admin, 'POST', UPDATE, { id: 5, businessStart: '09:30', businessEnd: '21:30' });
    expect(await ok<Row>(t.app, admin, 'GET', '/mgt/storebiztime/getStoreBizHours', { id: 5 })).toMatchObject({ businessStart: '09:30', businessEnd: '21:30' });
    const [row] = await auditRows(t.db, { table: 'store', action: 'update', recordId: 5 });
    expect(row.after).toMatchObject({ businessStart: '09:30', businessEnd: '21:30' });
  });
});
