import { RetCode, RetMsg, SponsionMsg, SponsionPath, sponsionRecordResource, resourceEndpoints } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/**
 * 担保记录: registering (the period's end from its start and months, one in force per recruit, the
 * guarantor in service, dates checked, store scope), 期满解除 / 追责 / 撤销 allowed and refused, the
 * reward or punishment each writes (担保金额 1,234.56: 10% = 123.46, 50% = 617.28), and the approval process.
 */
let t: TestApp;
let admin: Session;
let store001: Session;
const ep = resourceEndpoints(sponsionRecordResource);
type Row = Record<string, unknown> & { id: number; status: number; storeId: number };
type Step = { action: string; actionName: string; toStatus: number; remark: string | null; operator: string; createdAt: string };

const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const records = async () => (await sql<{ n: number }>`select count(*)::int as n from sponsion_record`.execute(t.db)).rows[0].n;
let seq = 0;
async function craftsman(storeId: number, entryDate: string, status = 1): Promise<number> {
  seq++;
  return (
    await sql<{
      id: number;
    }>`insert into craftsman (employee_no, real_name, mobile, craftsman_type, position_type, level, price_grade, store_id, status, entry_date)
      values (${`UDG9${String(seq).padStart(4, '0')}`}, ${`担保测试${seq}`}, ${`1391234${String(5000 + seq)}`}, 1, 0, 'U2', 'P3', ${storeId}, ${status}, ${entryDate})
      returning id`.execute(t.db)
  ).rows[0].id;
}
const body = (recruitId: number, guarantorId: number, extra: Record<string, unknown> = {}) => ({
  recruitId,
  guarantorId,
  relation: 3,
  amount: '1234.56',
  months: 6,
  startDate: '2026-02-15',
  ...extra,
});
const step = (s: Session, id: number, action: string, reason?: string) =>
  ok(t.app, s, 'POST', SponsionPath.recordTransition, { id, action, ...(reason ? { reason } : {}) }, { routepath: sponsionRecordResource.page });
const assessOf = async (sponsionId: number) =>
  (
    await sql<{ kind: number; amount: string; status: number; store_id: number; guarantor_id: number; reward_name: string }>`
    select kind, amount::text, status, store_id, guarantor_id, reward_name from sponsion_assess where sponsion_id = ${sponsionId}`.execute(t.db)
  ).rows;

let guarantor = 0;
beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  guarantor = await craftsman(1, '2020-03-01');
});
afterAll(async () => {
  await t?.close();
});

describe('担保记录', () => {
  it('lists the seeded records in every state; a store manager sees only the own store’s', async () => {
    for (const status of [0, 1, 2, 3]) {
      const rows = await ok<Row[]>(t.app, admin, 'POST', ep.list.path, { status, pageSize: 50 });
      expect(rows.length, `status ${status}`).toBeGreaterThan(0);
      expect(rows.every((r) => r.status === status)).toBe(true);
    }
    const all = await ok<Row[]>(t.app, admin, 'POST', ep.list.path, { pageSize: 200 });
    const mine = await ok<Row[]>(t.app, store001, 'POST', ep.list.path, { pageSize: 200 });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
  });

  it('registers a guarantee: the end date is start + months (2025-08-31 + 6 months = 2026-02-28), the recruit’s store, who registered', async () => {
    const recruit = await craftsman(1, '2025-08-20');
    const { id } = await ok<{ id: number }>(t.app, store001, 'POST', ep.create.path, body(recruit, guarantor, { startDate: '2025-08-31' }), {
      routepath: sponsionRecordResource.page,
    });
    const [row] = await ok<Row[]>(t.app, store001, 'POST', ep.list.path, { keyword: '担保测试2', pageSize: 5 });
    expect(row).toMatchObject({ id, storeId: 1, status: 0, startDate: '2025-08-31', endDate: '2026-02-28', amount: '1234.56', months: 6, relation: 3 });
    expect(row.createdBy).toBe((await sql<{ name: string }>`select name from app_user where account = 'store001'`.execute(t.db)).rows[0].name);
    expect(await auditRows(t.db, { table: 'sponsion_record', action: 'create', recordId: id })).toHaveLength(1);
  });

  it('refuses bad registrations, writing nothing', async () => {
    const recruit = await craftsman(1, '2026-01-10');
    const other = await craftsman(2, '2026-01-10');
    const left = await craftsman(1, '2019-01-10', 4);
    const before = await records();
    const create = (s: Session, b: Record<string, unknown>, code: string, msg: string) =>
      refused(t.app, s, 'POST', ep.create.path, b, code, msg, { routepath: sponsionRecordResource.page });
    await create(admin, body(recruit, recruit), RetCode.INVALID, 'guarantorId');
    await create(admin, body(recruit, left), RetCode.INVALID, 'guarantorId');
    await create(admin, body(left, guarantor), RetCode.INVALID, 'recruitId');
    await create(admin, body(recruit, guarantor, { startDate: '2026-01-09' }), RetCode.INVALID, 'startDate');
    await create(admin, body(recruit, guarantor, { startDate: chinaDate(1) }), RetCode.INVALID, 'startDate');
    await create(admin, body(recruit, guarantor, { amount: '99.99' }), RetCode.INVALID, 'amount');
    await create(admin, body(recruit, guarantor, { months: 25 }), RetCode.INVALID, 'months');
    await create(store001, body(other, guarantor), RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    expect(await records()).toBe(before);
    // One in force per recruit.
    await ok(t.app, admin, 'POST', ep.create.path, body(recruit, guarantor), { routepath: sponsionRecordResource.page });
    const msg = await create(admin, body(recruit, guarantor), RetCode.INVALID, 'recruitId');
    expect(JSON.stringify(msg.result)).toContain(SponsionMsg.recruitGuarded);
    expect(await records()).toBe(before + 1);
  });

  it('期满解除 only once the period is over: the guarantor earns 10% (123.46); again is refused', async () => {
    const due = await craftsman(1, '2026-01-10');
    const early = await craftsman(1, '2026-01-10');
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', ep.create.path, body(due, guarantor), { routepath: sponsionRecordResource.page });
    const { id: notDue } = await ok<{ id: number }>(t.app, admin, 'POST', ep.create.path, body(early, guarantor, { startDate: chinaDate(-10) }), {
      routepath: sponsionRecordResource.page,
    });
    const end = (await sql<{ e: string }>`select end_date::text as e from sponsion_record where id = ${notDue}`.execute(t.db)).rows[0].e;
    // The store manager holds no 期满解除.
    await refused(t.app, store001, 'POST', SponsionPath.recordTransition, { id, action: 'release' }, RetCode.REFUSED, RetMsg.FORBIDDEN, {
      routepath: sponsionRecordResource.page,
    });
    await refused(t.app, admin, 'POST', SponsionPath.recordTransition, { id: notDue, action: 'release' }, RetCode.REFUSED, SponsionMsg.notDue(end), {
      routepath: sponsionRecordResource.page,
    });
    expect(await assessOf(notDue)).toEqual([]);
    await step(admin, id, 'release');
    expect(await assessOf(id)).toEqual([{ kind: 1, amount: '123.46', status: 0, store_id: 1, guarantor_id: guarantor, reward_name: '担保期满奖励' }]);
    await refused(t.app, admin, 'POST', SponsionPath.recordTransition, { id, action: 'release' }, RetCode.REFUSED, '当前状态「期满解除」不能期满解除', {
      routepath: sponsionRecordResource.page,
    });
    await refused(
      t.app,
      admin,
      'POST',
      SponsionPath.recordTransition,
      { id, action: 'pursue', reason: '晚了' },
      RetCode.REFUSED,
      '当前状态「期满解除」不能追责',
      {
        routepath: sponsionRecordResource.page,
      },
    );
    const [row] = await ok<Row[]>(t.app, admin, 'POST', ep.list.path, { keyword: '担保测试', status: 1, pageSize: 50 }).then((r) =>
      r.filter((x) => x.id === id),
    );
    expect(row).toMatchObject({ status: 1, closedBy: expect.any(String) });
  });

  it('期满解除 is refused when the recruit has left (追责 instead)', async () => {
    const recruit = await craftsman(1, '2026-01-10');
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', ep.create.path, body(recruit, guarantor), { routepath: sponsionRecordResource.page });
    await sql`update craftsman set status = 4 where id = ${recruit}`.execute(t.db);
    await refused(t.app, admin, 'POST', SponsionPath.recordTransition, { id, action: 'release' }, RetCode.REFUSED, SponsionMsg.recruitGone, {
      routepath: sponsionRecordResource.page,
    });
    expect((await sql<{ s: number }>`select status as s from sponsion_record where id = ${id}`.execute(t.db)).rows[0].s).toBe(0);
    // 追责 needs a reason; with it the guarantor pays 50% (617.28).
    await refused(t.app, admin, 'POST', SponsionPath.recordTransition, { id, action: 'pursue' }, RetCode.INVALID, 'reason', {
      routepath: sponsionRecordResource.page,
    });
    expect(await assessOf(id)).toEqual([]);
    await step(admin, id, 'pursue', '担保期内自行离职');
    expect(await assessOf(id)).toEqual([{ kind: 2, amount: '617.28', status: 0, store_id: 1, guarantor_id: guarantor, reward_name: '担保追责扣款' }]);
  });

  it('撤销 by the store manager writes no assessment; the approval process lists every step with who and when', async () => {
    const recruit = await craftsman(1, '2026-01-10');
    const { id } = await ok<{ id: number }>(t.app, store001, 'POST', ep.create.path, body(recruit, guarantor, { amount: '800.00' }), {
      routepath: sponsionRecordResource.page,
    });
    await step(store001, id, 'revoke', '担保人与被担保人协商一致撤销');
    expect(await assessOf(id)).toEqual([]);
    const steps = await ok<Step[]>(t.app, store001, 'GET', SponsionPath.approvalProcess, { id });
    const manager = (await sql<{ name: string }>`select name from app_user where account = 'store001'`.execute(t.db)).rows[0].name;
    expect(steps.map((s) => [s.action, s.actionName, s.toStatus, s.operator])).toEqual([
      ['register', '登记担保', 0, manager],
      ['revoke', '撤销', 3, manager],
    ]);
    expect(steps[0].remark).toMatch(/担保金额800.00元，担保期6个月$/);
    expect(steps[1].remark).toBe('担保人与被担保人协商一致撤销');
    expect(Date.parse(steps[1].createdAt)).toBeGreaterThanOrEqual(Date.parse(steps[0].createdAt));
    // The same steps in the record's detail.
    const detail = await ok<{ process: Step[] }>(t.app, store001, 'GET', ep.detail.path, { id });
    expect(detail.process.map((s) => s.action)).toEqual(['register', 'revoke']);
  });

  it('the approval process of another store’s record or of no record is refused', async () => {
    const [theirs] = await ok<Row[]>(t.app, admin, 'POST', ep.list.path, { storeId: 2, pageSize: 1 });
    expect(theirs).toBeDefined();
    await refused(t.app, store001, 'GET', SponsionPath.approvalProcess, { id: theirs.id }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    await refused(t.app, admin, 'GET', SponsionPath.approvalProcess, { id: 999999 }, RetCode.REFUSED, '担保记录不存在');
    await refused(t.app, admin, 'GET', SponsionPath.approvalProcess, { id: 'x' }, RetCode.INVALID, 'id');
  });
});
