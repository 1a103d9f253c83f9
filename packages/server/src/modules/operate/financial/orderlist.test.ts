import type { Readable } from 'node:stream';
import { addMoney, ORDER_LIST_PAGE, OrderPath, RetCode, RetMsg, subMoney, type ExportTicket, type OrderDetailLines } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFile, queryString, sheetRecords } from '../../../test/exchange.js';
import { auditRows, countRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/financial/orderlist 订单列表: the date range, keyset paging, filters, scope, the detail and the streamed export. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Order = Record<string, unknown> & {
  id: number;
  orderNo: string;
  storeId: number;
  status: number;
  createdAt: string;
  customerMobile: string;
  amount: string;
  discount: string;
  paid: string;
  refunded: string;
};
type Detail = Order & OrderDetailLines;

const DAY = 86_400_000;
/** A China-time date `days` from today. */
const chinaDate = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);
const lastDays = (n: number) => ({ createdAtStart: chinaDate(-(n - 1)), createdAtEnd: chinaDate() });

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const page = (session: Session, query: Record<string, unknown>, url: string = OrderPath.list) =>
  request<Order[]>(t.app, session, 'POST', url, { pageSize: 50, ...query });
const list = async (session: Session, query: Record<string, unknown>, url: string = OrderPath.list) => {
  const { envelope } = await page(session, query, url);
  expect(envelope.retCode, envelope.retMsg).toBe(RetCode.SUCCESS);
  return envelope.result;
};
const one = async <T>(text: ReturnType<typeof sql<T>>) => (await text.execute(t.db)).rows[0];

describe('order list (订单列表)', () => {
  it('refuses a range ending before it starts or on a day that does not exist; a week answers its orders with their names, counted exactly', async () => {
    await refused(
      t.app,
      admin,
      'POST',
      OrderPath.list,
      { createdAtStart: chinaDate(), createdAtEnd: chinaDate(-1) },
      RetCode.INVALID,
      '结束日期不能早于开始日期',
    );
    await refused(t.app, admin, 'POST', OrderPath.list, { createdAtStart: '2026-02-30', createdAtEnd: chinaDate() }, RetCode.INVALID, '开始日期不存在');

    const { envelope } = await page(admin, lastDays(7));
    const rows = envelope.result;
    expect(rows).toHaveLength(50);
    const since = Date.parse(`${chinaDate(-6)}T00:00:00+08:00`);
    for (const r of rows) expect(Date.parse(r.createdAt)).toBeGreaterThanOrEqual(since);
    // Newest first by (created_at, id), as the index reads.
    const keys = rows.map((r) => [Date.parse(r.createdAt), r.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    expect(rows[0]).toMatchObject({
      storeName: expect.any(String),
      customerName: expect.any(String),
      craftsmanName: expect.any(String),
      amount: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    const week = await one(
      sql<{ n: number }>`select count(*)::int as n from customer_order where created_at >= ${`${chinaDate(-6)}T00:00:00+08:00`}::timestamptz`,
    );
    expect(envelope.page).toMatchObject({ total: week.n, totalKind: 'exact' });
  });

  it('counts a big range only up to 10,000; a cursor not of ours is refused', async () => {
    const { envelope } = await page(admin, lastDays(93));
    expect(envelope.page).toMatchObject({ total: 10_000, totalKind: 'capped' });
    await refused(t.app, admin, 'POST', OrderPath.list, { ...lastDays(7), cursor: 'bm90LWEtY3Vyc29y' }, RetCode.INVALID, '翻页游标无效');
  });

  it('finds orders by the whole customer mobile only, and keeps no number in clear', async () => {
    const customer = await one(sql<{ m: string }>`select mobile_enc as m from customer order by id limit 1`);
    const mobile = t.services.vault.decrypt(customer.m);
    expect(mobile).toMatch(/^1\d{10}$/);
    await refused(t.app, admin, 'POST', OrderPath.list, { ...lastDays(30), customerMobile: mobile.slice(0, 7) }, RetCode.INVALID, '手机号');
    expect((await one(sql<{ n: number }>`select count(*)::int as n from customer where mobile_enc like ${`%${mobile}%`} or mobile_hash = ${mobile}`)).n).toBe(
      0,
    );
  });

  it('keeps a store manager out of the export and the evasion list; its craftsman filter offers its own craftsmen', async () => {
    await refused(t.app, store001, 'POST', OrderPath.export, lastDays(7), RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'POST', OrderPath.evasionList, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
    // The craftsman filter offers the store's own craftsmen only.
    const options = await ok<{ id: number; name: string }[]>(t.app, store001, 'GET', OrderPath.craftsmanOptions);
    const homes = await sql<{ id: number }>`select id from craftsman where store_id = 1`.execute(t.db);
    expect(options.map((o) => o.id).sort()).toEqual(homes.rows.map((c) => c.id).sort());
    expect((await ok<unknown[]>(t.app, admin, 'GET', OrderPath.craftsmanOptions)).length).toBe(await countRows(t.db, 'craftsman'));
  });

  it('holds a user to the start date of their store-data authority in the hand-written refund: an older order is not theirs to refund', async () => {
    const authority = (userId: number, allStores: boolean, startDate: string | null) =>
      ok(t.app, admin, 'POST', '/uc/user/saveStoreAuthority', { userId, allStores, storeIds: allStores ? [] : [1], startDate });
    const from = chinaDate(-2);
    const since = Date.parse(`${from}T00:00:00+08:00`);
    const older = await one(
      sql<{
        id: number;
      }>`select id from customer_order where store_id = 1 and status = 3 and created_at < ${`${chinaDate(-5)}T00:00:00+08:00`}::timestamptz order by id desc limit 1`,
    );
    try {
      await authority(store001.userId, false, from);
      // Head office too, when its authority starts at a date: the refund of an older order finds no order.
      await authority(admin.userId, true, from);
      await refused(
        t.app,
        admin,
        'POST',
        OrderPath.refundApply,
        { orderId: older.id, amount: '1.00', reason: '顾客对发型效果不满意' },
        RetCode.REFUSED,
        '订单不存在',
      );
      expect((await list(admin, { ...lastDays(30), storeId: 1, pageSize: 200 })).every((r) => Date.parse(r.createdAt) >= since)).toBe(true);
    } finally {
      await authority(admin.userId, true, null);
      await authority(store001.userId, false, null);
    }
    expect((await list(store001, { ...lastDays(30), pageSize: 200 })).some((r) => Date.parse(r.createdAt) < since)).toBe(true);
    await ok(t.app, admin, 'GET', OrderPath.detail, { id: older.id });
  });

  it('shows an order whole: items that add up, payments, refunds and the timeline', async () => {
    const partly = await one(sql<{ id: number }>`select id from customer_order where status = 8 order by id limit 1`);
    const detail = await ok<Detail>(t.app, admin, 'GET', OrderPath.detail, { id: partly.id });
    expect(detail.status).toBe(8);
    expect(addMoney(...detail.items.map((i) => i.amount))).toBe(detail.amount);
    expect(subMoney(detail.amount, detail.discount)).toBe(detail.paid);
    expect(addMoney(...detail.payments.map((p) => p.amount))).toBe(detail.paid);
    expect(addMoney(...detail.refunds.filter((r) => r.status === 2).map((r) => r.amount))).toBe(detail.refunded);
    expect(detail.refundable).toBe(subMoney(detail.paid, detail.refunded));
    expect(detail.items[0]).toMatchObject({
      itemName: expect.any(String),
      priceGrade: expect.stringMatching(/^P\d+$/),
      unitPrice: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    const titles = detail.timeline.map((e) => e.title);
    expect(titles.slice(0, 4)).toEqual(['取号排队', '开始服务', '服务完成', '支付']);
    expect(titles).toContain(detail.refunds[0].manual ? '手工退款' : '退款完成');
    expect(detail.timeline.map((e) => e.at)).toEqual([...detail.timeline.map((e) => e.at)].sort());

    const cancelled = await one(sql<{ id: number }>`select id from customer_order where status = -1 order by id limit 1`);
    const gone = await ok<Detail>(t.app, admin, 'GET', OrderPath.detail, { id: cancelled.id });
    expect(gone).toMatchObject({ paid: '0.00', startedAt: null, payments: [], refunds: [] });
    expect(gone.timeline.map((e) => e.title)).toEqual(['取号排队', '用户取消']);
  });

  it('exports the filtered orders as a streamed spreadsheet, masked, and audits it', async () => {
    const filters = { ...lastDays(7), storeId: 1 };
    const { envelope } = await page(admin, filters);
    const { response } = await exportFile(t.app, admin, OrderPath.export, filters, ORDER_LIST_PAGE);
    expect(response.statusCode).toBe(200);
    const records = await sheetRecords(response.rawPayload);
    expect(records).toHaveLength(envelope.page!.total);
    expect(records[0]).toMatchObject({ 订单号: envelope.result[0].orderNo, 门店: expect.any(String), 订单状态: expect.any(String) });
    // Whole numbers only for holders of the page's 查看完整号码 (the admin holds it).
    expect(String(records[0]['顾客手机号'])).toMatch(/^1\d{10}$/);
    const audit = (await auditRows(t.db, { table: 'customer_order', action: 'export' }))[0];
    expect(audit.after).toMatchObject({ rows: records.length, filters: { storeId: 1 } });
    await refused(t.app, admin, 'POST', OrderPath.export, { storeId: 1 }, RetCode.INVALID, '请选择下单时间范围');
  });
});

describe('order export streaming', () => {
  /**
   * The exporter reads 500 rows a batch (core/exporting.ts); ten batches make a file far larger
   * than what the reply holds for a reader that does not read on.
   */
  const BATCH = 500;
  const BATCHES = 10;

  it('streams more rows than two batches as the reader takes them: every row, in keyset order, and the audit', async () => {
    // The fewest recent days (all stores) holding more than that many batches of orders.
    let days = 1;
    const countIn = async (n: number) =>
      (await one(sql<{ n: number }>`select count(*)::int as n from customer_order where created_at >= ${`${chinaDate(-(n - 1))}T00:00:00+08:00`}::timestamptz`))
        .n;
    while ((await countIn(days)) <= BATCHES * BATCH && days < 93) days++;
    const filters = lastDays(days);
    const expected = await sql<{ order_no: string }>`
      select order_no from customer_order where created_at >= ${`${chinaDate(-(days - 1))}T00:00:00+08:00`}::timestamptz order by created_at desc, id desc`.execute(
      t.db,
    );
    expect(expected.rows.length).toBeGreaterThan(BATCHES * BATCH);
    const audits = async () => (await auditRows(t.db, { table: 'customer_order', action: 'export' })).length;
    const exportsBefore = await audits();

    const { ticket } = await ok<ExportTicket>(t.app, admin, 'POST', OrderPath.export, filters, { routepath: ORDER_LIST_PAGE });
    // The answer comes with its headers while the rows are still being read and written.
    const response = await t.app.inject({ method: 'GET', url: `/api${OrderPath.export}?${queryString({ ...filters, ticket })}`, payloadAsStream: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-length']).toBeUndefined();
    const body = response.stream() as Readable;
    const chunks: Buffer[] = [];
    const reader = body[Symbol.asyncIterator]();
    const first = await reader.next();
    expect(first.done).toBe(false);
    chunks.push(first.value as Buffer);
    // Not read on for a while: the download waits for the reader. The file is not finished and
    // what waits for the reader is a small part of it, not the whole file in memory.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(body.readableEnded).toBe(false);
    const waiting = body.readableLength;
    for (let next = await reader.next(); !next.done; next = await reader.next()) chunks.push(next.value as Buffer);
    const size = chunks.reduce((n, c) => n + c.length, 0);
    expect(chunks.length).toBeGreaterThan(2);
    expect(waiting).toBeLessThan(size / 4);

    const records = await sheetRecords(Buffer.concat(chunks));
    expect(records.map((r) => String(r['订单号']))).toEqual(expected.rows.map((r) => r.order_no));
    expect(await audits()).toBe(exportsBefore + 1);
    const [audit] = await auditRows(t.db, { table: 'customer_order', action: 'export' });
    expect(audit.after).toMatchObject({ rows: expected.rows.length, truncated: false });
  });
});
