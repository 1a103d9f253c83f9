import { checkCouponTemplate, couponBatchUpdate, parseCouponIds } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { invalid, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { assertHeadOffice, missingIds } from './_shared/coupons.js';

/** A template's values the batch change touches and the rules it keeps read, by key. */
interface TemplateValues extends Record<string, unknown> {
  id: number;
  name: string;
  status: number;
  valueKind: number;
  faceValue: string | null;
  discountRate: string | null;
  maxDiscount: string | null;
  threshold: string;
  validType: number;
  validStart: string | null;
  validEnd: string | null;
  validDays: number;
  validUnit: string;
  issueStart: string | null;
  issueEnd: string | null;
  stock: number | null;
  storeRange: number;
  storeIds: string | null;
  itemRange: number;
  itemIds: string | null;
  today: string;
}

const CHANGED: Record<string, (keyof TemplateValues)[]> = {
  validity: ['validType', 'validStart', 'validEnd', 'validDays', 'validUnit'],
  stores: ['storeRange', 'storeIds'],
  status: ['status'],
};

/**
 * /operate/marketing/generalUpdate 通用编辑: the validity, stores or status of the ticked templates,
 * all in one transaction (each template locked, each keeping its own rules, an audit row each), or
 * none when one of them refuses (named in the answer). Head office only.
 */
export function registerGeneralUpdate(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, couponBatchUpdate, async (body, { auth, request }) => {
    await assertHeadOffice(auth);
    return db.transaction().execute(async (trx) => {
      const rows = (
        await sql<TemplateValues>`
          select id, name, status, value_kind as "valueKind", face_value::text as "faceValue", discount_rate::text as "discountRate",
            max_discount::text as "maxDiscount", threshold::text as threshold, valid_type as "validType", valid_start::text as "validStart",
            valid_end::text as "validEnd", valid_days as "validDays", valid_unit as "validUnit", issue_start::text as "issueStart",
            issue_end::text as "issueEnd", stock, store_range as "storeRange", store_ids as "storeIds", item_range as "itemRange", item_ids as "itemIds",
            ((now() at time zone 'Asia/Shanghai')::date)::text as today
          from coupon_template where id = any(${body.ids}::int[]) order by id for update`.execute(trx)
      ).rows;
      if (rows.length !== body.ids.length) throw refuse(`勾选的优惠券中有${body.ids.length - rows.length}张不存在，请刷新后重试`);
      const change: Partial<TemplateValues> =
        body.kind === 'validity'
          ? body.validType === 0
            ? { validType: 0, validStart: body.validStart!, validEnd: body.validEnd! }
            : { validType: 1, validStart: null, validEnd: null, validDays: body.validDays!, validUnit: body.validUnit! }
          : body.kind === 'stores'
            ? { storeRange: body.storeRange!, storeIds: body.storeRange === 1 ? body.storeIds! : null }
            : { status: body.status! };
      if (body.kind === 'stores') {
        const missing = await missingIds(trx, 'store', parseCouponIds(change.storeIds));
        if (missing.length) throw invalid('storeIds', `门店不存在：${missing.join('、')}`);
      }
      for (const row of rows) {
        const next = { ...row, ...change };
        const rule = checkCouponTemplate(next);
        if (rule !== true) throw refuse(`优惠券「${row.name}」：${rule.message}`);
        if (body.kind === 'status' && next.status === 1 && row.status !== 1) {
          if (next.validType === 0 && next.validEnd && next.validEnd < row.today) throw refuse(`优惠券「${row.name}」有效期已过，不能上线`);
          if (next.issueEnd && next.issueEnd < row.today) throw refuse(`优惠券「${row.name}」发放期已过，不能上线`);
          if (next.stock === 0) throw refuse(`优惠券「${row.name}」库存为0，不能上线`);
        }
      }
      const set =
        body.kind === 'validity'
          ? sql`valid_type = ${change.validType}, valid_start = ${change.validStart ?? null}, valid_end = ${change.validEnd ?? null}
              ${change.validType === 1 ? sql`, valid_days = ${change.validDays}, valid_unit = ${change.validUnit}` : sql``}`
          : body.kind === 'stores'
            ? sql`store_range = ${change.storeRange}, store_ids = ${change.storeIds ?? null}`
            : sql`status = ${change.status}`;
      await sql`update coupon_template set ${set}, updated_by = ${auth.name}, updated_at = now() where id = any(${body.ids}::int[])`.execute(trx);
      for (const row of rows) {
        const keys = CHANGED[body.kind];
        await audit(trx, request, {
          action: body.kind === 'status' ? `transition:${change.status === 1 ? 'online' : 'offline'}` : 'update',
          table: 'coupon_template',
          recordId: row.id,
          before: Object.fromEntries(keys.map((k) => [k, row[k]])),
          after: { ...Object.fromEntries(keys.map((k) => [k, change[k] ?? row[k]])), batch: true },
        });
      }
      return { updated: rows.length };
    });
  });
}
