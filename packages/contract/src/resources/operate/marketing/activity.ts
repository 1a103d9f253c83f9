import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { ActivityServiceType, ActivityType } from '../../../enums/business.js';
import { defineEnum } from '../../../enums/define.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { ITEM_OPTIONS } from '../shop/service.js';

export const ACTIVITY_PAGE = '/operate/marketing/activity';
export const ACTIVITY_DETAIL_PAGE = '/operate/marketing/activityDetail';

/** The form an activity is created on: one hidden page per kind (its route's last part). */
export const ActivityKind = defineEnum([
  { value: 1, label: '新店活动', labelEn: 'new-store opening offer', color: 'cyan' },
  { value: 2, label: '半价活动', labelEn: 'half price', color: 'orange' },
  { value: 3, label: '老人儿童半价', labelEn: 'elders-and-children half price', color: 'gold' },
  { value: 4, label: '分享活动', labelEn: 'share', color: 'purple' },
  { value: 5, label: '邀请活动', labelEn: 'friend invite', color: 'magenta' },
  { value: 6, label: '定向发券', labelEn: 'direct send to a mobile list', color: 'blue' },
  { value: 7, label: '次卡活动', labelEn: 'times card', color: 'green' },
]);

/** Each kind's create page, its activity types (the first is the default) and default service type. */
export const ACTIVITY_KINDS = [
  { kind: 1, page: '/operate/marketing/activityAddtionNewStore', types: [1, 5, 6, 9], serviceType: 42 },
  { kind: 2, page: '/operate/marketing/activityAddtionHaif', types: [7], serviceType: 46 },
  { kind: 3, page: '/operate/marketing/activityAddtionOldmanHaif', types: [8], serviceType: 46 },
  { kind: 4, page: '/operate/marketing/activityAddtionShare', types: [4, 2], serviceType: 41 },
  { kind: 5, page: '/operate/marketing/activityAddtionInvite', types: [3], serviceType: 31 },
  { kind: 6, page: '/operate/marketing/activityAddtionDirect', types: [0], serviceType: 0 },
  { kind: 7, page: '/operate/marketing/activityAddtionTimeCard', types: [1], serviceType: 46 },
] as const;

/** Kinds whose customers receive coupons (the others sell an item at half price or a times card). */
export const COUPON_KINDS: readonly number[] = [1, 4, 5, 6];
/** Kinds that name a service item. */
export const ITEM_KINDS: readonly number[] = [2, 3, 7];

/** draft -> online -> offline -> ended (the sweep ends online and offline ones past their end). */
export const ActivityStatus = defineEnum([
  { value: 0, label: '草稿', labelEn: 'draft', color: 'default' },
  { value: 1, label: '进行中', labelEn: 'online', color: 'green' },
  { value: 2, label: '已下线', labelEn: 'offline', color: 'orange' },
  { value: 3, label: '已结束', labelEn: 'ended', color: 'red' },
]);

/** Who may join. */
export const ActivityJoinRule = defineEnum([
  { value: 0, label: '全部顾客', labelEn: 'every customer' },
  { value: 1, label: '仅新顾客（未消费过）', labelEn: 'new customers only' },
  { value: 2, label: '仅老顾客（消费过）', labelEn: 'returning customers only' },
  { value: 3, label: '仅会员', labelEn: 'members only' },
]);

/** How a customer came into an activity. */
export const ActivityRecordSource = defineEnum([
  { value: 0, label: '名单直发', labelEn: 'direct send' },
  { value: 1, label: '主动领取', labelEn: 'claimed' },
  { value: 2, label: '分享领取', labelEn: 'through a share' },
  { value: 3, label: '好友邀请', labelEn: 'invited' },
  { value: 4, label: '购买', labelEn: 'bought' },
]);

export const ActivityOps = {
  add: 'operate:activity:add',
  edit: 'operate:activity:edit',
  export: 'operate:activity:export',
  online: 'operate:activity:online',
  offline: 'operate:activity:offline',
  end: 'operate:activity:end',
  /** Upload a mobile list to a direct-send activity: its coupons go to those customers. */
  send: 'operate:activity:send',
  recordExport: 'operate:activity:recordExport',
  viewMobile: 'operate:activity:viewMobile',
} as const;

export const ActivityPath = {
  list: '/market/activity/queryActivityPage',
  detail: '/market/activity/getActivityById',
  create: '/market/activity/addActivity',
  update: '/market/activity/updateActivity',
  transition: '/market/activity/updateActivityStatus',
  export: '/market/activity/exportActivity',
  /** Multipart: `file` (a 手机号 column) and `id`; issues the activity's coupons to every listed customer at once. */
  uploadMobiles: '/market/activity/uploadMobileList',
  /** GET: the mobile list's sheet. */
  mobileTemplate: '/market/activity/mobileTemplate',
  statistics: '/market/activity/getActivityStatistics',
  couponOptions: '/market/activity/getCouponOptions',
  /** GET: the activities the user sees, newest first, as [{ id, name }] (the records' filter). */
  activityOptions: '/market/activity/getActivityOptions',
  records: '/market/activity/queryActivityRecordPage',
  recordExport: '/market/activity/exportActivityRecord',
  recordReveal: '/market/activity/revealRecordMobile',
  sweep: 'job:activity/end',
} as const;

/** The most stores, coupons and mobiles one activity takes. */
export const ACTIVITY_LIMITS = { stores: 2000, coupons: 10, couponQuantity: 10, mobiles: 10_000 } as const;
export const MOBILE_LIST_HEADER = '手机号';

/** storeIds: the chosen store ids as a comma list ('1,2,15'). */
export function parseIdList(value: unknown): number[] {
  if (typeof value !== 'string' || !value.trim()) return [];
  return value.split(',').map((s) => Number(s.trim()));
}

export function validateStoreIds(value: string | undefined | null): true | string {
  if (!value) return true;
  if (!/^\d{1,9}(,\d{1,9})*$/.test(value)) return '活动门店格式不正确';
  const ids = parseIdList(value);
  if (ids.length > ACTIVITY_LIMITS.stores) return `一个活动最多${ACTIVITY_LIMITS.stores}家门店`;
  if (new Set(ids).size !== ids.length) return '活动门店有重复';
  return true;
}

/** coupons: 'templateId:quantity' pairs ('12:1,15:2'): each participant receives `quantity` of each. */
export function parseCouponList(value: unknown): { templateId: number; quantity: number }[] {
  if (typeof value !== 'string' || !value.trim()) return [];
  return value.split(',').map((pair) => {
    const [id, quantity] = pair.split(':');
    return { templateId: Number(id), quantity: Number(quantity) };
  });
}

export const formatCouponList = (list: readonly { templateId: number; quantity: number }[]) => list.map((c) => `${c.templateId}:${c.quantity}`).join(',');

export function validateCouponList(value: string | undefined | null): true | string {
  if (!value) return true;
  if (!/^\d{1,9}:\d{1,2}(,\d{1,9}:\d{1,2})*$/.test(value)) return '赠送优惠券格式不正确';
  const list = parseCouponList(value);
  if (list.length > ACTIVITY_LIMITS.coupons) return `一个活动最多赠送${ACTIVITY_LIMITS.coupons}种优惠券`;
  if (list.some((c) => c.quantity < 1 || c.quantity > ACTIVITY_LIMITS.couponQuantity)) return `每种优惠券每人赠送1~${ACTIVITY_LIMITS.couponQuantity}张`;
  if (new Set(list.map((c) => c.templateId)).size !== list.length) return '赠送优惠券有重复';
  return true;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * /operate/marketing/activity 活动列表: head office's marketing activities, one create page per
 * kind; draft -> 进行中 -> 已下线 -> 已结束. Store managers see the activities of their stores.
 */
export const activityResource = defineResource({
  name: 'marketingActivity',
  title: '活动',
  page: ACTIVITY_PAGE,
  table: 'marketing_activity',
  // Many stores per activity: the module's condition keeps a store user to activities of its stores.
  scope: { by: 'none' },
  api: {
    list: { path: ActivityPath.list, method: 'POST' },
    detail: { path: ActivityPath.detail, method: 'GET' },
    create: { path: ActivityPath.create, method: 'POST' },
    update: { path: ActivityPath.update, method: 'POST' },
    transition: { path: ActivityPath.transition, method: 'POST' },
    export: { path: ActivityPath.export, method: 'GET' },
  },
  ops: { create: ActivityOps.add, update: ActivityOps.edit, export: ActivityOps.export },
  extraOps: [{ code: ActivityOps.send, name: '上传名单发券' }],
  keyword: { label: '活动名称', fields: ['name'] },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  workflow: {
    field: 'status',
    locked: [3],
    reasonColumn: 'status_reason',
    operatorColumn: 'status_by',
    operatedAtColumn: 'status_at',
    transitions: [
      {
        action: 'online',
        label: '上线',
        from: [0, 2],
        to: 1,
        op: ActivityOps.online,
        confirm: '上线后顾客即可参加活动，已有顾客参加后活动时间和优惠券不能再缩减。确定上线？',
      },
      { action: 'offline', label: '下线', from: [1], to: 2, op: ActivityOps.offline, reason: { label: '下线原因', required: true, max: 200 }, danger: true },
      {
        action: 'end',
        label: '结束',
        from: [0, 1, 2],
        to: 3,
        op: ActivityOps.end,
        confirm: '结束后活动不能再上线或修改，顾客已领的券仍可使用。确定结束？',
        danger: true,
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'name', label: '活动名称', type: 'text', required: true, max: 40, list: { width: 200, ellipsis: true }, form: true, span: 2 },
    { key: 'kind', label: '活动形式', type: 'enum', enum: ActivityKind, required: true, list: { width: 110 }, form: 'create', filter: 'eq' },
    { key: 'activityType', label: '活动类型', type: 'enum', enum: ActivityType, required: true, list: { width: 100 }, form: 'create', filter: 'eq' },
    { key: 'serviceType', label: '业务类型', type: 'enum', enum: ActivityServiceType, required: true, list: { width: 120 }, form: true, filter: 'eq' },
    { key: 'status', label: '状态', type: 'enum', enum: ActivityStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'startAt', label: '开始时间', type: 'datetime', list: { width: 150 }, form: true, filter: 'dateRange', sortable: true, help: '上线前须填写活动时间' },
    { key: 'endAt', label: '结束时间', type: 'datetime', list: { width: 150 }, form: true, sortable: true },
    { key: 'storeIds', label: '活动门店', type: 'text', max: 20000, validate: validateStoreIds, form: true, span: 2, export: false, detail: false, help: '可从列表选择，或按门店编码导入 Excel；上线前须选择门店' },
    { key: 'cityNames', label: '活动城市', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'storeCount', label: '门店数', type: 'int', list: { width: 80 } },
    { key: 'coupons', label: '赠送优惠券', type: 'text', max: 200, validate: validateCouponList, form: true, span: 2, export: false, detail: false, help: '每位参与顾客获得的券及张数' },
    { key: 'couponNames', label: '优惠券', type: 'text', list: { width: 200, ellipsis: true } },
    { key: 'inviterCoupons', label: '邀请人奖励券', type: 'text', max: 200, validate: validateCouponList, form: true, span: 2, export: false, detail: false, help: '被邀请的好友完成首单后，邀请人获得的券' },
    { key: 'itemId', label: '活动项目', type: 'int', lookup: { table: 'item', labelColumn: 'item_name', as: 'itemName', options: ITEM_OPTIONS }, form: true, export: true },
    { key: 'elderAge', label: '老人年龄（岁及以上）', type: 'int', min: 50, max: 100, form: true },
    { key: 'childAge', label: '儿童年龄（岁及以下）', type: 'int', min: 1, max: 18, form: true },
    { key: 'cardTimes', label: '次卡次数', type: 'int', min: 1, max: 50, form: true },
    { key: 'cardPrice', label: '次卡售价', type: 'money', min: 0.01, max: 99999, form: true },
    { key: 'shareTitle', label: '分享标题', type: 'text', max: 40, form: true },
    { key: 'joinRule', label: '参与人群', type: 'enum', enum: ActivityJoinRule, required: true, form: true, defaultValue: 0 },
    { key: 'perCustomerLimit', label: '每人限参与次数', type: 'int', min: 1, max: 99, required: true, form: true, defaultValue: 1 },
    { key: 'totalLimit', label: '名额上限', type: 'int', min: 1, max: 1_000_000, form: true, help: '不填为不限' },
    { key: 'description', label: '活动说明', type: 'textarea', max: 500, form: true, span: 2, export: false },
    { key: 'participantCount', label: '参与人数', type: 'int', list: { width: 90 }, sortable: true },
    { key: 'statusReason', label: '下线原因', type: 'text' },
    { key: 'statusBy', label: '状态操作人', type: 'text' },
    { key: 'statusAt', label: '状态变更时间', type: 'datetime' },
    fields.createdBy({ list: { width: 90 } }),
    fields.createdAt({ list: { width: 150 }, sortable: true }),
    { key: 'updatedAt', label: '更新时间', type: 'datetime', detail: false },
  ],
  check: (v) => {
    if (typeof v.startAt === 'string' && typeof v.endAt === 'string' && v.startAt && v.endAt && v.endAt <= v.startAt)
      return { field: 'endAt', message: '结束时间须晚于开始时间' };
    const kind = v.kind as number | undefined;
    const spec = ACTIVITY_KINDS.find((k) => k.kind === kind);
    if (spec && v.activityType !== undefined && v.activityType !== null && !(spec.types as readonly number[]).includes(v.activityType as number))
      return {
        field: 'activityType',
        message: `${ActivityKind.labelOf(spec.kind)}的活动类型只能是${spec.types.map((t) => ActivityType.labelOf(t)).join('、')}`,
      };
    if (kind === undefined) return true;
    if (ITEM_KINDS.includes(kind) && blank(v.itemId)) return { field: 'itemId', message: '请选择活动项目' };
    if (kind === 3 && blank(v.elderAge) && blank(v.childAge)) return { field: 'elderAge', message: '请填写老人或儿童的年龄条件' };
    if (kind === 7 && blank(v.cardTimes)) return { field: 'cardTimes', message: '请填写次卡次数' };
    if (kind === 7 && blank(v.cardPrice)) return { field: 'cardPrice', message: '请填写次卡售价' };
    if (kind === 5 && blank(v.inviterCoupons)) return { field: 'inviterCoupons', message: '请选择邀请人奖励券' };
    if (kind !== 5 && !blank(v.inviterCoupons)) return { field: 'inviterCoupons', message: '仅邀请活动可设置邀请人奖励券' };
    if (!COUPON_KINDS.includes(kind) && !blank(v.coupons)) return { field: 'coupons', message: `${ActivityKind.labelOf(kind)}不赠送优惠券` };
    return true;
  },
});

/** An activity's figures, computed from its records, the coupons it issued and the orders that used them. */
export const ActivityStatistics = z.object({
  id: z.number(),
  /** Coupons issued by the activity. */
  issued: z.number(),
  /** Customers who joined (received or claimed). */
  claimed: z.number(),
  /** Issued coupons used on an order. */
  used: z.number(),
  /** Issued coupons now expired unused. */
  expired: z.number(),
  /** What the orders that used them took, less refunds (exact yuan). */
  revenue: z.string(),
  /** Orders that used them. */
  orders: z.number(),
  /** Customers whose first paid order used one of them. */
  newCustomers: z.number(),
  /** The figures count only the user's stores (used, revenue, orders, new customers). */
  storeScoped: z.boolean(),
  byDay: z.array(z.object({ day: z.string(), issued: z.number(), used: z.number() })),
});
export type ActivityStatistics = z.infer<typeof ActivityStatistics>;

export const activityStatistics = defineEndpoint({
  path: ActivityPath.statistics,
  method: 'GET',
  permission: { menu: ACTIVITY_PAGE },
  query: z.object({ id: idSchema }),
  result: ActivityStatistics,
  summary: '活动统计：发券数、领取人数、核销数、核销订单实收、带来的新顾客（门店账号只计本店）',
});

export const activityCouponOptions = defineEndpoint({
  path: ActivityPath.couponOptions,
  method: 'GET',
  permission: { menu: ACTIVITY_PAGE },
  result: z.array(z.object({ id: z.number(), name: z.string(), enabled: z.boolean(), allStores: z.boolean(), threshold: z.string() })),
  summary: '活动可赠送的优惠券模板：是否已上线、是否全部门店可用、使用门槛（未上线的标注）',
});
