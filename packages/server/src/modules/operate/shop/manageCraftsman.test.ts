import { RetCode, RetMsg, type CraftsmanActiveRecord } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, countRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/manageCraftsman (门店手艺人): list, enable/disable with dated history, picker options. */
let t: TestApp;
let admin: Session;
let store001: Session;
let ops01: Session;

const LIST = '/mgt/manage/craftsmanStore/queryCraftsmanStorePage';
const DETAIL = '/mgt/manage/craftsmanStore/getCraftsmanStore';
const MOVE = '/mgt/manage/craftsmanStore/updateCraftsmanActiveStatus';
const HISTORY = '/basics/store/craftsman/getCraftsmanActiveRecordAll';
const BRIEFS = '/store/craftsmanBriefs/queryV2';

type Row = {
  id: number;
  storeId: number;
  storeName: string;
  craftsmanId: number;
  employeeNo: string;
  realName: string;
  mobile: string;
  level: string;
  priceGrade: string;
  isHome: boolean;
  homeStoreName: string;
  craftsmanStatus: number;
  activeStatus: number;
  activeChangedAt: string | null;
  activeChangedBy: string | null;
  activeRemark: string | null;
};

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  ops01 = await login(t.app, DEMO.ops01.account, DEMO.ops01.pwd);
});
afterAll(async () => {
  await t?.close();
});

const list = (session: Session, query: Record<string, unknown> = {}) => ok<Row[]>(t.app, session, 'POST', LIST, { pageSize: 200, ...query });
const history = (session: Session, row: Pick<Row, 'craftsmanId' | 'storeId'>) =>
  ok<CraftsmanActiveRecord[]>(t.app, session, 'POST', HISTORY, { craftsmanId: row.craftsmanId, storeId: row.storeId });
const linkState = (id: number) =>
  t.db.selectFrom('craftsman_store').select(['active_status', 'active_remark', 'active_changed_by']).where('id', '=', id).executeTakeFirstOrThrow();

/** Grants the store manager role some operation codes for the duration of `run`. */
async function withStoreManagerOps(codes: string[], run: () => Promise<void>) {
  const role = await t.db.selectFrom('role').select('id').where('code', '=', 'store_manager').executeTakeFirstOrThrow();
  const menus = await t.db.selectFrom('menu').select('id').where('code', 'in', codes).execute();
  expect(menus).toHaveLength(codes.length);
  await t.db
    .insertInto('role_menu')
    .values(menus.map((m) => ({ role_id: role.id, menu_id: m.id })))
    .execute();
  try {
    await run();
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
}

describe('list', () => {
  it('answers every store link with the craftsman joined in, paged and counted', async () => {
    const links = await countRows(t.db, 'craftsman_store');
    const first = await request<Row[]>(t.app, admin, 'POST', LIST, { pageSize: 20 });
    expect(first.envelope.page).toMatchObject({ total: links, pageNum: 1, pageSize: 20 });
    const rows = await list(admin);
    expect(new Set(rows.map((r) => r.storeId)).size).toBeGreaterThan(10);
    // Sorted by employee number by default.
    expect(rows.map((r) => r.employeeNo)).toEqual([...rows.map((r) => r.employeeNo)].sort());
    const db = await t.db.selectFrom('craftsman').selectAll().where('id', '=', rows[0].craftsmanId).executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({
      employeeNo: db.employee_no,
      realName: db.real_name,
      level: db.level,
      priceGrade: db.price_grade,
      craftsmanStatus: db.status,
      storeName: expect.any(String),
      homeStoreName: expect.any(String),
    });
    // Part-timers show their home store.
    const partTimer = rows.find((r) => !r.isHome)!;
    const home = await t.db
      .selectFrom('craftsman as c')
      .innerJoin('store as s', 's.id', 'c.store_id')
      .select('s.store_name')
      .where('c.id', '=', partTimer.craftsmanId)
      .executeTakeFirstOrThrow();
    expect(partTimer.homeStoreName).toBe(home.store_name);
    expect(partTimer.storeName).not.toBe(home.store_name);
  });

  it('needs the page', async () => {
    await refused(t.app, ops01, 'POST', LIST, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, ops01, 'POST', HISTORY, { craftsmanId: 1, storeId: 1 }, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});

describe('enable and disable', () => {
  it('disabling needs a reason and the operation; a refused call writes nothing', async () => {
    const [row] = await list(admin, { storeId: 4, activeStatus: 1, craftsmanStatus: 1 });
    const records = await countRows(t.db, 'craftsman_active_record');
    const before = await linkState(row.id);
    await refused(t.app, admin, 'POST', MOVE, { id: row.id, action: 'disable' }, RetCode.INVALID, '请填写停用原因');
    await refused(t.app, admin, 'POST', MOVE, { id: row.id, action: 'disable', reason: '   ' }, RetCode.INVALID, '请填写停用原因');
    await refused(t.app, admin, 'POST', MOVE, { id: row.id, action: 'disable', reason: '长'.repeat(201) }, RetCode.INVALID, '停用原因最多200个字');
    await refused(t.app, admin, 'POST', MOVE, { id: row.id, action: 'enable' }, RetCode.REFUSED, '当前状态「启用」不能启用');
    await refused(t.app, admin, 'POST', MOVE, { id: row.id, action: 'remove', reason: 'x' }, RetCode.INVALID, '不支持的操作');
    await refused(t.app, admin, 'POST', MOVE, { id: 'abc', action: 'disable', reason: 'x' }, RetCode.INVALID, 'id');
    // The store manager may see the page but not change a craftsman, even in its own store.
    const [own] = await list(store001, { activeStatus: 1 });
    await refused(t.app, store001, 'POST', MOVE, { id: own.id, action: 'disable', reason: '排班调整' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect(await countRows(t.db, 'craftsman_active_record')).toBe(records);
    expect(await linkState(row.id)).toEqual(before);
    expect((await linkState(own.id)).active_status).toBe(1);
  });

  it('disable then enable: the row shows the last change, each change is a dated record (newest first), both audited', async () => {
    const [row] = await list(admin, { storeId: 5, activeStatus: 1, craftsmanStatus: 1 });
    const earlier = await history(admin, row);
    expect(earlier.length).toBeGreaterThan(0);

    await ok(t.app, admin, 'POST', MOVE, { id: row.id, action: 'disable', reason: '外派总部培训两周' });
    const off = await ok<Row>(t.app, admin, 'GET', DETAIL, { id: row.id });
    expect(off).toMatchObject({ activeStatus: 0, activeRemark: '外派总部培训两周', activeChangedBy: '系统管理员' });
    expect(Date.now() - Date.parse(off.activeChangedAt!)).toBeLessThan(60_000);
    await refused(t.app, admin, 'POST', MOVE, { id: row.id, action: 'disable', reason: '再次停用' }, RetCode.REFUSED, '当前状态「停用」不能停用');

    await ok(t.app, admin, 'POST', MOVE, { id: row.id, action: 'enable', reason: '培训结束' });
    expect(await ok<Row>(t.app, admin, 'GET', DETAIL, { id: row.id })).toMatchObject({ activeStatus: 1, activeRemark: '培训结束' });

    const after = await history(admin, row);
    expect(after).toHaveLength(earlier.length + 2);
    expect(after.slice(0, 2)).toMatchObject([
      { fromStatus: 0, toStatus: 1, remark: '培训结束', operator: '系统管理员', craftsmanId: row.craftsmanId, storeId: 5 },
      { fromStatus: 1, toStatus: 0, remark: '外派总部培训两周', operator: '系统管理员' },
    ]);
    // Never overwritten: the earlier records are still there, in order.
    expect(after.slice(2)).toEqual(earlier);
    const times = after.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const [disableAudit] = await auditRows(t.db, { table: 'craftsman_store', action: 'transition:disable', recordId: row.id });
    expect(disableAudit.after).toMatchObject({ activeStatus: 0, reason: '外派总部培训两周' });
    const [enableAudit] = await auditRows(t.db, { table: 'craftsman_store', action: 'transition:enable', recordId: row.id });
    expect(enableAudit.before).toMatchObject({ activeStatus: 0 });
  });

  it('a departed craftsman cannot be enabled', async () => {
    const [departed] = await list(admin, { craftsmanStatus: 4, activeStatus: 0 });
    const records = await countRows(t.db, 'craftsman_active_record');
    await refused(t.app, admin, 'POST', MOVE, { id: departed.id, action: 'enable', reason: '返聘' }, RetCode.REFUSED, '已离职的手艺人不能启用');
    expect((await linkState(departed.id)).active_status).toBe(0);
    expect(await countRows(t.db, 'craftsman_active_record')).toBe(records);
  });

  it('a manager holding the operations still acts only within its stores', async () => {
    await withStoreManagerOps(['operate:craftsmanStore:disable', 'operate:craftsmanStore:enable'], async () => {
      const [other] = await list(admin, { storeId: 2, activeStatus: 1, craftsmanStatus: 1 });
      await refused(t.app, store001, 'POST', MOVE, { id: other.id, action: 'disable', reason: '排班调整' }, RetCode.REFUSED, '门店手艺人不存在');
      expect((await linkState(other.id)).active_status).toBe(1);
      const [own] = await list(store001, { activeStatus: 1, craftsmanStatus: 1 });
      await ok(t.app, store001, 'POST', MOVE, { id: own.id, action: 'disable', reason: '本周休年假' });
      expect((await history(store001, own))[0]).toMatchObject({ toStatus: 0, remark: '本周休年假', operator: '王丽娟' });
    });
  });
});

describe('history', () => {
  it('answers the seeded records of one craftsman in one store, newest first, within scope', async () => {
    const [disabled] = await list(admin, { storeId: 1, activeStatus: 0 });
    const records = await history(store001, disabled);
    expect(records.length).toBeGreaterThanOrEqual(2);
    expect(records[0]).toMatchObject({ toStatus: 0, remark: disabled.activeRemark, operator: disabled.activeChangedBy });
    expect(records.at(-1)).toMatchObject({ fromStatus: null, toStatus: 1 });
    expect(records.every((r) => r.craftsmanId === disabled.craftsmanId && r.storeId === 1)).toBe(true);
    const other = (await list(admin, { storeId: 2 }))[0];
    await refused(t.app, store001, 'POST', HISTORY, { craftsmanId: other.craftsmanId, storeId: 2 }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    await refused(t.app, admin, 'POST', HISTORY, { craftsmanId: other.craftsmanId }, RetCode.INVALID, 'storeId');
    // Some enabled links were disabled for a while and enabled again.
    const back = await sql<{
      n: number;
    }>`select count(distinct craftsman_store_id)::int as n from craftsman_active_record where from_status = 0 and to_status = 1`.execute(t.db);
    expect(back.rows[0].n).toBeGreaterThan(10);
  });
});

describe('craftsman options (CraftsmanSelect)', () => {
  it("answers a store's in-service, enabled craftsmen as {label, value}, within scope", async () => {
    const options = await ok<{ label: string; value: number }[]>(t.app, store001, 'GET', BRIEFS, { storeId: 1 });
    const rows = await list(admin, { storeId: 1 });
    const expected = rows.filter((r) => r.activeStatus === 1 && r.craftsmanStatus === 1);
    expect(options.length).toBeGreaterThan(0);
    expect(options.map((o) => o.value).sort()).toEqual(expected.map((r) => r.craftsmanId).sort());
    expect(options.map((o) => o.label).sort()).toEqual(expected.map((r) => r.realName).sort());
    // A disabled or departed craftsman is not offered.
    for (const r of rows.filter((x) => x.activeStatus === 0 || x.craftsmanStatus !== 1)) expect(options.map((o) => o.value)).not.toContain(r.craftsmanId);
    await refused(t.app, store001, 'GET', BRIEFS, { storeId: 2 }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    await refused(t.app, store001, 'GET', BRIEFS, {}, RetCode.INVALID, 'storeId');
    expect((await ok<unknown[]>(t.app, admin, 'GET', BRIEFS, { storeId: 2 })).length).toBeGreaterThan(0);
  });
});
