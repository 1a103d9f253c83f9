import { craftsmanDataChangeResource, resourceEndpoints, RetCode, suggestDataLevel, type DataLevelSuggestion } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { applyDueChanges } from './_shared/register.js';

/** /craftsman/craftsman/manageDatas 手艺人数据: data-level changes by month, and the suggested level from last month's orders. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(craftsmanDataChangeResource);
type Row = {
  id: number;
  craftsmanId: number;
  storeId: number;
  state: number;
  fromLevel: string | null;
  toLevel: string;
  effectiveMonth: string;
  suggestedLevel: string | null;
};

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const chinaNow = () => new Date(Date.now() + 8 * 3_600_000);
const monthFirst = (back: number) => {
  const d = chinaNow();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
};
const levelOf = async (id: number) =>
  (await sql<{ data_level: string | null }>`select data_level from craftsman where id = ${id}`.execute(t.db)).rows[0].data_level;
/** An in-service craftsman with a data level below S5 and no waiting change. */
const pick = async (skip: number[] = []) =>
  (
    await sql<{ id: number; data_level: string }>`select c.id, c.data_level from craftsman c where c.status = 1 and c.data_level in ('S1', 'S2', 'S3')
      and not exists (select 1 from craftsman_data_level_change s where s.craftsman_id = c.id and s.state = 0) and c.id <> all(${skip}::int[]) order by c.id limit 1`.execute(
      t.db,
    )
  ).rows[0];
const next = (level: string) => `S${Number(level.slice(1)) + 1}`;

describe('手艺人数据', () => {
  it('suggests the level last month reaches against the thresholds, from the orders it served', async () => {
    const busy = (
      await sql<{ craftsman_id: number }>`select craftsman_id from customer_order where status in (3, 4, 5, 8) and craftsman_id is not null
        and created_at >= (${monthFirst(1)}::date::timestamp at time zone 'Asia/Shanghai') and created_at < (${monthFirst(0)}::date::timestamp at time zone 'Asia/Shanghai')
        group by craftsman_id order by count(*) desc limit 1`.execute(t.db)
    ).rows[0].craftsman_id;
    const s = await ok<DataLevelSuggestion>(t.app, admin, 'GET', `${suggestDataLevel.path}?craftsmanId=${busy}`);
    expect(s.month).toBe(monthFirst(1));
    expect(s.customers).toBeGreaterThan(0);
    expect(Number(s.performance)).toBeGreaterThan(0);
    const expected = await sql<{ code: string }>`select code from craftsman_data_level where min_performance <= ${s.performance}::numeric
      and min_customers <= ${s.customers} and min_designated_rate <= ${s.designatedRate}::numeric order by code desc limit 1`.execute(t.db);
    expect(s.suggestedLevel).toBe(expected.rows[0]?.code ?? null);
    // Raising the top thresholds out of reach changes the suggestion.
    await sql`update craftsman_data_level set min_performance = 9999999 where code >= ${s.suggestedLevel ?? 'S1'} and code <> 'S1'`.execute(t.db);
    const lower = await ok<DataLevelSuggestion>(t.app, admin, 'GET', `${suggestDataLevel.path}?craftsmanId=${busy}`);
    expect(lower.suggestedLevel === null || lower.suggestedLevel < (s.suggestedLevel ?? 'S1') || s.suggestedLevel === 'S1').toBe(true);
  });

  it('this month moves the register at once; next month waits for its first day, then the pass moves it', async () => {
    const c = await pick();
    await ok(t.app, admin, 'POST', api.create.path, {
      craftsmanId: c.id,
      toLevel: next(c.data_level),
      effectiveMonth: `${monthFirst(0).slice(0, 8)}15`,
      reason: '连续达标上调',
    });
    expect(await levelOf(c.id)).toBe(next(c.data_level));
    const [row] = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { craftsmanId: c.id, pageSize: 1 });
    expect(row).toMatchObject({ state: 1, fromLevel: c.data_level, effectiveMonth: monthFirst(0) });

    const d = await pick([c.id]);
    await ok(t.app, admin, 'POST', api.create.path, { craftsmanId: d.id, toLevel: next(d.data_level), effectiveMonth: monthFirst(-1), reason: '下月上调' });
    await applyDueChanges(t.db);
    expect(await levelOf(d.id)).toBe(d.data_level);
    const [waiting] = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { craftsmanId: d.id, state: 0 });
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { craftsmanId: d.id, toLevel: 'S5', effectiveMonth: monthFirst(-1), reason: '再调' },
      RetCode.REFUSED,
      '已有待生效',
    );
    await sql`update craftsman_data_level_change set effective_month = ${monthFirst(0)} where id = ${waiting.id}`.execute(t.db);
    await applyDueChanges(t.db);
    expect(await levelOf(d.id)).toBe(next(d.data_level));
  });

  it('refuses bad input and another store, writing nothing', async () => {
    const before = (await sql<{ n: number }>`select count(*)::int as n from craftsman_data_level_change`.execute(t.db)).rows[0].n;
    const c = await pick();
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { craftsmanId: c.id, toLevel: 'S7', effectiveMonth: monthFirst(0), reason: 'x' },
      RetCode.INVALID,
      'toLevel',
    );
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { craftsmanId: c.id, toLevel: c.data_level, effectiveMonth: monthFirst(0), reason: '不变' },
      RetCode.REFUSED,
      '当前已是',
    );
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { craftsmanId: c.id, toLevel: next(c.data_level), effectiveMonth: monthFirst(2), reason: '补录' },
      RetCode.INVALID,
      'effectiveMonth',
    );
    const other = (await sql<{ id: number }>`select id from craftsman where store_id = 2 and status = 1 limit 1`.execute(t.db)).rows[0].id;
    await refused(t.app, store001, 'GET', `${suggestDataLevel.path}?craftsmanId=${other}`, undefined, RetCode.REFUSED);
    expect((await sql<{ n: number }>`select count(*)::int as n from craftsman_data_level_change`.execute(t.db)).rows[0].n).toBe(before);
  });
});
