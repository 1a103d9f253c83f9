import { addMoney, franchiseIncomeReport, reportEndpoints, type ReportAnswer } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, type Session, type TestApp } from '../../../test/harness.js';

/** 加盟收入: one store-month computed by hand from the ledgers, rows summing to the totals, 保证金 kept apart, an unapproved payment not counted. */
let t: TestApp;
let admin: Session;
type Row = Record<string, string | number | null>;
const ep = reportEndpoints(franchiseIncomeReport);
const page = { routepath: franchiseIncomeReport.page };
const range = { monthStart: '2025-01-01', monthEnd: '2027-12-31' };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('加盟收入', () => {
  it('answers a store-month as computed by hand: due = its cost lines, received = approved payments but 保证金, deposit apart', async () => {
    // A store-month of its own: 2025-03 of one franchise store, written here.
    const store = (
      await sql<{
        store_id: number;
        name: string;
      }>`select fs.store_id, s.store_name as name from franchise_store fs join store s on s.id = fs.store_id order by fs.store_id limit 1`.execute(t.db)
    ).rows[0];
    const contract = (await sql<{ id: number }>`select id from franchise_contract where store_id = ${store.store_id} order by id limit 1`.execute(t.db)).rows[0]
      .id;
    for (const [no, amount] of [
      ['FYT1', '1200.10'],
      ['FYT2', '300.25'],
      ['FYT3', '0.01'],
    ])
      await sql`insert into franchise_cost (cost_no, kind, store_id, cost_date, month, item, amount) values (${no}, 1, ${store.store_id}, '2025-03-15', '2025-03-01', '测试', ${amount})`.execute(
        t.db,
      );
    for (const [no, fee, amount, audit] of [
      ['SKT1', 2, '1000.00', 1],
      ['SKT2', 1, '250.05', 1],
      ['SKT3', 3, '5000.00', 1], // 保证金: apart
      ['SKT4', 2, '777.00', 0], // waiting: not received
      ['SKT5', 2, '888.00', 2], // rejected: not received
    ] as const)
      await sql`insert into franchise_payment (payment_no, store_id, contract_id, fee_kind, amount, paid_on, payer, method, voucher_url, audit_status)
        values (${no}, ${store.store_id}, ${contract}, ${fee}, ${amount}, '2025-03-20', '测试', 1, '/files/x.jpg', ${audit})`.execute(t.db);
    const answer = await ok<ReportAnswer<Row>>(
      t.app,
      admin,
      'POST',
      ep.list.path,
      { monthStart: '2025-03-01', monthEnd: '2025-03-31', storeId: store.store_id },
      page,
    );
    expect(answer.rows).toEqual([
      expect.objectContaining({
        month: '2025-03',
        storeName: store.name,
        due: '1500.36',
        received: '1250.05',
        outstanding: '250.31',
        deposit: '5000.00',
        costLines: 3,
        payments: 3,
      }),
    ]);
    expect(answer.totals).toMatchObject({ due: '1500.36', received: '1250.05', outstanding: '250.31', deposit: '5000.00' });
  });

  it("rows sum exactly to the totals, which equal the ledgers' sums", async () => {
    const answer = await ok<ReportAnswer<Row>>(t.app, admin, 'POST', ep.list.path, range, page);
    expect(answer.truncated).toBe(false);
    expect(answer.rows.length).toBeGreaterThan(18);
    for (const key of ['due', 'received', 'outstanding', 'deposit'])
      expect(addMoney('0', ...answer.rows.map((r) => String(r[key] ?? '0'))), key).toBe(answer.totals[key]);
    const ledger = (
      await sql<{ due: string; received: string; deposit: string }>`select
        (select coalesce(sum(amount), 0)::text from franchise_cost where month between '2025-01-01' and '2027-12-31' and store_id in (select store_id from franchise_store)) as due,
        (select coalesce(sum(amount), 0)::text from franchise_payment where audit_status = 1 and fee_kind <> 3 and paid_on between '2025-01-01' and '2027-12-31') as received,
        (select coalesce(sum(amount), 0)::text from franchise_payment where audit_status = 1 and fee_kind = 3 and paid_on between '2025-01-01' and '2027-12-31') as deposit`.execute(
        t.db,
      )
    ).rows[0];
    expect(answer.totals).toMatchObject({ due: ledger.due, received: ledger.received, deposit: ledger.deposit });
  });
});
