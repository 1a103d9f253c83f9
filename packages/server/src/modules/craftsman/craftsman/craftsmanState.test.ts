import { craftsmanStateResource, resourceEndpoints, RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { applyDueChanges } from './_shared/register.js';

/** /craftsman/craftsman/craftsmanState 手艺人状态: dated status changes moving the craftsman on their date, not before. */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(craftsmanStateResource);
type Row = { id: number; craftsmanId: number; storeId: number; state: number; toStatus: number; effectiveDate: string };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

/** A date `days` from today in China time. */
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const craftsman = async (id: number) =>
  (
    await sql<{ status: number; leave_date: string | null; leave_reason: number | null; entry_date: string }>`
    select status, leave_date::text, leave_reason, entry_date::text from craftsman where id = ${id}`.execute(t.db)
  ).rows[0];
const changes = async () => (await sql<{ n: number }>`select count(*)::int as n from craftsman_status_change`.execute(t.db)).rows[0].n;
/** An in-service craftsman of the store with no waiting change. */
const free = async (storeId: number, skip: number[] = []) =>
  (
    await sql<{ id: number }>`select c.id from craftsman c where c.store_id = ${storeId} and c.status = 1 and c.entry_date < current_date - 40
      and not exists (select 1 from craftsman_status_change s where s.craftsman_id = c.id and s.state = 0)
      and c.id <> all(${skip}::int[]) order by c.id limit 1`.execute(t.db)
  ).rows[0].id;

describe('手艺人状态', () => {
  it('lists the waiting changes first; the store manager sees store 1 only', async () => {
    const rows = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { pageSize: 200 });
    const waiting = rows.filter((r) => r.state === 0).length;
    expect(waiting).toBeGreaterThan(0);
    expect(rows.slice(0, waiting).every((r) => r.state === 0)).toBe(true);
    const mine = await ok<Row[]>(t.app, store001, 'POST', api.list.path, { pageSize: 200 });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
  });

  it('a change dated today moves the craftsman at once; a future-dated one changes nothing until its date, then the daily pass moves it', async () => {
    const id = await free(1);
    await ok(t.app, store001, 'POST', api.create.path, { craftsmanId: id, toStatus: 2, effectiveDate: chinaDate(0), reason: '年假5天' });
    expect((await craftsman(id)).status).toBe(2);
    const back = chinaDate(6);
    await ok(t.app, store001, 'POST', api.create.path, { craftsmanId: id, toStatus: 1, effectiveDate: back, reason: '年假结束返岗' });
    expect((await craftsman(id)).status).toBe(2);
    await applyDueChanges(t.db);
    expect((await craftsman(id)).status).toBe(2);
    const [row] = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { craftsmanId: id, state: 0 });
    expect(row).toMatchObject({ toStatus: 1, effectiveDate: back });
    // The day comes.
    await sql`update craftsman_status_change set effective_date = ${chinaDate(0)} where id = ${row.id}`.execute(t.db);
    expect(await applyDueChanges(t.db)).toMatchObject({ status: 1 });
    expect((await craftsman(id)).status).toBe(1);
    const [done] = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { craftsmanId: id, pageSize: 1 });
    expect(done.state).toBe(1);
    expect((await auditRows(t.db, { table: 'craftsman', recordId: id })).some((a) => a.user_name === '系统')).toBe(true);
    // A second pass moves nothing.
    expect(await applyDueChanges(t.db)).toEqual({ status: 0, dataLevel: 0 });
  });

  it('refuses in words: a second waiting change, a departed craftsman changed to anything but 在职, a departure without its reason, another store', async () => {
    const id = await free(1);
    await ok(t.app, admin, 'POST', api.create.path, { craftsmanId: id, toStatus: 2, effectiveDate: chinaDate(10), reason: '婚假' });
    const before = await changes();
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { craftsmanId: id, toStatus: 4, effectiveDate: chinaDate(12), leaveReason: 4, reason: '辞职' },
      RetCode.REFUSED,
      '已有待生效的状态变更',
    );
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { craftsmanId: id, toStatus: 3, effectiveDate: chinaDate(0), reason: '调店' },
      RetCode.INVALID,
      'toStatus',
    );
    const other = await free(1, [id]);
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { craftsmanId: other, toStatus: 4, effectiveDate: chinaDate(0), reason: '辞职' },
      RetCode.INVALID,
      'leaveReason',
    );
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { craftsmanId: other, toStatus: 1, effectiveDate: chinaDate(0), reason: '返岗' },
      RetCode.REFUSED,
      '当前已是「在职」',
    );
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { craftsmanId: other, toStatus: 2, effectiveDate: chinaDate(200), reason: '长假' },
      RetCode.INVALID,
      'effectiveDate',
    );
    await refused(
      t.app,
      store001,
      'POST',
      api.create.path,
      { craftsmanId: await free(2), toStatus: 2, effectiveDate: chinaDate(0), reason: '年假' },
      RetCode.REFUSED,
      RetMsg.OUT_OF_SCOPE,
    );
    expect(await changes()).toBe(before);

    // Departure writes the leave date and reason; after it only re-entry.
    await ok(t.app, admin, 'POST', api.create.path, { craftsmanId: other, toStatus: 4, effectiveDate: chinaDate(0), leaveReason: 6, reason: '回老家发展' });
    expect(await craftsman(other)).toMatchObject({ status: 4, leave_date: chinaDate(0), leave_reason: 6 });
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { craftsmanId: other, toStatus: 2, effectiveDate: chinaDate(1), reason: '休假' },
      RetCode.REFUSED,
      '只能办理再入职',
    );
    await ok(t.app, admin, 'POST', api.create.path, { craftsmanId: other, toStatus: 1, effectiveDate: chinaDate(0), reason: '再入职' });
    expect(await craftsman(other)).toMatchObject({ status: 1, leave_date: null, leave_reason: null, entry_date: chinaDate(0) });
  });

  it('a waiting change can be cancelled (with a reason), then nothing moves on its date; a change in force cannot be cancelled', async () => {
    const id = await free(1);
    await ok(t.app, store001, 'POST', api.create.path, { craftsmanId: id, toStatus: 2, effectiveDate: chinaDate(3), reason: '事假' });
    const [row] = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { craftsmanId: id, state: 0 });
    await refused(t.app, store001, 'POST', api.transition.path, { id: row.id, action: 'cancel' }, RetCode.INVALID, 'reason');
    await ok(t.app, store001, 'POST', api.transition.path, { id: row.id, action: 'cancel', reason: '顾客预约已满，取消休假' });
    await sql`update craftsman_status_change set effective_date = ${chinaDate(0)} where id = ${row.id}`.execute(t.db);
    await applyDueChanges(t.db);
    expect((await craftsman(id)).status).toBe(1);
    const applied = (await sql<{ id: number }>`select id from craftsman_status_change where state = 1 and store_id = 1 limit 1`.execute(t.db)).rows[0];
    await refused(t.app, admin, 'POST', api.transition.path, { id: applied.id, action: 'cancel', reason: '误登记' }, RetCode.REFUSED, '不能撤销');
  });
});
