import { addMoney, RetCode, RetMsg, StoredValuePath, type CardDetailLines } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/financial/membership 会员卡管理: cards, their ledger, masked mobiles, freeze and unfreeze. */
let t: TestApp;
let admin: Session;
/** ops01: every store, granted the membership page but not 查看完整号码 nor any card operation. */
let ops01: Session;

type Row = Record<string, unknown> & { id: number };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  const role = await t.db.selectFrom('role').select('id').where('code', '=', 'sys_ops').executeTakeFirstOrThrow();
  const menus = await t.db
    .selectFrom('menu')
    .select('id')
    .where('url', 'in', ['/operate', '/operate/financial', '/operate/financial/membership', '/operate/financial/balance'])
    .execute();
  await t.db
    .insertInto('role_menu')
    .values(menus.map((m) => ({ role_id: role.id, menu_id: m.id })))
    .execute();
  ops01 = await login(t.app, DEMO.ops01.account, DEMO.ops01.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];
const list = async (session: Session, url: string, query: Record<string, unknown> = {}) => {
  const answer = await call<Row[]>(t.app, session, 'POST', url, { pageSize: 50, ...query });
  expect(answer.retCode, answer.retMsg).toBe(RetCode.SUCCESS);
  return answer;
};

/** A normal card of the given store with at least `min` yuan of principal that nobody else in this file takes. */
const taken = new Set<number>();
async function cardWith(min: number, extra = sql`true`): Promise<{ id: number; principal: string; bonus: string; card_no: string; store_id: number }> {
  const rows = await sql<{ id: number; principal: string; bonus: string; card_no: string; store_id: number }>`
    select id::int, principal, bonus, card_no, store_id from member_card where status = 0 and principal >= ${min} and ${extra} order by id limit 60`.execute(
    t.db,
  );
  const row = rows.rows.find((r) => !taken.has(r.id));
  if (!row) throw new Error('no card');
  taken.add(row.id);
  return row;
}
const balances = (id: number) => one(sql<{ principal: string; bonus: string }>`select principal, bonus from member_card where id = ${id}`);
const state = async (cardId: number) =>
  JSON.stringify({
    card: await balances(cardId),
    ledger: await countRows(t.db, 'card_ledger'),
    orders: await sql`select status, refund_status from card_order where card_id = ${cardId} order by id`.execute(t.db).then((r) => r.rows),
    audit: await countRows(t.db, 'audit_log'),
  });

describe('会员卡管理', () => {
  it('lists cards with balances as exact strings that add up', async () => {
    const answer = await list(admin, StoredValuePath.cardList);
    const [first] = answer.result;
    expect(first).toMatchObject({
      cardNo: expect.stringMatching(/^8800\d{8}$/),
      productName: expect.any(String),
      storeName: expect.any(String),
      principal: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(first.balance).toBe(addMoney(first.principal as string, first.bonus as string));
  });

  it('the detail holds the ledger, newest first, adding up', async () => {
    const busy = await one(
      sql<{ id: number }>`select card_id::int as id from card_ledger group by card_id having count(distinct kind) >= 2 order by count(*) desc limit 1`,
    );
    const detail = await ok<Row & CardDetailLines>(t.app, admin, 'GET', StoredValuePath.cardDetail, { id: busy.id });
    expect(detail.ledger.length).toBe(detail.ledgerCount);
    const times = detail.ledger.map((l) => Date.parse(l.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(detail.ledger[0]).toMatchObject({ principalAfter: detail.principal, bonusAfter: detail.bonus, storeName: expect.any(String) });
    expect(detail.ledger.reduce((s, l) => addMoney(s, l.principalDelta), '0')).toBe(detail.principal);
    expect(detail.ledger.some((l) => l.kind === 1 && /^CK\d{16}$/.test(l.orderNo ?? ''))).toBe(true);
  });

  it('freezes with a reason and unfreezes; refuses without a reason or without the operation', async () => {
    const card = await cardWith(1);
    const before = await state(card.id);
    await refused(t.app, admin, 'POST', StoredValuePath.cardTransition, { id: card.id, action: 'freeze' }, RetCode.INVALID, 'reason');
    await refused(t.app, ops01, 'POST', StoredValuePath.cardTransition, { id: card.id, action: 'freeze', reason: '挂失' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect(await state(card.id)).toBe(before);

    expect(await ok(t.app, admin, 'POST', StoredValuePath.cardTransition, { id: card.id, action: 'freeze', reason: '顾客挂失' })).toEqual({
      id: card.id,
      status: 1,
    });
    const frozen = await ok<Row>(t.app, admin, 'GET', StoredValuePath.cardDetail, { id: card.id });
    expect(frozen).toMatchObject({ status: 1, statusReason: '顾客挂失', statusBy: '系统管理员' });
    const [audit] = await auditRows(t.db, { table: 'member_card', action: 'transition:freeze', recordId: card.id });
    expect(JSON.stringify(audit)).toContain('顾客挂失');
    // A frozen card takes no money in.
    await refused(t.app, admin, 'POST', StoredValuePath.recharge, { cardId: card.id, amount: '100', payMethod: 1 }, RetCode.REFUSED, '冻结');
    expect(await ok(t.app, admin, 'POST', StoredValuePath.cardTransition, { id: card.id, action: 'unfreeze', reason: '本人到店核实' })).toEqual({
      id: card.id,
      status: 0,
    });
  });
});
