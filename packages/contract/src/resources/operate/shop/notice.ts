import { z } from 'zod';
import { idSchema, intSchema, pageQuery, textSchema } from '../../../api/zod.js';
import { NoticeImportance, NoticeReadState, NoticeStatus, NoticeTargetType, NoticeType } from '../../../enums/notices.js';
import { defineResource, type FieldDef } from '../../../resource/types.js';

/** The hidden page with the full-page form a notice is written on. */
export const NOTICE_ADD_PAGE = '/operate/shop/noticeAddtion';

/** Hand-written endpoints of the notice page (the declaration cannot say them). */
export const NoticePath = {
  /** POST: a store's inbox — published notices to the reader's store, with its read state. */
  inbox: '/mgt/storeNotice/queryStoreNoticePage',
  /** POST {id}: the reader's store has read the notice (idempotent). */
  markRead: '/mgt/storeNotice/markRead',
  /** POST {id}: the reader's store confirms a notice that asks for it (idempotent). */
  confirm: '/mgt/storeNotice/confirmNotice',
  /** POST: every targeted store of one notice, read or not, with who read it and when. */
  readStatus: '/mgt/storeNotice/queryNoticeReadPage',
} as const;

export const NoticeOps = {
  /** Head office: every notice in every state, with read statistics (the management list). */
  viewAll: 'operate:notice:viewAll',
  /** A targeted store confirms a notice that asks for confirmation. */
  confirm: 'operate:notice:confirm',
  publish: 'operate:notice:publish',
  withdraw: 'operate:notice:withdraw',
} as const;

/** The most cities or stores one notice names. */
export const NOTICE_MAX_TARGETS = 500;

/** targetIds: the chosen city or store ids as a comma list ('310000,330100'). */
export function parseTargetIds(value: unknown): number[] {
  if (typeof value !== 'string' || !value.trim()) return [];
  return value.split(',').map((s) => Number(s.trim()));
}

export function validateTargetIds(value: string | undefined | null): true | string {
  if (!value) return true;
  if (!/^\d{1,9}(,\d{1,9})*$/.test(value)) return '公告对象格式不正确';
  const ids = parseTargetIds(value);
  if (ids.length > NOTICE_MAX_TARGETS) return `一次最多指定${NOTICE_MAX_TARGETS}个城市或门店`;
  if (new Set(ids).size !== ids.length) return '公告对象有重复';
  return true;
}

/** /operate/shop/notice: notices head office publishes to stores; stores read (and confirm) them. */
/** Who published a notice and when, its withdrawal and its record times: the tail of 门店公告's and 加盟通知's fields. */
export const NOTICE_PUBLICATION_FIELDS = [
  { key: 'publisher', label: '发布人', type: 'text', list: { width: 90 } },
  { key: 'publishedAt', label: '发布时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', sortable: true },
  { key: 'withdrawReason', label: '撤回原因', type: 'text' },
  { key: 'withdrawnBy', label: '撤回人', type: 'text' },
  { key: 'withdrawnAt', label: '撤回时间', type: 'datetime' },
  { key: 'createdBy', label: '创建人', type: 'text' },
  { key: 'createdAt', label: '创建时间', type: 'datetime', sortable: true },
  { key: 'updatedAt', label: '更新时间', type: 'datetime', detail: false },
] as const satisfies readonly FieldDef[];

export const noticeResource = defineResource({
  name: 'storeNotice',
  title: '公告',
  page: '/operate/shop/notice',
  table: 'store_notice',
  // Head-office data: the management list needs operate:notice:viewAll; stores read their inbox.
  scope: { by: 'none' },
  api: { list: { path: '/mgt/storeNotice/queryNoticePage', method: 'POST' } },
  ops: { create: 'operate:notice:add', update: 'operate:notice:edit', export: 'operate:notice:export' },
  extraOps: [
    { code: NoticeOps.viewAll, name: '查看全部公告及阅读情况' },
    { code: NoticeOps.confirm, name: '门店确认公告' },
  ],
  keyword: { label: '公告标题', fields: ['title'] },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  workflow: {
    field: 'status',
    reasonColumn: 'withdraw_reason',
    locked: [1, 2],
    transitions: [
      { action: 'publish', label: '发布', from: [0], to: 1, op: NoticeOps.publish, confirm: '发布后目标门店即可查看，公告内容不能再修改。确定发布？' },
      { action: 'withdraw', label: '撤回', from: [1], to: 2, op: NoticeOps.withdraw, reason: { label: '撤回原因', required: true }, danger: true },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'title', label: '公告标题', type: 'text', required: true, max: 50, list: { width: 240, ellipsis: true }, form: true, span: 2 },
    { key: 'noticeType', label: '公告类型', type: 'enum', enum: NoticeType, required: true, list: { width: 100 }, form: true, filter: 'eq' },
    { key: 'importance', label: '重要程度', type: 'enum', enum: NoticeImportance, required: true, list: { width: 90 }, form: true, filter: 'eq', defaultValue: 1 },
    { key: 'targetType', label: '公告对象', type: 'enum', enum: NoticeTargetType, required: true, list: { width: 200 }, form: true, filter: 'eq', defaultValue: 1 },
    { key: 'targetIds', label: '指定城市/门店', type: 'text', max: 5000, validate: validateTargetIds, form: true, span: 2, export: false },
    { key: 'needConfirm', label: '需门店确认', type: 'bool', list: { width: 100 }, form: true, defaultValue: false, help: '开启后门店阅读后还须点击“确认收到”' },
    { key: 'content', label: '公告内容', type: 'textarea', required: true, max: 2000, form: true, span: 2, export: false },
    { key: 'status', label: '状态', type: 'enum', enum: NoticeStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'readCount', label: '已读门店', type: 'int', list: { width: 150 }, sortable: true },
    { key: 'targetCount', label: '目标门店', type: 'int', export: true },
    { key: 'confirmCount', label: '已确认门店', type: 'int', export: true },
    ...NOTICE_PUBLICATION_FIELDS,
  ],
  check: (v) => {
    const hasIds = typeof v.targetIds === 'string' && v.targetIds.trim() !== '';
    if (v.targetType === 1 && hasIds) return { field: 'targetIds', message: '公告对象为全部门店时不能再指定城市或门店' };
    if (v.targetType === 2 && !hasIds) return { field: 'targetIds', message: '请选择接收公告的城市' };
    if (v.targetType === 3 && !hasIds) return { field: 'targetIds', message: '请选择接收公告的门店' };
    return true;
  },
});

/** The store inbox's query. */
export const NoticeInboxQuery = z.object({
  ...pageQuery,
  keyword: textSchema().max(50).optional().nullable(),
  noticeType: intSchema({ error: '公告类型的取值不正确' })
    .refine((v) => NoticeType.has(v), '公告类型的取值不正确')
    .optional()
    .nullable(),
  readState: intSchema({ error: '阅读状态的取值不正确' })
    .refine((v) => NoticeReadState.has(v), '阅读状态的取值不正确')
    .optional()
    .nullable(),
});

/** One notice in a store's inbox. */
export interface NoticeInboxRow {
  id: number;
  title: string;
  noticeType: number;
  importance: number;
  content: string;
  needConfirm: boolean;
  publisher: string | null;
  publishedAt: string;
  storeId: number;
  storeName: string;
  readState: number;
  readAt: string | null;
  readByName: string | null;
  confirmedAt: string | null;
  confirmedByName: string | null;
}

export const NoticeReadQuery = z.object({
  ...pageQuery,
  id: idSchema,
  readState: intSchema({ error: '阅读状态的取值不正确' })
    .refine((v) => NoticeReadState.has(v), '阅读状态的取值不正确')
    .optional()
    .nullable(),
  keyword: textSchema().max(50).optional().nullable(),
});

/** One targeted store of a notice. */
export interface NoticeReadRow {
  storeId: number;
  storeCode: string;
  storeName: string;
  cityName: string | null;
  readState: number;
  readAt: string | null;
  readByName: string | null;
  /** How many of the store's accounts opened it. */
  readers: number;
  confirmedAt: string | null;
  confirmedByName: string | null;
}

/** What markRead and confirm answer: the reader store's state on the notice. */
export interface NoticeReadResult {
  /** Who first read it for the store. */
  readByName: string | null;
  id: number;
  storeId: number;
  readAt: string;
  confirmedAt: string | null;
  /** False when the store had read (or confirmed) it already: nothing was written. */
  changed: boolean;
}
