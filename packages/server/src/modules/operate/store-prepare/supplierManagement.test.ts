import { resourceEndpoints, RetCode, supplierOptions, supplierResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 供应商管理: the seeded suppliers, the contact sealed at rest and masked, the credit code checked, add and edit. */
let t: TestApp;
let admin: Session;
const api = resourceEndpoints(supplierResource);
type Supplier = {
  id: number;
  supplierNo: string;
  name: string;
  kind: number;
  contactMobile: string;
  creditCode: string;
  status: number;
  rating: number;
  accountCount: number;
};

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

const supplier = {
  name: '测试装饰工程有限公司',
  kind: 1,
  contactName: '测试',
  contactMobile: '13912345678',
  creditCode: '91310115MA1K3A8B2H',
  cityId: 310000,
  status: 1,
  rating: 4,
};
const rowsIn = async () => (await sql<{ n: number }>`select count(*)::int as n from stpr_supplier`.execute(t.db)).rows[0].n;

describe('供应商管理', () => {
  it('lists the seeded suppliers of every kind and state, the contact masked; the mobile never in clear in the table', async () => {
    const rows = await ok<Supplier[]>(t.app, admin, 'POST', api.list.path, { pageSize: 50 });
    expect(rows.length).toBe(16);
    expect(rows[0].status).toBe(1);
    for (const kind of [1, 2, 3, 4]) expect(rows.filter((r) => r.kind === kind).length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    expect(rows.every((r) => /^\d{4}\*{4}\d{4}$/.test(r.contactMobile))).toBe(true);
    expect(rows.every((r) => r.accountCount > 0)).toBe(true);
    const clear = await sql<{ n: number }>`select count(*)::int as n from stpr_supplier where contact_mobile_enc ~ '^1[0-9]{10}$'`.execute(t.db);
    expect(clear.rows[0].n).toBe(0);
    const options = await ok<{ id: number; name: string }[]>(t.app, admin, 'GET', supplierOptions.path);
    expect(options.length).toBe(15);
  });

  it('adds a supplier (numbered, mobile sealed and found by its whole number), refuses a bad credit code, a duplicate name and a control character, writing nothing', async () => {
    const before = await rowsIn();
    await refused(t.app, admin, 'POST', api.create.path, { ...supplier, creditCode: '91310115MA1K3A8B2X' }, RetCode.INVALID, '校验位');
    await refused(t.app, admin, 'POST', api.create.path, { ...supplier, creditCode: 'abc' }, RetCode.INVALID, 'creditCode');
    await refused(t.app, admin, 'POST', api.create.path, { ...supplier, name: '上海筑美装饰工程有限公司' }, RetCode.INVALID, '已存在');
    await refused(t.app, admin, 'POST', api.create.path, { ...supplier, contactName: 'a\u0000' }, RetCode.INVALID, 'contactName');
    await refused(t.app, admin, 'POST', api.create.path, { ...supplier, contactMobile: '123' }, RetCode.INVALID, 'contactMobile');
    expect(await rowsIn()).toBe(before);

    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, supplier);
    const row = await ok<Supplier>(t.app, admin, 'GET', api.detail.path, { id });
    expect(row).toMatchObject({ supplierNo: 'SP00017', contactMobile: '1391****5678', creditCode: '91310115MA1K3A8B2H' });
    const found = await ok<Supplier[]>(t.app, admin, 'POST', api.list.path, { contactMobile: '13912345678' });
    expect(found.map((r) => r.id)).toEqual([id]);
    const audit = JSON.stringify(await auditRows(t.db, { table: 'stpr_supplier', action: 'create', recordId: id }));
    expect(audit).not.toContain('13912345678');

    await ok(t.app, admin, 'POST', api.update.path, { id, ...supplier, contactMobile: undefined, status: 2, rating: 2 });
    expect(await ok<Supplier>(t.app, admin, 'GET', api.detail.path, { id })).toMatchObject({ status: 2, rating: 2, contactMobile: '1391****5678' });
  });
});
