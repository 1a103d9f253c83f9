import { maskNumber, OrderStatus, TimeUnit } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { AuthContext } from '../../../../core/auth.js';
import { notFound, refuse } from '../../../../core/errors.js';
import type { FieldVault } from '../../../../core/secrets.js';
import type { Database } from '../../../../db/schema.js';
import '../../../../db/schema/marketingCoupon.js';
import { col } from '../../../../engine/query.js';

/**
 * The coupon rules every module shares (issue 13): issuing a template's coupons to a customer
 * (the coupon list's grant, a redeem code, a coupon pack, an activity), using one on an order,
 * giving it back when the order is refunded, and the sweep that marks the unused ones past their
 * end 已过期. Each runs inside its caller's transaction; a refusal is in words and, thrown, rolls
 * the caller's transaction back.
 */

export type Trx = Transaction<Database> | Kysely<Database>;

/** Today in China (the stores' business day), as the database sees it. */
const TODAY = sql`(now() at time zone 'Asia/Shanghai')::date`;

/**
 * Only head office (authority over every store) creates or changes coupons, their batches and
 * packages, and issues them: `what` names the act ('优惠券须由总部创建和修改').
 */
export async function assertHeadOffice(auth: AuthContext, what = '优惠券须由总部创建和修改'): Promise<void> {
  if (!(await auth.scope()).all) throw refuse(`${what}：只有拥有全部门店数据权限的账号可以操作`);
}

/**
 * A store user sees the coupon templates for all stores and those naming one of its stores; a
 * head-office user (all stores) every template. Read from the user's authority rows, as the
 * session's scope is. `template` is the template's alias in the query.
 */
export function templateInScope(auth: AuthContext, template = 't'): RawBuilder<unknown> {
  return sql`(exists (select 1 from app_user u where u.id = ${auth.userId} and u.all_stores)
    or ${col('store_range', template)} = 0
    or ${col('store_id_arr', template)} && array(select us.store_id from user_store us where us.user_id = ${auth.userId}))`;
}

/** The stores (or items) of a comma list that do not exist. */
export async function missingIds(db: Trx, table: 'store' | 'item', ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await sql<{ id: number }>`select id from ${sql.table(table)} where id = any(${ids}::int[])`.execute(db);
  const have = new Set(found.rows.map((r) => Number(r.id)));
  return ids.filter((id) => !have.has(id));
}

/** A customer by the whole mobile (keyed hash), or the refusal naming the number masked. */
export async function customerByMobile(db: Trx, vault: FieldVault, mobile: string): Promise<{ id: number; name: string; status: number }> {
  const row = (
    await sql<{ id: number; name: string; status: number }>`select id, name, status from customer where mobile_hash = ${vault.lookupHash(mobile)}`.execute(db)
  ).rows[0];
  if (!row) throw refuse(`未找到手机号为 ${maskNumber(mobile)} 的顾客`);
  return { ...row, id: Number(row.id) };
}

/** How a coupon came to its customer (coupon_instance.source; CouponSource). */
export const COUPON_SOURCE = { grant: 0, redeemCode: 1, pack: 2, activity: 3 } as const;

export interface IssueRequest {
  templateId: number;
  customerId: number;
  /** Where it is issued (required for a template limited to stores, and then one of them). */
  storeId: number | null;
  quantity: number;
  source: (typeof COUPON_SOURCE)[keyof typeof COUPON_SOURCE];
  /** The redeem code, coupon order or activity it comes from. */
  sourceId: number | null;
  /** Who issues (a user's name, or 系统). */
  operator: string;
  /**
   * Leave out the per-customer limit (a coupon pack the customer paid for holds its coupons whatever
   * they received before); the template's status, period and stock still hold.
   */
  ignoreLimit?: boolean;
}

export interface IssuedCoupon {
  id: number;
  couponNo: string;
  validFrom: string;
  validTo: string;
}

interface LockedTemplate {
  id: number;
  name: string;
  coupon_type: number;
  value_kind: number;
  face_value: string | null;
  discount_rate: string | null;
  threshold: string;
  status: number;
  valid_type: number;
  valid_start: string | null;
  valid_end: string | null;
  valid_days: number;
  valid_unit: string;
  issue_start: string | null;
  issue_end: string | null;
  stock: number | null;
  per_customer_limit: number;
  store_range: number;
  store_id_arr: number[] | null;
  today: string;
}

/** The template read and locked until the transaction ends: issues of one template run one after the other, so its stock never goes below 0. */
async function lockTemplate(trx: Trx, templateId: number): Promise<LockedTemplate> {
  const row = (
    await sql<LockedTemplate>`
      select id, name, coupon_type, value_kind, face_value::text as face_value, discount_rate::text as discount_rate, threshold::text as threshold,
        status, valid_type, valid_start::text as valid_start, valid_end::text as valid_end, valid_days, valid_unit,
        issue_start::text as issue_start, issue_end::text as issue_end, stock, per_customer_limit, store_range, store_id_arr, ${TODAY}::text as today
      from coupon_template where id = ${templateId} for update`.execute(trx)
  ).rows[0];
  if (!row) throw notFound('优惠券');
  return row;
}

/** Why a template's coupons cannot be issued now (status, period, validity), or null. */
function notIssuable(t: LockedTemplate): string | null {
  if (t.status !== 1) return `优惠券「${t.name}」${t.status === 0 ? '未上线' : '已下线'}，不能发放`;
  if (t.issue_start && t.today < t.issue_start) return `优惠券「${t.name}」未到发放时间（${t.issue_start} 起）`;
  if (t.issue_end && t.today > t.issue_end) return `优惠券「${t.name}」已过发放期（${t.issue_end} 止）`;
  if (t.valid_type === 0 && t.valid_end && t.today > t.valid_end) return `优惠券「${t.name}」已过有效期（${t.valid_end} 止），不能发放`;
  return null;
}

/**
 * Issues `quantity` coupons of a template to a customer, in the caller's transaction: the template
 * online, inside its issue period (and, with fixed dates, not past its validity), stock left, the
 * customer under the per-customer limit (coupons received, voided ones aside), the store among the
 * template's stores. The template row is locked first, so concurrent issues of its last coupons
 * give exactly what is left. Each coupon copies the template's terms; its validity runs from now
 * (N 天/周/月/年) or over the fixed days (China time). Answers the coupons issued.
 */
export async function issueCoupons(trx: Trx, req: IssueRequest): Promise<IssuedCoupon[]> {
  const t = await lockTemplate(trx, req.templateId);
  const problem = notIssuable(t);
  if (problem) throw refuse(problem);
  if (t.stock !== null && t.stock < req.quantity)
    throw refuse(t.stock === 0 ? `优惠券「${t.name}」库存不足，已全部发完` : `优惠券「${t.name}」库存不足，仅剩${t.stock}张`);
  if (t.store_range === 1) {
    if (req.storeId === null) throw refuse(`优惠券「${t.name}」仅限指定门店使用，请选择发放门店`);
    if (!(t.store_id_arr ?? []).includes(req.storeId)) {
      const store = (await sql<{ store_name: string }>`select store_name from store where id = ${req.storeId}`.execute(trx)).rows[0];
      throw refuse(`门店「${store?.store_name ?? req.storeId}」不在优惠券「${t.name}」的适用门店内`);
    }
  }
  const customer = (await sql<{ name: string; status: number }>`select name, status from customer where id = ${req.customerId}`.execute(trx)).rows[0];
  if (!customer) throw notFound('顾客');
  if (customer.status === 2) throw refuse(`顾客 ${customer.name} 已注销，不能发券`);
  if (!req.ignoreLimit) {
    const held = (
      await sql<{
        n: number;
      }>`select count(*)::int as n from coupon_instance where template_id = ${t.id} and customer_id = ${req.customerId} and status <> 3`.execute(trx)
    ).rows[0].n;
    if (held + req.quantity > t.per_customer_limit)
      throw refuse(
        `优惠券「${t.name}」每人限领${t.per_customer_limit}张，顾客 ${customer.name} 已领${held}张${req.quantity > 1 ? `，不能再领${req.quantity}张` : ''}`,
      );
  }
  // The unit is one of the check constraint's words: safe as make_interval's argument name.
  if (!TimeUnit.has(t.valid_unit)) throw new Error(`coupon_template ${t.id}: valid_unit ${t.valid_unit}`);
  if (t.stock !== null) await sql`update coupon_template set stock = stock - ${req.quantity} where id = ${t.id}`.execute(trx);
  // Fixed days: from the first day's midnight to the midnight after the last (China time).
  const from = t.valid_type === 0 ? sql`greatest(now(), (${t.valid_start}::date)::timestamp at time zone 'Asia/Shanghai')` : sql`now()`;
  const to =
    t.valid_type === 0
      ? sql`(${t.valid_end}::date + 1)::timestamp at time zone 'Asia/Shanghai'`
      : sql`now() + make_interval(${sql.raw(`${t.valid_unit}s`)} => ${t.valid_days})`;
  const rows = await sql<{ id: number; coupon_no: string; valid_from: Date; valid_to: Date }>`
    insert into coupon_instance (coupon_no, template_id, customer_id, coupon_name, coupon_type, value_kind, face_value, discount_rate, threshold,
      valid_from, valid_to, status, issued_at, source, source_id, issue_store_id, issued_by)
    select 'CP' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('coupon_no_seq')::text, 8, '0'),
      t.id, ${req.customerId}, t.name, t.coupon_type, t.value_kind, t.face_value, t.discount_rate, t.threshold,
      ${from}, ${to}, 0, now(), ${req.source}, ${req.sourceId}, ${req.storeId}, ${req.operator}
    from coupon_template t cross join generate_series(1, ${req.quantity}) as n
    where t.id = ${t.id}
    returning id, coupon_no, valid_from, valid_to`.execute(trx);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    couponNo: r.coupon_no,
    validFrom: new Date(r.valid_from).toISOString(),
    validTo: new Date(r.valid_to).toISOString(),
  }));
}

/** Orders a coupon may still be taken off: not yet paid (待开始, 服务中, 待支付). */
export const COUPON_USABLE_ORDER_STATUSES: readonly number[] = [0, 1, 2];

export interface UsedCoupon {
  couponId: number;
  couponNo: string;
  orderId: number;
  orderNo: string;
  storeId: number;
  /** What the coupon took off (exact yuan). */
  discount: string;
  /** The order's discount after it. */
  orderDiscount: string;
  payable: string;
}

/**
 * Takes a coupon off an unpaid order, in the caller's transaction (the order and the coupon locked):
 * the coupon the order's customer's, unused, begun and not expired, one coupon a order; the order's
 * store among the template's stores, an applicable item on it when the template names items, and
 * what those items come to at least the threshold. A money coupon takes its face value off (at most
 * what is still to pay), a discount coupon (10 - rate)/10 of the applicable amount (at most its cap).
 * `storeIds` is the caller's store authority (null: every store).
 */
export async function useCoupon(trx: Trx, input: { couponNo: string; orderId: number; storeIds: number[] | null }): Promise<UsedCoupon> {
  const order = (
    await sql<{ id: number; order_no: string; store_id: number; customer_id: number; status: number; amount: string; discount: string }>`
      select id, order_no, store_id, customer_id, status, amount::text as amount, discount::text as discount from customer_order where id = ${input.orderId} for update`.execute(
      trx,
    )
  ).rows[0];
  if (!order || (input.storeIds && !input.storeIds.includes(order.store_id))) throw notFound('订单');
  if (!COUPON_USABLE_ORDER_STATUSES.includes(order.status)) throw refuse(`订单${OrderStatus.labelOf(order.status)}，不能再使用优惠券`);
  const coupon = (
    await sql<{
      id: number;
      coupon_no: string;
      customer_id: number;
      coupon_name: string;
      coupon_type: number;
      status: number;
      not_begun: boolean;
      lapsed: boolean;
      valid_from: Date;
      value_kind: number;
      face_value: string | null;
      discount_rate: string | null;
      threshold: string;
      store_range: number;
      store_id_arr: number[] | null;
      item_range: number;
      item_id_arr: number[] | null;
      max_discount: string | null;
    }>`
      select i.id, i.coupon_no, i.customer_id, i.coupon_name, i.coupon_type, i.status, i.valid_from > now() as not_begun, i.valid_to <= now() as lapsed, i.valid_from,
        i.value_kind, i.face_value::text as face_value, i.discount_rate::text as discount_rate, i.threshold::text as threshold,
        t.store_range, t.store_id_arr, t.item_range, t.item_id_arr, t.max_discount::text as max_discount
      from coupon_instance i join coupon_template t on t.id = i.template_id
      where i.coupon_no = ${input.couponNo} for update of i`.execute(trx)
  ).rows[0];
  if (!coupon) throw refuse(`券码 ${input.couponNo} 不存在`);
  if (Number(coupon.customer_id) !== Number(order.customer_id)) throw refuse('该券不属于此订单的顾客');
  if (coupon.status === 1) throw refuse('该券已使用，不能重复使用');
  if (coupon.status === 3) throw refuse('该券已作废');
  if (coupon.status === 2 || coupon.lapsed) throw refuse('该券已过期');
  if (coupon.not_begun) throw refuse('该券尚未到使用时间');
  const other = (await sql<{ coupon_no: string }>`select coupon_no from coupon_instance where used_order_id = ${order.id} and status = 1 limit 1`.execute(trx))
    .rows[0];
  if (other) throw refuse(`该订单已使用优惠券 ${other.coupon_no}，每单限用一张`);
  if (coupon.store_range === 1 && !(coupon.store_id_arr ?? []).includes(order.store_id)) throw refuse(`该券不适用于此订单的门店`);
  const base = (
    await sql<{ base: string | null; lines: number }>`
      select sum(amount)::text as base, count(*)::int as lines from order_item
      where order_id = ${order.id} ${coupon.item_range === 1 ? sql`and item_id = any(${coupon.item_id_arr ?? []}::int[])` : sql``}`.execute(trx)
  ).rows[0];
  if (coupon.item_range === 1 && !base.lines) throw refuse('订单中没有该券适用的项目');
  // The applicable amount: the named items' lines, or the whole order.
  const applicable = coupon.item_range === 1 ? (base.base ?? '0') : order.amount;
  const figures = (
    await sql<{ short: boolean; discount: string; order_discount: string; payable: string }>`
      with f as (
        select ${applicable}::numeric as base, ${order.amount}::numeric - ${order.discount}::numeric as payable,
          ${coupon.threshold}::numeric as threshold
      ), d as (
        select f.*, greatest(0, least(
          case when ${coupon.value_kind} = 0 then ${coupon.face_value}::numeric
               else round(f.base * (10 - ${coupon.discount_rate}::numeric) / 10, 2) end,
          coalesce(${coupon.max_discount}::numeric, 'Infinity'::numeric),
          f.payable)) as discount
        from f
      )
      select base < threshold as short, discount::text as discount, (${order.discount}::numeric + discount)::text as order_discount,
        (payable - discount)::text as payable from d`.execute(trx)
  ).rows[0];
  if (figures.short) throw refuse(`未满使用门槛：${coupon.item_range === 1 ? '适用项目' : '订单'}金额 ${applicable} 元，需满 ${coupon.threshold} 元`);
  await sql`update customer_order set discount = ${figures.order_discount}::numeric, updated_at = now() where id = ${order.id}`.execute(trx);
  await sql`update coupon_instance set status = 1, used_at = now(), used_store_id = ${order.store_id}, used_order_id = ${order.id},
      used_discount = ${figures.discount}::numeric, updated_at = now() where id = ${coupon.id}`.execute(trx);
  return {
    couponId: Number(coupon.id),
    couponNo: coupon.coupon_no,
    orderId: Number(order.id),
    orderNo: order.order_no,
    storeId: order.store_id,
    discount: figures.discount,
    orderDiscount: figures.order_discount,
    payable: figures.payable,
  };
}

/**
 * A refunded order gives its coupon back (called by the refund when the order is wholly refunded,
 * in its transaction): unused again while still valid, else 已过期; the order link and what it took
 * off cleared. Answers the coupons and the status each went back to.
 */
export async function returnOrderCoupons(trx: Trx, orderId: number): Promise<{ couponNo: string; status: number }[]> {
  const rows = await sql<{ couponNo: string; status: number }>`
    update coupon_instance set status = case when valid_to > now() then 0 else 2 end,
      used_at = null, used_store_id = null, used_order_id = null, used_discount = null, updated_at = now()
    where used_order_id = ${orderId} and status = 1
    returning coupon_no as "couponNo", status`.execute(trx);
  return rows.rows;
}

/** The expiry job's name in its audit rows (their api). */
export const COUPON_EXPIRE_JOB = 'job:coupon/expire';
/** How many coupons one sweep statement moves (a big backlog goes in several). */
const EXPIRE_BATCH = 5000;
/** How often a server looks for unused coupons past their end. */
export const COUPON_EXPIRE_SWEEP_MS = 10 * 60_000;

/**
 * Unused coupons past their end become 已过期 (2), each with its audit row written as the system,
 * in batches of EXPIRE_BATCH (one statement each: rows another server is moving are skipped, so
 * any number of servers may sweep at once). Read through the partial index of unused coupons by
 * end. Answers how many moved.
 */
export async function expireCoupons(db: Kysely<Database>): Promise<number> {
  let total = 0;
  for (;;) {
    const moved = await sql<{ n: number }>`
      with due as (
        select id from coupon_instance where status = 0 and valid_to <= now() order by valid_to limit ${EXPIRE_BATCH} for update skip locked
      ), moved as (
        update coupon_instance c set status = 2, updated_at = now() from due where c.id = due.id
        returning c.id, c.coupon_no, c.valid_to
      ), logged as (
        insert into audit_log (user_id, user_name, route, api, action, table_name, record_id, before, after, ip, request_id)
        select null, '系统', null, ${COUPON_EXPIRE_JOB}, 'expire', 'coupon_instance', moved.id::text,
          '{"status":0}'::jsonb, jsonb_build_object('status', 2, 'couponNo', moved.coupon_no, 'validTo', moved.valid_to), null, null
        from moved
      )
      select count(*)::int as n from moved`.execute(db);
    const n = moved.rows[0].n;
    total += n;
    if (n < EXPIRE_BATCH) return total;
  }
}

/** Sweeps when the server is ready and then every ten minutes, until it closes. */
export function scheduleCouponExpiry(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    expireCoupons(app.services.db)
      .then((n) => {
        if (n) app.log.info({ expired: n }, 'coupon expiry sweep');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'coupon expiry sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), COUPON_EXPIRE_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
