import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { defineEnum } from '../../../enums/define.js';
import { NoticeStatus } from '../../../enums/notices.js';
import { defineEndpoint, instant } from '../../../resource/endpoint.js';
import { defineResource } from '../../../resource/types.js';
import { NOTICE_PUBLICATION_FIELDS, validateTargetIds } from '../../operate/shop/notice.js';

export const FRANCHISE_NOTICE_PAGE = '/join/business/notices';
/** The hidden page with the full-page form a franchise notice is written on (opened from 加盟通知's 新增). */
export const FRANCHISE_NOTICE_ADD_PAGE = '/join/business/noticesAddtion';
/** spec §7 notify: list, detail, save, add, export read. */
export const FRANCHISE_NOTICE_BASE = '/mgt/franchise/notify';

/** Who a franchise notice goes to: every franchise store, or chosen ones. */
export const FranchiseNoticeTarget = defineEnum([
  { value: 1, label: '全部加盟门店', labelEn: 'all franchise stores' },
  { value: 2, label: '指定加盟门店', labelEn: 'chosen franchise stores' },
]);

export const FranchiseNoticeOps = {
  add: 'join:notice:add',
  edit: 'join:notice:edit',
  publish: 'join:notice:publish',
  withdraw: 'join:notice:withdraw',
  /** The list's export and the read list's (spec "export read"). */
  export: 'join:notice:export',
} as const;

/**
 * /join/business/notices 加盟通知 (spec §7 notify, franchiseNotice): notices from head office to every
 * franchise store or chosen ones — title, content, an attachment (the kit's upload); 草稿 (save) → 已发布
 * (发布: the stores it reaches fixed then) → 已撤回 (the reason). A store account opening a
 * published notice (its detail) records the store's read once; the list shows read / total and the read
 * list (store, reader, time, unread stores) is exported. A store account sees only the published notices
 * sent to its store.
 */
export const franchiseNoticeResource = defineResource({
  name: 'franchiseNotice',
  title: '加盟通知',
  page: FRANCHISE_NOTICE_PAGE,
  table: 'franchise_notice',
  // Whose notice it is follows its targets (hook conditions): head office sees all, a store its own.
  scope: { by: 'none' },
  api: {
    list: { path: `${FRANCHISE_NOTICE_BASE}/list`, method: 'POST' },
    detail: { path: `${FRANCHISE_NOTICE_BASE}/detail`, method: 'GET' },
    // Spec §7 notify: add (a new notice), save (an edit of a draft).
    create: { path: `${FRANCHISE_NOTICE_BASE}/add`, method: 'POST' },
    update: { path: `${FRANCHISE_NOTICE_BASE}/save`, method: 'POST' },
    transition: { path: `${FRANCHISE_NOTICE_BASE}/publish`, method: 'POST' },
    export: { path: `${FRANCHISE_NOTICE_BASE}/export`, method: 'GET' },
  },
  ops: { create: FranchiseNoticeOps.add, update: FranchiseNoticeOps.edit, export: FranchiseNoticeOps.export },
  keyword: { label: '通知标题', fields: ['title'] },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  workflow: {
    field: 'status',
    reasonColumn: 'withdraw_reason',
    locked: [1, 2],
    transitions: [
      {
        action: 'publish',
        label: '发布',
        from: [0],
        to: 1,
        op: FranchiseNoticeOps.publish,
        confirm: '发布后所选加盟门店即可查看，通知内容不能再修改。确定发布？',
      },
      {
        action: 'withdraw',
        label: '撤回',
        from: [1],
        to: 2,
        op: FranchiseNoticeOps.withdraw,
        reason: { label: '撤回原因', required: true },
        danger: true,
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'title', label: '通知标题', type: 'text', required: true, max: 50, list: { width: 240, ellipsis: true }, form: true, span: 2 },
    { key: 'targetType', label: '通知对象', type: 'enum', enum: FranchiseNoticeTarget, required: true, list: { width: 200 }, form: true, filter: 'eq', defaultValue: 1 },
    { key: 'storeIds', label: '指定加盟门店', type: 'text', max: 5000, validate: validateTargetIds, form: true, span: 2, export: false },
    { key: 'content', label: '通知内容', type: 'textarea', required: true, max: 5000, form: true, span: 2, export: false },
    { key: 'attachmentUrl', label: '附件（图片）', type: 'image', form: true, list: { width: 90 } },
    { key: 'status', label: '状态', type: 'enum', enum: NoticeStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'readCount', label: '已读门店', type: 'int', list: { width: 120 }, sortable: true },
    { key: 'targetCount', label: '通知门店', type: 'int', export: true },
    ...NOTICE_PUBLICATION_FIELDS,
  ],
  check: (v) => {
    const hasIds = typeof v.storeIds === 'string' && v.storeIds.trim() !== '';
    if (v.targetType === 1 && hasIds) return { field: 'storeIds', message: '通知对象为全部加盟门店时不能再指定门店' };
    if (v.targetType === 2 && !hasIds) return { field: 'storeIds', message: '请选择接收通知的加盟门店' };
    return true;
  },
});

/** One store a published notice reaches: read or not, who read it first and when, how many of its accounts opened it. */
export const franchiseNoticeReadRow = z.object({
  storeId: z.number().int(),
  storeCode: z.string(),
  storeName: z.string(),
  readState: z.number().int(),
  readAt: instant.nullable(),
  readByName: z.string().nullable(),
  readers: z.number().int(),
});
export type FranchiseNoticeReadRow = z.infer<typeof franchiseNoticeReadRow>;

/** spec franchiseNotice: the stores of one notice with their read state (unread first), within the user's stores. */
export const franchiseNoticeReads = defineEndpoint({
  path: '/mgt/franchise/franchiseNotice/reads',
  method: 'GET',
  permission: { menu: FRANCHISE_NOTICE_PAGE },
  query: z.object({ id: z.coerce.number({ error: '请选择通知' }).int().positive('请选择通知') }),
  result: z.array(franchiseNoticeReadRow),
  summary: '加盟通知：各通知门店的阅读情况（未读在前）',
});

/** GET export read ?id (spec notify "export read"): who read the notice (store, reader, time) and the stores that have not. */
export const FRANCHISE_NOTICE_READ_EXPORT = `${FRANCHISE_NOTICE_BASE}/exportRead`;
export const franchiseNoticeReadExportQuery = z.object({ id: idSchema });
