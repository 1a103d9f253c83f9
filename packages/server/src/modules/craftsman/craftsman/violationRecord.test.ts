import { businessToday, resourceEndpoints, RetCode, RetMsg, violationRecordResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/**
 * /craftsman/craftsman/violationRecord 违规记录: confirmed by head office, deducting in the violation
 * day's month; 店长 reads its stores'. Also the view salary_adjustment_line as a whole: exactly the
 * approved / confirmed rows of the seven tables, with their signs.
 */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(violationRecordResource);
const opts = { routepath: violationRecordResource.page };

type Row = { id: number; storeId: number; month: string; amount: string; status: number; reviewer: string | null };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const craftsmanOf = async (storeId: number) =>
  (
    await sql<{ id: number }>`select id from craftsman where store_id = ${storeId} and status = 1 and craftsman_type in (1, 2) order by id limit 1`.execute(
      t.db,
    )
  ).rows[0].id;
const lines = async (id: number) =>
  (
    await sql<{
      sign: number;
      amount: string;
      month: string;
    }>`select sign, amount, month::text as month from salary_adjustment_line where kind = 'violation' and source_id = ${id}`.execute(t.db)
  ).rows;

describe('违规记录', () => {
  it('a confirmed violation deducts in the month of its day; a warning (0) is a line of 0; unconfirmed ones none', async () => {
    const craftsmanId = await craftsmanOf(12);
    const day = businessToday();
    const body = { craftsmanId, violationType: 2, violationDate: day, description: '私收现金80元', amount: '80' };
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, body, opts);
    expect(await ok<Row>(t.app, admin, 'GET', api.detail.path, { id }, opts)).toMatchObject({ storeId: 12, month: `${day.slice(0, 7)}-01`, status: 0 });
    expect(await lines(id)).toEqual([]);
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'approve', reason: '监控核实' }, opts);
    expect(await ok<Row>(t.app, admin, 'GET', api.detail.path, { id }, opts)).toMatchObject({ status: 1, reviewer: '系统管理员' });
    expect(await lines(id)).toEqual([{ sign: -1, amount: '80.00', month: `${day.slice(0, 7)}-01` }]);
    const warning = await ok<{ id: number }>(
      t.app,
      admin,
      'POST',
      api.create.path,
      { ...body, violationType: 6, description: '未佩戴工牌', amount: '0' },
      opts,
    );
    await ok(t.app, admin, 'POST', api.transition.path, { id: warning.id, action: 'approve' }, opts);
    expect(await lines(warning.id)).toEqual([{ sign: -1, amount: '0.00', month: `${day.slice(0, 7)}-01` }]);
  });

  it('refuses a negative deduction, a future day, a confirmed record edited, writing nothing', async () => {
    const body = { craftsmanId: await craftsmanOf(12), violationType: 1, violationDate: businessToday(), description: '迟到', amount: '50' };
    await refused(t.app, admin, 'POST', api.create.path, { ...body, amount: '-1' }, RetCode.INVALID, '扣款金额(元)不能为负数', opts);
    await refused(t.app, admin, 'POST', api.create.path, { ...body, violationDate: '2099-01-01' }, RetCode.INVALID, '违规日期不能晚于今天', opts);
    const [confirmed] = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { status: 1, pageSize: 1 }, opts);
    await refused(t.app, admin, 'POST', api.update.path, { ...body, id: confirmed.id }, RetCode.REFUSED, '已确认的违规记录不可修改', opts);
  });

  it('a settled month refuses confirming a violation of that month', async () => {
    const craftsmanId = await craftsmanOf(13);
    const { id } = await ok<{ id: number }>(
      t.app,
      admin,
      'POST',
      api.create.path,
      { craftsmanId, violationType: 5, violationDate: '2025-03-15', description: '服务中使用手机', amount: '100' },
      opts,
    );
    await sql`insert into wage_settlement (store_id, month, status, computed_by) values (13, '2025-03-01', 2, '测试')
      on conflict (store_id, month) do update set status = 2`.execute(t.db);
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'approve' }, RetCode.REFUSED, '该门店2025年3月工资已结算，不能再修改', opts);
    await refused(
      t.app,
      admin,
      'POST',
      api.update.path,
      { id, violationType: 5, violationDate: '2025-04-03', description: '改到下月', amount: '100' },
      RetCode.REFUSED,
      '2025年3月工资已结算',
      opts,
    );
    expect(await lines(id)).toEqual([]);
  });

  it('店长 reads its stores violations and confirms none', async () => {
    const mine = await ok<Row[]>(t.app, store001, 'POST', api.list.path, { pageSize: 200 }, opts);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    await refused(t.app, store001, 'POST', api.transition.path, { id: mine[0].id, action: 'approve' }, RetCode.REFUSED, RetMsg.FORBIDDEN, opts);
  });
});

describe('salary_adjustment_line (the view the pay sheet reads)', () => {
  it('holds exactly the approved / confirmed rows of every pay input, each with its sign and amount', async () => {
    const tables: [string, string, number][] = [
      ['salary_recommend_commission', 'recommendCommission', 1],
      ['salary_recommend_reward', 'recommendReward', 1],
      ['salary_teaching_commission', 'teachingCommission', 1],
      ['salary_bonus', 'bonus', 1],
      ['salary_audit_deduction', 'auditDeduction', -1],
      ['salary_complaint_deduction', 'complaintDeduction', -1],
      ['craftsman_violation', 'violation', -1],
    ];
    for (const [table, kind, sign] of tables) {
      const expected = await sql<{ key: string }>`
        select id || ':' || craftsman_id || ':' || store_id || ':' || month || ':' || amount as key from ${sql.table(table)} where status = 1 order by id`.execute(
        t.db,
      );
      const seen = await sql<{ key: string; sign: number }>`
        select source_id || ':' || craftsman_id || ':' || store_id || ':' || month || ':' || amount as key, sign from salary_adjustment_line where kind = ${kind} order by source_id`.execute(
        t.db,
      );
      expect(expected.rows.length, `${table}: seeded approved rows`).toBeGreaterThan(0);
      expect(seen.rows.map((r) => r.key)).toEqual(expected.rows.map((r) => r.key));
      expect(new Set(seen.rows.map((r) => r.sign))).toEqual(new Set([sign]));
    }
  });
});
