import {
  FRANCHISE_NOTICE_PAGE,
  FRANCHISE_NOTICE_READ_EXPORT,
  FranchiseNoticeOps,
  franchiseNoticeReads,
  franchiseNoticeResource,
  resourceEndpoints,
  RetCode,
  type FranchiseNoticeReadRow,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile, sheetRecords } from '../../../test/exchange.js';
import { franchiseStores, franchiseStoreUser } from '../../../test/franchiseFixtures.js';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 加盟通知: drafts and publishing to chosen stores, a store's view (its own notices only), read receipts once, the read list and its export. */
let t: TestApp;
let admin: Session;
let reader: Session & { id: number };
let outsider: Session & { id: number };
let stores: { id: number; code: string; name: string }[];
const api = resourceEndpoints(franchiseNoticeResource);

type Notice = { id: number; title: string; status: number; readCount: number; targetCount: number; myStoreRead?: { storeId: number; changed: boolean } };
const list = (s: Session, filters: Record<string, unknown> = {}) => ok<Notice[]>(t.app, s, 'POST', api.list.path, { pageSize: 100, ...filters });
const counts = async (id: number) =>
  (
    await sql<{ read_count: number; reads: number }>`select read_count, (select count(*)::int from franchise_notice_read where notice_id = ${id}) as reads
    from franchise_notice where id = ${id}`.execute(t.db)
  ).rows[0];

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  stores = await franchiseStores(t);
  reader = await franchiseStoreUser(t, 'frnotice01', stores[0].id, [FRANCHISE_NOTICE_PAGE]);
  outsider = await franchiseStoreUser(t, 'frnotice02', stores[stores.length - 1].id, [FRANCHISE_NOTICE_PAGE]);
});
afterAll(async () => {
  await t?.close();
});

describe('加盟通知', () => {
  it('lists the seeded notices in every state with read / total', async () => {
    const rows = await list(admin);
    for (const status of [0, 1, 2])
      expect(
        rows.some((r) => r.status === status),
        `status ${status}`,
      ).toBe(true);
    const published = rows.filter((r) => r.status === 1);
    expect(published.every((r) => r.targetCount > 0 && r.readCount <= r.targetCount)).toBe(true);
    expect(published.some((r) => r.readCount > 0 && r.readCount < r.targetCount)).toBe(true);
  });

  it('saves a draft to chosen stores, publishes it; the chosen store sees it, another does not; a read is recorded once', async () => {
    await refused(t.app, admin, 'POST', api.create.path, { title: '门店巡检通知', targetType: 2, content: '内容' }, RetCode.INVALID, 'storeIds');
    const direct = (await sql<{ id: number }>`select id from store where store_type <> 1 order by id limit 1`.execute(t.db)).rows[0].id;
    await refused(
      t.app,
      admin,
      'POST',
      api.create.path,
      { title: '门店巡检通知', targetType: 2, storeIds: `${direct}`, content: '内容' },
      RetCode.INVALID,
      'storeIds',
    );
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, {
      title: '门店巡检通知',
      targetType: 2,
      storeIds: `${stores[0].id},${stores[1].id}`,
      content: '下周一起区域督导到店巡检。',
    });
    // A draft is nobody's to read.
    expect((await list(reader)).some((r) => r.id === id)).toBe(false);
    await refused(t.app, reader, 'GET', api.detail.path, { id }, RetCode.REFUSED);

    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'publish' });
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'publish' }, RetCode.REFUSED, '已发布');
    await refused(t.app, admin, 'POST', api.update.path, { id, title: '改', targetType: 1, content: 'x' }, RetCode.REFUSED, '已发布');
    expect(await ok<Notice>(t.app, admin, 'GET', api.detail.path, { id })).toMatchObject({ status: 1, targetCount: 2, readCount: 0 });

    // The store account sees only published notices to its store.
    const mine = await list(reader);
    expect(mine.some((r) => r.id === id)).toBe(true);
    expect(mine.every((r) => r.status === 1)).toBe(true);
    const targeted = (await sql<{ notice_id: number }>`select notice_id from franchise_notice_target where store_id = ${stores[0].id}`.execute(t.db)).rows.map(
      (r) => r.notice_id,
    );
    expect(mine.every((r) => targeted.includes(r.id))).toBe(true);
    expect((await list(outsider)).some((r) => r.id === id)).toBe(false);
    await refused(t.app, outsider, 'GET', api.detail.path, { id }, RetCode.REFUSED);

    // Opening it records the store's read once: a second opening writes nothing.
    const first = await ok<Notice>(t.app, reader, 'GET', api.detail.path, { id });
    expect(first.myStoreRead).toMatchObject({ storeId: stores[0].id, changed: true });
    expect(await counts(id)).toEqual({ read_count: 1, reads: 1 });
    const again = await ok<Notice>(t.app, reader, 'GET', api.detail.path, { id });
    expect(again.myStoreRead).toMatchObject({ changed: false });
    expect(await counts(id)).toEqual({ read_count: 1, reads: 1 });
    expect((await auditRows(t.db, { table: 'franchise_notice', recordId: id, action: 'read' })).length).toBe(1);
    // Head office opening it reads nothing.
    await ok(t.app, admin, 'GET', api.detail.path, { id });
    expect(await counts(id)).toEqual({ read_count: 1, reads: 1 });

    const reads = await ok<FranchiseNoticeReadRow[]>(t.app, admin, 'GET', franchiseNoticeReads.path, { id });
    expect(reads.map((r) => [r.storeId, r.readState, r.readByName])).toEqual([
      [stores[1].id, 0, null],
      [stores[0].id, 1, '加盟店长' + stores[0].id],
    ]);

    // The read list's export: who read it, then the stores that have not.
    const { response } = await exportFile(t.app, admin, FRANCHISE_NOTICE_READ_EXPORT, { id }, FRANCHISE_NOTICE_PAGE);
    const lines = await sheetRecords(response.rawPayload);
    expect(lines.map((l) => [l['门店编码'], l['阅读状态'], l['阅读人'] ?? null])).toEqual(
      [
        [stores[0].code, '已读', '加盟店长' + stores[0].id],
        [stores[1].code, '未读', null],
      ].sort((a, b) => stores.find((s) => s.code === a[0])!.id - stores.find((s) => s.code === b[0])!.id),
    );
    // A store account has no export code.
    await refused(t.app, reader, 'POST', FRANCHISE_NOTICE_READ_EXPORT, { id }, RetCode.REFUSED);

    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'withdraw', reason: '巡检改期' });
    expect((await list(reader)).some((r) => r.id === id)).toBe(false);
  });

  it('publishes to every open franchise store, and needs the operation codes', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, { title: '全体加盟门店通知', targetType: 1, content: '内容' });
    await refused(t.app, reader, 'POST', api.transition.path, { id, action: 'publish' }, RetCode.REFUSED);
    await refused(t.app, reader, 'POST', api.create.path, { title: '门店自发通知', targetType: 1, content: '内容' }, RetCode.REFUSED);
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'publish' });
    expect((await ok<Notice>(t.app, admin, 'GET', api.detail.path, { id })).targetCount).toBe(stores.length);
    expect(FranchiseNoticeOps.publish).toBe('join:notice:publish');
  });
});
