import { recomputeJobResource, recomputeJobStart, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { grantStoreManager } from '../generalConfig/_shared/grant.js';

/** /operate/resetBuild/index: a recompute job rebuilds customers' visits and spend from their orders, in batches, with its progress. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(recomputeJobResource);
type Job = { id: number; status: number; processed: number; total: number; changed: number; result: string | null };

async function until(id: number): Promise<Job> {
  for (let i = 0; i < 600; i++) {
    const job = await ok<Job>(t.app, admin, 'GET', api.detail.path, { id });
    if (job.status >= 2) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${id} did not finish`);
}

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  await grantStoreManager(t.db, [recomputeJobResource.page], ['operate:recomputeJob:start']);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('重算任务', () => {
  it('puts back the visits and spend that drifted from the orders, every customer looked at, progress recorded', async () => {
    const drifted = await sql<{ id: number; visit_count: number; total_spend: string }>`
      select id, visit_count, total_spend from customer where visit_count > 0 order by id limit 3`.execute(t.db);
    const ids = drifted.rows.map((r) => r.id);
    await sql`update customer set visit_count = visit_count + 5, total_spend = total_spend + 100 where id in (${sql.join(ids)})`.execute(t.db);

    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', recomputeJobStart.path, { kind: 0 });
    const job = await until(id);
    const customers = (await sql<{ n: number }>`select count(*)::int as n from customer`.execute(t.db)).rows[0].n;
    expect(job).toMatchObject({ status: 2, total: customers, processed: customers });
    expect(job.changed).toBeGreaterThanOrEqual(3);
    expect(job.result).toContain(`修正${job.changed}条`);
    const after = await sql<{ id: number; visit_count: number; total_spend: string }>`
      select id, visit_count, total_spend from customer where id in (${sql.join(ids)}) order by id`.execute(t.db);
    expect(after.rows).toEqual(drifted.rows);
    // Every customer now agrees with the orders.
    const wrong = await sql<{ n: number }>`select count(*)::int as n from customer c left join lateral (
        select count(*)::int as visits, coalesce(sum(paid - refunded), 0) as spend from customer_order o
        where o.customer_id = c.id and o.status in (1, 2, 3, 4, 5, 8)) s on true
      where c.visit_count <> s.visits or c.total_spend <> s.spend`.execute(t.db);
    expect(wrong.rows[0].n).toBe(0);
  });

  it('one job of a kind at a time; a store manager granted 发起重算 is refused', async () => {
    await sql`insert into recompute_job (kind, status, started_by) values (1, 1, '测试')`.execute(t.db);
    const n = (await sql<{ n: number }>`select count(*)::int as n from recompute_job`.execute(t.db)).rows[0].n;
    await refused(t.app, admin, 'POST', recomputeJobStart.path, { kind: 1 }, RetCode.REFUSED, '已有同类重算任务');
    await refused(t.app, store001, 'POST', recomputeJobStart.path, { kind: 0 }, RetCode.REFUSED, '由总部统一维护');
    expect((await sql<{ n: number }>`select count(*)::int as n from recompute_job`.execute(t.db)).rows[0].n).toBe(n);
    await refused(t.app, admin, 'POST', recomputeJobStart.path, { kind: 7 }, RetCode.INVALID);
  });
});
