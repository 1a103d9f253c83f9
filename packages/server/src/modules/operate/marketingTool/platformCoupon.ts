import { GroupBuyPlatform, parseCouponIds, platformCouponResource, platformCouponVerify, platformVerifyResource, VoucherStatus } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { invalid, refuse } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { col } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import { assertHeadOffice, missingIds, templateInScope } from '../marketing/_shared/coupons.js';

/**
 * /operate/marketingTool/platformCoupon 平台优惠券: group-buy deals mapped to our items (head office
 * keeps them; a store sees the deals of its stores), the vouchers sold under them with where they
 * were redeemed, and 核销: a voucher redeemed once, at a store its deal applies to.
 */
export function registerPlatformCoupons(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, platformCouponResource, {
    // Same columns as a coupon template's stores: all stores, or a list.
    conditions: ({ auth }) => [templateInScope(auth)],
    async beforeWrite(values, { trx, auth, mode }) {
      await assertHeadOffice(auth, '平台券须由总部配置');
      const stores = await missingIds(trx, 'store', parseCouponIds(values.storeIds));
      if (stores.length) throw invalid('storeIds', `门店不存在：${stores.join('、')}`);
      if (mode === 'create') values.createdBy = auth.name;
    },
    async beforeTransition(_trx, _record, _transition, { auth }) {
      await assertHeadOffice(auth, '平台券须由总部配置');
    },
  });

  registerResource(app, platformVerifyResource, { conditions: () => [sql`${col('platform_coupon_id')} is not null`] });

  registerEndpoint(app, platformCouponVerify, async (body, { auth, request }) => {
    await auth.assertStore(body.storeId);
    return db.transaction().execute(async (trx) => {
      // The voucher locked until the end: a second redemption of it waits, then finds it redeemed.
      const v = (
        await sql<{
          id: number;
          status: number;
          expired: boolean;
          platform: number;
          deal_name: string;
          platform_coupon_id: number | null;
          redeemed_at: Date | null;
          store_name: string | null;
        }>`
          select v.id, v.status, v.valid_until < (now() at time zone 'Asia/Shanghai')::date as expired, v.platform, v.deal_name, v.platform_coupon_id, v.redeemed_at, s.store_name
          from group_buy_voucher v left join store s on s.id = v.redeem_store_id where v.voucher_code = ${body.voucherCode} for update of v`.execute(trx)
      ).rows[0];
      if (!v) throw refuse(`券码 ${body.voucherCode} 不存在`);
      if (v.status === 1)
        throw refuse(
          `该券已于 ${new Date(v.redeemed_at!).toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 16)} 在${v.store_name ?? '门店'}核销，不能重复核销`,
        );
      if (v.status !== 0) throw refuse(`该券${VoucherStatus.labelOf(v.status)}，不能核销`);
      if (v.expired) throw refuse('该券已过期，不能核销');
      const deal = (
        await sql<{
          id: number;
          deal_name: string;
          status: number;
          settle_price: string;
          store_range: number;
          store_id_arr: number[] | null;
          item_name: string;
          in_period: boolean;
        }>`
          select p.id, p.deal_name, p.status, p.settle_price::text as settle_price, p.store_range, p.store_id_arr, i.item_name,
            (now() at time zone 'Asia/Shanghai')::date between p.valid_start and p.valid_end as in_period
          from platform_coupon p join item i on i.id = p.item_id
          where ${v.platform_coupon_id === null ? sql`p.platform = ${v.platform} and p.deal_name = ${v.deal_name}` : sql`p.id = ${v.platform_coupon_id}`}
          order by p.id limit 1`.execute(trx)
      ).rows[0];
      if (!deal) throw refuse(`${GroupBuyPlatform.labelOf(v.platform)}套餐「${v.deal_name}」未配置对应项目，请先在平台优惠券中配置`);
      if (deal.status !== 1) throw refuse(`套餐「${deal.deal_name}」已下架，不能核销`);
      if (!deal.in_period) throw refuse(`套餐「${deal.deal_name}」不在核销期内`);
      if (deal.store_range === 1 && !(deal.store_id_arr ?? []).includes(body.storeId)) throw refuse(`套餐「${deal.deal_name}」不适用于本门店`);
      await sql`update group_buy_voucher set status = 1, platform_coupon_id = ${deal.id}, redeem_store_id = ${body.storeId}, redeemed_at = now(),
          redeemed_by = ${auth.name}, settlement_amount = ${deal.settle_price}::numeric where id = ${v.id}`.execute(trx);
      await audit(trx, request, {
        action: 'transition:verify',
        table: 'group_buy_voucher',
        recordId: v.id,
        before: { status: 0 },
        after: { status: 1, redeemStoreId: body.storeId, platformCouponId: deal.id, settlementAmount: deal.settle_price },
      });
      return { voucherCode: body.voucherCode, dealName: deal.deal_name, itemName: deal.item_name, settlementAmount: deal.settle_price };
    });
  });
}
