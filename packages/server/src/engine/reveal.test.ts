import { CustomerPath, MEMBER_PAGE, MemberOps, resourceEndpoints, RetCode, storeCraftsmanResource, memberResource, type RevealResult } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile, sheetRecords } from '../test/exchange.js';
import { auditRows, DEMO, decrypt, login, ok, openTestApp, refused, type Session, type TestApp } from '../test/harness.js';

/**
 * Masked fields (issue 5: "customers with masked mobiles, full number only with the permission,
 * audited"): lists and details always answer them masked, whoever asks; the whole number comes one
 * record at a time from the resource's reveal endpoint, for holders of 查看完整号码 within their
 * store scope, and each reveal is an audit row. Exports stay whole for holders only.
 */
let t: TestApp;
let admin: Session;
let store001: Session;
/** ops01 granted the member page and its export, not 查看完整号码. */
let ops01: Session;

const MASKED = /^1\d{3}\*{4}\d{4}$/;
const MEMBER = resourceEndpoints(memberResource);
const CRAFTSMEN = resourceEndpoints(storeCraftsmanResource);

async function grant(roleCode: string, where: { urls?: string[]; codes?: string[] }) {
  await sql`insert into role_menu (role_id, menu_id)
    select r.id, m.id from role r cross join menu m
    where r.code = ${roleCode} and (m.url in (${sql.join(where.urls ?? [''])}) or m.code in (${sql.join(where.codes ?? [''])}))
    and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(t.db);
}

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  await grant('sys_ops', { urls: ['/operate', '/operate/user', MEMBER_PAGE], codes: [MemberOps.export] });
  ops01 = await login(t.app, DEMO.ops01.account, DEMO.ops01.pwd);
});
afterAll(async () => {
  await t?.close();
});

const reveals = async () => (await auditRows(t.db, { action: 'viewMobile' })).length;
const members = (session: Session, query: Record<string, unknown> = {}) =>
  ok<{ id: number; mobile: string }[]>(t.app, session, 'POST', CustomerPath.memberList, { pageSize: 5, ...query });
const wholeMobile = async (customerId: number) =>
  t.services.vault.decrypt((await sql<{ m: string }>`select mobile_enc as m from customer where id = ${customerId}`.execute(t.db)).rows[0].m);

describe('reveal', () => {
  it('with it answers the whole number (sealed for the session) and writes one audit row', async () => {
    const [row] = await members(admin);
    const before = await reveals();
    const answer = await ok<RevealResult>(t.app, admin, 'POST', MEMBER.reveal.path, { id: row.id, field: 'mobile' }, { routepath: MEMBER_PAGE });
    expect(answer.value).toMatch(/^enc1:/);
    expect(await decrypt(admin, answer)).toEqual({ id: row.id, field: 'mobile', value: await wholeMobile(row.id) });
    const audits = await auditRows(t.db, { action: 'viewMobile' });
    expect(audits.length).toBe(before + 1);
    expect(audits[0]).toMatchObject({
      table_name: 'customer',
      record_id: String(row.id),
      route: MEMBER_PAGE,
      user_name: expect.any(String),
      user_id: admin.userId,
    });
  });

  it('refuses a field that is not masked, naming it', async () => {
    const [row] = await members(admin);
    await refused(t.app, admin, 'POST', MEMBER.reveal.path, { id: row.id, field: 'name' }, RetCode.INVALID, 'field');
  });

  it("a store manager with the operation reveals its own store's craftsmen, not another store's", async () => {
    await grant('store_manager', { codes: [storeCraftsmanResource.ops.viewMasked] });
    const own = (await sql<{ id: number }>`select id from craftsman_store where store_id = 1 order by id limit 1`.execute(t.db)).rows[0];
    const other = (await sql<{ id: number }>`select id from craftsman_store where store_id <> 1 order by id limit 1`.execute(t.db)).rows[0];
    const before = await reveals();
    const mine = await decrypt(store001, await ok<RevealResult>(t.app, store001, 'POST', CRAFTSMEN.reveal.path, { id: own.id, field: 'mobile' }));
    expect(mine.value).toMatch(/^1\d{10}$/);
    expect(await reveals()).toBe(before + 1);
    await refused(t.app, store001, 'POST', CRAFTSMEN.reveal.path, { id: other.id, field: 'mobile' }, RetCode.REFUSED, '门店手艺人不存在');
    expect(await reveals()).toBe(before + 1);
  });
});

describe('exports', () => {
  it('are whole for holders of 查看完整号码 only; each export is audited', async () => {
    const whole = await sheetRecords((await exportFile(t.app, admin, CustomerPath.memberExport, { memberLevel: 3 }, MEMBER_PAGE)).response.rawPayload);
    expect(whole.length).toBeGreaterThan(0);
    expect(whole.every((r) => /^1\d{10}$/.test(String(r['手机号'])))).toBe(true);
    const masked = await sheetRecords((await exportFile(t.app, ops01, CustomerPath.memberExport, { memberLevel: 3 }, MEMBER_PAGE)).response.rawPayload);
    expect(masked.length).toBe(whole.length);
    expect(masked.every((r) => MASKED.test(String(r['手机号'])))).toBe(true);
    const [last, previous] = await auditRows(t.db, { table: 'customer', action: 'export' });
    expect([(previous.after as { unmasked: boolean }).unmasked, (last.after as { unmasked: boolean }).unmasked]).toEqual([true, false]);
  });
});
