import { defineEnum } from '../../../enums/define.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';

export const MINI_APP_PAGE = '/operate/marketing/miniApp';

/** A block of the customer mini-program's home page. */
export const MiniAppModuleType = defineEnum([
  { value: 1, label: '轮播广告', labelEn: 'banner carousel' },
  { value: 2, label: '金刚区', labelEn: 'icon shortcuts' },
  { value: 3, label: '优惠券专区', labelEn: 'coupon zone' },
  { value: 4, label: '推荐服务', labelEn: 'recommended services' },
  { value: 5, label: '附近门店', labelEn: 'nearby stores' },
  { value: 6, label: '会员权益', labelEn: 'member benefits' },
  { value: 7, label: '热门活动', labelEn: 'popular activities' },
  { value: 8, label: '发型作品', labelEn: 'hairstyle works' },
]);

/** Where a notice shows in the mini-program. */
export const MiniAppNoticePosition = defineEnum([
  { value: 1, label: '首页弹窗', labelEn: 'home pop-up' },
  { value: 2, label: '首页滚动条', labelEn: 'home ticker' },
  { value: 3, label: '我的页面', labelEn: 'my page' },
]);

export const MiniAppNoticeStatus = defineEnum([
  { value: 0, label: '草稿', labelEn: 'draft', color: 'default' },
  { value: 1, label: '已发布', labelEn: 'published', color: 'green' },
  { value: 2, label: '已下线', labelEn: 'offline', color: 'orange' },
]);

export const MiniAppPath = {
  moduleList: '/mgt/miniApp/queryModulePage',
  moduleDetail: '/mgt/miniApp/getModuleById',
  moduleCreate: '/mgt/miniApp/addModule',
  moduleUpdate: '/mgt/miniApp/updateModule',
  moduleRemove: '/mgt/miniApp/deleteModule',
  moduleExport: '/mgt/miniApp/exportModule',
  noticeList: '/mgt/miniApp/queryNoticePage',
  noticeDetail: '/mgt/miniApp/getNoticeById',
  noticeCreate: '/mgt/miniApp/addNotice',
  noticeUpdate: '/mgt/miniApp/updateNotice',
  noticeRemove: '/mgt/miniApp/deleteNotice',
  noticeTransition: '/mgt/miniApp/updateNoticeStatus',
  noticeExport: '/mgt/miniApp/exportNotice',
} as const;

export const MiniAppOps = {
  moduleAdd: 'operate:miniApp:module:add',
  moduleEdit: 'operate:miniApp:module:edit',
  moduleRemove: 'operate:miniApp:module:delete',
  moduleExport: 'operate:miniApp:module:export',
  noticeAdd: 'operate:miniApp:notice:add',
  noticeEdit: 'operate:miniApp:notice:edit',
  noticeRemove: 'operate:miniApp:notice:delete',
  noticeExport: 'operate:miniApp:notice:export',
  noticePublish: 'operate:miniApp:notice:publish',
  noticeOffline: 'operate:miniApp:notice:offline',
} as const;

/** The most enabled modules one city's home shows: its own and the nationwide ones together. */
export const MINI_APP_MAX_ENABLED_MODULES = 10;

/** A module's link: a page of the mini-program ('/pages/...'). */
export function validateMiniAppLink(value: string | undefined | null): true | string {
  if (!value) return true;
  return /^\/pages\/\S+$/.test(value.trim()) ? true : '跳转页面须以 /pages/ 开头，如 /pages/store/list';
}

/**
 * /operate/marketing/miniApp 小程序配置 · 首页模块: the blocks the customer mini-program's home
 * shows, nationwide or for one city, in order (smallest first). A module type once per city (and
 * once nationwide); a city's home shows at most 10 enabled modules, its own and the nationwide ones.
 */
export const miniAppModuleResource = defineResource({
  name: 'miniAppModule',
  title: '首页模块',
  page: MINI_APP_PAGE,
  table: 'marketing_miniapp_module',
  // Head-office data: a store user sees the nationwide modules and its stores' cities' (the module's condition).
  scope: { by: 'none' },
  api: {
    list: { path: MiniAppPath.moduleList, method: 'POST' },
    detail: { path: MiniAppPath.moduleDetail, method: 'GET' },
    create: { path: MiniAppPath.moduleCreate, method: 'POST' },
    update: { path: MiniAppPath.moduleUpdate, method: 'POST' },
    remove: { path: MiniAppPath.moduleRemove, method: 'POST' },
    export: { path: MiniAppPath.moduleExport, method: 'GET' },
  },
  ops: { create: MiniAppOps.moduleAdd, update: MiniAppOps.moduleEdit, remove: MiniAppOps.moduleRemove, export: MiniAppOps.moduleExport },
  keyword: { label: '模块标题', fields: ['title'] },
  defaultSort: { field: 'sortOrder', dir: 'asc' },
  // prettier-ignore
  fields: [
    { key: 'moduleType', label: '模块类型', type: 'enum', enum: MiniAppModuleType, required: true, list: { width: 110 }, form: true, filter: 'eq' },
    { key: 'title', label: '显示标题', type: 'text', required: true, max: 12, list: { width: 140 }, form: true, placeholder: '如：限时优惠' },
    { key: 'subtitle', label: '副标题', type: 'text', max: 30, list: { width: 200, ellipsis: true }, form: true },
    { key: 'iconUrl', label: '模块图标', type: 'image', list: { width: 90 }, form: true, help: '建议 96×96 像素，png 透明底' },
    { key: 'linkUrl', label: '跳转页面', type: 'text', max: 200, validate: validateMiniAppLink, list: { width: 200, ellipsis: true }, form: true, span: 2, placeholder: '/pages/coupon/center' },
    fields.city({ form: true, help: '不选为全国' }),
    { key: 'sortOrder', label: '排序', type: 'int', min: 1, max: 99, required: true, list: { width: 70 }, form: true, sortable: true, defaultValue: 10, help: '数字小的在前' },
    { key: 'enabled', label: '启用', type: 'bool', list: { width: 70 }, form: true, filter: 'eq', defaultValue: true },
    fields.createdBy(),
    fields.createdAt(),
    fields.updatedAt(),
  ],
});

/**
 * /operate/marketing/miniApp 小程序配置 · 公告: the notices the mini-program shows (home pop-up,
 * home ticker, my page) within their period; drafted, then 发布 and 下线 by head office; a
 * published or offline notice is no longer edited or deleted.
 */
export const miniAppNoticeResource = defineResource({
  name: 'miniAppNotice',
  title: '公告',
  page: MINI_APP_PAGE,
  table: 'marketing_miniapp_notice',
  scope: { by: 'none' },
  api: {
    list: { path: MiniAppPath.noticeList, method: 'POST' },
    detail: { path: MiniAppPath.noticeDetail, method: 'GET' },
    create: { path: MiniAppPath.noticeCreate, method: 'POST' },
    update: { path: MiniAppPath.noticeUpdate, method: 'POST' },
    remove: { path: MiniAppPath.noticeRemove, method: 'POST' },
    transition: { path: MiniAppPath.noticeTransition, method: 'POST' },
    export: { path: MiniAppPath.noticeExport, method: 'GET' },
  },
  ops: { create: MiniAppOps.noticeAdd, update: MiniAppOps.noticeEdit, remove: MiniAppOps.noticeRemove, export: MiniAppOps.noticeExport },
  keyword: { label: '公告标题', fields: ['title'] },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  workflow: {
    field: 'status',
    locked: [1, 2],
    reasonColumn: 'status_reason',
    operatorColumn: 'status_by',
    operatedAtColumn: 'status_at',
    transitions: [
      {
        action: 'publish',
        label: '发布',
        from: [0],
        to: 1,
        op: MiniAppOps.noticePublish,
        confirm: '发布后顾客在小程序中即可看到该公告（展示时间内），且不可再修改或删除。确定发布？',
      },
      {
        action: 'offline',
        label: '下线',
        from: [1],
        to: 2,
        op: MiniAppOps.noticeOffline,
        reason: { label: '下线原因', required: true, max: 200 },
        danger: true,
      },
    ],
  },
  form: { width: 640 },
  // prettier-ignore
  fields: [
    { key: 'title', label: '公告标题', type: 'text', required: true, max: 30, list: { width: 180, ellipsis: true }, form: true },
    { key: 'content', label: '公告内容', type: 'textarea', required: true, max: 500, list: { width: 260, ellipsis: true }, form: true, span: 2 },
    { key: 'position', label: '展示位置', type: 'enum', enum: MiniAppNoticePosition, required: true, list: { width: 100 }, form: true, filter: 'eq' },
    { key: 'startAt', label: '开始时间', type: 'datetime', required: true, list: { width: 150 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'endAt', label: '结束时间', type: 'datetime', required: true, list: { width: 150 }, form: true },
    { key: 'status', label: '状态', type: 'enum', enum: MiniAppNoticeStatus, list: { width: 80 }, filter: 'eq' },
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
