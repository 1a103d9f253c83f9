import {
  COUPON_PACKAGE_RESOURCES,
  couponCardProductOptions,
  couponPackageAdd,
  couponPackageUpdate,
  couponValidityText,
  couponValueText,
  type CouponPackageBody,
  type CouponPackageDetailLines,
} from '@salon/contract';
import type { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import type { AuthContext } from '../../../core/auth.js';
import { invalid, notFound, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { col } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { assertHeadOffice, type Trx } from './_shared/coupons.js';

/** A package's lines with their templates' terms in words. */
async function packageLines(db: Trx, packageId: number): Promise<CouponPackageDetailLines['lines']> {
  const rows = await sql<{
    template_id: number;
    name: string;
    coupon_type: number;
    status: number;
    quantity: number;
    value_kind: number;
    face_value: string | null;
    discount_rate: string | null;
    max_discount: string | null;
    threshold: string;
    valid_type: number;
    valid_start: string | null;
    valid_end: string | null;
    valid_days: number;
    valid_unit: string;
  }>`select l.template_id, t.name, t.coupon_type, t.status, l.quantity, t.value_kind, t.face_value::text as face_value, t.discount_rate::text as discount_rate,
       t.max_discount::text as max_discount, t.threshold::text as threshold, t.valid_type, t.valid_start::text as valid_start, t.valid_end::text as valid_end,
       t.valid_days, t.valid_unit
     from coupon_package_item l join coupon_template t on t.id = l.template_id where l.package_id = ${packageId} order by l.id`.execute(db);
  return rows.rows.map((r) => ({
    templateId: r.template_id,
    templateName: r.name,
    couponType: r.coupon_type,
    templateStatus: r.status,
    quantity: r.quantity,
    valueText: couponValueText({
      valueKind: r.value_kind,
      faceValue: r.face_value,
      discountRate: r.discount_rate,
      maxDiscount: r.max_discount,
      threshold: r.threshold,
    }),
    validityText: couponValidityText({
      validType: r.valid_type,
      validStart: r.valid_start,
      validEnd: r.valid_end,
      validDays: r.valid_days,
      validUnit: r.valid_unit,
    }),
  }));
}

/**
 * The coupon packages of the four families (tabs of 优惠券列表, each with its detail and create
 * page): one declaration a family over coupon_package; written with their lines in one transaction
 * by head office; online only with lines whose templates are all online.
 */
export function registerCouponPackages(app: FastifyInstance): void {
  const { db } = app.services;

  for (const [family, def] of Object.entries(COUPON_PACKAGE_RESOURCES)) {
    registerResource(app, def, {
      conditions: () => [sql`${col('family')} = ${Number(family)}`],
      async detail(database, row) {
        const lines: CouponPackageDetailLines = { family: Number(family), lines: await packageLines(database, row.id) };
        return { ...lines };
      },
      async beforeTransition(trx, record, transition, { auth }) {
        await assertHeadOffice(auth, '券包须由总部创建和修改');
        if (transition.action !== 'online') return;
        const lines = await packageLines(trx, record.id);
        if (!lines.length) throw refuse('券包中没有优惠券，不能上线');
        const off = lines.find((l) => l.templateStatus !== 1);
        if (off) throw refuse(`所含优惠券「${off.templateName}」未上线，请先上线该券`);
      },
    });
  }

  /** A package and its lines written in one transaction (its lines replaced on a change), audited. */
  async function save(body: z.output<typeof CouponPackageBody> & { id?: number }, auth: AuthContext, request: FastifyRequest): Promise<{ id: number }> {
    await assertHeadOffice(auth, '券包须由总部创建和修改');
    return db.transaction().execute(async (trx) => {
      const templates = await sql<{ id: number }>`select id from coupon_template where id = any(${body.lines.map((l) => l.templateId)}::int[])`.execute(trx);
      if (templates.rows.length !== body.lines.length) throw invalid('lines', '所选优惠券不存在');
      if (body.family === 3 && !(await sql`select 1 from item where id = ${body.itemId}`.execute(trx)).rows.length) throw invalid('itemId', '次卡项目不存在');
      if (body.family === 4 && !(await sql`select 1 from card_product where id = ${body.cardProductId}`.execute(trx)).rows.length)
        throw invalid('cardProductId', '储值卡产品不存在');
      const values = {
        name: body.name,
        member_level: body.family === 1 ? body.memberLevel : null,
        card_product_id: body.family === 4 ? body.cardProductId : null,
        item_id: body.family === 3 ? body.itemId : null,
        times: body.family === 3 ? body.times : null,
        price: body.family === 2 || body.family === 3 ? body.price : null,
        sale_start: body.saleStart ?? null,
        sale_end: body.saleEnd ?? null,
        stock: body.stock ?? null,
        description: body.description ?? null,
      };
      let id: number;
      let before: unknown;
      if (body.id) {
        const found = (await sql<{ family: number }>`select family from coupon_package where id = ${body.id} for update`.execute(trx)).rows[0];
        if (!found || found.family !== body.family) throw notFound('券包');
        before = { lines: await packageLines(trx, body.id) };
        await trx
          .updateTable('coupon_package')
          .set({ ...values, updated_by: auth.name, updated_at: new Date() })
          .where('id', '=', body.id)
          .execute();
        await trx.deleteFrom('coupon_package_item').where('package_id', '=', body.id).execute();
        id = body.id;
      } else {
        const row = await trx
          .insertInto('coupon_package')
          .values({ ...values, family: body.family, created_by: auth.name, updated_by: auth.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      }
      await trx
        .insertInto('coupon_package_item')
        .values(body.lines.map((l) => ({ package_id: id, template_id: l.templateId, quantity: l.quantity })))
        .execute();
      await audit(trx, request, {
        action: body.id ? 'update' : 'create',
        table: 'coupon_package',
        recordId: id,
        before,
        after: { ...values, family: body.family, lines: body.lines },
      });
      return { id };
    });
  }

  registerEndpoint(app, couponPackageAdd, (body, { auth, request }) => save(body, auth, request));
  registerEndpoint(app, couponPackageUpdate, (body, { auth, request }) => save(body, auth, request));

  registerEndpoint(
    app,
    couponCardProductOptions,
    async () => (await sql<{ id: number; name: string }>`select id, name from card_product order by id`.execute(db)).rows,
  );
}
