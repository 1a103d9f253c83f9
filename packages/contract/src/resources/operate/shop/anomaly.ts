import { AnomalyLevel, AnomalyStatus, AnomalyType } from '../../../enums/operateRequests.js';
import { defineResource } from '../../../resource/types.js';

/** /operate/shop/anomaly: store anomalies reported by stores, handled by operations. */
export const anomalyResource = defineResource({
  name: 'storeAnomaly',
  title: '门店异常',
  page: '/operate/shop/anomaly',
  table: 'store_anomaly',
  scope: { by: 'store', field: 'storeId', since: 'reportedAt' },
  api: { list: { path: '/mgt/storeAnomaly/queryAnomalyPage', method: 'POST' } },
  ops: { create: 'operate:anomaly:report' },
  defaultSort: { field: 'reportedAt', dir: 'desc' },
  keyword: { label: '异常描述', fields: ['description'] },
  workflow: {
    field: 'status',
    reasonColumn: 'handle_note',
    operatorColumn: 'handler',
    operatedAtColumn: 'handled_at',
    transitions: [
      { action: 'handle', label: '开始处理', from: [0], to: 1, op: 'operate:anomaly:handle', reason: { label: '处理说明', required: false } },
      { action: 'resolve', label: '已解决', from: [1], to: 2, op: 'operate:anomaly:handle', reason: { label: '处理结果', required: true } },
      { action: 'close', label: '关闭', from: [0, 1], to: 3, op: 'operate:anomaly:close', reason: { label: '关闭原因', required: true }, danger: true },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 140 }, form: 'create', filter: 'eq' },
    { key: 'anomalyType', label: '异常类型', type: 'enum', enum: AnomalyType, required: true, list: { width: 100 }, form: 'create', filter: 'eq' },
    { key: 'level', label: '严重程度', type: 'enum', enum: AnomalyLevel, required: true, list: { width: 90 }, form: 'create', filter: 'eq', defaultValue: 1 },
    { key: 'reportedAt', label: '发生时间', type: 'datetime', required: true, list: { width: 160 }, form: 'create', filter: 'dateRange', sortable: true },
    { key: 'description', label: '异常描述', type: 'textarea', required: true, max: 500, list: { ellipsis: true, width: 220 }, form: 'create' },
    { key: 'reporter', label: '上报人', type: 'text', list: { width: 90 } },
    { key: 'status', label: '状态', type: 'enum', enum: AnomalyStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'handler', label: '处理人', type: 'text', list: { width: 90 } },
    { key: 'handledAt', label: '处理时间', type: 'datetime', list: { width: 160 } },
    { key: 'handleNote', label: '处理说明', type: 'text', list: { ellipsis: true, width: 180 } },
  ],
});
