import { ENCRYPTED_PREFIX, resetSupplierAccountPassword, resourceEndpoints, RetCode, supplierAccountResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../core/passwords.js';
import { auditRows, decrypt, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 供应商账号: the seeded accounts, add (no password yet), reset password (answered once, kept hashed), enable/disable, a terminated supplier refused. */
let t: TestApp;
let admin: Session;
const api = resourceEndpoints(supplierAccountResource);
type Account = { id: number; account: string; supplierId: number; supplierName: string; enabled: number; passwordSet: boolean };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

const supplierOf = async (status: number) =>
  (await sql<{ id: number }>`select id from stpr_supplier where status = ${status} order by id limit 1`.execute(t.db)).rows[0].id;

describe('供应商账号', () => {
  it('lists the seeded accounts with their supplier; adds one without a password, counted on the supplier; refuses a bad or taken account name', async () => {
    const rows = await ok<Account[]>(t.app, admin, 'POST', api.list.path, { pageSize: 100 });
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.every((r) => r.supplierName)).toBe(true);
    expect(rows.some((r) => !r.passwordSet) && rows.some((r) => r.enabled === 0)).toBe(true);
    const supplierId = await supplierOf(1);
    const count = async () => (await sql<{ n: number }>`select account_count as n from stpr_supplier where id = ${supplierId}`.execute(t.db)).rows[0].n;
    const before = await count();
    await refused(t.app, admin, 'POST', api.create.path, { account: '1ab', supplierId, holderName: '测试' }, RetCode.INVALID, 'account');
    await refused(t.app, admin, 'POST', api.create.path, { account: rows[0].account, supplierId, holderName: '测试' }, RetCode.INVALID, '已存在');
    expect(await count()).toBe(before);
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, { account: 'quote_test', supplierId, holderName: '测试' });
    expect(await ok<Account>(t.app, admin, 'GET', api.detail.path, { id })).toMatchObject({ enabled: 1, passwordSet: false, account: 'quote_test' });
    expect(await count()).toBe(before + 1);
  });

  it('reset password answers a new one once and keeps only its hash; disabled accounts are refused; a terminated supplier gets no account', async () => {
    const id = (await sql<{ id: number }>`select id from stpr_supplier_account where enabled = 1 order by id limit 1`.execute(t.db)).rows[0].id;
    const answer = await ok<{ password: string }>(t.app, admin, 'POST', resetSupplierAccountPassword.path, { id });
    // Sealed for the session: only its holder opens it.
    expect(answer.password.startsWith(ENCRYPTED_PREFIX)).toBe(true);
    const { password } = await decrypt(admin, answer);
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
    const row = (
      await sql<{ pwd_hash: string; must_change_pwd: boolean }>`select pwd_hash, must_change_pwd from stpr_supplier_account where id = ${id}`.execute(t.db)
    ).rows[0];
    expect(row.pwd_hash).not.toContain(password);
    expect(await verifyPassword(row.pwd_hash, password)).toBe(true);
    expect(row.must_change_pwd).toBe(true);
    expect(JSON.stringify(await auditRows(t.db, { table: 'stpr_supplier_account', action: 'resetPassword', recordId: id }))).not.toContain(password);

    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'disable' });
    await refused(t.app, admin, 'POST', resetSupplierAccountPassword.path, { id }, RetCode.REFUSED, '已禁用');
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'enable' });

    const ended = await supplierOf(3);
    await refused(t.app, admin, 'POST', api.create.path, { account: 'quote_ended', supplierId: ended, holderName: '测试' }, RetCode.INVALID, '已终止');
    const endedAccount = (await sql<{ id: number }>`select id from stpr_supplier_account where supplier_id = ${ended} limit 1`.execute(t.db)).rows[0].id;
    await refused(t.app, admin, 'POST', api.transition.path, { id: endedAccount, action: 'enable' }, RetCode.REFUSED, '已终止');
  });
});
