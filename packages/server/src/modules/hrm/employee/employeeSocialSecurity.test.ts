import {
  RetCode,
  RetMsg,
  resourceEndpoints,
  socialSecurityMissingResource,
  SocialSecurityMsg,
  socialSecurityRateResource,
  socialSecurityResource,
  socialSecuritySummaryResource,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/**
 * 员工社保: the city's rate set, a registration (the base within the city's bounds), 参保 / 停保 / 参保 again
 * with their dates, the month's contributions item by item to the fen (base 8,888.88: company 3,045.32 —
 * not 3,045.33, the total rate's rounding — personal 1,555.55), the 30-day flag, the city summary, scope.
 */
let t: TestApp;
let admin: Session;
let store001: Session;
const enrolments = resourceEndpoints(socialSecurityResource);
const rates = resourceEndpoints(socialSecurityRateResource);
const missing = resourceEndpoints(socialSecurityMissingResource);
const summary = resourceEndpoints(socialSecuritySummaryResource);
const opts = { routepath: socialSecurityResource.page };
type Row = Record<string, unknown> & { id: number; status: number; storeId: number };

const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const count = async () => (await sql<{ n: number }>`select count(*)::int as n from employee_social_security`.execute(t.db)).rows[0].n;
let seq = 0;
async function craftsman(storeId: number, daysAgo: number): Promise<{ id: number; no: string }> {
  seq++;
  const no = `UDS9${String(seq).padStart(4, '0')}`;
  const id = (
    await sql<{
      id: number;
    }>`insert into craftsman (employee_no, real_name, mobile, craftsman_type, position_type, level, price_grade, store_id, status, entry_date)
      values (${no}, ${`社保测试${seq}`}, ${`1371234${String(5000 + seq)}`}, 1, 0, 'U2', 'P3', ${storeId}, 1, ${chinaDate(-daysAgo)}) returning id`.execute(
      t.db,
    )
  ).rows[0].id;
  return { id, no };
}
const RATE = {
  baseMin: '5000.00',
  baseMax: '30000.00',
  pensionCompany: '16',
  pensionPersonal: '8',
  medicalCompany: '9.5',
  medicalPersonal: '2',
  unemploymentCompany: '0.5',
  unemploymentPersonal: '0.5',
  injuryCompany: '0.26',
  maternityCompany: '1',
  housingCompany: '7',
  housingPersonal: '7',
};
const step = (s: Session, id: number, action: string, reason?: string) =>
  ok(t.app, s, 'POST', enrolments.transition.path, { id, action, ...(reason ? { reason } : {}) }, opts);
const flagged = async (no: string) => (await ok<Row[]>(t.app, admin, 'POST', missing.list.path, { keyword: no, pageSize: 5 })).find((r) => r.employeeNo === no);

let cityId = 0;
let bareCity = 0;
beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  const free = await sql<{
    id: number;
  }>`select id from area where level = 1 and id not in (select city_id from social_security_rate) order by id limit 2`.execute(t.db);
  [cityId, bareCity] = free.rows.map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
});

describe('员工社保', () => {
  it('lists the seeded enrolments in every status, the flagged craftsmen and the city summary; a store manager sees the own store', async () => {
    for (const status of [0, 1, 2]) {
      const rows = await ok<Row[]>(t.app, admin, 'POST', enrolments.list.path, { status, pageSize: 20 });
      expect(rows.length, `status ${status}`).toBeGreaterThan(0);
    }
    const flags = await ok<Row[]>(t.app, admin, 'POST', missing.list.path, { pageSize: 50 });
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.every((r) => (r.daysInService as number) > 30 && r.status !== 1)).toBe(true);
    const cities = await ok<Row[]>(t.app, admin, 'POST', summary.list.path, { pageSize: 50 });
    expect(cities.length).toBeGreaterThan(0);
    // The summary adds up to the enrolments in force.
    const direct = await sql<{ n: number }>`select count(*)::int as n from employee_social_security where status = 1`.execute(t.db);
    expect(cities.reduce((n, c) => n + (c.persons as number), 0)).toBe(direct.rows[0].n);
    const mine = await ok<Row[]>(t.app, store001, 'POST', enrolments.list.path, { pageSize: 200 });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    expect((await ok<Row[]>(t.app, store001, 'POST', missing.list.path, { pageSize: 200 })).every((r) => r.storeId === 1)).toBe(true);
  });

  it('a city’s rate set: head office only, bounds in order, one per city', async () => {
    await refused(t.app, store001, 'POST', rates.create.path, { cityId, ...RATE }, RetCode.REFUSED, RetMsg.FORBIDDEN, opts);
    await refused(t.app, admin, 'POST', rates.create.path, { cityId, ...RATE, baseMax: '4999.99' }, RetCode.INVALID, 'baseMax', opts);
    await refused(t.app, admin, 'POST', rates.create.path, { cityId, ...RATE, pensionCompany: '31' }, RetCode.INVALID, 'pensionCompany', opts);
    expect((await sql<{ n: number }>`select count(*)::int as n from social_security_rate where city_id = ${cityId}`.execute(t.db)).rows[0].n).toBe(0);
    await ok(t.app, admin, 'POST', rates.create.path, { cityId, ...RATE }, opts);
    await refused(t.app, admin, 'POST', rates.create.path, { cityId, ...RATE }, RetCode.INVALID, 'cityId', opts);
  });

  it('registers, enrols, stops and enrols again: the dates, the amounts to the fen, the flag and the summary follow', async () => {
    const c = await craftsman(1, 45);
    expect(await flagged(c.no)).toMatchObject({ status: 0, daysInService: 45 });
    const before = await count();
    await refused(t.app, admin, 'POST', enrolments.create.path, { craftsmanId: c.id, cityId, base: '4999.99' }, RetCode.INVALID, 'base', opts);
    await refused(t.app, admin, 'POST', enrolments.create.path, { craftsmanId: c.id, cityId: bareCity, base: '8888.88' }, RetCode.INVALID, 'cityId', opts);
    await refused(t.app, store001, 'POST', enrolments.create.path, { craftsmanId: c.id, cityId, base: '8888.88' }, RetCode.REFUSED, RetMsg.FORBIDDEN, opts);
    expect(await count()).toBe(before);
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', enrolments.create.path, { craftsmanId: c.id, cityId, base: '8888.88' }, opts);
    await refused(t.app, admin, 'POST', enrolments.create.path, { craftsmanId: c.id, cityId, base: '9000.00' }, RetCode.INVALID, 'craftsmanId', opts);
    expect(await flagged(c.no)).toMatchObject({ status: 0 });

    await refused(t.app, store001, 'POST', enrolments.transition.path, { id, action: 'enroll' }, RetCode.REFUSED, RetMsg.FORBIDDEN, opts);
    await refused(
      t.app,
      admin,
      'POST',
      enrolments.transition.path,
      { id, action: 'stop', reason: '离职' },
      RetCode.REFUSED,
      '当前状态「未参保」不能停保',
      opts,
    );
    await step(admin, id, 'enroll');
    const row = await ok<Row>(t.app, admin, 'GET', enrolments.detail.path, { id });
    expect(row).toMatchObject({
      status: 1,
      startDate: chinaDate(0),
      stopDate: null,
      base: '8888.88',
      pensionCompanyAmount: '1422.22',
      pensionPersonalAmount: '711.11',
      medicalCompanyAmount: '844.44',
      medicalPersonalAmount: '177.78',
      unemploymentCompanyAmount: '44.44',
      unemploymentPersonalAmount: '44.44',
      injuryCompanyAmount: '23.11',
      maternityCompanyAmount: '88.89',
      housingCompanyAmount: '622.22',
      housingPersonalAmount: '622.22',
      companyAmount: '3045.32',
      personalAmount: '1555.55',
      totalAmount: '4600.87',
    });
    expect(await flagged(c.no)).toBeUndefined();
    const [city] = await ok<Row[]>(t.app, admin, 'POST', summary.list.path, { cityId, pageSize: 5 });
    expect(city).toMatchObject({ persons: 1, baseTotal: '8888.88', companyAmount: '3045.32', personalAmount: '1555.55', totalAmount: '4600.87' });

    // The base of an enrolment in force is not changed; 停保 needs a reason.
    await refused(t.app, admin, 'POST', enrolments.update.path, { id, cityId, base: '9000.00' }, RetCode.INVALID, SocialSecurityMsg.enrolledBaseLocked, opts);
    await refused(t.app, admin, 'POST', enrolments.transition.path, { id, action: 'stop' }, RetCode.INVALID, 'reason', opts);
    await step(admin, id, 'stop', '本人申请转回户籍地参保');
    expect(await ok<Row>(t.app, admin, 'GET', enrolments.detail.path, { id })).toMatchObject({
      status: 2,
      stopDate: chinaDate(0),
      stopReason: '本人申请转回户籍地参保',
    });
    expect(await flagged(c.no)).toMatchObject({ status: 2, stopDate: chinaDate(0) });
    expect(await ok<Row[]>(t.app, admin, 'POST', summary.list.path, { cityId, pageSize: 5 })).toEqual([]);
    // A stopped one takes a new base, then enrols again.
    await ok(t.app, admin, 'POST', enrolments.update.path, { id, cityId, base: '10000.00' }, opts);
    await step(admin, id, 'enroll');
    expect(await ok<Row>(t.app, admin, 'GET', enrolments.detail.path, { id })).toMatchObject({
      status: 1,
      stopDate: null,
      stopReason: null,
      companyAmount: '3426.00',
      personalAmount: '1750.00',
    });
    expect(await auditRows(t.db, { table: 'employee_social_security', action: 'transition:enroll', recordId: id })).toHaveLength(2);
  });

  it('flags a craftsman after 30 days in service without enrolment, not before', async () => {
    const fresh = await craftsman(1, 30);
    const due = await craftsman(1, 31);
    expect(await flagged(fresh.no)).toBeUndefined();
    expect(await flagged(due.no)).toMatchObject({ daysInService: 31, status: 0, storeId: 1 });
  });

  it('a store manager cannot register another store’s craftsman, even holding the operation', async () => {
    const other = await craftsman(2, 60);
    const role = await sql<{ id: number }>`select id from role where code = 'store_manager'`.execute(t.db);
    await sql`insert into role_menu (role_id, menu_id) select ${role.rows[0].id}, id from menu where code = 'hrm:socialSecurity:add' on conflict do nothing`.execute(
      t.db,
    );
    const manager = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
    const before = await count();
    await refused(
      t.app,
      manager,
      'POST',
      enrolments.create.path,
      { craftsmanId: other.id, cityId, base: '8888.88' },
      RetCode.REFUSED,
      RetMsg.OUT_OF_SCOPE,
      opts,
    );
    expect(await count()).toBe(before);
  });
});
