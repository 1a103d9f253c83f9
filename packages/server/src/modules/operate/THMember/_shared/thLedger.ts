import { addMoney, compareMoney, formatMoney, subMoney, type ThLedgerLine } from '@salon/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import { notFound, refuse } from '../../../../core/errors.js';
import type { Database } from '../../../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A partner member as read under its row lock. */
export interface LockedMember {
  id: number;
  member_no: string;
  customer_id: number;
  status: number;
  balance: string;
}

const yuan = (value: string) => `¥${formatMoney(value)}`;

/**
 * The member by card number, locked until the transaction ends: every change of its balance runs
 * one after the other and sees the balance the previous one left (the stored-value cards' rule).
 */
export async function lockMember(trx: Db, memberNo: string): Promise<LockedMember> {
  const rows =
    await sql<LockedMember>`select id::int, member_no, customer_id::int, status, balance from th_member where member_no = ${memberNo} for update`.execute(trx);
  if (!rows.rows[0]) throw notFound(`会员卡号 ${memberNo} 的TH会员`);
  return rows.rows[0];
}

/**
 * One movement of a member's balance: the ledger row and the balance together (the caller holds
 * the lock, inside its transaction). A frozen member, or a spend above the balance, is refused in
 * words and nothing is written: the balance is always the ledger's sum and never below 0.
 */
export async function postThEntry(
  trx: Db,
  member: LockedMember,
  entry: { kind: 1 | 2; amount: string; storeId: number; payMethod?: number | null; item?: string | null; remark?: string | null; operator: string },
): Promise<{ ledgerId: number; balance: string }> {
  if (member.status !== 0) throw refuse(`会员 ${member.member_no} 已冻结，不能${entry.kind === 1 ? '充值' : '消费'}`);
  if (compareMoney(entry.amount, '0') <= 0) throw refuse('金额须大于0');
  const balance = entry.kind === 1 ? addMoney(member.balance, entry.amount) : subMoney(member.balance, entry.amount);
  if (compareMoney(balance, '0') < 0) throw refuse(`余额不足：会员 ${member.member_no} 余额 ${yuan(member.balance)}，本次消费 ${yuan(entry.amount)}`);
  const totals = entry.kind === 1 ? sql`total_recharge = total_recharge + ${entry.amount}` : sql`total_consume = total_consume + ${entry.amount}`;
  await sql`update th_member set balance = ${balance}, ${totals}, last_active_at = now(), updated_at = now() where id = ${member.id}`.execute(trx);
  const row = await sql<{ id: number }>`
    insert into th_ledger (member_id, customer_id, store_id, kind, amount, balance_after, pay_method, item, remark, operator)
    values (${member.id}, ${member.customer_id}, ${entry.storeId}, ${entry.kind}, ${entry.amount}, ${balance}, ${entry.payMethod ?? null}, ${entry.item ?? null},
      ${entry.remark ?? null}, ${entry.operator})
    returning id::int`.execute(trx);
  member.balance = balance;
  return { ledgerId: row.rows[0].id, balance };
}

/** A member's latest ledger rows, for its detail. */
export async function thLedgerOf(db: Db, memberId: number): Promise<{ ledger: ThLedgerLine[]; ledgerCount: number }> {
  const rows = await sql<Omit<ThLedgerLine, 'createdAt'> & { createdAt: Date }>`
    select l.id::int, l.kind, l.amount, l.balance_after as "balanceAfter", s.store_name as "storeName", l.item, l.pay_method as "payMethod", l.operator, l.created_at as "createdAt"
    from th_ledger l join store s on s.id = l.store_id where l.member_id = ${memberId} order by l.created_at desc, l.id desc limit 200`.execute(db);
  const count = await sql<{ n: number }>`select count(*)::int as n from th_ledger where member_id = ${memberId}`.execute(db);
  return { ledger: rows.rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })), ledgerCount: count.rows[0].n };
}
