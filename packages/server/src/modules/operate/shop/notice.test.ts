import { NoticePath, RetCode, RetMsg, type NoticeInboxRow, type NoticeReadResult, type NoticeReadRow } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, request, storeManager, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/notice: head office writes and publishes notices; stores read and confirm them. */
let t: TestApp;
let admin: Session;
let store001: Session;
let store002: Session;
let store011: Session;

type Notice = Record<string, unknown> & { id: number; status: number; readCount: number; targetCount: number; confirmCount: number };

const LIST = '/mgt/storeNotice/queryNoticePage';
const DETAIL = '/mgt/storeNotice/detail';
const ADD = '/mgt/storeNotice/add';
const UPDATE = '/mgt/storeNotice/update';
const MOVE = '/mgt/storeNotice/transition';

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  store002 = await login(t.app, storeManager(2).account, storeManager(2).pwd);
  store011 = await login(t.app, storeManager(11).account, storeManager(11).pwd);
});
afterAll(async () => {
  await t?.close();
});

const rowsIn = async (table: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db)).rows[0].n;
const list = (session: Session, query: Record<string, unknown> = {}) => ok<Notice[]>(t.app, session, 'POST', LIST, { pageSize: 100, ...query });
const detail = (id: number) => ok<Notice>(t.app, admin, 'GET', DETAIL, { id });
const inbox = (session: Session, query: Record<string, unknown> = {}) =>
  ok<NoticeInboxRow[]>(t.app, session, 'POST', NoticePath.inbox, { pageSize: 100, ...query });
const readStatus = (id: number, query: Record<string, unknown> = {}) =>
  ok<NoticeReadRow[]>(t.app, admin, 'POST', NoticePath.readStatus, { id, pageSize: 100, ...query });
const valid = {
  title: '关于门店消防器材月度检查的通知',
  noticeType: 1,
  importance: 2,
  targetType: 3,
  targetIds: '1,2,3',
  needConfirm: false,
  content: '请各门店于本月25日前完成灭火器有效期检查并拍照上传。',
};

describe('the head-office list', () => {
  it('lists the seeded notices in every state with read counts that match the read records', async () => {
    const all = await list(admin);
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(new Set(all.map((n) => n.status))).toEqual(new Set([0, 1, 2]));
    expect(new Set(all.map((n) => n.noticeType)).size).toBe(5);
    expect(new Set(all.map((n) => n.targetType))).toEqual(new Set([1, 2, 3]));
    const published = all.filter((n) => n.status === 1);
    expect(published.length).toBeGreaterThan(15);
    // Partial reads: some stores read, some not, on most published notices.
    expect(published.filter((n) => n.readCount > 0 && n.readCount < n.targetCount).length).toBeGreaterThan(10);
    for (const n of all) {
      const counts = await sql<{ targets: number; reads: number; confirms: number }>`
        select count(*)::int as targets, count(read_at)::int as reads, count(confirmed_at)::int as confirms from store_notice_target where notice_id = ${n.id}`.execute(
        t.db,
      );
      expect({ targets: n.targetCount, reads: n.readCount, confirms: n.confirmCount }).toEqual(counts.rows[0]);
    }
    // Drafts reach nobody yet.
    expect(all.filter((n) => n.status === 0).every((n) => n.targetCount === 0 && n.publishedAt === null)).toBe(true);

    expect((await list(admin, { status: 0 })).every((n) => n.status === 0)).toBe(true);
    expect((await list(admin, { noticeType: 5 })).every((n) => n.noticeType === 5)).toBe(true);
    const found = await list(admin, { keyword: '台风' });
    expect(found.map((n) => n.title)).toEqual(['台风天气门店安全防范紧急通知']);
  });

  it('is head office only: a store manager has the page but not the list, detail or read statistics', async () => {
    const [any] = await list(admin, { status: 1 });
    await refused(t.app, store001, 'POST', LIST, { pageSize: 10 }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'GET', DETAIL, { id: any.id }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'POST', NoticePath.readStatus, { id: any.id }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'POST', ADD, valid, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'POST', MOVE, { id: any.id, action: 'withdraw', reason: '试试' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});

describe('a store inbox', () => {
  it('holds only published notices to the reader store, read and unread', async () => {
    const mine = await inbox(store001);
    expect(mine.length).toBeGreaterThan(10);
    expect(mine.every((n) => n.storeId === 1 && n.storeName.startsWith('陆家嘴'))).toBe(true);
    const published = new Set((await list(admin, { status: 1 })).map((n) => n.id));
    expect(mine.every((n) => published.has(n.id))).toBe(true);
    const unread = await inbox(store001, { readState: 0 });
    const read = await inbox(store001, { readState: 1 });
    expect(unread.length).toBeGreaterThan(2);
    expect(read.length).toBeGreaterThan(2);
    expect(unread.length + read.length).toBe(mine.length);
    expect(read.every((n) => n.readAt && n.readByName === '王丽娟')).toBe(true);
    // Another store's inbox holds what reached that store.
    const other = await inbox(store011);
    expect(other.every((n) => n.storeId === 11)).toBe(true);
    const targeted = await sql<{
      notice_id: number;
    }>`select t.notice_id from store_notice_target t join store_notice n on n.id = t.notice_id where n.status = 1 and t.store_id = 11`.execute(t.db);
    expect(other.map((n) => n.id).sort()).toEqual(targeted.rows.map((r) => r.notice_id).sort());
    // Head-office accounts have no store inbox.
    expect(await inbox(admin)).toEqual([]);
  });
});

describe('writing and publishing', () => {
  it('refuses bad input with the field named and writes nothing', async () => {
    const before = await rowsIn('store_notice');
    await refused(t.app, admin, 'POST', ADD, { ...valid, title: '长'.repeat(51) }, RetCode.INVALID, 'title');
    await refused(t.app, admin, 'POST', ADD, { ...valid, content: '' }, RetCode.INVALID, 'content');
    await refused(t.app, admin, 'POST', ADD, { ...valid, content: '字'.repeat(2001) }, RetCode.INVALID, 'content');
    await refused(t.app, admin, 'POST', ADD, { ...valid, noticeType: 9 }, RetCode.INVALID, '公告类型的取值不正确');
    await refused(t.app, admin, 'POST', ADD, { ...valid, targetType: 2, targetIds: '' }, RetCode.INVALID, '请选择接收公告的城市');
    await refused(t.app, admin, 'POST', ADD, { ...valid, targetType: 1 }, RetCode.INVALID, '全部门店时不能再指定');
    await refused(t.app, admin, 'POST', ADD, { ...valid, targetIds: '1,1' }, RetCode.INVALID, '公告对象有重复');
    await refused(t.app, admin, 'POST', ADD, { ...valid, targetIds: '1;2' }, RetCode.INVALID, '公告对象格式不正确');
    await refused(t.app, admin, 'POST', ADD, { ...valid, targetIds: '1,99999' }, RetCode.INVALID, '所选门店不存在');
    // A district is not a city.
    await refused(t.app, admin, 'POST', ADD, { ...valid, targetType: 2, targetIds: '310001' }, RetCode.INVALID, '所选城市不存在');
    expect(await rowsIn('store_notice')).toBe(before);
  });

  it('a draft is edited, published to its stores in one commit, then locked; stores read it once each', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', ADD, valid);
    expect(await detail(id)).toMatchObject({ status: 0, targetCount: 0, readCount: 0, createdBy: '系统管理员', publisher: null });
    await ok(t.app, admin, 'POST', UPDATE, { ...valid, id, title: '关于门店消防器材检查的通知' });
    expect(await inbox(store001)).not.toContainEqual(expect.objectContaining({ id }));
    await refused(t.app, store001, 'POST', NoticePath.markRead, { id }, RetCode.REFUSED, '公告不存在');

    await ok(t.app, admin, 'POST', MOVE, { id, action: 'publish' });
    const published = await detail(id);
    expect(published).toMatchObject({ status: 1, targetCount: 3, readCount: 0, publisher: '系统管理员', title: '关于门店消防器材检查的通知' });
    expect(published.publishedAt).toEqual(expect.any(String));
    expect((await auditRows(t.db, { table: 'store_notice', action: 'transition:publish', recordId: id })).length).toBe(1);
    expect((await readStatus(id)).map((r) => [r.storeId, r.readState])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
    // Published: no more edits, no second publish.
    await refused(t.app, admin, 'POST', UPDATE, { ...valid, id }, RetCode.REFUSED, '已发布的公告不可修改');
    await refused(t.app, admin, 'POST', MOVE, { id, action: 'publish' }, RetCode.REFUSED, '当前状态「已发布」不能发布');

    // store001 opens it: read for store 1, once, however often it is opened.
    expect(await inbox(store001, { readState: 0 })).toContainEqual(expect.objectContaining({ id, readState: 0 }));
    const first = await ok<NoticeReadResult>(t.app, store001, 'POST', NoticePath.markRead, { id });
    expect(first).toMatchObject({ id, storeId: 1, changed: true, readByName: '王丽娟', confirmedAt: null });
    const again = await ok<NoticeReadResult>(t.app, store001, 'POST', NoticePath.markRead, { id });
    expect(again).toMatchObject({ changed: false, readAt: first.readAt });
    expect(await detail(id)).toMatchObject({ readCount: 1, targetCount: 3 });
    expect((await auditRows(t.db, { table: 'store_notice', action: 'read', recordId: id })).length).toBe(1);
    const status = await readStatus(id);
    expect(status.find((r) => r.storeId === 1)).toMatchObject({ readState: 1, readByName: '王丽娟', readers: 1, readAt: first.readAt });
    expect((await readStatus(id, { readState: 0 })).map((r) => r.storeId)).toEqual([2, 3]);
    expect(await inbox(store001, { readState: 1 })).toContainEqual(expect.objectContaining({ id, readState: 1, readByName: '王丽娟' }));

    await ok(t.app, store002, 'POST', NoticePath.markRead, { id });
    expect(await detail(id)).toMatchObject({ readCount: 2 });
    // A store it was not sent to cannot read it; a notice without confirmation cannot be confirmed.
    await refused(t.app, store011, 'POST', NoticePath.markRead, { id }, RetCode.REFUSED, '公告不存在');
    await refused(t.app, store001, 'POST', NoticePath.confirm, { id }, RetCode.REFUSED, '该公告无需门店确认');
    expect(await detail(id)).toMatchObject({ readCount: 2, confirmCount: 0 });

    // Withdrawing needs a reason; a withdrawn notice leaves the inbox.
    await refused(t.app, admin, 'POST', MOVE, { id, action: 'withdraw' }, RetCode.INVALID, '请填写撤回原因');
    await ok(t.app, admin, 'POST', MOVE, { id, action: 'withdraw', reason: '检查时间调整，另行通知' });
    expect(await detail(id)).toMatchObject({ status: 2, withdrawReason: '检查时间调整，另行通知', withdrawnBy: '系统管理员', readCount: 2 });
    expect(await inbox(store001)).not.toContainEqual(expect.objectContaining({ id }));
    await refused(t.app, store001, 'POST', NoticePath.markRead, { id }, RetCode.REFUSED, '公告不存在');
    await refused(t.app, admin, 'POST', UPDATE, { ...valid, id }, RetCode.REFUSED, '已撤回的公告不可修改');
  });

  it('a city notice reaches the open stores of the city and stores confirm it', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', ADD, { ...valid, targetType: 2, targetIds: '310000', needConfirm: true });
    await ok(t.app, admin, 'POST', MOVE, { id, action: 'publish' });
    const open = await sql<{ id: number }>`select id from store where city_id = 310000 and open_status <> 3 order by store_code`.execute(t.db);
    expect(open.rows.length).toBeGreaterThan(5);
    expect((await detail(id)).targetCount).toBe(open.rows.length);
    const targets = (await readStatus(id)).map((r) => r.storeId).sort((a, b) => a - b);
    expect(targets).toEqual(open.rows.map((r) => r.id).sort((a, b) => a - b));

    const confirmed = await ok<NoticeReadResult>(t.app, store001, 'POST', NoticePath.confirm, { id });
    expect(confirmed).toMatchObject({ storeId: 1, changed: true, confirmedAt: expect.any(String) });
    expect((await ok<NoticeReadResult>(t.app, store001, 'POST', NoticePath.confirm, { id })).changed).toBe(false);
    expect(await detail(id)).toMatchObject({ readCount: 1, confirmCount: 1 });
    expect((await readStatus(id)).find((r) => r.storeId === 1)).toMatchObject({ readState: 1, confirmedByName: '王丽娟' });
    expect((await auditRows(t.db, { table: 'store_notice', action: 'confirm', recordId: id })).length).toBe(1);
  });

  it('a notice that reaches no open store is not published, and nothing is written', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', ADD, { ...valid, targetType: 2, targetIds: '320100' });
    const targets = await rowsIn('store_notice_target');
    await refused(t.app, admin, 'POST', MOVE, { id, action: 'publish' }, RetCode.REFUSED, '没有营业的门店');
    expect(await detail(id)).toMatchObject({ status: 0, targetCount: 0, publisher: null });
    expect(await rowsIn('store_notice_target')).toBe(targets);
    expect(await auditRows(t.db, { table: 'store_notice', action: 'transition:publish', recordId: id })).toEqual([]);
  });

  it('a store account cannot read a notice sent to another store by guessing its id', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', ADD, { ...valid, targetIds: '2' });
    await ok(t.app, admin, 'POST', MOVE, { id, action: 'publish' });
    const before = await rowsIn('store_notice_read');
    await refused(t.app, store001, 'POST', NoticePath.markRead, { id }, RetCode.REFUSED, '公告不存在');
    expect(await inbox(store001)).not.toContainEqual(expect.objectContaining({ id }));
    expect(await rowsIn('store_notice_read')).toBe(before);
    expect(await inbox(store002)).toContainEqual(expect.objectContaining({ id, readState: 0 }));
    const env = (await request(t.app, store001, 'POST', NoticePath.markRead, { id: 'x' })).envelope;
    expect(env.retCode).toBe(RetCode.INVALID);
  });
});
