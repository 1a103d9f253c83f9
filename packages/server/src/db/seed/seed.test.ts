import { memberResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, type TestApp } from '../../test/harness.js';

/** What the demo data must hold for a newcomer to believe it (issue 12.16). */
let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The texts of a table's newest rows, and how often its most repeated text occurs (times and share of all of them). */
async function texts(table: string, column: string, newestBy: string) {
  const newest = await sql<{ text: string }>`
    select ${sql.ref(column)} as text from ${sql.table(table)} where ${sql.ref(column)} is not null order by ${sql.ref(newestBy)} desc, id desc limit 15`.execute(
    t.db,
  );
  const top = await sql<{ n: number; total: number }>`
    select count(*)::int as n, (select count(*)::int from ${sql.table(table)} where ${sql.ref(column)} is not null) as total
    from ${sql.table(table)} where ${sql.ref(column)} is not null group by ${sql.ref(column)} order by n desc limit 1`.execute(t.db);
  return { newest: newest.rows.map((r) => r.text), top: top.rows[0].n, share: top.rows[0].n / top.rows[0].total };
}

describe('demo data', () => {
  it("优惠券列表's counts per template hold what the instances count after the bulk loads that skip their triggers", async () => {
    const off = await sql<{ id: number }>`
      select t.id from coupon_template t join coupon_template_stat s on s.id = t.id left join coupon_instance i on i.template_id = t.id
      group by t.id, s.issued_count, s.used_count, s.expired_count
      having s.issued_count <> count(i.id) or s.used_count <> count(i.id) filter (where i.status = 1) or s.expired_count <> count(i.id) filter (where i.status = 2)`.execute(
      t.db,
    );
    expect(off.rows).toEqual([]);
    const issued = await sql<{ n: number }>`select coalesce(sum(issued_count), 0)::int as n from coupon_template_count`.execute(t.db);
    expect(issued.rows[0].n).toBeGreaterThan(100);
  });

  it('a family has one 配偶 at most', async () => {
    const twice = await sql<{ family_id: number }>`select family_id from family_member where relation = 1 group by family_id having count(*) > 1`.execute(t.db);
    expect(twice.rows).toEqual([]);
    // And some families do have one.
    const spouses = await sql<{ n: number }>`select count(*)::int as n from family_member where relation = 1`.execute(t.db);
    expect(spouses.rows[0].n).toBeGreaterThan(50);
  });

  it('the member list opens on members who have been in, not only brand-new ones with 0 visits', async () => {
    const admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
    const page = await ok<{ visitCount: number }[]>(t.app, admin, 'POST', memberResource.api.list.path, { pageNum: 1, pageSize: 15 });
    expect(page).toHaveLength(15);
    expect(page.filter((m) => m.visitCount > 0).length).toBeGreaterThanOrEqual(8);
  });

  it('reviews, comments and feedback are not the same sentences over and over', async () => {
    for (const [table, column, newestBy] of [
      ['order_review', 'content', 'reviewed_at'],
      ['store_comment', 'content', 'created_at'],
      ['user_feedback', 'content', 'created_at'],
    ] as const) {
      const { newest, top, share } = await texts(table, column, newestBy);
      // Two customers may write the same short review; the same words again and again would read as made up.
      expect(new Set(newest).size, `${table}: ${newest.join(' | ')}`).toBeGreaterThanOrEqual(newest.length - 1);
      // No sentence over 3% of its table; a small table (under 100 feedback rows) may say one thing three times.
      if (top > 3) expect(share, table).toBeLessThan(0.03);
    }
  });
});
