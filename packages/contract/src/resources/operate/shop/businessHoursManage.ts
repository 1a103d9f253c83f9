import { OpenStatus } from '../../../enums/store.js';
import { defineResource } from '../../../resource/types.js';
import { hoursOrdered } from './_shared/businessHours.js';

/** /operate/shop/businessHoursManage: every store's current business hours; operations edit them. */
export const bizHoursManageResource = defineResource({
  name: 'storeBizHours',
  title: '门店营业时间',
  page: '/operate/shop/businessHoursManage',
  table: 'store',
  scope: { by: 'store', field: 'id' },
  api: {
    list: { path: '/mgt/storebiztime/queryStoreBizHoursPage', method: 'POST' },
    detail: { path: '/mgt/storebiztime/getStoreBizHours', method: 'GET' },
    update: { path: '/mgt/storebiztime/updateStoreBizHours', method: 'POST' },
  },
  ops: { update: 'operate:bizHoursManage:edit' },
  keyword: { label: '门店', fields: ['storeName', 'storeCode'] },
  defaultSort: { field: 'storeCode', dir: 'asc' },
  form: { width: 480 },
  // prettier-ignore
  fields: [
    { key: 'storeCode', label: '门店编码', type: 'text', list: { width: 100 }, sortable: true },
    { key: 'storeName', label: '门店名称', type: 'text', list: true },
    { key: 'businessStart', label: '营业开始', type: 'time', required: true, list: { width: 100 }, form: true },
    { key: 'businessEnd', label: '营业结束', type: 'time', required: true, list: { width: 100 }, form: true },
    { key: 'seats', label: '座位数', type: 'int', list: { width: 80 }, sortable: true },
    { key: 'openStatus', label: '营业状态', type: 'enum', enum: OpenStatus, list: { width: 100 }, filter: 'eq' },
    { key: 'updatedAt', label: '更新时间', type: 'datetime', list: { width: 160 } },
  ],
  check: (v) => (hoursOrdered(v.businessStart, v.businessEnd) ? true : { field: 'businessEnd', message: '营业结束时间须晚于开始时间' }),
});
