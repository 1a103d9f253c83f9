import { healthCardCraftsmanOptions, healthCardResource, healthCertificateResource, resourceEndpoints, RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 健康证列表: statuses as of today in China, registering and renewing (history kept), store-manager scope. */
let t: TestApp;
let admin: Session;
let store001: Session;
const cards = resourceEndpoints(healthCardResource);
const certificates = resourceEndpoints(healthCertificateResource);

type Card = { id: number; storeId: number; employeeNo: string; status: number; daysLeft: number | null; expiryDate: string | null; cardNo: string | null };
type Certificate = { id: number; craftsmanId: number; cardNo: string; current: boolean; replacedAt: string | null; createdBy: string };

/** A day `days` from today in China time. */
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const certificateRows = async () => (await sql<{ n: number }>`select count(*)::int as n from health_certificate`.execute(t.db)).rows[0].n;

/** Craftsmen of a store in service, their certificates removed (a private copy of the seeded database). */
async function bareCraftsmen(storeId: number, n: number): Promise<{ id: number; employee_no: string }[]> {
  const rows = (
    await sql<{
      id: number;
      employee_no: string;
    }>`select id, employee_no from craftsman where store_id = ${storeId} and status = 1 order by id desc limit ${n}`.execute(t.db)
  ).rows;
  await sql`delete from health_certificate where craftsman_id in (${sql.join(rows.map((r) => r.id))})`.execute(t.db);
  return rows;
}
const cardOf = async (s: Session, employeeNo: string) =>
  (await ok<Card[]>(t.app, s, 'POST', cards.list.path, { pageSize: 50, keyword: employeeNo })).find((r) => r.employeeNo === employeeNo)!;
const register = (s: Session, craftsmanId: number, expiryDate: string, extra: Record<string, unknown> = {}) =>
  ok<{ id: number }>(t.app, s, 'POST', certificates.create.path, {
    craftsmanId,
    cardNo: `SHJK${craftsmanId}${expiryDate.replace(/-/g, '')}`,
    authority: '浦东新区疾病预防控制中心',
    issueDate: chinaDate(-30),
    expiryDate,
    photo: '/files/seed/health-card/card-1.jpg',
    ...extra,
  });

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('健康证列表', () => {
  it('shows the seeded craftsmen in every status, trouble first; a status filter answers only that status', async () => {
    const rows = await ok<Card[]>(t.app, admin, 'POST', cards.list.path, { pageSize: 50 });
    expect(rows[0].status).toBe(2);
    for (const status of [0, 1, 2, 3]) {
      const only = await ok<Card[]>(t.app, admin, 'POST', cards.list.path, { pageSize: 50, status });
      expect(only.length, `status ${status}`).toBeGreaterThan(0);
      expect(only.every((r) => r.status === status)).toBe(true);
    }
  });

  it('registers a certificate for a craftsman without one: 30 days left is 即将到期; a renewal replaces it and keeps the history', async () => {
    const [c] = await bareCraftsmen(1, 1);
    expect((await cardOf(store001, c.employee_no)).status).toBe(3);
    await register(store001, c.id, chinaDate(30));
    const first = await cardOf(store001, c.employee_no);
    expect(first).toMatchObject({ status: 1, daysLeft: 30, expiryDate: chinaDate(30) });
    // A renewal must run longer than the certificate it replaces.
    await refused(t.app, store001, 'POST', certificates.create.path, { ...(await bodyOf(c.id, chinaDate(30))) }, RetCode.INVALID, 'expiryDate');
    await register(store001, c.id, chinaDate(31), { cardNo: 'SHJK-RENEWED' });
    const renewed = await cardOf(store001, c.employee_no);
    expect(renewed).toMatchObject({ status: 0, daysLeft: 31, cardNo: 'SHJK-RENEWED' });
    const history = await ok<Certificate[]>(t.app, store001, 'POST', certificates.list.path, { pageSize: 10, craftsmanId: c.id });
    expect(history.map((h) => [h.cardNo === 'SHJK-RENEWED', h.current, h.replacedAt === null])).toEqual([
      [true, true, true],
      [false, false, false],
    ]);
    expect(history[0].createdBy).toBe((await sql<{ name: string }>`select name from app_user where account = 'store001'`.execute(t.db)).rows[0].name);
    expect(await auditRows(t.db, { table: 'health_certificate', action: 'create', recordId: history[0].id })).toHaveLength(1);
  });

  it('expiring today is 即将到期 (0 days left); the day after the expiry date it is 已过期', async () => {
    const [a, b] = await bareCraftsmen(1, 3).then((r) => r.slice(1));
    await register(admin, a.id, chinaDate(0));
    expect(await cardOf(admin, a.employee_no)).toMatchObject({ status: 1, daysLeft: 0 });
    await sql`insert into health_certificate (craftsman_id, card_no, authority, issue_date, expiry_date, photo)
      values (${b.id}, 'SHJK-OLD', '浦东新区疾病预防控制中心', ${chinaDate(-366)}::date, ${chinaDate(-1)}::date, '/files/seed/health-card/card-2.jpg')`.execute(
      t.db,
    );
    expect(await cardOf(admin, b.employee_no)).toMatchObject({ status: 2, daysLeft: -1 });
  });

  it('counts days by China’s calendar: at 16:00 UTC the day turns', async () => {
    const state = async (expiry: string, instant: string) =>
      (await sql<{ s: number }>`select health_card_state(${expiry}::date, (${instant}::timestamptz at time zone 'Asia/Shanghai')::date) as s`.execute(t.db))
        .rows[0].s;
    // 2026-03-01 23:59:59 in China, then 2026-03-02 00:00:00.
    const before = '2026-03-01T15:59:59Z';
    const after = '2026-03-01T16:00:00Z';
    expect(await state('2026-03-01', before)).toBe(1);
    expect(await state('2026-03-01', after)).toBe(2);
    expect(await state('2026-03-31', before)).toBe(1);
    expect(await state('2026-04-01', before)).toBe(0);
    expect(await state('2026-04-01', after)).toBe(1);
  });

  it('refuses an expired certificate, an issue date in the future and an expiry before the issue date, writing nothing', async () => {
    const [c] = await bareCraftsmen(1, 4).then((r) => r.slice(3));
    const before = await certificateRows();
    await refused(t.app, admin, 'POST', certificates.create.path, await bodyOf(c.id, chinaDate(-1)), RetCode.INVALID, 'expiryDate');
    await refused(
      t.app,
      admin,
      'POST',
      certificates.create.path,
      { ...(await bodyOf(c.id, chinaDate(300))), issueDate: chinaDate(1) },
      RetCode.INVALID,
      'issueDate',
    );
    await refused(
      t.app,
      admin,
      'POST',
      certificates.create.path,
      { ...(await bodyOf(c.id, chinaDate(3))), issueDate: chinaDate(3) },
      RetCode.INVALID,
      'expiryDate',
    );
    await refused(t.app, admin, 'POST', certificates.create.path, { ...(await bodyOf(c.id, chinaDate(300))), photo: null }, RetCode.INVALID, 'photo');
    expect(await certificateRows()).toBe(before);
  });

  it('a store manager sees and registers the own store’s craftsmen only', async () => {
    const mine = await ok<Card[]>(t.app, store001, 'POST', cards.list.path, { pageSize: 200 });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    const options = await ok<{ id: number }[]>(t.app, store001, 'GET', healthCardCraftsmanOptions.path);
    const storeOf = (await sql<{ id: number; store_id: number }>`select id, store_id from craftsman`.execute(t.db)).rows;
    expect(options.every((o) => storeOf.find((c) => c.id === o.id)!.store_id === 1)).toBe(true);
    const [other] = await bareCraftsmen(2, 1);
    await refused(t.app, store001, 'POST', certificates.create.path, await bodyOf(other.id, chinaDate(200)), RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    const history = await ok<Certificate[]>(t.app, store001, 'POST', certificates.list.path, { pageSize: 200 });
    const ids = new Set(storeOf.filter((c) => c.store_id === 1).map((c) => c.id));
    expect(history.every((h) => ids.has(h.craftsmanId))).toBe(true);
  });
});

async function bodyOf(craftsmanId: number, expiryDate: string) {
  return {
    craftsmanId,
    cardNo: `SHJK${craftsmanId}`,
    authority: '浦东新区疾病预防控制中心',
    issueDate: chinaDate(-30),
    expiryDate,
    photo: '/files/seed/health-card/card-1.jpg',
  };
}
