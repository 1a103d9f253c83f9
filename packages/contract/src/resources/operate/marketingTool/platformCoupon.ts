import { z } from 'zod';
import { checked, idSchema } from '../../../api/zod.js';
import { CouponStoreRange, PlatformCouponStatus } from '../../../enums/coupon.js';
import { GroupBuyPlatform, VoucherStatus } from '../../../enums/storeService.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { COUPON_LIMITS, idListValidator } from '../marketing/coupon.js';
import { validateVoucherCode } from '../shop/groupBuySearch.js';
import { ITEM_OPTIONS } from '../shop/service.js';

export const PLATFORM_COUPON_PAGE = '/operate/marketingTool/platformCoupon';

export const PlatformCouponOps = {
  add: 'operate:platformCoupon:add',
  edit: 'operate:platformCoupon:edit',
  export: 'operate:platformCoupon:export',
  onSale: 'operate:platformCoupon:onSale',
  offSale: 'operate:platformCoupon:offSale',
  /** A store redeems (核销) a customer's platform voucher against its deal. */
  verify: 'operate:platformCoupon:verify',
  verifyExport: 'operate:platformCoupon:verifyExport',
} as const;

export const PlatformCouponPath = {
  list: '/market/platformCoupon/queryPage',
  detail: '/market/platformCoupon/getById',
  create: '/market/platformCoupon/add',
  update: '/market/platformCoupon/update',
  transition: '/market/platformCoupon/updateStatus',
  export: '/market/platformCoupon/export',
  verifyList: '/market/platformCoupon/queryVerifyPage',
  verifyDetail: '/market/platformCoupon/getVerifyById',
  verifyExport: '/market/platformCoupon/exportVerify',
  verify: '/market/platformCoupon/verify',
} as const;

/**
 * /operate/marketingTool/platformCoupon 平台优惠券: the deals sold on group-buy platforms (美团, 大众点评,
 * 抖音) mapped to one of our service items, their prices (sold, market, what the chain keeps),
 * stores and period; 上架 / 下架. Head office keeps them; a store sees the deals of its stores.
 */
export const platformCouponResource = defineResource({
  name: 'platformCoupon',
  title: '平台券',
  page: PLATFORM_COUPON_PAGE,
  table: 'platform_coupon',
  joins: [{ alias: 's', table: 'platform_coupon_stat', on: 'id' }],
  scope: { by: 'none' },
  api: {
    list: { path: PlatformCouponPath.list, method: 'POST' },
    detail: { path: PlatformCouponPath.detail, method: 'GET' },
    create: { path: PlatformCouponPath.create, method: 'POST' },
    update: { path: PlatformCouponPath.update, method: 'POST' },
    transition: { path: PlatformCouponPath.transition, method: 'POST' },
    export: { path: PlatformCouponPath.export, method: 'GET' },
  },
  ops: { create: PlatformCouponOps.add, update: PlatformCouponOps.edit, export: PlatformCouponOps.export },
  extraOps: [{ code: PlatformCouponOps.verify, name: '核销平台券' }],
  keyword: { label: '套餐名称/编号', fields: ['dealName', 'dealId'] },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  workflow: {
    field: 'status',
    transitions: [
      {
        action: 'offSale',
        label: '下架',
        from: [1],
        to: 2,
        op: PlatformCouponOps.offSale,
        confirm: '下架后门店不能再核销该套餐的券。确定下架？',
        danger: true,
      },
      { action: 'onSale', label: '上架', from: [2], to: 1, op: PlatformCouponOps.onSale },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'platform', label: '平台', type: 'enum', enum: GroupBuyPlatform, required: true, list: { width: 90 }, form: 'create', filter: 'eq' },
    { key: 'dealId', label: '平台套餐编号', type: 'text', required: true, unique: true, max: 32, list: { width: 140 }, form: 'create', filter: 'eq' },
    { key: 'dealName', label: '套餐名称', type: 'text', required: true, max: 60, list: { width: 200, ellipsis: true }, form: true },
    { key: 'itemId', label: '对应服务项目', type: 'int', required: true, lookup: { table: 'item', labelColumn: 'item_name', as: 'itemName', options: ITEM_OPTIONS }, list: { width: 120 }, form: true, filter: 'eq' },
    { key: 'salePrice', label: '售价(元)', type: 'money', required: true, min: 0, max: 99999, list: { width: 90 }, form: true },
    { key: 'marketPrice', label: '门市价(元)', type: 'money', min: 0, max: 99999, list: { width: 100 }, form: true },
    { key: 'settlePrice', label: '结算价(元)', type: 'money', required: true, min: 0, max: 99999, list: { width: 100 }, form: true, help: '平台扣除佣金后门店所得' },
    { key: 'status', label: '状态', type: 'enum', enum: PlatformCouponStatus, list: { width: 70 }, filter: 'eq' },
    { key: 'validStart', label: '核销开始日期', type: 'date', required: true, list: { width: 110 }, form: true },
    { key: 'validEnd', label: '核销结束日期', type: 'date', required: true, list: { width: 110 }, form: true },
    { key: 'storeRange', label: '适用门店', type: 'enum', enum: CouponStoreRange, required: true, list: { width: 90 }, form: true, defaultValue: 0 },
    { key: 'storeIds', label: '指定门店', type: 'text', max: 20000, validate: idListValidator('门店', COUPON_LIMITS.stores), form: true, span: 2, export: false, detail: false },
    { key: 'soldCount', from: 's', label: '售出', type: 'int', list: { width: 70 } },
    { key: 'verifiedCount', from: 's', label: '已核销', type: 'int', list: { width: 80 } },
    { key: 'remark', label: '备注', type: 'text', max: 200, form: true, span: 2 },
    fields.createdBy(),
    fields.createdAt({ list: { width: 150 }, sortable: true }),
  ],
  check: (v) => {
    if (typeof v.validStart === 'string' && typeof v.validEnd === 'string' && v.validEnd < v.validStart)
      return { field: 'validEnd', message: '核销结束日期不能早于开始日期' };
    if (
      v.settlePrice !== undefined &&
      v.settlePrice !== null &&
      v.salePrice !== undefined &&
      v.salePrice !== null &&
      Number(v.settlePrice) > Number(v.salePrice)
    )
      return { field: 'settlePrice', message: '结算价不能高于售价' };
    if (v.storeRange === 1 && !v.storeIds) return { field: 'storeIds', message: '请选择适用门店' };
    if (v.storeRange === 0 && v.storeIds) return { field: 'storeIds', message: '适用全部门店时不指定门店' };
    return true;
  },
});

/** The platform vouchers sold under the deals, and where and when each was redeemed (核销记录). */
export const platformVerifyResource = defineResource({
  name: 'platformCouponVerify',
  title: '核销记录',
  page: PLATFORM_COUPON_PAGE,
  table: 'group_buy_voucher',
  joins: [{ alias: 'pc', table: 'platform_coupon', on: 'platform_coupon_id' }],
  scope: { by: 'store', field: 'redeemStoreId' },
  api: {
    list: { path: PlatformCouponPath.verifyList, method: 'POST' },
    detail: { path: PlatformCouponPath.verifyDetail, method: 'GET' },
    export: { path: PlatformCouponPath.verifyExport, method: 'GET' },
  },
  ops: { export: PlatformCouponOps.verifyExport },
  count: 'capped',
  defaultSort: { field: 'redeemedAt', dir: 'desc' },
  // prettier-ignore
  fields: [
    { key: 'voucherCode', label: '券码', type: 'text', list: { width: 130 }, filter: 'eq' },
    { key: 'platform', label: '平台', type: 'enum', enum: GroupBuyPlatform, list: { width: 90 }, filter: 'eq' },
    { key: 'platformCouponId', label: '平台套餐', type: 'int', lookup: { table: 'platform_coupon', labelColumn: 'deal_name', as: 'platformCouponName' }, list: { width: 190 }, filter: 'eq' },
    { key: 'itemId', from: 'pc', label: '对应服务项目', type: 'int', lookup: { table: 'item', labelColumn: 'item_name', as: 'itemName' }, list: { width: 110 } },
    { key: 'status', label: '券状态', type: 'enum', enum: VoucherStatus, list: { width: 90 }, filter: 'eq' },
    fields.store({ key: 'redeemStoreId', label: '核销门店' }),
    { key: 'redeemedAt', label: '核销时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', sortable: true },
    { key: 'redeemedBy', label: '核销人', type: 'text', list: { width: 90 } },
    { key: 'dealPrice', label: '售价', type: 'money', list: { width: 80 } },
    { key: 'settlementAmount', label: '结算金额', type: 'money', list: { width: 90 } },
    { key: 'boughtAt', label: '购买时间', type: 'datetime', list: { width: 150 } },
    { key: 'validUntil', label: '有效期至', type: 'date', list: { width: 110 } },
  ],
});

/** 核销: a customer's platform voucher redeemed at a store against its deal. */
export const PlatformVerifyBody = z.object({ voucherCode: checked(validateVoucherCode), storeId: idSchema });

export const platformCouponVerify = defineEndpoint({
  path: PlatformCouponPath.verify,
  method: 'POST',
  permission: { op: PlatformCouponOps.verify },
  body: PlatformVerifyBody,
  result: z.object({ voucherCode: z.string(), dealName: z.string(), itemName: z.string(), settlementAmount: z.string() }),
  summary: '核销平台券：券未核销、未退款、未过期，其套餐已配置且上架、在核销期内、适用该门店；同一张券只能核销一次',
});
