import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { ACTIVITY_DETAIL_PAGE, ActivityOps, ActivityPath, ActivityRecordSource } from './activity.js';

/** A customer's part in an activity: how they came in, and the coupons they received. */
export const activityRecordResource = defineResource({
  name: 'marketingActivityRecord',
  title: '参与记录',
  page: ACTIVITY_DETAIL_PAGE,
  table: 'marketing_activity_record',
  joins: [fields.customerJoin()],
  // A record belongs to the store the customer joined at (none for a direct send: head office's).
  scope: { by: 'store', field: 'storeId', since: 'joinedAt' },
  api: {
    list: { path: ActivityPath.records, method: 'POST' },
    export: { path: ActivityPath.recordExport, method: 'GET' },
    reveal: { path: ActivityPath.recordReveal, method: 'POST' },
  },
  ops: { export: ActivityOps.recordExport, viewMasked: ActivityOps.viewMobile },
  count: 'capped',
  keyset: { field: 'joinedAt' },
  // prettier-ignore
  fields: [
    { key: 'activityId', label: '活动', type: 'int', lookup: { table: 'marketing_activity', labelColumn: 'name', as: 'activityName', options: { path: ActivityPath.activityOptions, method: 'GET' } }, filter: 'eq', list: { width: 180 } },
    fields.maskedMobile(),
    fields.customerName(),
    { key: 'source', label: '参与方式', type: 'enum', enum: ActivityRecordSource, list: { width: 90 }, filter: 'eq' },
    fields.store({ label: '参与门店' }),
    { key: 'couponCount', label: '获得券数', type: 'int', list: { width: 90 } },
    { key: 'newCustomer', label: '新顾客', type: 'bool', list: { width: 80 }, filter: 'eq' },
    { key: 'joinedAt', label: '参与时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', sortable: true },
    { key: 'operator', label: '操作人', type: 'text', list: { width: 90 } },
  ],
});
