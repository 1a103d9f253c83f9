import { dormitoryOverviewReport, reportEndpoints, type ReportAnswer } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, type Session, type TestApp } from '../../../test/harness.js';

/** 宿舍概况: each city's figures equal a direct count over the dorms, beds, stays and settlements; the city filter and the store manager's scope. */
let t: TestApp;
let admin: Session;
let store001: Session;
const ep = reportEndpoints(dormitoryOverviewReport);
const opts = { routepath: dormitoryOverviewReport.page };
type Row = Record<string, string | number | null>;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

/** The figures counted straight from the tables, by city (and store), today in China. */
async function directCount(where = sql`true`) {
  const rows = await sql<Row>`
    with today as (select (now() at time zone 'Asia/Shanghai')::date as day),
    m as (select date_trunc('month', day)::date as first, (date_trunc('month', day) + interval '1 month')::date as next from today)
    select a.name as "cityName",
      count(distinct d.id)::int as dorms,
      (select count(*)::int from dormitory_bed b join dormitory x on x.id = b.dormitory_id where x.city_id = a.id and ${where}) as beds,
      (select count(*)::int from dormitory_stay s join dormitory x on x.id = s.dormitory_id, today
        where x.city_id = a.id and ${where} and s.check_in <= today.day and (s.check_out is null or s.check_out > today.day)) as occupied,
      (select coalesce(sum(x.monthly_rent), 0)::numeric(14, 2)::text from dormitory x, m where x.city_id = a.id and ${where} and x.lease_start < m.next and x.lease_end >= m.first) as "leaseRent",
      (select coalesce(sum(r.amount), 0)::numeric(14, 2)::text from rental_settlement r join dormitory x on x.id = r.dormitory_id, m where x.city_id = a.id and ${where} and r.month = m.first) as "settledRent"
    from dormitory d join area a on a.id = d.city_id
    where d.id in (select x.id from dormitory x where ${where})
    group by a.id, a.name order by a.name`.execute(t.db);
  return rows.rows;
}
const pick = (rows: Row[]) =>
  rows
    .map((r) => ({ cityName: r.cityName, dorms: r.dorms, beds: r.beds, occupied: r.occupied, leaseRent: r.leaseRent, settledRent: r.settledRent }))
    .sort((a, b) => String(a.cityName).localeCompare(String(b.cityName)));

describe('宿舍概况', () => {
  it('each city’s dorms, beds, occupants, rent and settled rent equal a direct count; vacancy = vacant ÷ beds', async () => {
    const answer = await ok<ReportAnswer<Row>>(t.app, admin, ep.list.method, ep.list.path, {}, opts);
    const direct = await directCount();
    expect(direct.length).toBeGreaterThanOrEqual(4);
    expect(pick(answer.rows)).toEqual(pick(direct));
    for (const row of answer.rows) {
      expect(row.vacant).toBe(Number(row.beds) - Number(row.occupied));
      expect(Number(row.vacancyRate)).toBeCloseTo((Number(row.beds) - Number(row.occupied)) / Number(row.beds), 3);
    }
    // About 60% of the seeded beds are taken.
    const rate = Number(answer.totals.occupied) / Number(answer.totals.beds);
    expect(rate).toBeGreaterThan(0.4);
    expect(rate).toBeLessThan(0.8);
  });

  it('the city filter answers that city alone, as counted directly', async () => {
    const city = (await sql<{ city_id: number }>`select city_id from dormitory order by id limit 1`.execute(t.db)).rows[0].city_id;
    const answer = await ok<ReportAnswer<Row>>(t.app, admin, ep.list.method, ep.list.path, { cityId: city }, opts);
    expect(pick(answer.rows)).toEqual(pick(await directCount(sql`x.city_id = ${city}`)));
  });

  it('a store manager counts its store’s dorms only', async () => {
    const answer = await ok<ReportAnswer<Row>>(t.app, store001, ep.list.method, ep.list.path, {}, opts);
    expect(pick(answer.rows)).toEqual(pick(await directCount(sql`x.store_id = 1`)));
    expect(answer.totals.dorms).toBe(2);
  });
});
