import { CustomerServicePath as P, queuedRecordResource, resourceEndpoints, RetCode, type RevealResult } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decrypt, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/user/queuedRecord 排队记录: queue tickets within a date range and the store scope. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Row = Record<string, unknown> & { id: number };
const MASKED = /^1\d{2}\*{4}\d{4}$|^1\d{3}\*{4}\d{4}$/;
const DAY = 86_400_000;
const chinaDate = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(text: ReturnType<typeof sql<T>>) => (await text.execute(t.db)).rows[0];
const list = async (session: Session, url: string, query: Record<string, unknown>) => {
  const { envelope } = await request<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query });
  expect(envelope.retCode, envelope.retMsg).toBe(RetCode.SUCCESS);
  return envelope;
};
const rows = async (session: Session, url: string, query: Record<string, unknown>) => (await list(session, url, query)).result;

describe('排队记录', () => {
  const range = (days: number) => ({ queuedAtStart: chinaDate(-(days - 1)), queuedAtEnd: chinaDate() });

  it('needs a date range, lists the tickets newest first with the wait in minutes', async () => {
    await refused(t.app, admin, 'POST', P.queueList, {}, RetCode.INVALID, 'queuedAt');
    await refused(t.app, admin, 'POST', P.queueList, { queuedAtStart: chinaDate(-40), queuedAtEnd: chinaDate() }, RetCode.INVALID, '范围不能超过31天');
    const envelope = await list(admin, P.queueList, range(7));
    const page = envelope.result;
    expect(page).toHaveLength(100);
    const keys = page.map((r) => [Date.parse(r.queuedAt as string), r.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    const served = page.filter((r) => r.startedAt);
    expect(served.length).toBeGreaterThan(10);
    for (const r of served) expect(r.waitMinutes).toBe(Math.floor((Date.parse(r.startedAt as string) - Date.parse(r.queuedAt as string)) / 60_000));
    expect(page.filter((r) => !r.startedAt).every((r) => r.waitMinutes === null)).toBe(true);
    expect(page[0]).toMatchObject({ ticketNo: expect.stringMatching(/^A\d{3}$/), storeName: expect.any(String), customerName: expect.any(String) });
    // Every status is seeded somewhere in the last month.
    const statuses = await t.db.selectFrom('queue_ticket').select('status').distinct().execute();
    expect(statuses.map((s) => s.status)).toEqual(expect.arrayContaining([3, 4, 5]));
  });

  it('filters by status, store, area and craftsman', async () => {
    const passed = await rows(admin, P.queueList, { ...range(31), status: 5 });
    expect(passed.length).toBeGreaterThan(0);
    expect(passed.every((r) => r.status === 5 && r.calledAt && !r.startedAt)).toBe(true);
    const sample = await one(sql<{ store_id: number; craftsman_id: number; district_id: number }>`
      select q.store_id, q.craftsman_id, s.district_id from queue_ticket q join store s on s.id = q.store_id where q.queued_at > now() - interval '3 days' order by q.id desc limit 1`);
    const byStore = await rows(admin, P.queueList, { ...range(3), storeId: sample.store_id });
    expect(byStore.length).toBeGreaterThan(0);
    expect(byStore.every((r) => r.storeId === sample.store_id)).toBe(true);
    const byCraftsman = await rows(admin, P.queueList, { ...range(3), craftsmanId: sample.craftsman_id });
    expect(byCraftsman.length).toBeGreaterThan(0);
    expect(byCraftsman.every((r) => r.craftsmanId === sample.craftsman_id)).toBe(true);
    const byArea = await list(admin, P.queueList, { ...range(3), districtId: sample.district_id });
    const n = await one(sql<{ n: number }>`select count(*)::int as n from queue_ticket q join store s on s.id = q.store_id
      where s.district_id = ${sample.district_id} and (q.queued_at at time zone 'Asia/Shanghai') >= ${chinaDate(-2)}::date`);
    expect(byArea.page?.total).toBe(Math.min(n.n, 10_000));
  });

  it("shows a store manager only the own store's queue, with masked mobiles", async () => {
    const mine = await list(store001, P.queueList, range(7));
    const n = await one(
      sql<{ n: number }>`select count(*)::int as n from queue_ticket where store_id = 1 and (queued_at at time zone 'Asia/Shanghai') >= ${chinaDate(-6)}::date`,
    );
    expect(n.n).toBeGreaterThan(0);
    expect(mine.page?.total).toBe(n.n);
    expect(mine.result.every((r) => r.storeId === 1)).toBe(true);
    expect(mine.result.every((r) => MASKED.test(r.customerMobile as string))).toBe(true);
    // Another store's ticket is not there for them, not even by id or store filter.
    const other = await one(sql<{ id: number; store_id: number }>`select id, store_id from queue_ticket where store_id <> 1 order by id desc limit 1`);
    await refused(t.app, store001, 'GET', P.queueDetail, { id: other.id }, RetCode.REFUSED, '不存在');
    expect(await rows(store001, P.queueList, { ...range(7), storeId: other.store_id })).toEqual([]);
    // Head office too sees them masked, and reveals one whole with 查看完整号码 (sealed).
    const [row] = await rows(admin, P.queueList, { ...range(7), pageSize: 1 });
    expect(row.customerMobile).toMatch(MASKED);
    const sealed = await ok<RevealResult>(t.app, admin, 'POST', resourceEndpoints(queuedRecordResource).reveal.path, { id: row.id, field: 'customerMobile' });
    expect(sealed.value).toMatch(/^enc1:/);
    expect((await decrypt(admin, sealed)).value).toMatch(/^1\d{10}$/);
  });
});
