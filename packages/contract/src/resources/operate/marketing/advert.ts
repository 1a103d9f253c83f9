import { defineEnum } from '../../../enums/define.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { parseIdList } from './activity.js';

export const ADVERT_PAGE = '/operate/marketing/advert';

/** Where a banner shows in the customer app. */
export const AdvertPosition = defineEnum([
  { value: 1, label: '首页轮播', labelEn: 'home carousel' },
  { value: 2, label: '开屏广告', labelEn: 'splash screen' },
  { value: 3, label: '门店详情页', labelEn: 'store detail page' },
  { value: 4, label: '个人中心', labelEn: 'my page' },
  { value: 5, label: '支付成功页', labelEn: 'payment success page' },
]);

export const AdvertStatus = defineEnum([
  { value: 0, label: '未上线', labelEn: 'draft', color: 'default' },
  { value: 1, label: '已上线', labelEn: 'online', color: 'green' },
  { value: 2, label: '已下线', labelEn: 'offline', color: 'orange' },
]);

export const AdvertPath = {
  list: '/mgt/advert/queryAdvertPage',
  detail: '/mgt/advert/getAdvertById',
  create: '/mgt/advert/addAdvert',
  update: '/mgt/advert/updateAdvert',
  transition: '/mgt/advert/updateAdvertStatus',
  export: '/mgt/advert/exportAdvert',
} as const;

export const AdvertOps = {
  add: 'operate:advert:add',
  edit: 'operate:advert:edit',
  export: 'operate:advert:export',
  online: 'operate:advert:online',
  offline: 'operate:advert:offline',
} as const;

/** The most cities one banner names (none: every city). */
export const ADVERT_MAX_CITIES = 400;

export function validateCityIds(value: string | undefined | null): true | string {
  if (!value) return true;
  if (!/^\d{1,9}(,\d{1,9})*$/.test(value)) return '投放城市格式不正确';
  const ids = parseIdList(value);
  if (ids.length > ADVERT_MAX_CITIES) return `一次最多指定${ADVERT_MAX_CITIES}个城市`;
  if (new Set(ids).size !== ids.length) return '投放城市有重复';
  return true;
}

/** A banner's link: a page of the mini-program (/pages/...) or a web address. */
export function validateAdvertLink(value: string | undefined | null): true | string {
  if (!value) return true;
  return /^(https:\/\/|http:\/\/|\/pages\/)\S+$/.test(value.trim()) ? true : '跳转链接须以 https://、http:// 或 /pages/ 开头';
}

/** /operate/marketing/advert 广告管理: the app's banners by position, period, cities and order; head office puts them online. */
export const advertResource = defineResource({
  name: 'marketingAdvert',
  title: '广告',
  page: ADVERT_PAGE,
  table: 'marketing_advert',
  // Head-office data: a store user sees the banners shown in its stores' cities (the module's condition).
  scope: { by: 'none' },
  api: {
    list: { path: AdvertPath.list, method: 'POST' },
    detail: { path: AdvertPath.detail, method: 'GET' },
    create: { path: AdvertPath.create, method: 'POST' },
    update: { path: AdvertPath.update, method: 'POST' },
    transition: { path: AdvertPath.transition, method: 'POST' },
    export: { path: AdvertPath.export, method: 'GET' },
  },
  ops: { create: AdvertOps.add, update: AdvertOps.edit, export: AdvertOps.export },
  keyword: { label: '广告标题', fields: ['title'] },
  defaultSort: { field: 'sortOrder', dir: 'asc' },
  workflow: {
    field: 'status',
    reasonColumn: 'status_reason',
    operatorColumn: 'status_by',
    operatedAtColumn: 'status_at',
    transitions: [
      {
        action: 'online',
        label: '上线',
        from: [0, 2],
        to: 1,
        op: AdvertOps.online,
        confirm: '上线后顾客在投放城市的 App 中即可看到该广告（投放时间内）。确定上线？',
      },
      { action: 'offline', label: '下线', from: [1], to: 2, op: AdvertOps.offline, reason: { label: '下线原因', required: false, max: 200 }, danger: true },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'title', label: '广告标题', type: 'text', required: true, max: 30, list: { width: 180, ellipsis: true }, form: true },
    { key: 'position', label: '广告位置', type: 'enum', enum: AdvertPosition, required: true, list: { width: 110 }, form: true, filter: 'eq' },
    { key: 'imageUrl', label: '广告图片', type: 'image', required: true, list: { width: 110 }, form: true, help: '建议 750×360 像素（开屏 750×1334），jpg/png' },
    { key: 'linkUrl', label: '跳转链接', type: 'text', max: 300, validate: validateAdvertLink, list: { width: 200, ellipsis: true }, form: true, span: 2, placeholder: '/pages/store/detail?id=1 或 https://…' },
    { key: 'startAt', label: '开始时间', type: 'datetime', required: true, list: { width: 150 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'endAt', label: '结束时间', type: 'datetime', required: true, list: { width: 150 }, form: true },
    { key: 'cityIds', label: '投放城市', type: 'text', max: 4000, validate: validateCityIds, form: true, span: 2, export: false, detail: false, help: '不选为全部城市' },
    { key: 'cityNames', label: '投放城市', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'sortOrder', label: '排序', type: 'int', min: 0, max: 999, required: true, list: { width: 70 }, form: true, sortable: true, defaultValue: 10, help: '同一位置数字小的在前' },
    { key: 'status', label: '状态', type: 'enum', enum: AdvertStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'statusReason', label: '下线原因', type: 'text' },
    { key: 'statusBy', label: '状态操作人', type: 'text' },
    { key: 'statusAt', label: '状态变更时间', type: 'datetime' },
    fields.createdBy(),
    fields.createdAt({ list: { width: 150 }, sortable: true }),
    fields.updatedAt(),
  ],
  check: (v) => {
    if (typeof v.startAt === 'string' && typeof v.endAt === 'string' && v.startAt && v.endAt && v.endAt <= v.startAt)
      return { field: 'endAt', message: '结束时间须晚于开始时间' };
    return true;
  },
});
