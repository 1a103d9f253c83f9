import {
  checkDepartOrder,
  DEPART_STATUS,
  departCraftsmanOptions,
  departResource,
  deleteRecrDepartFileById,
  dimissionReportResource,
  getDepartReasonType,
  LeaveReason,
  resourceEndpoints,
  RetCode,
  RetMsg,
  revertSubmitDepart,
  submitDepartRevoke,
  submitNoRehire,
  submitRecrDepartFile,
  updateRecrDepartFileById,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, storeManager, type Session, type TestApp } from '../../../test/harness.js';
import { assertRehirable, isNoRehire, NO_REHIRE_REFUSAL } from './_shared/depart.js';

/** 离职管理 and 离职记录: every step allowed and refused, one open order a craftsman, no-rehire, cancellation, store scope. */
let t: TestApp;
let admin: Session;
let store001: Session;
let store002: Session;
const orders = resourceEndpoints(departResource);
const reports = resourceEndpoints(dimissionReportResource);

type Order = {
  id: number;
  orderNo: string;
  status: number;
  craftsmanId: number;
  storeId: number;
  leaveDate: string;
  leaveReason: number;
  noRehire: boolean;
  fileCount: number;
};

/** A day `days` from today in China time. */
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

/** A craftsman in service of a store without an open order (a private copy of the seeded database). */
async function serving(storeId: number, skip = 0): Promise<{ id: number; entry_date: string }> {
  return (
    await sql<{ id: number; entry_date: string }>`
    select id, entry_date::text from craftsman c where store_id = ${storeId} and status = 1 and entry_date < now() - interval '60 days'
      and id_card_hash is not null and not exists (select 1 from recruit_depart d where d.craftsman_id = c.id and d.status = 0)
    order by id desc offset ${skip} limit 1`.execute(t.db)
  ).rows[0];
}
const craftsmanRow = async (id: number) =>
  (
    await sql<{ status: number; leave_date: string | null; leave_reason: number | null; id_card_hash: string | null }>`
    select status, leave_date::text, leave_reason, id_card_hash from craftsman where id = ${id}`.execute(t.db)
  ).rows[0];
const activeStores = async (id: number) =>
  (await sql<{ n: number }>`select count(*)::int as n from craftsman_store where craftsman_id = ${id} and active_status = 1`.execute(t.db)).rows[0].n;
const submit = (s: Session, craftsmanId: number, extra: Record<string, unknown> = {}) =>
  ok<{ id: number }>(t.app, s, 'POST', orders.create.path, {
    craftsmanId,
    leaveDate: chinaDate(10),
    leaveReason: 4,
    detail: '本人提出辞职，已提交书面辞职申请',
    ...extra,
  });
const detailOf = (s: Session, id: number) => ok<Order & { files: { id: number; fileName: string }[] }>(t.app, s, 'GET', orders.detail.path, { id });

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  const m2 = storeManager(2);
  store002 = await login(t.app, m2.account, m2.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('离职管理', () => {
  it('shows seeded orders in every state over six months, waiting first; completed ones agree with the craftsman register', async () => {
    const rows = await ok<Order[]>(t.app, admin, 'POST', orders.list.path, { pageSize: 20 });
    expect(rows[0].status).toBe(DEPART_STATUS.waiting);
    for (const status of [0, 1, 2, 3, 4, 5]) {
      const only = await ok<Order[]>(t.app, admin, 'POST', orders.list.path, { pageSize: 50, status });
      expect(only.length, `status ${status}`).toBeGreaterThan(0);
      expect(only.every((r) => r.status === status)).toBe(true);
    }
    const mismatched = await sql<{ n: number }>`
      select count(*)::int as n from recruit_depart d join craftsman c on c.id = d.craftsman_id
      where d.status = 1 and (c.status <> 4 or c.leave_date <> d.leave_date or c.leave_reason <> d.leave_reason)`.execute(t.db);
    expect(mismatched.rows[0].n).toBe(0);
    const cancelled = await sql<{
      n: number;
    }>`select count(*)::int as n from recruit_depart d join craftsman c on c.id = d.craftsman_id where d.status = 5 and c.status = 4`.execute(t.db);
    expect(cancelled.rows[0].n).toBe(0);
    const reasons = await ok<{ value: number; label: string }[]>(t.app, admin, 'GET', getDepartReasonType.path);
    expect(reasons.map((r) => r.label)).toEqual(LeaveReason.items.map((i) => i.label));
  });

  it('submits, then approval makes the craftsman 已离职 with the date and reason and takes them out of their stores, in one step', async () => {
    const c = await serving(1);
    expect(await activeStores(c.id)).toBeGreaterThan(0);
    const { id } = await submit(store001, c.id, { leaveDate: chinaDate(-2), leaveReason: 6 });
    const order = await detailOf(store001, id);
    expect(order).toMatchObject({ status: 0, storeId: 1, leaveReason: 6 });
    expect(order.orderNo).toMatch(/^LZ\d{10}$/);
    // One open order a craftsman.
    expect(await ok(t.app, store001, 'GET', checkDepartOrder.path, { craftsmanId: c.id })).toMatchObject({ open: true, orderId: id });
    expect((await ok<{ id: number }[]>(t.app, store001, 'GET', departCraftsmanOptions.path)).some((o) => o.id === c.id)).toBe(false);
    await refused(
      t.app,
      store001,
      'POST',
      orders.create.path,
      { craftsmanId: c.id, leaveDate: chinaDate(5), leaveReason: 4, detail: '重复' },
      RetCode.REFUSED,
      '已有待审核的离职单',
    );
    // Store managers do not review.
    await refused(t.app, store001, 'POST', orders.transition.path, { id, action: 'approve' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, admin, 'POST', orders.transition.path, { id, action: 'reject' }, RetCode.INVALID, 'reason');
    await ok(t.app, admin, 'POST', orders.transition.path, { id, action: 'approve', reason: '同意' });
    expect(await craftsmanRow(c.id)).toMatchObject({ status: 4, leave_date: chinaDate(-2), leave_reason: 6 });
    expect(await activeStores(c.id)).toBe(0);
    expect((await detailOf(admin, id)).status).toBe(1);
    expect(await ok(t.app, store001, 'GET', checkDepartOrder.path, { craftsmanId: c.id })).toMatchObject({ open: false });
    // Out of order: approved once, never again; a completed order is no longer edited.
    await refused(t.app, admin, 'POST', orders.transition.path, { id, action: 'approve' }, RetCode.REFUSED, '当前状态「已离职」不能通过');
    await refused(t.app, admin, 'POST', orders.transition.path, { id, action: 'reject', reason: '晚了' }, RetCode.REFUSED, '当前状态「已离职」不能驳回');
    await refused(t.app, store001, 'POST', revertSubmitDepart.path, { id }, RetCode.REFUSED, '离职单当前为「已离职」，不能撤回');
    await refused(t.app, admin, 'POST', submitDepartRevoke.path, { id, reason: '误提' }, RetCode.REFUSED, '离职单当前为「已离职」，不能撤销');
    await refused(t.app, store001, 'POST', orders.update.path, { id, leaveDate: chinaDate(-2), leaveReason: 4, detail: '改' }, RetCode.REFUSED, '不可修改');
    // A departed craftsman gets no new order.
    await refused(
      t.app,
      admin,
      'POST',
      orders.create.path,
      { craftsmanId: c.id, leaveDate: chinaDate(5), leaveReason: 4, detail: '再次' },
      RetCode.REFUSED,
      '已离职',
    );
    expect((await auditRows(t.db, { table: 'craftsman', recordId: c.id })).length).toBeGreaterThan(0);
  });

  it('edits a waiting order; the applicant withdraws, HR revokes, a rejection needs its reason; each closes the order once', async () => {
    const a = await serving(1);
    const { id } = await submit(store001, a.id);
    await refused(t.app, store001, 'POST', orders.update.path, { id, leaveDate: '2000-01-01', leaveReason: 4, detail: '改日期' }, RetCode.INVALID, 'leaveDate');
    await ok(t.app, store001, 'POST', orders.update.path, { id, leaveDate: chinaDate(20), leaveReason: 7, detail: '另有发展' });
    expect(await detailOf(store001, id)).toMatchObject({ leaveDate: chinaDate(20), leaveReason: 7 });
    // Only the applicant withdraws.
    await refused(t.app, admin, 'POST', revertSubmitDepart.path, { id }, RetCode.REFUSED, '只有申请人可以撤回离职单');
    expect(await ok(t.app, store001, 'POST', revertSubmitDepart.path, { id, reason: '员工决定留下' })).toEqual({ id, status: 3 });
    await refused(t.app, store001, 'POST', revertSubmitDepart.path, { id }, RetCode.REFUSED, '离职单当前为「已撤回」，不能撤回');
    expect((await craftsmanRow(a.id)).status).toBe(1);

    const second = await submit(store001, a.id);
    // Revocation is head office's (the store manager holds no code for it) and needs a reason.
    await refused(t.app, store001, 'POST', submitDepartRevoke.path, { id: second.id, reason: '误提' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, admin, 'POST', submitDepartRevoke.path, { id: second.id }, RetCode.INVALID, 'reason');
    expect(await ok(t.app, admin, 'POST', submitDepartRevoke.path, { id: second.id, reason: '面谈后留任' })).toEqual({ id: second.id, status: 4 });
    await refused(t.app, admin, 'POST', orders.transition.path, { id: second.id, action: 'approve' }, RetCode.REFUSED, '当前状态「已撤销」不能通过');

    const third = await submit(store001, a.id);
    await ok(t.app, admin, 'POST', orders.transition.path, { id: third.id, action: 'reject', reason: '请先完成交接' });
    expect((await detailOf(admin, third.id)).status).toBe(2);
    await refused(t.app, store001, 'POST', revertSubmitDepart.path, { id: third.id }, RetCode.REFUSED, '离职单当前为「已驳回」，不能撤回');
    expect((await craftsmanRow(a.id)).status).toBe(1);
  });

  it('attaches, renames and removes files on a waiting order, counted on the list; a closed order refuses them', async () => {
    const c = await serving(1, 1);
    const { id } = await submit(store001, c.id);
    const file = await ok<{ id: number; fileName: string }>(t.app, store001, 'POST', submitRecrDepartFile.path, {
      departId: id,
      fileName: '辞职申请书',
      url: '/files/seed/depart/letter-1.jpg',
    });
    await refused(
      t.app,
      store001,
      'POST',
      submitRecrDepartFile.path,
      { departId: id, fileName: '外链', url: '//evil.example.com/x.jpg' },
      RetCode.INVALID,
      'url',
    );
    await ok(t.app, store001, 'POST', updateRecrDepartFileById.path, { id: file.id, fileName: '辞职申请书（签字版）' });
    const detail = await detailOf(store001, id);
    expect(detail.fileCount).toBe(1);
    expect(detail.files.map((f) => f.fileName)).toEqual(['辞职申请书（签字版）']);
    await ok(t.app, store001, 'GET', deleteRecrDepartFileById.path, { id: file.id });
    expect((await detailOf(store001, id)).fileCount).toBe(0);
    const again = await ok<{ id: number }>(t.app, store001, 'POST', submitRecrDepartFile.path, {
      departId: id,
      fileName: '交接单',
      url: '/files/seed/depart/letter-2.jpg',
    });
    await ok(t.app, store001, 'POST', revertSubmitDepart.path, { id });
    await refused(t.app, store001, 'GET', deleteRecrDepartFileById.path, { id: again.id }, RetCode.REFUSED, '离职单当前为「已撤回」，不能修改附件');
  });

  it('keeps a store manager to their stores: list, craftsmen, orders of other stores', async () => {
    const mine = await ok<Order[]>(t.app, store001, 'POST', orders.list.path, { pageSize: 100 });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    const options = await ok<{ id: number }[]>(t.app, store001, 'GET', departCraftsmanOptions.path);
    const stores = await sql<{ store_id: number }>`select distinct store_id from craftsman where id in (${sql.join(options.map((o) => o.id))})`.execute(t.db);
    expect(stores.rows.map((r) => r.store_id)).toEqual([1]);
    const other = await serving(2);
    await refused(
      t.app,
      store001,
      'POST',
      orders.create.path,
      { craftsmanId: other.id, leaveDate: chinaDate(5), leaveReason: 4, detail: '越权' },
      RetCode.REFUSED,
      RetMsg.OUT_OF_SCOPE,
    );
    const { id } = await submit(store002, other.id);
    await refused(t.app, store001, 'GET', orders.detail.path, { id }, RetCode.REFUSED);
    await refused(t.app, store001, 'POST', revertSubmitDepart.path, { id }, RetCode.REFUSED, '离职单不存在');
    await ok(t.app, store002, 'POST', revertSubmitDepart.path, { id });
  });

  it('flags a departed person 不再录用 by the ID number: a later registration with it is refused; only departed orders, once', async () => {
    const c = await serving(1, 2);
    const { id } = await submit(store001, c.id, { leaveDate: chinaDate(-1), leaveReason: 1 });
    await refused(t.app, admin, 'POST', submitNoRehire.path, { id, reason: '严重违规' }, RetCode.REFUSED, '只有已离职的可以标记不再录用');
    await ok(t.app, admin, 'POST', orders.transition.path, { id, action: 'approve' });
    await refused(t.app, store001, 'POST', submitNoRehire.path, { id, reason: '严重违规' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    const { id_card_hash: hash } = await craftsmanRow(c.id);
    expect(await isNoRehire(t.db, hash)).toBe(false);
    expect(await ok(t.app, admin, 'POST', submitNoRehire.path, { id, reason: '严重违规' })).toEqual({ id, noRehire: true });
    expect(await isNoRehire(t.db, hash)).toBe(true);
    await expect(assertRehirable(t.db, hash)).rejects.toThrow(NO_REHIRE_REFUSAL);
    await expect(assertRehirable(t.db, 'some-other-hash')).resolves.toBeUndefined();
    await refused(t.app, admin, 'POST', submitNoRehire.path, { id, reason: '再次' }, RetCode.REFUSED, '已标记为不再录用');
    expect((await ok<Order>(t.app, admin, 'GET', orders.detail.path, { id })).noRehire).toBe(true);
    // The seed's flags are rows of recruit_no_rehire too.
    const seeded = await sql<{ n: number }>`select count(*)::int as n from recruit_depart d join craftsman c on c.id = d.craftsman_id
      where d.no_rehire and not exists (select 1 from recruit_no_rehire r where r.id_card_hash = c.id_card_hash)`.execute(t.db);
    expect(seeded.rows[0].n).toBe(0);
  });
});

describe('离职记录', () => {
  it('lists only completed and cancelled departures with months served; a store manager sees their stores', async () => {
    const rows = await ok<(Order & { monthsServed: number | null })[]>(t.app, admin, 'POST', reports.list.path, { pageSize: 100 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 1 || r.status === 5)).toBe(true);
    expect(rows.filter((r) => r.status === 1).every((r) => r.monthsServed !== null && r.monthsServed >= 0)).toBe(true);
    const waiting = (await ok<Order[]>(t.app, admin, 'POST', orders.list.path, { pageSize: 1, status: 0 }))[0];
    await refused(t.app, admin, 'GET', reports.detail.path, { id: waiting.id }, RetCode.REFUSED);
    const mine = await ok<Order[]>(t.app, store001, 'POST', reports.list.path, { pageSize: 100 });
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
  });

  it('head office cancels a mistaken departure within 30 days: back in service and in the stores, the flag lifted; later or twice refused', async () => {
    const c = await serving(3);
    const { id } = await submit(admin, c.id, { leaveDate: chinaDate(-5), leaveReason: 2 });
    await ok(t.app, admin, 'POST', orders.transition.path, { id, action: 'approve' });
    await ok(t.app, admin, 'POST', submitNoRehire.path, { id, reason: '投诉较多' });
    await refused(t.app, store001, 'POST', reports.transition.path, { id, action: 'cancel', reason: '误操作' }, RetCode.REFUSED);
    await refused(t.app, admin, 'POST', reports.transition.path, { id, action: 'cancel' }, RetCode.INVALID, 'reason');
    await ok(t.app, admin, 'POST', reports.transition.path, { id, action: 'cancel', reason: '误操作，员工继续留任' });
    expect(await craftsmanRow(c.id)).toMatchObject({ status: 1, leave_date: null, leave_reason: null });
    expect(await activeStores(c.id)).toBeGreaterThan(0);
    expect(await isNoRehire(t.db, (await craftsmanRow(c.id)).id_card_hash)).toBe(false);
    expect(await ok(t.app, admin, 'GET', reports.detail.path, { id })).toMatchObject({ status: 5, noRehire: false, cancelReason: '误操作，员工继续留任' });
    await refused(
      t.app,
      admin,
      'POST',
      reports.transition.path,
      { id, action: 'cancel', reason: '再次' },
      RetCode.REFUSED,
      '当前状态「已取消离职」不能取消离职',
    );
    expect((await auditRows(t.db, { table: 'recruit_depart', recordId: id, action: 'transition:cancel' })).length).toBe(1);

    const old = (
      await sql<{
        id: number;
      }>`select id from recruit_depart where status = 1 and leave_date < (now() at time zone 'Asia/Shanghai')::date - 30 order by id limit 1`.execute(t.db)
    ).rows[0];
    await refused(
      t.app,
      admin,
      'POST',
      reports.transition.path,
      { id: old.id, action: 'cancel', reason: '误操作' },
      RetCode.REFUSED,
      '离职已超过 30 天，不能取消',
    );
  });
});
