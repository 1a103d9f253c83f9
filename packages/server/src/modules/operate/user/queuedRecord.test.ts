import { CustomerServicePath as P, RetCode } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, openTestApp, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/user/queuedRecord 排队记录: queue tickets within a date range and the store scope. */
let t: TestApp;
let admin: Session;

type Row = Record<string, unknown> & { id: number };
const DAY = 86_400_000;
const chinaDate = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

const list = async (session: Session, url: string, query: Record<string, unknown>) => {
  const { envelope } = await request<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query });
  expect(envelope.retCode, envelope.retMsg).toBe(RetCode.SUCCESS);
  return envelope;
};

describe('排队记录', () => {
  const range = (days: number) => ({ queuedAtStart: chinaDate(-(days - 1)), queuedAtEnd: chinaDate() });

  it('lists the tickets with the wait in minutes', async () => {
    const envelope = await list(admin, P.queueList, range(7));
    const page = envelope.result;
    expect(page).toHaveLength(100);
    const served = page.filter((r) => r.startedAt);
    expect(served.length).toBeGreaterThan(10);
    for (const r of served) expect(r.waitMinutes).toBe(Math.floor((Date.parse(r.startedAt as string) - Date.parse(r.queuedAt as string)) / 60_000));
    expect(page.filter((r) => !r.startedAt).every((r) => r.waitMinutes === null)).toBe(true);
    expect(page[0]).toMatchObject({ ticketNo: expect.stringMatching(/^A\d{3}$/), storeName: expect.any(String), customerName: expect.any(String) });
    // Every status is seeded somewhere in the last month.
    const statuses = await t.db.selectFrom('queue_ticket').select('status').distinct().execute();
    expect(statuses.map((s) => s.status)).toEqual(expect.arrayContaining([3, 4, 5]));
  });
});
