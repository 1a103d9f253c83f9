import { z } from 'zod';
import { defineEnum } from '../../../../enums/define.js';

/**
 * What the franchise settlement pages (/join/settle, issue 16; spec §7 "Franchise /mgt/franchise/":
 * paymentrecord, costsettle, costlabor, costmatter, costbusines, costfixed, depositReturn) share.
 */
export const PAYMENT_BASE = '/mgt/franchise/paymentrecord';
export const RECEIPT_PAGE = '/join/settle/receipt';

/** The fee a franchise store pays against one of its contracts (收款记录's 费用类型). */
export const PaymentFeeKind = defineEnum([
  { value: 1, label: '加盟费', labelEn: 'franchise fee', color: 'purple' },
  { value: 2, label: '管理费', labelEn: 'management fee', color: 'blue' },
  { value: 3, label: '保证金', labelEn: 'deposit', color: 'gold' },
  { value: 4, label: '租金代收', labelEn: 'rent collected', color: 'cyan' },
  { value: 5, label: '装修款', labelEn: 'decoration', color: 'geekblue' },
  { value: 6, label: '其他', labelEn: 'other', color: 'default' },
]);
export const FEE_KIND = { franchise: 1, management: 2, deposit: 3, rent: 4, decoration: 5, other: 6 } as const;

export const PaymentMethod = defineEnum([
  { value: 1, label: '对公转账', labelEn: 'bank transfer' },
  { value: 2, label: '微信', labelEn: 'WeChat Pay' },
  { value: 3, label: '支付宝', labelEn: 'Alipay' },
  { value: 4, label: '现金', labelEn: 'cash' },
]);

/** A payment record's audit: 待审核 → 已通过 (locked) / 已驳回 (corrected and resubmitted: 待审核 again). */
export const PaymentAuditStatus = defineEnum([
  { value: 0, label: '待审核', labelEn: 'waiting', color: 'orange' },
  { value: 1, label: '已通过', labelEn: 'approved', color: 'green' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
]);
export const PAYMENT_AUDIT = { waiting: 0, approved: 1, rejected: 2 } as const;

export const PaymentOps = {
  add: 'join:paymentrecord:add',
  edit: 'join:paymentrecord:edit',
  remove: 'join:paymentrecord:delete',
  audit: 'join:paymentrecord:audit',
  export: 'join:paymentrecord:export',
} as const;

/** One option of a select: a store's contract (its number, kind and store). */
export const contractOption = z.object({ id: z.number().int(), name: z.string(), storeId: z.number().int() });

/* ------------------------------ costs and settlements (结算列表 and the four cost pages) ------------------------------ */

/** The four kinds of cost a franchise store is charged by head office, one page each (spec costlabor, costmatter, costbusines, costfixed). */
export const CostKind = defineEnum([
  { value: 1, label: '人工费用', labelEn: 'labour' },
  { value: 2, label: '物料费用', labelEn: 'material' },
  { value: 3, label: '运营费用', labelEn: 'operation' },
  { value: 4, label: '投资款', labelEn: 'investment' },
]);
export const COST_KIND = { labor: 1, material: 2, operation: 3, investment: 4 } as const;

/** A settlement: 待确认 (生成 may run again and recompute it) → 已确认 (locked, with its cost lines). */
export const SettlementStatus = defineEnum([
  { value: 0, label: '待确认', labelEn: 'to confirm', color: 'orange' },
  { value: 1, label: '已确认', labelEn: 'confirmed', color: 'green' },
]);
export const SETTLEMENT_STATUS = { open: 0, confirmed: 1 } as const;

export const SETTLE_PAGE = '/join/settle/manage';
export const COSTSETTLE_BASE = '/mgt/franchise/costsettle';

export const SettleOps = {
  generate: 'join:costsettle:add',
  edit: 'join:costsettle:edit',
  confirm: 'join:costsettle:confirm',
  export: 'join:costsettle:export',
} as const;

/** A store and a settlement month (its first day, '2026-03-01'). */
export const SettleMonth = z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, { error: '月份格式应为 YYYY-MM-01' });
