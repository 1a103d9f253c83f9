import { z } from 'zod';
import { checked } from '../../../api/zod.js';
import { GroupBuyPlatform, VoucherStatus } from '../../../enums/storeService.js';
import { defineResource } from '../../../resource/types.js';

/** A platform voucher code: 12 digits. */
export const VOUCHER_CODE_RE = /^\d{12}$/;
export const validateVoucherCode = (value: string | null | undefined) =>
  !value || !value.trim() ? '请输入券码' : VOUCHER_CODE_RE.test(value.trim()) ? true : '券码应为12位数字';

/**
 * /operate/shop/groupBuySearch: vouchers sold on 美团 / 大众点评 / 抖音 and where they were redeemed.
 * A store sees the vouchers redeemed at its store; any unredeemed voucher is found by its exact code.
 */
export const groupBuyVoucherResource = defineResource({
  name: 'groupBuyVoucher',
  title: '团购券',
  page: '/operate/shop/groupBuySearch',
  table: 'group_buy_voucher',
  scope: { by: 'store', field: 'redeemStoreId' },
  api: { list: { path: '/mgt/groupBuy/queryVoucherPage', method: 'POST' }, detail: { path: '/mgt/groupBuy/getVoucherById', method: 'GET' } },
  ops: { export: 'operate:groupBuy:export' },
  defaultSort: { field: 'boughtAt', dir: 'desc' },
  count: 'capped',
  // Code, status and where and when it was redeemed first: what a lookup is about (the filter bar shows 4 items, then 更多).
  // prettier-ignore
  fields: [
    { key: 'voucherCode', label: '券码', type: 'text', list: { width: 130 }, filter: 'eq' },
    { key: 'status', label: '券状态', type: 'enum', enum: VoucherStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'redeemStoreId', label: '核销门店', type: 'store', list: { width: 150 }, filter: 'eq' },
    { key: 'redeemedAt', label: '核销时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', sortable: true },
    { key: 'platform', label: '平台', type: 'enum', enum: GroupBuyPlatform, list: { width: 90 }, filter: 'eq' },
    { key: 'dealName', label: '团购套餐', type: 'text', list: { width: 190, ellipsis: true }, filter: 'like' },
    { key: 'dealPrice', label: '售价', type: 'money', list: { width: 80 } },
    { key: 'redeemedBy', label: '核销人', type: 'text', list: { width: 90 } },
    { key: 'settlementAmount', label: '结算金额', type: 'money', list: { width: 90 } },
    { key: 'orderNo', label: '订单号', type: 'text', list: { width: 180 }, filter: 'eq' },
    { key: 'boughtAt', label: '购买时间', type: 'datetime', list: { width: 150 }, sortable: true },
    { key: 'validUntil', label: '有效期至', type: 'date', list: { width: 110 } },
    { key: 'buyerMobile', label: '购买手机号', type: 'text', list: { width: 120 } },
    { key: 'refundedAt', label: '退款时间', type: 'datetime' },
  ],
});

export const GroupBuyPath = {
  /** POST { voucherCode }: one voucher by its exact code, for checking a customer's voucher before service. */
  lookup: '/mgt/groupBuy/lookupVoucher',
} as const;

export const VoucherLookup = z.object({ voucherCode: checked(validateVoucherCode) });
