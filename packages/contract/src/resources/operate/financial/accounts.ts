import { PayMethod, ReconcileStatus } from '../../../enums/finance.js';
import { defineResource } from '../../../resource/types.js';
import {
  STORED_VALUE_RANGE_DEFAULT_DAYS,
  STORED_VALUE_RANGE_MAX_DAYS,
  StoredValueOps,
  StoredValuePath,
  requiredDateRange as dateRange,
} from './_shared/storedValue.js';

export const ACCOUNTS_PAGE = '/operate/financial/accounts';

/**
 * /operate/financial/accounts 对账管理: per store, day and payment channel, what the system took
 * (orders' payments, card orders) against the channel's statement; 处理差异 settles a difference
 * with a note (有差异 → 已处理).
 */
export const reconciliationResource = defineResource({
  name: 'reconciliation',
  title: '对账单',
  page: ACCOUNTS_PAGE,
  table: 'reconciliation',
  scope: { by: 'store', field: 'storeId', since: 'bizDate' },
  api: {
    list: { path: StoredValuePath.reconcileList, method: 'POST' },
    detail: { path: StoredValuePath.reconcileDetail, method: 'GET' },
    export: { path: StoredValuePath.reconcileExport, method: 'GET' },
    transition: { path: StoredValuePath.reconcileTransition, method: 'POST' },
  },
  ops: { export: StoredValueOps.reconcileExport },
  keyset: { field: 'bizDate' },
  workflow: {
    field: 'status',
    reasonColumn: 'note',
    operatorColumn: 'handled_by',
    operatedAtColumn: 'handled_at',
    transitions: [
      { action: 'resolve', label: '处理差异', from: [2], to: 3, op: StoredValueOps.reconcileResolve, reason: { label: '处理说明', required: true, max: 200 } },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'bizDate', label: '对账日期', type: 'date', list: { width: 110 }, sortable: true, ...dateRange(STORED_VALUE_RANGE_DEFAULT_DAYS, STORED_VALUE_RANGE_MAX_DAYS) },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 130 }, filter: 'eq' },
    { key: 'channel', label: '支付渠道', type: 'enum', enum: PayMethod, list: { width: 90 }, filter: 'eq' },
    { key: 'status', label: '对账状态', type: 'enum', enum: ReconcileStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'systemAmount', label: '系统金额', type: 'money', list: { width: 110 } },
    { key: 'statementAmount', label: '渠道账单金额', type: 'money', list: { width: 110 } },
    { key: 'difference', label: '差额', type: 'money', list: { width: 100 }, sortable: true },
    { key: 'note', label: '处理说明', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'handledBy', label: '处理人', type: 'text', list: { width: 80 } },
    { key: 'handledAt', label: '处理时间', type: 'datetime' },
  ],
});
