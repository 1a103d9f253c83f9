import { QueueStatus } from '../../../enums/customerService.js';
import { defineResource } from '../../../resource/types.js';
import {
  CustomerServiceOps,
  CustomerServicePath,
  QUEUE_RANGE_DEFAULT_DAYS,
  QUEUE_RANGE_MAX_DAYS,
  serviceCraftsmanLookup as craftsmanLookup,
  serviceCustomerJoin as customerJoin,
  serviceCustomerName as customerName,
  serviceMobileOf as mobileOf,
} from './_shared/customerService.js';

export const QUEUED_RECORD_PAGE = '/operate/user/queuedRecord';

/**
 * /operate/user/queuedRecord 排队记录: the queue tickets of the user's stores within a date range
 * (required, today to start with, at most 31 days), newest first by keyset over
 * (queued_at desc, id desc), with the wait (service start - queued, in minutes).
 */
export const queuedRecordResource = defineResource({
  name: 'queuedRecord',
  title: '排队记录',
  page: QUEUED_RECORD_PAGE,
  table: 'queue_ticket',
  joins: [customerJoin, { alias: 'st', table: 'store', on: 'store_id' }, { alias: 'od', table: 'customer_order', on: 'order_id' }],
  scope: { by: 'store', field: 'storeId', since: 'queuedAt' },
  api: {
    list: { path: CustomerServicePath.queueList, method: 'POST' },
    detail: { path: CustomerServicePath.queueDetail, method: 'GET' },
    export: { path: CustomerServicePath.queueExport, method: 'GET' },
  },
  ops: { export: CustomerServiceOps.queueExport, viewMasked: CustomerServiceOps.queueViewMobile },
  count: 'capped',
  keyset: { field: 'queuedAt' },
  // prettier-ignore
  fields: [
    { key: 'ticketNo', label: '排队号', type: 'text', max: 12, list: { width: 80 }, filter: 'eq' },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 150 }, filter: 'eq' },
    { key: 'queuedAt', label: '取号时间', type: 'datetime', list: { width: 150 }, sortable: true, filter: 'dateRange', range: { required: true, defaultDays: QUEUE_RANGE_DEFAULT_DAYS, maxDays: QUEUE_RANGE_MAX_DAYS } },
    { key: 'status', label: '排队状态', type: 'enum', enum: QueueStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'waitMinutes', label: '等待(分钟)', type: 'int', list: { width: 90 }, sortable: true },
    { key: 'districtId', from: 'st', label: '区域', type: 'district', lookup: { table: 'area', labelColumn: 'name', as: 'districtName' }, filter: 'eq' },
    { key: 'craftsmanId', label: '手艺人', type: 'int', lookup: craftsmanLookup, list: { width: 90 }, filter: 'eq' },
    mobileOf('cu', '顾客手机号'),
    customerName,
    { key: 'itemName', label: '服务项目', type: 'text', list: { width: 100 } },
    { key: 'calledAt', label: '叫号时间', type: 'datetime', list: { width: 150 } },
    { key: 'startedAt', label: '开始服务', type: 'datetime', list: { width: 150 } },
    { key: 'finishedAt', label: '服务完成', type: 'datetime' },
    { key: 'cancelledAt', label: '取消时间', type: 'datetime' },
    { key: 'orderNo', from: 'od', label: '订单号', type: 'text' },
  ],
});
