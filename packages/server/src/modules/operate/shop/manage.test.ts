import { resourceEndpoints, RetCode, storeResource } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/manage 门店管理: who may open a store. */
let t: TestApp;
let admin: Session;
let store001: Session;
const create = resourceEndpoints(storeResource).create;
const store = (code: string) => ({
  storeName: `新开门店${code}`,
  storeCode: code,
  districtId: 310002,
  storeType: 0,
  brandType: 0,
  serviceType: 1,
  openStatus: 0,
  seats: 8,
  businessStart: '10:00',
  businessEnd: '21:30',
  address: '上海市徐汇区漕溪北路1号',
});

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  // The store-manager role granted 新增门店, as a chain might by mistake: the rule holds without the grant's help.
  const manager = await t.db.selectFrom('role').select('id').where('code', '=', 'store_manager').executeTakeFirstOrThrow();
  const op = await t.db.selectFrom('menu').select('id').where('code', '=', storeResource.ops.create).executeTakeFirstOrThrow();
  await t.db
    .insertInto('role_menu')
    .values({ role_id: manager.id, menu_id: op.id })
    .onConflict((oc) => oc.doNothing())
    .execute();
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('opening a store (issue 11.13)', () => {
  it('a store-scoped user holding 新增门店 is refused in words, and no store is written', async () => {
    const stores = await countRows(t.db, 'store');
    const audits = await countRows(t.db, 'audit_log');
    await refused(t.app, store001, create.method, create.path, store('SC0001'), RetCode.REFUSED, '新增门店须由总部办理');
    expect(await countRows(t.db, 'store')).toBe(stores);
    expect(await countRows(t.db, 'audit_log')).toBe(audits);
  });

  it('head office (all stores) opens one', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, create.method, create.path, store('HQ0001'));
    expect(await t.db.selectFrom('store').select('store_code').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ store_code: 'HQ0001' });
  });
});
