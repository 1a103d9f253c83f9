import { RetCode, RetMsg } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

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

describe('businessHoursManage (门店营业时间)', () => {
  const UPDATE = '/mgt/storebiztime/updateStoreBizHours';

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
