import { BookingSlotMinutes, WalkInPolicy } from '../../../enums/store.js';
import type { FieldRefusal } from '../../../resource/refusal.js';
import { defineResource } from '../../../resource/types.js';

/** Most characters of the notice shown on a store's queue screen. */
export const QUEUE_NOTICE_MAX = 200;

/** Rules across a settings form's fields (both sides): the noon break is ordered; bookings-only needs online booking. */
export function checkStoreSetting(v: Record<string, unknown>): true | FieldRefusal {
  if (typeof v.noonStart === 'string' && typeof v.noonEnd === 'string' && v.noonStart >= v.noonEnd)
    return { field: 'noonEnd', message: '午休结束时间须晚于开始时间' };
  if (v.walkInPolicy === 3 && v.bookingEnabled === false) return { field: 'walkInPolicy', message: `散客接待为「${WalkInPolicy.labelOf(3)}」时须开启线上预约` };
  return true;
}

/** The noon break lies within the store's business hours (both sides; the hours come from the store). */
export function noonWithinBusinessHours(noonStart: string, noonEnd: string, businessStart: string, businessEnd: string): true | string {
  if (noonStart < businessStart || noonEnd > businessEnd) return `午休时间须在门店营业时间 ${businessStart}-${businessEnd} 之内`;
  return true;
}

/**
 * /operate/shop/manageSetting: one settings row per store (queue, online booking, noon break,
 * walk-ins, queue-screen notice). Rows exist for every store (a new store gets the defaults):
 * head office edits them, nobody creates or deletes them.
 */
export const storeSettingResource = defineResource({
  name: 'storeSetting',
  title: '门店设置',
  page: '/operate/shop/manageSetting',
  table: 'store_setting',
  joins: [{ alias: 's', table: 'store', on: 'store_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: '/mgt/storeSetting/queryStoreSettingPage', method: 'POST' },
    detail: { path: '/mgt/storeSetting/getStoreSetting', method: 'GET' },
    update: { path: '/mgt/storeSetting/updateStoreSetting', method: 'POST' },
  },
  ops: { update: 'operate:storeSetting:edit' },
  keyword: { label: '门店', fields: ['storeName', 'storeCode'] },
  defaultSort: { field: 'storeCode', dir: 'asc' },
  form: { width: 640 },
  // prettier-ignore
  fields: [
    { key: 'storeCode', from: 's', label: '门店编码', type: 'text', list: { width: 90 }, sortable: true },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 130 } },
    { key: 'storeName', from: 's', label: '门店名称', type: 'text', detail: false },
    { key: 'businessStart', from: 's', label: '营业开始', type: 'time' },
    { key: 'businessEnd', from: 's', label: '营业结束', type: 'time' },
    { key: 'maxWaiting', label: '排队上限（人）', type: 'int', required: true, min: 5, max: 100, list: { width: 110 }, form: true, filter: 'range', sortable: true, help: '排队人数达到上限后暂停取号' },
    { key: 'stopTakeMinutes', label: '闭店前停止取号（分钟）', type: 'int', required: true, min: 0, max: 120, list: { width: 120 }, form: true },
    { key: 'bookingEnabled', label: '线上预约', type: 'bool', required: true, list: { width: 80 }, form: true },
    { key: 'bookingDays', label: '可提前预约（天）', type: 'int', required: true, min: 1, max: 14, list: { width: 110 }, form: true },
    { key: 'bookingSlot', label: '预约时段', type: 'enum', enum: BookingSlotMinutes, required: true, list: { width: 90 }, form: true },
    { key: 'noonStart', label: '午休开始', type: 'time', required: true, list: { width: 80 }, form: true },
    { key: 'noonEnd', label: '午休结束', type: 'time', required: true, list: { width: 80 }, form: true },
    { key: 'noonMaxCraftsmen', label: '午间在岗上限（人）', type: 'int', required: true, min: 0, max: 20, list: { width: 120 }, form: true, help: '午休时段最多安排几位手艺人接待' },
    { key: 'walkInPolicy', label: '散客接待', type: 'enum', enum: WalkInPolicy, required: true, list: { width: 100 }, form: true, filter: 'eq' },
    { key: 'queueNotice', label: '排队屏公告', type: 'textarea', max: QUEUE_NOTICE_MAX, list: { ellipsis: true, width: 200 }, form: true, span: 2 },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 150 }, sortable: true },
  ],
  check: checkStoreSetting,
});
