import { sql, type Kysely, type Transaction } from 'kysely';
import { type StoreScope } from '../../../../core/auth.js';
import { notFound, outOfScope, refuse } from '../../../../core/errors.js';
import type { FieldVault } from '../../../../core/secrets.js';
import type { Database } from '../../../../db/schema.js';
import { andInScope } from '../../../../engine/query.js';

export type Db = Kysely<Database> | Transaction<Database>;

/** A customer's points account as read under its row lock. */
export interface LockedAccount {
  customerId: number;
  balance: number;
}

/** One movement of a customer's points. */
export interface PointsEntry {
  kind: 1 | 2 | 3 | 4 | 5;
  delta: number;
  storeId: number | null;
  orderId?: number | null;
  exchangeId?: number | null;
  requestId?: number | null;
  remark?: string | null;
  operator: string;
}

/** Point goods as read under their row lock. */
export interface LockedGoods {
  id: number;
  name: string;
  channel: number;
  points_price: number;
  stock: number;
  status: number;
  needs_review: boolean;
}

/** The customer with this whole mobile (by its keyed hash), or a refusal in words. */
export async function customerByMobile(db: Db, vault: FieldVault, mobile: string): Promise<{ id: number; name: string }> {
  const rows = await sql<{ id: number; name: string }>`select id::int, name from customer where mobile_hash = ${vault.lookupHash(mobile)}`.execute(db);
  if (!rows.rows[0]) throw refuse(`没有手机号为 ${mobile.slice(0, 3)}****${mobile.slice(7)} 的顾客`);
  return rows.rows[0];
}

/**
 * The customer's points account, created empty when missing and locked until the transaction
 * ends: every change of a customer's points runs one after the other and sees the balance the
 * previous one left. Lock the account before the goods (one order everywhere: no deadlock).
 */
export async function lockAccount(trx: Db, customerId: number): Promise<LockedAccount> {
  await sql`insert into points_account (customer_id) values (${customerId}) on conflict (customer_id) do nothing`.execute(trx);
  const rows = await sql<{ balance: number }>`select balance from points_account where customer_id = ${customerId} for update`.execute(trx);
  return { customerId, balance: rows.rows[0].balance };
}

/**
 * Writes one ledger row and the account's new balance together (the caller holds the account's
 * lock, inside its transaction). A balance that would go below 0 is refused and nothing is written,
 * so the balance always equals the sum of the ledger.
 */
export async function postPoints(trx: Db, account: LockedAccount, entry: PointsEntry): Promise<{ ledgerId: number; balance: number }> {
  if (!Number.isInteger(entry.delta) || entry.delta === 0) throw refuse('积分变动须为非0整数');
  const balance = account.balance + entry.delta;
  if (balance < 0) throw refuse(`积分不足：顾客当前可用积分 ${account.balance}，本次需扣减 ${-entry.delta}`);
  const earned = entry.delta > 0 && entry.kind !== 3 ? entry.delta : 0;
  const spent = entry.kind === 2 ? -entry.delta : entry.kind === 3 ? -entry.delta : 0;
  await sql`update points_account set balance = ${balance}, earned_total = earned_total + ${earned}, spent_total = greatest(spent_total + ${spent}, 0), updated_at = now()
    where customer_id = ${account.customerId}`.execute(trx);
  const row = await sql<{ id: number }>`
    insert into points_ledger (customer_id, store_id, kind, delta, balance_after, order_id, exchange_id, request_id, remark, operator)
    values (${account.customerId}, ${entry.storeId}, ${entry.kind}, ${entry.delta}, ${balance}, ${entry.orderId ?? null}, ${entry.exchangeId ?? null},
      ${entry.requestId ?? null}, ${entry.remark ?? null}, ${entry.operator})
    returning id::int`.execute(trx);
  account.balance = balance;
  return { ledgerId: row.rows[0].id, balance };
}

/** Point goods read and locked until the transaction ends: concurrent exchanges of the last pieces take them one after the other. */
export async function lockGoods(trx: Db, goodsId: number): Promise<LockedGoods> {
  const rows = await sql<LockedGoods>`
    select id, name, channel, points_price, stock, status, needs_review from points_goods where id = ${goodsId} for update`.execute(trx);
  if (!rows.rows[0]) throw notFound('积分商品');
  return rows.rows[0];
}

/** Takes `quantity` pieces off the goods' stock (locked), or refuses in words when fewer are left. */
export async function takeStock(trx: Db, goods: LockedGoods, quantity: number): Promise<void> {
  if (goods.stock < quantity) throw refuse(`库存不足：「${goods.name}」剩余 ${goods.stock} 件，本次需 ${quantity} 件`);
  await sql`update points_goods set stock = stock - ${quantity}, exchanged_count = exchanged_count + ${quantity}, updated_at = now() where id = ${goods.id}`.execute(
    trx,
  );
  goods.stock -= quantity;
}

/** Puts pieces back (an exchange cancelled, a request rejected). */
export async function returnStock(trx: Db, goodsId: number, quantity: number): Promise<void> {
  await sql`update points_goods set stock = stock + ${quantity}, exchanged_count = greatest(exchanged_count - ${quantity}, 0), updated_at = now() where id = ${goodsId}`.execute(
    trx,
  );
}

/** The store must be one the user may act for, and open for business (not closed). */
export async function assertStore(db: Db, scope: StoreScope, storeId: number, what = '积分兑换'): Promise<void> {
  const rows = await sql<{ open_status: number }>`select open_status from store where id = ${storeId}${andInScope(scope, 'id')}`.execute(db);
  if (!rows.rows[0]) {
    const exists = await sql`select 1 from store where id = ${storeId}`.execute(db);
    throw exists.rows.length ? outOfScope() : notFound('门店');
  }
  if (rows.rows[0].open_status === 3) throw refuse(`该门店已闭店，不能办理${what}`);
}

const today = sql`to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD')`;

/**
 * An exchange of goods for a customer's points, in the caller's transaction: the account, then
 * the goods locked; refused in words when the goods are off the shelf, need a review (unless it
 * comes from an approved request, whose points were taken when it was made), or when the points or
 * the stock are short. Writes the exchange, the stock and the ledger row (store exchanges: at the
 * store; mall exchanges: no store).
 */
export async function exchangeGoods(
  trx: Db,
  values: {
    customerId: number;
    goodsId: number;
    quantity: number;
    storeId: number | null;
    channel: 1 | 2;
    operator: string;
    remark?: string | null;
    address?: string | null;
  },
): Promise<{ id: number; no: string; ledgerId: number; balance: number }> {
  const account = await lockAccount(trx, values.customerId);
  const goods = await lockGoods(trx, values.goodsId);
  if (goods.channel !== values.channel) throw refuse(goods.channel === 2 ? '该商品是积分商城商品，只能在积分商城兑换' : '该商品只能在门店兑换');
  if (goods.status !== 1) throw refuse(`「${goods.name}」已下架，不能兑换`);
  if (goods.needs_review) throw refuse(`「${goods.name}」需总部审核，请提交积分申请`);
  const points = goods.points_price * values.quantity;
  if (account.balance < points) throw refuse(`积分不足：顾客当前可用积分 ${account.balance}，兑换 ${values.quantity} 件「${goods.name}」需 ${points} 积分`);
  await takeStock(trx, goods, values.quantity);
  const row = await sql<{ id: number; exchange_no: string }>`
    insert into points_exchange (exchange_no, channel, customer_id, goods_id, store_id, quantity, points_total, address, remark, operator)
    values ('DH' || ${today} || lpad(nextval('points_exchange_no_seq')::text, 8, '0'), ${values.channel}, ${values.customerId}, ${goods.id}, ${values.storeId},
      ${values.quantity}, ${points}, ${values.address ?? null}, ${values.remark ?? null}, ${values.operator})
    returning id::int, exchange_no`.execute(trx);
  const { id, exchange_no } = row.rows[0];
  const entry = await postPoints(trx, account, {
    kind: 2,
    delta: -points,
    storeId: values.storeId,
    exchangeId: id,
    remark: `兑换「${goods.name}」×${values.quantity}`,
    operator: values.operator,
  });
  return { id, no: exchange_no, ...entry };
}

/** A redemption request: the points and the stock held at once (ledger row 积分兑换 tied to the request), reviewed by head office. */
export async function submitRequest(
  trx: Db,
  values: { customerId: number; goodsId: number; quantity: number; storeId: number; reason: string; operator: string },
): Promise<{ id: number; no: string; ledgerId: number; balance: number }> {
  const account = await lockAccount(trx, values.customerId);
  const goods = await lockGoods(trx, values.goodsId);
  if (goods.channel !== 1) throw refuse('积分商城商品不能在门店申请兑换');
  if (goods.status !== 1) throw refuse(`「${goods.name}」已下架，不能申请兑换`);
  if (!goods.needs_review) throw refuse(`「${goods.name}」无需审核，请直接在积分兑换中兑换`);
  const points = goods.points_price * values.quantity;
  if (account.balance < points) throw refuse(`积分不足：顾客当前可用积分 ${account.balance}，申请 ${values.quantity} 件「${goods.name}」需 ${points} 积分`);
  await takeStock(trx, goods, values.quantity);
  const row = await sql<{ id: number; request_no: string }>`
    insert into points_request (request_no, customer_id, goods_id, store_id, quantity, points_total, reason, applicant)
    values ('SQ' || ${today} || lpad(nextval('points_request_no_seq')::text, 8, '0'), ${values.customerId}, ${goods.id}, ${values.storeId},
      ${values.quantity}, ${points}, ${values.reason}, ${values.operator})
    returning id::int, request_no`.execute(trx);
  const { id, request_no } = row.rows[0];
  const entry = await postPoints(trx, account, {
    kind: 2,
    delta: -points,
    storeId: values.storeId,
    requestId: id,
    remark: `积分申请 ${request_no}：「${goods.name}」×${values.quantity}`,
    operator: values.operator,
  });
  return { id, no: request_no, ...entry };
}

/** A cancelled exchange or a rejected request: its points back to the customer (退回) and its pieces back to the goods. */
export async function givePointsBack(
  trx: Db,
  values: {
    customerId: number;
    goodsId: number;
    quantity: number;
    points: number;
    storeId: number | null;
    exchangeId?: number;
    requestId?: number;
    remark: string;
    operator: string;
  },
): Promise<{ ledgerId: number; balance: number }> {
  const account = await lockAccount(trx, values.customerId);
  await returnStock(trx, values.goodsId, values.quantity);
  return postPoints(trx, account, {
    kind: 3,
    delta: values.points,
    storeId: values.storeId,
    exchangeId: values.exchangeId ?? null,
    requestId: values.requestId ?? null,
    remark: values.remark,
    operator: values.operator,
  });
}

/** An approved request: an exchange to collect at the request's store (its points were taken when it was made). */
export async function exchangeForRequest(trx: Db, requestId: number, operator: string): Promise<{ id: number; no: string }> {
  const row = await sql<{ id: number; exchange_no: string }>`
    insert into points_exchange (exchange_no, channel, customer_id, goods_id, store_id, quantity, points_total, request_id, request_no, remark, operator)
    select 'DH' || ${today} || lpad(nextval('points_exchange_no_seq')::text, 8, '0'), 1, customer_id, goods_id, store_id, quantity, points_total, id, request_no,
      '积分申请审核通过', ${operator}
    from points_request where id = ${requestId}
    returning id::int, exchange_no`.execute(trx);
  const { id, exchange_no } = row.rows[0];
  await sql`update points_request set exchange_no = ${exchange_no} where id = ${requestId}`.execute(trx);
  await sql`update points_ledger set exchange_id = ${id} where request_id = ${requestId} and kind = 2`.execute(trx);
  return { id, no: exchange_no };
}

/**
 * The points a paid order earns: one a yuan of what was paid and not refunded, rounded down; at
 * most once per order (a unique index on the ledger holds it under concurrency too).
 */
export async function earnForOrder(
  trx: Db,
  scope: StoreScope,
  orderNo: string,
  operator: string,
): Promise<{ customerId: number; ledgerId: number; balance: number }> {
  const rows = await sql<{ id: number; store_id: number; customer_id: number; status: number; points: number }>`
    select id::int, store_id, customer_id::int, status, floor(paid - refunded)::int as points
    from customer_order where order_no = ${orderNo}${andInScope(scope)}`.execute(trx);
  const order = rows.rows[0];
  if (!order) throw refuse(`没有订单号为 ${orderNo} 的订单（或不在您的门店数据权限内）`);
  if (![3, 8].includes(order.status)) throw refuse('只有已支付的订单可以补记消费积分');
  const account = await lockAccount(trx, order.customer_id);
  const done = await sql`select 1 from points_ledger where order_id = ${order.id} and kind = 1`.execute(trx);
  if (done.rows.length) throw refuse(`订单 ${orderNo} 已赠送过消费积分，不能重复补记`);
  if (order.points < 1) throw refuse('该订单实付金额不足1元，没有可赠送的积分');
  const entry = await postPoints(trx, account, {
    kind: 1,
    delta: order.points,
    storeId: order.store_id,
    orderId: order.id,
    remark: `订单 ${orderNo} 补记消费积分`,
    operator,
  });
  return { customerId: order.customer_id, ...entry };
}
