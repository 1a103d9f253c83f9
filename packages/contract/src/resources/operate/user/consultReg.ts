import { ConsultChannel, ConsultItem, ConsultStatus } from '../../../enums/voice.js';
import { defineResource } from '../../../resource/types.js';
import { voiceCraftsmanLookup as craftsmanLookup, encryptedMobile as encryptedMobile } from './_shared/voice.js';

export const CONSULT_REG_PAGE = '/operate/user/consultReg';

export const ConsultPath = {
  list: '/mgt/consultReg/queryConsultPage',
  detail: '/mgt/consultReg/getConsultDetail',
  create: '/mgt/consultReg/add',
  export: '/mgt/consultReg/exportConsult',
  transition: '/mgt/consultReg/transition',
} as const;
export const ConsultOps = {
  create: 'operate:consult:add',
  export: 'operate:consult:export',
  viewMobile: 'operate:consult:viewMobile',
  follow: 'operate:consult:follow',
} as const;

/**
 * /operate/user/consultReg 咨询登记: consultations a store or customer service registers
 * (who, the mobile encrypted at rest, what about, which store and craftsman, the channel), then
 * follows up: every step (跟进 / 已到店 / 无意向) is a dated follow-up row with its note and operator.
 */
export const consultRegResource = defineResource({
  name: 'consultReg',
  title: '咨询',
  page: CONSULT_REG_PAGE,
  table: 'consult_reg',
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: {
    list: { path: ConsultPath.list, method: 'POST' },
    detail: { path: ConsultPath.detail, method: 'GET' },
    create: { path: ConsultPath.create, method: 'POST' },
    export: { path: ConsultPath.export, method: 'GET' },
    transition: { path: ConsultPath.transition, method: 'POST' },
  },
  ops: { create: ConsultOps.create, export: ConsultOps.export, viewMasked: ConsultOps.viewMobile },
  keyset: { field: 'createdAt' },
  form: { width: 640 },
  workflow: {
    field: 'status',
    reasonColumn: 'last_note',
    operatorColumn: 'followed_by',
    operatedAtColumn: 'followed_at',
    transitions: [
      { action: 'followUp', label: '跟进', from: [0, 1, 3], to: 1, op: ConsultOps.follow, reason: { label: '跟进记录', required: true, max: 300 } },
      { action: 'arrived', label: '已到店', from: [0, 1], to: 2, op: ConsultOps.follow, reason: { label: '到店说明', required: false, max: 300 } },
      {
        action: 'noIntent',
        label: '无意向',
        from: [0, 1],
        to: 3,
        op: ConsultOps.follow,
        reason: { label: '无意向原因', required: true, max: 300 },
        doneText: '已标记为无意向',
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 140 }, form: 'create', filter: 'eq' },
    { key: 'consultItem', label: '咨询项目', type: 'enum', enum: ConsultItem, required: true, list: { width: 90 }, form: 'create', filter: 'eq' },
    { key: 'status', label: '跟进状态', type: 'enum', enum: ConsultStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'createdAt', label: '登记时间', type: 'datetime', list: { width: 140 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    { key: 'customerName', label: '顾客姓名', type: 'text', required: true, max: 20, list: { width: 80 }, form: 'create', filter: 'like' },
    { ...encryptedMobile('mobile', '手机号', 'mobile_enc', 'mobile_hash'), required: true, form: 'create' },
    { key: 'channel', label: '咨询渠道', type: 'enum', enum: ConsultChannel, required: true, list: { width: 100 }, form: 'create', filter: 'eq' },
    { key: 'craftsmanId', label: '手艺人', type: 'int', lookup: craftsmanLookup, list: { width: 80 }, form: 'create', filter: 'eq' },
    { key: 'content', label: '咨询内容', type: 'textarea', max: 300, list: { width: 200, ellipsis: true }, form: 'create', span: 2 },
    { key: 'followCount', label: '跟进次数', type: 'int', list: { width: 80 } },
    { key: 'lastNote', label: '最近跟进', type: 'text', list: { width: 180, ellipsis: true } },
    { key: 'followedBy', label: '跟进人', type: 'text', list: { width: 80 } },
    { key: 'followedAt', label: '跟进时间', type: 'datetime', list: { width: 140 } },
    { key: 'registeredBy', label: '登记人', type: 'text', list: { width: 80 } },
    { key: 'customerId', label: '顾客ID', type: 'int', detail: false },
  ],
});

/** One follow-up of a consultation, oldest first in the detail. */
export interface ConsultFollowUp {
  id: number;
  action: string;
  statusAfter: number;
  note: string | null;
  operator: string;
  at: string;
}
export interface ConsultDetailLines {
  followUps: ConsultFollowUp[];
}
