import {
  addMoney,
  CustomerPath,
  LOG_OFF_USER_PAGE,
  logOffUserResource,
  MEMBER_CARD_LEDGER,
  MEMBER_PAGE,
  MEMBER_RECENT_ORDERS,
  memberResource,
  resourceEndpoints,
  RetCode,
  RetMsg,
  StoredValuePath,
  type MemberDetailLines,
  type ResourceDef,
  type RevealResult,
} from '@salon/contract';
import { CompiledQuery, sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listStatements } from '../../../engine/register.js';
import { filterConditions } from '../../../engine/query.js';
import { DEMO, decrypt, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';
import { logOffCondition } from './_shared/customers.js';

/** /operate/user/member 会员列表: filters, masked mobiles, the detail, the export; the plans of both customer lists. */
let t: TestApp;
let admin: Session;
let store001: Session;
/** ops01 granted both pages but neither 查看完整号码 nor the log-off step. */
let ops01: Session;

type Customer = Record<string, unknown> & {
  id: number;
  name: string;
  mobile: string;
  memberLevel: number;
  sourceApp: number;
  status: number;
  createdAt: string;
  totalSpend: string;
  visitCount: number;
};

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  const role = await t.db.selectFrom('role').select('id').where('code', '=', 'sys_ops').executeTakeFirstOrThrow();
  const menus = await t.db.selectFrom('menu').select('id').where('url', 'in', ['/operate', '/operate/user', MEMBER_PAGE, LOG_OFF_USER_PAGE]).execute();
  expect(menus.length).toBeGreaterThanOrEqual(3);
  const held = new Set((await t.db.selectFrom('role_menu').select('menu_id').where('role_id', '=', role.id).execute()).map((r) => r.menu_id));
  const grant = menus.filter((m) => !held.has(m.id));
  if (grant.length)
    await t.db
      .insertInto('role_menu')
      .values(grant.map((m) => ({ role_id: role.id, menu_id: m.id })))
      .execute();
  ops01 = await login(t.app, DEMO.ops01.account, DEMO.ops01.pwd);
});
afterAll(async () => {
  await t?.close();
});

/** The whole mobile of one member, through the list's reveal (查看完整号码). */
const reveal = async (session: Session, id: number) =>
  (await decrypt(session, await ok<RevealResult>(t.app, session, 'POST', resourceEndpoints(memberResource).reveal.path, { id, field: 'mobile' }))).value!;
const one = async <T>(text: ReturnType<typeof sql<T>>) => (await text.execute(t.db)).rows[0];

describe('会员列表', () => {
  it('shows a customer with the latest orders in the detail', async () => {
    const busy = await one(
      sql<{
        id: number;
      }>`select customer_id as id from customer_order group by customer_id having count(*) > ${MEMBER_RECENT_ORDERS} order by customer_id limit 1`,
    );
    const detail = await ok<Customer & MemberDetailLines>(t.app, admin, 'GET', CustomerPath.memberDetail, { id: busy.id });
    expect(detail.id).toBe(busy.id);
    expect(detail.recentOrders).toHaveLength(MEMBER_RECENT_ORDERS);
    expect(detail.recentOrders[0]).toMatchObject({
      orderNo: expect.any(String),
      storeName: expect.any(String),
      status: expect.any(Number),
      paid: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    const times = detail.recentOrders.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = await one(
      sql<{ order_no: string }>`select order_no from customer_order where customer_id = ${busy.id} order by created_at desc, id desc limit 1`,
    );
    expect(detail.recentOrders[0].orderNo).toBe(newest.order_no);
  });

  it("shows the customer's member cards and the latest movements of their money, newest first", async () => {
    // The customer whose cards moved most, with more movements than the detail shows.
    const busiest = await one(sql<{ id: number; card: number }>`
      select l.customer_id::int as id, min(l.card_id)::int as card from card_ledger l join member_card c on c.id = l.card_id and c.status in (0, 1)
      group by l.customer_id order by count(*) desc, l.customer_id limit 1`);
    const countOf = async () => (await one(sql<{ n: number }>`select count(*)::int as n from card_ledger where customer_id = ${busiest.id}`)).n;
    for (let n = await countOf(); n <= MEMBER_CARD_LEDGER; n++)
      await ok(t.app, admin, 'POST', StoredValuePath.adjust, { cardId: busiest.card, bonusDelta: '1', reason: '活动赠送' });
    const holder = { id: busiest.id, n: await countOf() };
    expect(holder.n).toBeGreaterThan(MEMBER_CARD_LEDGER);
    const detail = await ok<Customer & MemberDetailLines>(t.app, admin, 'GET', CustomerPath.memberDetail, { id: holder.id });
    const cards = await sql<{ id: number; card_no: string; principal: string; bonus: string; status: number }>`
      select id::int, card_no, principal, bonus, status from member_card where customer_id = ${holder.id} order by created_at desc, id desc`.execute(t.db);
    expect(detail.cards.map((c) => c.cardNo)).toEqual(cards.rows.map((c) => c.card_no));
    for (const card of detail.cards) {
      const row = cards.rows.find((c) => c.id === card.id)!;
      expect(card).toMatchObject({
        principal: row.principal,
        bonus: row.bonus,
        balance: addMoney(row.principal, row.bonus),
        status: row.status,
        productName: expect.any(String),
        storeName: expect.any(String),
      });
    }
    expect(detail.cardLedgerCount).toBe(holder.n);
    expect(detail.cardLedger).toHaveLength(MEMBER_CARD_LEDGER);
    const keys = detail.cardLedger.map((l) => [Date.parse(l.createdAt), l.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    const newest = await sql<{
      id: number;
    }>`select id::int from card_ledger where customer_id = ${holder.id} order by created_at desc, id desc limit ${MEMBER_CARD_LEDGER}`.execute(t.db);
    expect(detail.cardLedger.map((l) => l.id)).toEqual(newest.rows.map((r) => r.id));
    // Each card's latest movement left the balances the card holds now.
    for (const card of detail.cards) {
      const latest = detail.cardLedger.find((l) => l.cardId === card.id);
      if (latest)
        expect({ cardNo: latest.cardNo, principal: latest.principalAfter, bonus: latest.bonusAfter }).toEqual({
          cardNo: card.cardNo,
          principal: card.principal,
          bonus: card.bonus,
        });
    }

    // A movement made now is the first line of the detail's card history.
    const card = detail.cards.find((c) => c.status === 0 || c.status === 1) ?? detail.cards[0];
    await ok(t.app, admin, 'POST', StoredValuePath.adjust, { cardId: card.id, bonusDelta: '8.88', reason: '会员详情测试补偿' });
    const after = await ok<Customer & MemberDetailLines>(t.app, admin, 'GET', CustomerPath.memberDetail, { id: holder.id });
    expect(after.cardLedgerCount).toBe(holder.n + 1);
    expect(after.cardLedger[0]).toMatchObject({
      cardId: card.id,
      cardNo: card.cardNo,
      kind: 4,
      bonusDelta: '8.88',
      remark: '会员详情测试补偿',
      operator: '系统管理员',
    });
    expect(after.cards.find((c) => c.id === card.id)?.bonus).toBe(addMoney(card.bonus, '8.88'));

    // A customer without cards: empty lines, not missing ones.
    const none = await one(
      sql<{ id: number }>`select id::int from customer c where not exists (select 1 from member_card m where m.customer_id = c.id) order by id limit 1`,
    );
    expect(await ok<MemberDetailLines>(t.app, admin, 'GET', CustomerPath.memberDetail, { id: none.id })).toMatchObject({
      cards: [],
      cardLedger: [],
      cardLedgerCount: 0,
    });
  });

  it('refuses bad filters with 000006 naming the field', async () => {
    expect(RetCode.INVALID).toBe('000006');
    await refused(t.app, admin, 'POST', CustomerPath.memberList, { memberLevel: 'gold' }, RetCode.INVALID, 'memberLevel');
    await refused(
      t.app,
      admin,
      'POST',
      CustomerPath.memberList,
      { createdAtStart: '2026-02-30', createdAtEnd: '2026-03-01' },
      RetCode.INVALID,
      'createdAtStart',
    );
    await refused(t.app, admin, 'GET', CustomerPath.memberDetail, { id: 'x' }, RetCode.INVALID, 'id');
  });

  it('exports with the export operation only, and refuses store managers the pages', async () => {
    const exported = await request(t.app, admin, 'POST', CustomerPath.memberExport, { memberLevel: 3 });
    expect(exported.statusCode).toBe(200);
    await refused(t.app, ops01, 'POST', CustomerPath.memberExport, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'POST', CustomerPath.memberList, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'GET', CustomerPath.memberDetail, { id: 1 }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, store001, 'POST', CustomerPath.logOffList, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});

/**
 * Every filter and sort the member and log-off lists offer is served by an index (migration
 * 018): the very statements the API runs (first page, the page after a cursor, a page by
 * number, the capped count), planned by PostgreSQL with sequential scans priced out, never
 * read customer by a Seq Scan, and each reads the index made for it. PGlite plans the same
 * SQL but is not where the chain's million customers live.
 */
describe.skipIf(inject('testDb') !== 'postgres')('会员列表 and 注销用户 plans (PostgreSQL)', () => {
  type Case = { name: string; def: ResourceDef; query: Record<string, unknown>; index: string | RegExp; extra?: RawBuilder<unknown>[] };
  const plan = async (text: { sql: string; parameters: readonly unknown[] }) => {
    const rows = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return (await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${text.sql}`, [...text.parameters]))).rows;
    });
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };
  /** The list statements of a query as the API builds them (filters and the resource's own conditions). */
  const statementsOf = (c: Case, query: Record<string, unknown>) =>
    listStatements(c.def, { pageNum: 1, pageSize: 20, ...query }, [
      ...filterConditions(c.def, query, { lookupHash: (v) => t.services.vault.lookupHash(v) }),
      ...(c.extra ?? []),
    ]);

  it('serves every filter, combination and sort without a Seq Scan on customer', async () => {
    await sql`analyze customer`.execute(t.db);
    const sample = await one(sql<{ id: number; name: string; level: number; app: number }>`
      select id::int, name, member_level as level, source_app as app from customer where char_length(name) >= 3 and status = 0 order by id limit 1`);
    const mobile = await reveal(admin, sample.id);
    const day = (
      await one(sql<{ d: string }>`select to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as d from customer order by id limit 1 offset 100`)
    ).d;
    const logOff = { def: logOffUserResource as ResourceDef, extra: [logOffCondition()] };
    const member = { def: memberResource as ResourceDef };
    const cases: Case[] = [
      { name: 'no filter', ...member, query: {}, index: 'customer_created_idx' },
      { name: 'mobile', ...member, query: { mobile }, index: 'customer_mobile_hash_key' },
      { name: 'name contains', ...member, query: { name: sample.name.slice(0, 3) }, index: 'customer_name_trgm_idx' },
      { name: 'member level', ...member, query: { memberLevel: sample.level }, index: 'customer_level_created_idx' },
      { name: 'source app', ...member, query: { sourceApp: sample.app }, index: 'customer_source_created_idx' },
      { name: 'status 正常', ...member, query: { status: 0 }, index: 'customer_status_created_idx' },
      { name: 'status 申请注销', ...member, query: { status: 1 }, index: /customer_(status_created|log_off)_idx/ },
      { name: 'status 已注销', ...member, query: { status: 2 }, index: /customer_(status_created|log_off)_idx/ },
      { name: 'registration date', ...member, query: { createdAtStart: day, createdAtEnd: day }, index: 'customer_created_idx' },
      { name: 'level + app', ...member, query: { memberLevel: sample.level, sourceApp: sample.app }, index: /customer_(level|source)_created_idx/ },
      {
        name: 'level + app + status + date',
        ...member,
        query: { memberLevel: sample.level, sourceApp: sample.app, status: 0, createdAtStart: day, createdAtEnd: day },
        index: /customer_(level|source|status|created)_/,
      },
      { name: 'level + 申请注销', ...member, query: { memberLevel: sample.level, status: 1 }, index: /customer_(level_created|status_created|log_off)_idx/ },
      { name: 'name + level', ...member, query: { name: sample.name.slice(0, 3), memberLevel: sample.level }, index: /customer_(name_trgm|level_created)_idx/ },
      { name: 'by last visit, newest', ...member, query: { sortField: 'lastVisitAt', sortOrder: 'desc' }, index: 'customer_last_visit_desc_idx' },
      { name: 'by last visit, oldest', ...member, query: { sortField: 'lastVisitAt', sortOrder: 'asc' }, index: 'customer_last_visit_asc_idx' },
      { name: 'by visits, most', ...member, query: { sortField: 'visitCount', sortOrder: 'desc' }, index: 'customer_visits_desc_idx' },
      { name: 'by visits, fewest', ...member, query: { sortField: 'visitCount', sortOrder: 'asc' }, index: 'customer_visits_asc_idx' },
      { name: 'by spend, most', ...member, query: { sortField: 'totalSpend', sortOrder: 'desc' }, index: 'customer_spend_desc_idx' },
      { name: 'by spend, least', ...member, query: { sortField: 'totalSpend', sortOrder: 'asc' }, index: 'customer_spend_asc_idx' },
      {
        name: 'by spend + level',
        ...member,
        query: { sortField: 'totalSpend', sortOrder: 'desc', memberLevel: sample.level },
        index: /customer_(spend_desc|level_created)_idx/,
      },
      { name: 'by registration, oldest', ...member, query: { sortField: 'createdAt', sortOrder: 'asc' }, index: 'customer_created_idx' },
      { name: 'log-off list', ...logOff, query: {}, index: 'customer_log_off_idx' },
      { name: 'log-off: 申请注销', ...logOff, query: { status: 1 }, index: /customer_(log_off|status_created)_idx/ },
      {
        name: 'log-off: level + app',
        ...logOff,
        query: { memberLevel: sample.level, sourceApp: sample.app },
        index: /customer_(log_off|status_created|level_created|source_created)_idx/,
      },
      // A few of the million: read them all from either status index and sort them.
      {
        name: 'log-off: by spend',
        ...logOff,
        query: { sortField: 'totalSpend', sortOrder: 'desc' },
        index: /customer_(log_off|status_created|spend_desc)_idx/,
      },
    ];
    const failures: string[] = [];
    for (const c of cases) {
      // The cursor of page 1 (as the API answers it) when the list pages by keyset.
      const first = await request<Customer[]>(t.app, admin, 'POST', c.def === memberResource ? CustomerPath.memberList : CustomerPath.logOffList, {
        pageSize: 20,
        ...c.query,
      });
      expect(first.envelope.retCode, `${c.name}: ${first.envelope.retMsg}`).toBe(RetCode.SUCCESS);
      const cursor = first.envelope.page?.nextCursor;
      const statements = statementsOf(c, c.query);
      const texts: [string, { sql: string; parameters: readonly unknown[] }][] = [
        ['page 1', statements.page.compile(t.db)],
        ['count', statements.count.compile(t.db)],
        ['page 50', statementsOf(c, { ...c.query, pageNum: 50 }).page.compile(t.db)],
      ];
      if (cursor) texts.push(['next page', statementsOf(c, { ...c.query, cursor }).page.compile(t.db)]);
      const plans = await Promise.all(texts.map(async ([what, text]) => [what, await plan(text)] as const));
      for (const [what, text] of plans) if (/Seq Scan on customer/.test(text)) failures.push(`${c.name} (${what}) reads customer by a Seq Scan:\n${text}`);
      const count = plans.find(([what]) => what === 'count')![1];
      const page = plans[0][1];
      const uses = (text: string) => (typeof c.index === 'string' ? text.includes(c.index) : c.index.test(text));
      if (!uses(count) && !uses(page)) failures.push(`${c.name} does not read ${String(c.index)}:\n${page}\n---\n${count}`);
    }
    expect(failures).toEqual([]);
  });
});
