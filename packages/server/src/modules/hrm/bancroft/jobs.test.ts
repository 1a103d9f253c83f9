import { JobOps, JOBS_PAGE, jobPostingResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantStoreManager } from '../../../db/seed/comments.js';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 招聘职位: 草稿 → 已发布 → 已关闭 with who and when, 已过期 past the end date, city scope. */
let t: TestApp;
let admin: Session;
let adminName: string;
const api = resourceEndpoints(jobPostingResource);

type Posting = {
  id: number;
  cityId: number;
  status: number;
  state: number;
  salaryMin: string;
  salaryMax: string;
  publishedBy: string | null;
  publishedAt: string | null;
  closedBy: string | null;
  closedAt: string | null;
  closeReason: string | null;
  createdBy: string | null;
};

/** A day `days` from today in China time. */
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const postingRows = async () => (await sql<{ n: number }>`select count(*)::int as n from job_posting`.execute(t.db)).rows[0].n;
const draft = (extra: Record<string, unknown> = {}) => ({
  cityId: 310000,
  title: '测试发型师',
  post: 1,
  headCount: 2,
  salaryMin: '8000.00',
  salaryMax: '15000.00',
  requirements: '1 年以上发型师经验',
  publishStart: chinaDate(0),
  publishEnd: chinaDate(30),
  ...extra,
});
const detail = async (id: number) => (await ok<Posting[]>(t.app, admin, 'POST', api.list.path, { pageSize: 200 })).find((p) => p.id === id)!;
const step = (id: number, action: string, reason?: string) => ok(t.app, admin, 'POST', api.transition.path, { id, action, reason });

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  adminName = (await sql<{ name: string }>`select name from app_user where account = 'admin'`.execute(t.db)).rows[0].name;
});
afterAll(async () => {
  await t?.close();
});

describe('招聘职位', () => {
  it('holds the seeded postings in every state over the demo cities', async () => {
    for (const state of [0, 1, 2, 3]) {
      const rows = await ok<Posting[]>(t.app, admin, 'POST', api.list.path, { pageSize: 100, state });
      expect(rows.length, `state ${state}`).toBeGreaterThan(0);
      expect(rows.every((r) => r.state === state)).toBe(true);
    }
    const all = await ok<Posting[]>(t.app, admin, 'POST', api.list.path, { pageSize: 100 });
    expect(new Set(all.map((r) => r.cityId)).size).toBe(4);
  });

  it('refuses a salary minimum above the maximum and an end before the start, naming the field and writing nothing', async () => {
    const before = await postingRows();
    await refused(t.app, admin, 'POST', api.create.path, draft({ salaryMin: '15000.01', salaryMax: '15000.00' }), RetCode.INVALID, 'salaryMax');
    await refused(t.app, admin, 'POST', api.create.path, draft({ publishEnd: chinaDate(-1) }), RetCode.INVALID, 'publishEnd');
    await refused(t.app, admin, 'POST', api.create.path, draft({ salaryMin: '8000.001' }), RetCode.INVALID, 'salaryMin');
    expect(await postingRows()).toBe(before);
    // Equal bounds are a fixed salary.
    await ok(t.app, admin, 'POST', api.create.path, draft({ salaryMin: '9000.00', salaryMax: '9000.00' }));
  });

  it('walks 草稿 → 已发布 → 已关闭 with who and when of each step; wrong steps are refused', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, draft());
    expect(await detail(id)).toMatchObject({ status: 0, state: 0, createdBy: adminName, publishedBy: null, salaryMin: '8000.00' });
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'close', reason: '不招了' }, RetCode.REFUSED, '当前状态「草稿」不能关闭');
    await step(id, 'publish');
    const published = await detail(id);
    expect(published).toMatchObject({ status: 1, state: 1, publishedBy: adminName });
    expect(published.publishedAt).not.toBeNull();
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'publish' }, RetCode.REFUSED, '当前状态「已发布」不能发布');
    // A published posting is still edited (the end date moved), never deleted.
    await ok(t.app, admin, 'POST', api.update.path, { id, ...draft({ publishEnd: chinaDate(60) }) });
    await refused(t.app, admin, 'POST', api.remove.path, { id }, RetCode.REFUSED, '只有草稿可以删除');
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'close' }, RetCode.INVALID, 'reason');
    await step(id, 'close', '已招满');
    const closed = await detail(id);
    expect(closed).toMatchObject({ status: 2, state: 2, closedBy: adminName, closeReason: '已招满', publishedBy: adminName });
    expect(closed.closedAt).not.toBeNull();
    await refused(t.app, admin, 'POST', api.update.path, { id, ...draft() }, RetCode.REFUSED, '不可修改');
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'publish' }, RetCode.REFUSED, '当前状态「已关闭」不能发布');
    expect((await auditRows(t.db, { table: 'job_posting', recordId: id })).map((r) => r.action)).toEqual([
      'transition:close',
      'update',
      'transition:publish',
      'create',
    ]);
  });

  it('a published posting past its end date shows as 已过期; a draft past its end date cannot be published; a draft is deleted', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, draft());
    await step(id, 'publish');
    await sql`update job_posting set publish_start = ${chinaDate(-40)}::date, publish_end = ${chinaDate(0)}::date where id = ${id}`.execute(t.db);
    expect((await detail(id)).state).toBe(1); // its last day
    await sql`update job_posting set publish_end = ${chinaDate(-1)}::date where id = ${id}`.execute(t.db);
    expect(await detail(id)).toMatchObject({ status: 1, state: 3 });
    const expired = await ok<Posting[]>(t.app, admin, 'POST', api.list.path, { pageSize: 100, state: 3 });
    expect(expired.map((p) => p.id)).toContain(id);
    // Closing an expired posting is still allowed.
    await step(id, 'close', '到期关闭');
    const late = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, draft({ publishStart: chinaDate(-10), publishEnd: chinaDate(-1) }));
    await refused(t.app, admin, 'POST', api.transition.path, { id: late.id, action: 'publish' }, RetCode.REFUSED, '发布结束日期已过');
    await ok(t.app, admin, 'POST', api.remove.path, { id: late.id });
    expect((await sql`select 1 from job_posting where id = ${late.id}`.execute(t.db)).rows).toHaveLength(0);
  });

  it('a user sees and writes the postings of the own stores’ cities only', async () => {
    await grantStoreManager(t.db, [JOBS_PAGE], [JobOps.add, JobOps.edit, JobOps.publish]);
    const store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
    const city = (await sql<{ city_id: number }>`select city_id from store where id = 1`.execute(t.db)).rows[0].city_id;
    const mine = await ok<Posting[]>(t.app, store001, 'POST', api.list.path, { pageSize: 100 });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.cityId === city)).toBe(true);
    await refused(t.app, store001, 'POST', api.create.path, draft({ cityId: 110000 }), RetCode.INVALID, 'cityId');
    await ok(t.app, store001, 'POST', api.create.path, draft({ cityId: city }));
    const beijing = (await ok<Posting[]>(t.app, admin, 'POST', api.list.path, { pageSize: 100, cityId: 110000 }))[0];
    await refused(t.app, store001, 'POST', api.transition.path, { id: beijing.id, action: 'publish' }, RetCode.REFUSED);
    await refused(
      t.app,
      store001,
      'POST',
      api.update.path,
      { id: mine.find((p) => p.status !== 2)!.id, ...draft({ cityId: 110000 }) },
      RetCode.INVALID,
      'cityId',
    );
  });
});
