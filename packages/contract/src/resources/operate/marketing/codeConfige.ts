import { z } from 'zod';
import { checked, idSchema, textSchema } from '../../../api/zod.js';
import { RedeemBatchStatus, RedeemCodeStatus } from '../../../enums/coupon.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { validateMobile } from '../../../validators/phone.js';
import { CouponPath } from './coupon.js';

export const CODE_CONFIG_PAGE = '/operate/marketing/codeConfige';

export const RedeemOps = {
  add: 'operate:redeemCode:add',
  edit: 'operate:redeemCode:edit',
  generate: 'operate:redeemCode:generate',
  stop: 'operate:redeemCode:stop',
  resume: 'operate:redeemCode:resume',
  export: 'operate:redeemCode:export',
  /** Redeem a code for a customer (代客兑换). */
  redeem: 'operate:redeemCode:redeem',
  viewMobile: 'operate:redeemCode:viewMobile',
} as const;

export const RedeemPath = {
  batchList: '/market/redeemCode/queryBatchPage',
  batchDetail: '/market/redeemCode/getBatchById',
  batchCreate: '/market/redeemCode/addBatch',
  batchUpdate: '/market/redeemCode/updateBatch',
  batchTransition: '/market/redeemCode/updateBatchStatus',
  batchExport: '/market/redeemCode/exportBatch',
  codeList: '/market/redeemCode/queryCodePage',
  codeDetail: '/market/redeemCode/getCodeById',
  codeExport: '/market/redeemCode/exportCode',
  codeReveal: '/market/redeemCode/revealMobile',
  redeem: '/market/redeemCode/redeem',
  batchOptions: '/market/redeemCode/getBatchOptions',
} as const;

/** A redeem code: 12 characters of an alphabet without 0, O, 1 and I (read aloud, typed from a card). */
export const REDEEM_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REDEEM_CODE_LENGTH = 12;
export const REDEEM_CODE_RE = /^[A-HJ-NP-Z2-9]{12}$/;
export const validateRedeemCode = (value: string | null | undefined): true | string =>
  !value || !value.trim() ? '请输入兑换码' : REDEEM_CODE_RE.test(value.trim().toUpperCase()) ? true : '兑换码应为12位字母或数字（不含0、O、1、I）';

/** The most codes one batch holds. */
export const REDEEM_BATCH_MAX = 10_000;

/**
 * /operate/marketing/codeConfige 兑换码配置: batches of redeem codes for one coupon template. A batch
 * is written (待生成), then its N unique codes are generated at once (可兑换); it may be stopped
 * and resumed. A store user sees the batches of the templates of its stores.
 */
export const redeemBatchResource = defineResource({
  name: 'redeemBatch',
  title: '兑换码批次',
  page: CODE_CONFIG_PAGE,
  table: 'redeem_code_batch',
  joins: [{ alias: 's', table: 'redeem_code_batch_stat', on: 'id' }],
  scope: { by: 'none' },
  api: {
    list: { path: RedeemPath.batchList, method: 'POST' },
    detail: { path: RedeemPath.batchDetail, method: 'GET' },
    create: { path: RedeemPath.batchCreate, method: 'POST' },
    update: { path: RedeemPath.batchUpdate, method: 'POST' },
    transition: { path: RedeemPath.batchTransition, method: 'POST' },
    export: { path: RedeemPath.batchExport, method: 'GET' },
  },
  ops: { create: RedeemOps.add, update: RedeemOps.edit, export: RedeemOps.export },
  extraOps: [{ code: RedeemOps.redeem, name: '代客兑换' }],
  keyword: { label: '批次号/名称', fields: ['batchNo', 'name'] },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  workflow: {
    field: 'status',
    transitions: [
      {
        action: 'generate',
        label: '生成兑换码',
        from: [0],
        to: 1,
        op: RedeemOps.generate,
        confirm: '将按数量生成不重复的兑换码，生成后优惠券和数量不能再修改。确定生成？',
        doneText: '兑换码已生成',
      },
      { action: 'stop', label: '停用', from: [1], to: 2, op: RedeemOps.stop, confirm: '停用后该批次未兑换的码不能再兑换，可再启用。确定停用？', danger: true },
      { action: 'resume', label: '启用', from: [2], to: 1, op: RedeemOps.resume },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'batchNo', label: '批次号', type: 'text', list: { width: 150 } },
    { key: 'name', label: '批次名称', type: 'text', required: true, max: 40, list: { width: 180, ellipsis: true }, form: true },
    { key: 'templateId', label: '兑换的优惠券', type: 'int', required: true, lookup: { table: 'coupon_template', labelColumn: 'name', as: 'templateName', options: { path: CouponPath.options, method: 'GET' } }, list: { width: 180 }, form: 'create', filter: 'eq' },
    { key: 'quantity', label: '兑换码数量', type: 'int', required: true, min: 1, max: REDEEM_BATCH_MAX, list: { width: 100 }, form: 'create', defaultValue: 100 },
    { key: 'status', label: '状态', type: 'enum', enum: RedeemBatchStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'redeemStart', label: '兑换开始日期', type: 'date', required: true, list: { width: 110 }, form: true, filter: 'dateRange' },
    { key: 'redeemEnd', label: '兑换结束日期', type: 'date', required: true, list: { width: 110 }, form: true },
    { key: 'codeCount', from: 's', label: '已生成', type: 'int', list: { width: 80 } },
    { key: 'redeemedCount', from: 's', label: '已兑换', type: 'int', list: { width: 80 } },
    { key: 'remark', label: '备注', type: 'text', max: 200, form: true, span: 2 },
    { key: 'generatedAt', label: '生成时间', type: 'datetime' },
    fields.createdBy({ list: { width: 90 } }),
    fields.createdAt({ list: { width: 150 }, sortable: true }),
  ],
  check: (v) =>
    typeof v.redeemStart === 'string' && typeof v.redeemEnd === 'string' && v.redeemEnd < v.redeemStart
      ? { field: 'redeemEnd', message: '兑换结束日期不能早于开始日期' }
      : true,
});

/** Every code of the batches, who redeemed it and into which coupon; exported to hand the codes out. */
export const redeemCodeResource = defineResource({
  name: 'redeemCode',
  title: '兑换码',
  page: CODE_CONFIG_PAGE,
  table: 'redeem_code',
  joins: [fields.customerJoin(), { alias: 'ci', table: 'coupon_instance', on: 'coupon_instance_id' }],
  scope: { by: 'none' },
  api: {
    list: { path: RedeemPath.codeList, method: 'POST' },
    detail: { path: RedeemPath.codeDetail, method: 'GET' },
    export: { path: RedeemPath.codeExport, method: 'GET' },
    reveal: { path: RedeemPath.codeReveal, method: 'POST' },
  },
  ops: { export: RedeemOps.export, viewMasked: RedeemOps.viewMobile },
  count: 'capped',
  // prettier-ignore
  fields: [
    { key: 'code', label: '兑换码', type: 'text', max: 16, list: { width: 140 }, filter: 'eq' },
    { key: 'batchId', label: '批次', type: 'int', lookup: { table: 'redeem_code_batch', labelColumn: 'name', as: 'batchName', options: { path: RedeemPath.batchOptions, method: 'GET' } }, list: { width: 180 }, filter: 'eq' },
    { key: 'status', label: '状态', type: 'enum', enum: RedeemCodeStatus, list: { width: 80 }, filter: 'eq' },
    fields.maskedMobile({ label: '兑换顾客手机号', filter: undefined }),
    fields.customerName({ label: '兑换顾客' }),
    { key: 'couponNo', column: 'coupon_no', from: 'ci', label: '兑换所得券码', type: 'text', list: { width: 170 } },
    fields.store({ key: 'redeemStoreId', label: '兑换门店', filter: undefined }),
    { key: 'redeemedAt', label: '兑换时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange' },
    { key: 'redeemedBy', label: '兑换操作人', type: 'text', list: { width: 100 } },
    fields.createdAt({ label: '生成时间' }),
  ],
});

/** 代客兑换: the code's batch redeemable today, the code unredeemed; the customer receives the batch's coupon (issued as any coupon). */
export const RedeemBody = z.object({
  code: checked(validateRedeemCode).transform((v) => v.toUpperCase()),
  mobile: checked(validateMobile),
  storeId: idSchema.nullish(),
  remark: textSchema({ label: '备注' }).max(200, '备注最多200个字').nullish(),
});

export const redeemCode = defineEndpoint({
  path: RedeemPath.redeem,
  method: 'POST',
  permission: { op: RedeemOps.redeem },
  body: RedeemBody,
  result: z.object({ code: z.string(), customerName: z.string(), couponNo: z.string(), couponName: z.string(), validTo: z.string() }),
  summary: '兑换码兑换（代客）：批次可兑换且在兑换期内、码未兑换，发放批次的优惠券（发放规则同发券）；同一个码只能兑换一次',
});

/** The batches to filter codes by (select options: newest first, generated ones only). */
export const redeemBatchOptions = defineEndpoint({
  path: RedeemPath.batchOptions,
  method: 'GET',
  permission: { menu: CODE_CONFIG_PAGE },
  result: z.array(z.object({ id: z.number(), name: z.string() })),
  summary: '兑换码批次选项（已生成兑换码的批次，新的在前）',
});
