import { ACCEPTANCE_CHECKLIST, AcceptancePath, RetCode, RetMsg, type AcceptanceItemRow } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/acceptance: acceptance checks, their checklist results and the rectification loop. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Check = Record<string, unknown> & { id: number; storeId: number; status: number; round: number; score: number | null };

const LIST = '/mgt/storeAcceptance/queryAcceptancePage';
const DETAIL = '/mgt/storeAcceptance/detail';
const ADD = '/mgt/storeAcceptance/add';
const UPDATE = '/mgt/storeAcceptance/update';
const MOVE = '/mgt/storeAcceptance/transition';

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const rowsIn = async (table: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db)).rows[0].n;
const list = (query: Record<string, unknown> = {}) => ok<Check[]>(t.app, admin, 'POST', LIST, { pageSize: 100, ...query });
const detail = (id: number) => ok<Check>(t.app, admin, 'GET', DETAIL, { id });
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const allPass = () => ACCEPTANCE_CHECKLIST.map((c) => ({ item: c.item, passed: true }));
/** Fire safety (a veto item) fails: the check fails whatever the score. */
const fireFails = () => ACCEPTANCE_CHECKLIST.map((c) => (c.item === 2 ? { item: 2, passed: false, note: '2具灭火器过期' } : { item: c.item, passed: true }));

describe('acceptance checks', () => {
  it('lists the seeded checks of many stores in every state, with their recorded checklists', async () => {
    const all = await list();
    expect(all.length).toBeGreaterThanOrEqual(22);
    expect(new Set(all.map((c) => c.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(new Set(all.map((c) => c.checkType))).toEqual(new Set([1, 2, 3]));
    expect(new Set(all.map((c) => c.storeId)).size).toBe(all.length);
    expect(all[0]).toMatchObject({ storeName: expect.any(String), inspector: expect.any(String), plannedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    for (const c of all.filter((x) => x.status === 1)) expect(c.score).toBeGreaterThanOrEqual(80);
    for (const c of all.filter((x) => x.status === 2)) expect(c.failReason).toEqual(expect.any(String));
    const checked = all.find((c) => c.round === 2)!;
    const items = await ok<AcceptanceItemRow[]>(t.app, admin, 'GET', AcceptancePath.items, { id: checked.id });
    expect(items).toHaveLength(2 * ACCEPTANCE_CHECKLIST.length);
    expect(items[0].round).toBe(2);
    expect(items.filter((i) => i.round === 2).reduce((sum, i) => sum + i.score, 0)).toBe(checked.score);

    expect((await list({ status: 0 })).every((c) => c.status === 0)).toBe(true);
    expect((await list({ checkType: 2 })).every((c) => c.checkType === 2)).toBe(true);
  });

  it('is kept to the store scope: store001, granted the page for this test, sees and checks store 1 only', async () => {
    await refused(t.app, store001, 'POST', LIST, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
    const role = await t.db.selectFrom('role').select('id').where('code', '=', 'store_manager').executeTakeFirstOrThrow();
    const menus = await t.db
      .selectFrom('menu')
      .select('id')
      .where((eb) => eb.or([eb('url', '=', '/operate/shop/acceptance'), eb('code', '=', 'operate:acceptance:check')]))
      .execute();
    await t.db
      .insertInto('role_menu')
      .values(menus.map((m) => ({ role_id: role.id, menu_id: m.id })))
      .execute();
    try {
      const mine = await ok<Check[]>(t.app, store001, 'POST', LIST, { pageSize: 100 });
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((c) => c.storeId === 1)).toBe(true);
      const other = (await list()).find((c) => c.storeId !== 1 && c.status === 0)!;
      await refused(t.app, store001, 'GET', DETAIL, { id: other.id }, RetCode.REFUSED, '门店验收不存在');
      await refused(t.app, store001, 'GET', AcceptancePath.items, { id: other.id }, RetCode.REFUSED, '门店验收不存在');
      await refused(t.app, store001, 'POST', AcceptancePath.submitResult, { id: other.id, items: allPass() }, RetCode.REFUSED, '门店验收不存在');
      expect((await detail(other.id)).status).toBe(0);
    } finally {
      await t.db
        .deleteFrom('role_menu')
        .where('role_id', '=', role.id)
        .where(
          'menu_id',
          'in',
          menus.map((m) => m.id),
        )
        .execute();
    }
    await refused(t.app, store001, 'POST', LIST, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const before = await rowsIn('store_acceptance');
    const valid = { storeId: 30, checkType: 2, plannedDate: chinaDate(3), inspector: '郭敏' };
    await refused(t.app, admin, 'POST', ADD, { ...valid, inspector: '' }, RetCode.INVALID, 'inspector');
    await refused(t.app, admin, 'POST', ADD, { ...valid, checkType: 7 }, RetCode.INVALID, '验收类型的取值不正确');
    await refused(t.app, admin, 'POST', ADD, { ...valid, plannedDate: '2026/1/1' }, RetCode.INVALID, 'plannedDate');
    await refused(t.app, admin, 'POST', ADD, { ...valid, plannedDate: chinaDate(-2) }, RetCode.INVALID, '计划验收日期不能早于今天');
    // Store 1 already waits for a re-check of the same type.
    const [waiting] = await list({ storeId: 1 });
    await refused(t.app, admin, 'POST', ADD, { ...valid, storeId: 1, checkType: waiting.checkType }, RetCode.REFUSED, '该门店已有未完成的');
    expect(await rowsIn('store_acceptance')).toBe(before);

    const items = await rowsIn('store_acceptance_item');
    const { id } = waiting;
    await refused(t.app, admin, 'POST', AcceptancePath.submitResult, { id, items: allPass().slice(1) }, RetCode.INVALID, '须填写全部6个检查项');
    await refused(
      t.app,
      admin,
      'POST',
      AcceptancePath.submitResult,
      { id, items: [...allPass().slice(1), { item: 2, passed: true }] },
      RetCode.INVALID,
      '缺少检查项：门头招牌',
    );
    await refused(
      t.app,
      admin,
      'POST',
      AcceptancePath.submitResult,
      { id, items: fireFails().map((i) => ({ ...i, note: null })) },
      RetCode.INVALID,
      '「消防设施」不合格，请填写问题说明',
    );
    await refused(t.app, admin, 'POST', AcceptancePath.submitResult, { id, items: fireFails() }, RetCode.INVALID, '请填写未通过原因');
    expect(await rowsIn('store_acceptance_item')).toBe(items);
    expect((await detail(id)).status).toBe(4);
  });

  it('a new check fails on a veto item with its reason, is rectified, re-checked and passes; each step audited', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', ADD, {
      storeId: 30,
      checkType: 2,
      plannedDate: chinaDate(2),
      inspector: '郭敏',
      remark: '二楼装修完工',
    });
    expect(await detail(id)).toMatchObject({ status: 0, round: 0, score: null, createdBy: '系统管理员' });
    await ok(t.app, admin, 'POST', UPDATE, { id, plannedDate: chinaDate(4), inspector: '林建华', remark: '二楼装修完工' });
    // Not failed yet: no rectification.
    await refused(t.app, admin, 'POST', MOVE, { id, action: 'rectify', reason: '整改' }, RetCode.REFUSED, '当前状态「待验收」不能安排整改');

    // 80 points, but fire safety (a veto item) failed: 未通过.
    const failed = await ok<{ status: number; score: number; round: number }>(t.app, admin, 'POST', AcceptancePath.submitResult, {
      id,
      items: fireFails(),
      failReason: '消防设施不合格，须整改后复验',
    });
    expect(failed).toMatchObject({ status: 2, score: 80, round: 1 });
    expect(await detail(id)).toMatchObject({ status: 2, score: 80, round: 1, failReason: '消防设施不合格，须整改后复验', checkedBy: '系统管理员' });
    await refused(t.app, admin, 'POST', AcceptancePath.submitResult, { id, items: allPass() }, RetCode.REFUSED, '当前状态「未通过」不能录入验收结果');
    await refused(t.app, admin, 'POST', UPDATE, { id, plannedDate: chinaDate(5), inspector: '郭敏' }, RetCode.REFUSED, '未通过的门店验收不可修改');

    await refused(t.app, admin, 'POST', MOVE, { id, action: 'rectify' }, RetCode.INVALID, '请填写整改要求');
    await ok(t.app, admin, 'POST', MOVE, { id, action: 'rectify', reason: '3日内更换灭火器' });
    await ok(t.app, admin, 'POST', MOVE, { id, action: 'recheck', reason: '已更换并拍照上传' });
    expect(await detail(id)).toMatchObject({ status: 4, statusNote: '已更换并拍照上传', operator: '系统管理员' });

    const passed = await ok<{ status: number; score: number; round: number }>(t.app, admin, 'POST', AcceptancePath.submitResult, {
      id,
      items: allPass(),
      conclusion: '整改到位，复验通过',
    });
    expect(passed).toMatchObject({ status: 1, score: 100, round: 2 });
    expect(await detail(id)).toMatchObject({ status: 1, score: 100, round: 2, conclusion: '整改到位，复验通过', failReason: null });
    const items = await ok<AcceptanceItemRow[]>(t.app, admin, 'GET', AcceptancePath.items, { id });
    expect(items.map((i) => [i.round, i.item, i.passed])).toContainEqual([1, 2, false]);
    expect(items.filter((i) => i.round === 2).every((i) => i.passed)).toBe(true);
    expect(items.find((i) => i.round === 1 && i.item === 2)).toMatchObject({ score: 0, note: '2具灭火器过期' });

    const audits = (await auditRows(t.db, { table: 'store_acceptance', recordId: id })).map((a) => a.action).reverse();
    expect(audits).toEqual(['create', 'update', 'transition:submitResult', 'transition:rectify', 'transition:recheck', 'transition:submitResult']);
    // Done: nothing more to do.
    await refused(t.app, admin, 'POST', MOVE, { id, action: 'cancel', reason: '不需要了' }, RetCode.REFUSED, '当前状态「已通过」不能取消验收');
  });

  it('a low score fails even without a veto item; a waiting check can be cancelled with a reason', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', ADD, { storeId: 31, checkType: 1, plannedDate: chinaDate(1), inspector: '周立新' });
    const low = ACCEPTANCE_CHECKLIST.map((c) =>
      c.item === 3 || c.item === 5 ? { item: c.item, passed: false, note: '未完工' } : { item: c.item, passed: true },
    );
    const result = await ok<{ status: number; score: number }>(t.app, admin, 'POST', AcceptancePath.submitResult, {
      id,
      items: low,
      failReason: '水电与设备未完工',
    });
    expect(result).toMatchObject({ status: 2, score: 65 });

    const other = await ok<{ id: number }>(t.app, admin, 'POST', ADD, { storeId: 33, checkType: 1, plannedDate: chinaDate(1), inspector: '周立新' });
    await refused(t.app, admin, 'POST', MOVE, { id: other.id, action: 'cancel' }, RetCode.INVALID, '请填写取消原因');
    await ok(t.app, admin, 'POST', MOVE, { id: other.id, action: 'cancel', reason: '开业延期' });
    expect(await detail(other.id)).toMatchObject({ status: 5, statusNote: '开业延期' });
    await refused(t.app, admin, 'POST', AcceptancePath.submitResult, { id: other.id, items: allPass() }, RetCode.REFUSED, '当前状态「已取消」不能录入验收结果');
  });
});
