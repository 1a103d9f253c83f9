import {
  couponGrant,
  couponTemplateOptions,
  couponTemplateResource,
  couponUse,
  couponValueText,
  parseCouponIds,
  type CouponTemplateDetailLines,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { invalid, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import {
  assertHeadOffice,
  COUPON_SOURCE,
  customerByMobile,
  issueCoupons,
  missingIds,
  scheduleCouponExpiry,
  templateInScope,
  useCoupon,
} from './_shared/coupons.js';

/**
 * /operate/marketing/coupon 优惠券列表: coupon templates from the declaration (a store user sees
 * those of its stores; only head office makes or changes them), issued to a customer by mobile,
 * taken off an unpaid order; the sweep that marks unused coupons past their end 已过期.
 */
export function registerCoupons(app: FastifyInstance): void {
  const { db, vault } = app.services;

  registerResource(app, couponTemplateResource, {
    conditions: ({ auth }) => [templateInScope(auth)],
    async beforeWrite(values, { trx, auth, mode }) {
      await assertHeadOffice(auth);
      const stores = await missingIds(trx, 'store', parseCouponIds(values.storeIds));
      if (stores.length) throw invalid('storeIds', `门店不存在：${stores.join('、')}`);
      const items = await missingIds(trx, 'item', parseCouponIds(values.itemIds));
      if (items.length) throw invalid('itemIds', `服务项目不存在：${items.join('、')}`);
      if (mode === 'create') values.createdBy = auth.name;
      values.updatedBy = auth.name;
    },
    async beforeTransition(trx, record, transition, { auth }) {
      await assertHeadOffice(auth);
      if (transition.action !== 'online') return;
      const today = (await sql<{ today: string }>`select ((now() at time zone 'Asia/Shanghai')::date)::text as today`.execute(trx)).rows[0].today;
      if (record.validType === 0 && record.validEnd && String(record.validEnd).slice(0, 10) < today) throw refuse('有效期已过，不能上线');
      if (record.issueEnd && String(record.issueEnd).slice(0, 10) < today) throw refuse('发放期已过，不能上线，请先修改发放结束日期');
      if (record.stock === 0) throw refuse('库存为0，不能上线，请先补充库存');
    },
    async detail(database, row) {
      const named = async (table: 'store' | 'item', label: string, ids: number[]) =>
        ids.length
          ? (
              await sql<{
                id: number;
                name: string;
              }>`select id, ${sql.ref(label)} as name from ${sql.table(table)} where id = any(${ids}::int[]) order by id`.execute(database)
            ).rows
          : [];
      const lines: CouponTemplateDetailLines = {
        stores: await named('store', 'store_name', parseCouponIds(row.storeIds)),
        items: await named('item', 'item_name', parseCouponIds(row.itemIds)),
      };
      return { ...lines };
    },
  });

  registerEndpoint(app, couponGrant, async (body, { auth, request }) => {
    await assertHeadOffice(auth, '发放优惠券须由总部办理');
    if (body.storeId) await auth.assertStore(body.storeId);
    return db.transaction().execute(async (trx) => {
      const customer = await customerByMobile(trx, vault, body.mobile);
      const coupons = await issueCoupons(trx, {
        templateId: body.templateId,
        customerId: customer.id,
        storeId: body.storeId ?? null,
        quantity: body.quantity,
        source: COUPON_SOURCE.grant,
        sourceId: null,
        operator: auth.name,
      });
      for (const c of coupons)
        await audit(trx, request, {
          action: 'create',
          table: 'coupon_instance',
          recordId: c.id,
          after: { couponNo: c.couponNo, templateId: body.templateId, customerId: customer.id, storeId: body.storeId ?? null, source: COUPON_SOURCE.grant },
        });
      return { customerId: customer.id, customerName: customer.name, coupons };
    });
  });

  registerEndpoint(app, couponUse, async (body, { auth, request }) => {
    const scope = await auth.scope();
    return db.transaction().execute(async (trx) => {
      const used = await useCoupon(trx, { couponNo: body.couponNo, orderId: body.orderId, storeIds: scope.all ? null : scope.storeIds });
      await audit(trx, request, {
        action: 'transition:use',
        table: 'coupon_instance',
        recordId: used.couponId,
        before: { status: 0 },
        after: { status: 1, orderNo: used.orderNo, discount: used.discount },
      });
      await audit(trx, request, {
        action: 'couponUse',
        table: 'customer_order',
        recordId: used.orderId,
        after: { couponNo: used.couponNo, discount: used.orderDiscount },
      });
      return {
        couponNo: used.couponNo,
        orderId: used.orderId,
        orderNo: used.orderNo,
        discount: used.discount,
        orderDiscount: used.orderDiscount,
        payable: used.payable,
      };
    });
  });

  registerEndpoint(app, couponTemplateOptions, async (query, { auth }) => {
    const rows = await sql<{
      id: number;
      name: string;
      coupon_type: number;
      status: number;
      value_kind: number;
      face_value: string | null;
      discount_rate: string | null;
      threshold: string;
      max_discount: string | null;
    }>`select t.id, t.name, t.coupon_type, t.status, t.value_kind, t.face_value::text as face_value, t.discount_rate::text as discount_rate,
         t.threshold::text as threshold, t.max_discount::text as max_discount
       from coupon_template t where ${templateInScope(auth)} ${query.onlineOnly === '1' ? sql`and t.status = 1` : sql``}
       order by t.status = 1 desc, t.id desc`.execute(db);
    return rows.rows.map((r) => ({
      id: r.id,
      name: r.name,
      couponType: r.coupon_type,
      status: r.status,
      valueText: couponValueText({
        valueKind: r.value_kind,
        faceValue: r.face_value,
        discountRate: r.discount_rate,
        threshold: r.threshold,
        maxDiscount: r.max_discount,
      }),
    }));
  });

  scheduleCouponExpiry(app);
}
