import { sql, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { TransitionDef } from '@salon/contract';
import { invalid, refuse } from '../../../../core/errors.js';
import type { AuthContext } from '../../../../core/auth.js';
import type { Database } from '../../../../db/schema.js';

/** A tracking number as couriers print them: 8 to 30 letters and digits. */
export const TRACKING_RE = /^[A-Za-z0-9]{8,30}$/;

/** The courier a tracking number belongs to, by its prefix (others: 其他快递). */
export function carrierOf(trackingNo: string): string {
  const upper = trackingNo.toUpperCase();
  if (upper.startsWith('SF')) return '顺丰速运';
  if (upper.startsWith('JD')) return '京东物流';
  if (upper.startsWith('YT')) return '圆通速递';
  if (upper.startsWith('ZTO') || upper.startsWith('ZT')) return '中通快递';
  if (upper.startsWith('YD')) return '韵达快递';
  if (/^\d{12,15}$/.test(upper)) return '邮政EMS';
  return '其他快递';
}

const reasonOf = (request: FastifyRequest) => String((request.body as { reason?: unknown } | undefined)?.reason ?? '').trim();

type Context = { auth: AuthContext; request: FastifyRequest };

/**
 * The hooks of an order page's steps (the declared workflow moves the status forward only and
 * refuses any step from a wrong state): 发货 needs a tracking number and writes it with its courier
 * and time; 签收/提货 write their time; 取消订单 and 退款 (only from 待发货/待提货) write their reason
 * and put the pieces back on the goods' stock, in the step's transaction.
 */
export const orderStepHooks = {
  async beforeTransition(_trx: Kysely<Database>, _record: { id: number }, transition: TransitionDef, { request }: Context) {
    if (transition.action === 'ship' && !TRACKING_RE.test(reasonOf(request))) throw invalid('reason', '快递单号应为8~30位字母或数字');
  },
  async afterTransition(trx: Kysely<Database>, record: { id: number }, transition: TransitionDef, { request }: Context) {
    const reason = reasonOf(request);
    if (transition.action === 'ship') {
      const no = reason.toUpperCase();
      await sql`update delivery_order set tracking_no = ${no}, carrier = ${carrierOf(no)}, shipped_at = now() where id = ${record.id}`.execute(trx);
    } else if (transition.action === 'sign' || transition.action === 'pickup') {
      await sql`update delivery_order set signed_at = now() where id = ${record.id}`.execute(trx);
    } else if (transition.action === 'cancel' || transition.action === 'refund') {
      const row = await sql<{ goods_id: number; quantity: number }>`
        update delivery_order set status_reason = ${reason} where id = ${record.id} returning goods_id, quantity`.execute(trx);
      const { goods_id, quantity } = row.rows[0];
      await sql`update delivery_goods set stock = stock + ${quantity}, sales_count = greatest(sales_count - ${quantity}, 0), updated_at = now() where id = ${goods_id}`.execute(
        trx,
      );
    } else throw refuse(`不支持的操作 ${transition.action}`);
  },
};

/** Goods and levels are head office's: a store-scoped user is refused in words. */
export async function headOfficeOnly(auth: AuthContext, what: string): Promise<void> {
  if (!(await auth.scope()).all) throw refuse(`${what}由总部统一管理：只有拥有全部门店数据权限的账号可以操作`);
}
