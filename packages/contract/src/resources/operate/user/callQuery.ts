import { CallDirection, CallParty, CallResult } from '../../../enums/voice.js';
import { defineResource } from '../../../resource/types.js';
import { encryptedMobile as encryptedMobile, voiceOrderJoin as orderJoin } from './_shared/voice.js';

export const CALL_QUERY_PAGE = '/operate/user/callQuery';

/** The call list shows the last 7 days unless asked otherwise, and at most 93 days at a time (as the order list). */
export const CALL_RANGE_DEFAULT_DAYS = 7;
export const CALL_RANGE_MAX_DAYS = 93;

export const CallPath = {
  list: '/mgt/callRecord/queryCallPage',
  detail: '/mgt/callRecord/getCallDetail',
  export: '/mgt/callRecord/exportCall',
} as const;
export const CallOps = {
  export: 'operate:call:export',
  viewMobile: 'operate:call:viewMobile',
} as const;

/**
 * /operate/user/callQuery 通话查询: the calls between stores or customer service and customers
 * (the chain's number-protection line records them): within a date range (required, the last 7
 * days to start with, at most 93), newest first by keyset, a capped count, a streamed export.
 */
export const callRecordResource = defineResource({
  name: 'callRecord',
  title: '通话记录',
  page: CALL_QUERY_PAGE,
  table: 'call_record',
  joins: [orderJoin],
  scope: { by: 'store', field: 'storeId', since: 'startedAt' },
  api: { list: { path: CallPath.list, method: 'POST' }, detail: { path: CallPath.detail, method: 'GET' }, export: { path: CallPath.export, method: 'GET' } },
  ops: { export: CallOps.export, viewMasked: CallOps.viewMobile },
  count: 'capped',
  keyset: { field: 'startedAt' },
  // prettier-ignore
  fields: [
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'startedAt', label: '开始时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { required: true, defaultDays: CALL_RANGE_DEFAULT_DAYS, maxDays: CALL_RANGE_MAX_DAYS }, sortable: true },
    { key: 'direction', label: '呼叫方向', type: 'enum', enum: CallDirection, list: { width: 80 }, filter: 'eq' },
    { key: 'result', label: '通话结果', type: 'enum', enum: CallResult, list: { width: 80 }, filter: 'eq' },
    { key: 'callNo', label: '通话编号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    encryptedMobile('customerMobile', '顾客号码', 'mobile_enc', 'mobile_hash'),
    { key: 'party', label: '我方', type: 'enum', enum: CallParty, list: { width: 80 }, filter: 'eq' },
    { key: 'staffName', label: '通话人', type: 'text', list: { width: 80 } },
    { key: 'durationSec', label: '通话时长(秒)', type: 'int', list: { width: 100 }, sortable: true },
    { key: 'orderNo', from: 'o', label: '关联订单', type: 'text', list: { width: 160 } },
    { key: 'remark', label: '备注', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'orderId', label: '订单ID', type: 'int', detail: false },
    { key: 'customerId', label: '顾客ID', type: 'int', detail: false },
  ],
});
