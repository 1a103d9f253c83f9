import { RetCode, RetMsg, resourceEndpoints, toolApplyResource, ToolApplyMsg, toolItemResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/**
 * 工具申请审批: an application priced from the catalogue and shared when applied (a year in service: the
 * craftsman pays 30%, before: 50%, to the fen half up), 通过 / 驳回 / 发放 / 撤回 allowed and refused, the
 * store manager within the own store, bad applications writing nothing.
 */
let t: TestApp;
let admin: Session;
let store001: Session;
const ep = resourceEndpoints(toolApplyResource);
const items = resourceEndpoints(toolItemResource);
const opts = { routepath: toolApplyResource.page };
type Row = Record<string, unknown> & { id: number; status: number; storeId: number };

const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const applications = async () => (await sql<{ n: number }>`select count(*)::int as n from tool_apply`.execute(t.db)).rows[0].n;
let seq = 0;
async function craftsman(storeId: number, daysAgo: number, status = 1): Promise<number> {
  seq++;
  return (
    await sql<{
      id: number;
    }>`insert into craftsman (employee_no, real_name, mobile, craftsman_type, position_type, level, price_grade, store_id, status, entry_date)
      values (${`UDT9${String(seq).padStart(4, '0')}`}, ${`工具测试${seq}`}, ${`1361234${String(5000 + seq)}`}, 1, 0, 'U2', 'P3', ${storeId}, ${status}, ${chinaDate(-daysAgo)})
      returning id`.execute(t.db)
  ).rows[0].id;
}
const tool = async (name: string, price: string, enableStatus = 1) =>
  (await ok<{ id: number }>(t.app, admin, 'POST', items.create.path, { name, category: 1, spec: '测试规格', price, enableStatus }, opts)).id;
const apply = (s: Session, craftsmanId: number, toolId: number, quantity = 1) =>
  ok<{ id: number }>(t.app, s, 'POST', ep.create.path, { craftsmanId, toolId, quantity, applyReason: '原工具磨损' }, opts).then((r) => r.id);
const detail = (id: number) => ok<Row>(t.app, admin, 'GET', ep.detail.path, { id });
const step = (s: Session, id: number, action: string, reason?: string) =>
  ok(t.app, s, 'POST', ep.transition.path, { id, action, ...(reason ? { reason } : {}) }, opts);

let scissors = 0;
let dryer = 0;
let iron = 0;
let retired = 0;
beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  scissors = await tool('测试平剪', '388.50');
  dryer = await tool('测试吹风机', '568.00');
  iron = await tool('测试夹板', '199.99');
  retired = await tool('测试停用吹风机', '158.00', 0);
});
afterAll(async () => {
  await t?.close();
});

describe('工具申请审批', () => {
  it('lists the seeded applications in every state; a store manager sees the own store’s', async () => {
    for (const status of [0, 1, 2, 3, 4]) {
      const rows = await ok<Row[]>(t.app, admin, 'POST', ep.list.path, { status, pageSize: 20 });
      expect(rows.length, `status ${status}`).toBeGreaterThan(0);
    }
    const mine = await ok<Row[]>(t.app, store001, 'POST', ep.list.path, { pageSize: 200 });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    // Every seeded share follows the rule.
    const wrong = await sql<{ n: number }>`
      select count(*)::int as n from tool_apply a join craftsman c on c.id = a.craftsman_id
      where a.craftsman_amount <> round(a.total_amount * (case when (a.created_at at time zone 'Asia/Shanghai')::date - c.entry_date >= 365 then 30 else 50 end) / 100.0, 2)
        or a.total_amount <> a.unit_price * a.quantity`.execute(t.db);
    expect(wrong.rows[0].n).toBe(0);
  });

  it('shares the cost when applied: 30% after a year in service, 50% before, to the fen half up', async () => {
    const senior = await craftsman(1, 400);
    const newcomer = await craftsman(1, 100);
    const year = await craftsman(1, 365);
    const almost = await craftsman(1, 364);
    const cases: [number, number, number, Record<string, unknown>][] = [
      [senior, scissors, 1, { unitPrice: '388.50', totalAmount: '388.50', craftsmanPercent: 30, craftsmanAmount: '116.55', companyAmount: '271.95' }],
      [newcomer, dryer, 2, { unitPrice: '568.00', totalAmount: '1136.00', craftsmanPercent: 50, craftsmanAmount: '568.00', companyAmount: '568.00' }],
      [senior, iron, 1, { totalAmount: '199.99', craftsmanPercent: 30, craftsmanAmount: '60.00', companyAmount: '139.99' }],
      [year, iron, 3, { totalAmount: '599.97', craftsmanPercent: 30, craftsmanAmount: '179.99', companyAmount: '419.98' }],
      [almost, iron, 3, { totalAmount: '599.97', craftsmanPercent: 50, craftsmanAmount: '299.99', companyAmount: '299.98' }],
    ];
    for (const [who, what, quantity, expected] of cases) {
      const id = await apply(store001, who, what, quantity);
      expect(await detail(id), `craftsman ${who} tool ${what}`).toMatchObject({ ...expected, status: 0, storeId: 1, quantity });
    }
    // A later price change leaves the applications as they were.
    await ok(
      t.app,
      admin,
      'POST',
      items.update.path,
      { id: scissors, name: '测试平剪', category: 1, spec: '测试规格', price: '420.00', enableStatus: 1 },
      opts,
    );
    const [first] = await ok<Row[]>(t.app, admin, 'POST', ep.list.path, { toolId: scissors, pageSize: 5 });
    expect(first).toMatchObject({ unitPrice: '388.50', craftsmanAmount: '116.55' });
  });

  it('refuses bad applications, writing nothing', async () => {
    const mine = await craftsman(1, 200);
    const theirs = await craftsman(2, 200);
    const left = await craftsman(1, 900, 4);
    const before = await applications();
    const no = (s: Session, b: Record<string, unknown>, code: string, msg: string) => refused(t.app, s, 'POST', ep.create.path, b, code, msg, opts);
    const base = { craftsmanId: mine, toolId: dryer, quantity: 1, applyReason: '新入职' };
    await no(store001, { ...base, craftsmanId: theirs }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    await no(store001, { ...base, craftsmanId: left }, RetCode.INVALID, 'craftsmanId');
    await no(store001, { ...base, toolId: retired }, RetCode.INVALID, 'toolId');
    await no(store001, { ...base, toolId: 999999 }, RetCode.INVALID, 'toolId');
    await no(store001, { ...base, quantity: 6 }, RetCode.INVALID, 'quantity');
    await no(store001, { ...base, applyReason: '' }, RetCode.INVALID, 'applyReason');
    expect(await applications()).toBe(before);
    await apply(store001, mine, dryer);
    const twice = await no(store001, base, RetCode.INVALID, 'toolId');
    expect(JSON.stringify(twice.result)).toContain(ToolApplyMsg.pendingSame);
    expect(await applications()).toBe(before + 1);
  });

  it('通过 → 发放, 驳回 with a reason, 撤回 of a pending one; steps out of order refused in words', async () => {
    const who = await craftsman(1, 500);
    const a = await apply(store001, who, scissors);
    const b = await apply(store001, who, dryer);
    const c = await apply(store001, who, iron);
    await refused(t.app, store001, 'POST', ep.transition.path, { id: a, action: 'issue' }, RetCode.REFUSED, '当前状态「待审批」不能发放', opts);
    await step(store001, a, 'approve');
    await step(store001, a, 'issue');
    const manager = (await sql<{ name: string }>`select name from app_user where account = 'store001'`.execute(t.db)).rows[0].name;
    expect(await detail(a)).toMatchObject({ status: 3, reviewedBy: manager, issuedBy: manager });
    await refused(t.app, store001, 'POST', ep.transition.path, { id: a, action: 'withdraw' }, RetCode.REFUSED, '当前状态「已发放」不能撤回', opts);

    await refused(t.app, store001, 'POST', ep.transition.path, { id: b, action: 'reject' }, RetCode.INVALID, 'reason', opts);
    expect((await detail(b)).status).toBe(0);
    await step(admin, b, 'reject', '本季度已领取过同类工具');
    expect(await detail(b)).toMatchObject({ status: 2, reviewRemark: '本季度已领取过同类工具', reviewedBy: expect.any(String) });
    await refused(t.app, admin, 'POST', ep.transition.path, { id: b, action: 'approve' }, RetCode.REFUSED, '当前状态「已驳回」不能通过', opts);

    await step(store001, c, 'withdraw');
    expect(await detail(c)).toMatchObject({ status: 4, reviewedBy: null });
    expect(await auditRows(t.db, { table: 'tool_apply', action: 'transition:issue', recordId: a })).toHaveLength(1);
  });

  it('a store manager neither decides another store’s application nor keeps the catalogue', async () => {
    const other = await craftsman(2, 500);
    const id = await apply(admin, other, dryer);
    const answer = await refused(t.app, store001, 'POST', ep.transition.path, { id, action: 'approve' }, RetCode.REFUSED);
    expect(answer.retMsg).toMatch(/数据权限|不存在/);
    expect((await detail(id)).status).toBe(0);
    await refused(
      t.app,
      store001,
      'POST',
      items.create.path,
      { name: '店长加的剪刀', category: 1, price: '100.00', enableStatus: 1 },
      RetCode.REFUSED,
      RetMsg.FORBIDDEN,
      opts,
    );
  });
});
