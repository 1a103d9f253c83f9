import { z } from 'zod';
import { idSchema, textSchema } from '../../../api/zod.js';
import { ReplyState, ReviewStars, ReviewVisibility } from '../../../enums/voice.js';
import { defineResource } from '../../../resource/types.js';
import {
  voiceCraftsmanLookup as craftsmanLookup,
  voiceCustomerJoin as customerJoin,
  encryptedMobile as encryptedMobile,
  voiceOrderJoin as orderJoin,
  starField as star,
} from './_shared/voice.js';

export const EVALUATION_PAGE = '/operate/user/evaluation';

export const EvaluationPath = {
  list: '/mgt/evaluation/queryEvaluationPage',
  detail: '/mgt/evaluation/getEvaluationDetail',
  export: '/mgt/evaluation/exportEvaluation',
  transition: '/mgt/evaluation/transition',
  reply: '/mgt/evaluation/reply',
} as const;
export const EvaluationOps = {
  export: 'operate:evaluation:export',
  viewMobile: 'operate:evaluation:viewMobile',
  reply: 'operate:evaluation:reply',
  hide: 'operate:evaluation:hide',
  show: 'operate:evaluation:show',
} as const;

/**
 * /operate/user/evaluation 用户评价: what customers said about a finished order (one review per
 * order), newest first. The store (or head office) replies (audited, the reply may be corrected);
 * a review breaking the rules is hidden from the apps with a reason, and shown again.
 */
export const evaluationResource = defineResource({
  name: 'evaluation',
  title: '评价',
  page: EVALUATION_PAGE,
  table: 'order_review',
  joins: [orderJoin, customerJoin],
  scope: { by: 'store', field: 'storeId', since: 'reviewedAt' },
  api: {
    list: { path: EvaluationPath.list, method: 'POST' },
    detail: { path: EvaluationPath.detail, method: 'GET' },
    export: { path: EvaluationPath.export, method: 'GET' },
    transition: { path: EvaluationPath.transition, method: 'POST' },
  },
  ops: { export: EvaluationOps.export, viewMasked: EvaluationOps.viewMobile },
  extraOps: [{ code: EvaluationOps.reply, name: '回复' }],
  count: 'capped',
  keyset: { field: 'reviewedAt' },
  workflow: {
    field: 'hidden',
    reasonColumn: 'hidden_reason',
    operatorColumn: 'hidden_by',
    operatedAtColumn: 'hidden_at',
    transitions: [
      {
        action: 'hide',
        label: '隐藏',
        from: [0],
        to: 1,
        op: EvaluationOps.hide,
        reason: { label: '隐藏原因', required: true, max: 200 },
        danger: true,
        confirm: '隐藏后顾客端不再展示该评价，确定隐藏？',
      },
      { action: 'show', label: '显示', from: [1], to: 0, op: EvaluationOps.show, confirm: '恢复后该评价重新在顾客端展示，确定显示？' },
    ],
  },
  // Filters in this order: the 4 first show, then 更多.
  // prettier-ignore
  fields: [
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'craftsmanId', label: '手艺人', type: 'int', lookup: craftsmanLookup, list: { width: 80 }, filter: 'eq' },
    { key: 'ratingOverall', label: '综合评分', type: 'enum', enum: ReviewStars, list: { width: 130 }, filter: 'eq' },
    { key: 'reviewedAt', label: '评价时间', type: 'datetime', list: { width: 140 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    { key: 'hasReply', label: '回复状态', type: 'enum', enum: ReplyState, list: { width: 80 }, filter: 'eq' },
    { key: 'hidden', label: '展示状态', type: 'enum', enum: ReviewVisibility, list: { width: 80 }, filter: 'eq' },
    { key: 'orderNo', from: 'o', label: '订单号', type: 'text', max: 24, list: { width: 160 }, filter: 'eq' },
    encryptedMobile('customerMobile', '顾客手机号', 'mobile_enc', 'mobile_hash', 'cu'),
    star('ratingSkill', '技术'),
    star('ratingAttitude', '态度'),
    star('ratingEnvironment', '环境'),
    { key: 'tags', label: '标签', type: 'text', list: { width: 150, ellipsis: true } },
    { key: 'content', label: '评价内容', type: 'textarea', list: { width: 240, ellipsis: true } },
    { key: 'reply', label: '回复内容', type: 'textarea', list: { width: 200, ellipsis: true } },
    { key: 'repliedBy', label: '回复人', type: 'text' },
    { key: 'repliedAt', label: '回复时间', type: 'datetime' },
    { key: 'hiddenReason', label: '隐藏原因', type: 'text' },
    { key: 'hiddenBy', label: '隐藏/显示操作人', type: 'text' },
    { key: 'hiddenAt', label: '隐藏/显示时间', type: 'datetime' },
    { key: 'orderId', label: '订单ID', type: 'int', detail: false },
    { key: 'customerId', label: '顾客ID', type: 'int', detail: false },
  ],
});

/** 回复: the store's answer to a review (a new reply replaces the old one; both are in the audit). */
export const EvaluationReplyBody = z.object({
  id: idSchema,
  reply: textSchema({ multiline: true, error: '请填写回复内容' }).min(1, '请填写回复内容').max(500, '回复内容最多500个字'),
});
export type EvaluationReplyBody = z.infer<typeof EvaluationReplyBody>;
