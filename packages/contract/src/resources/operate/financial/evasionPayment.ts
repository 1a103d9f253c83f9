import { EvasionStatus } from '../../../enums/finance.js';
import { defineResource } from '../../../resource/types.js';
import { OrderPath, orderCustomerJoin as customerJoin, orderFields as f } from './_shared/orders.js';

export const EVASION_PAGE = '/operate/financial/evasionPayment';

/** An order finished this many hours ago and still unpaid is an evaded payment (逃单). */
export const EVASION_OVERDUE_HOURS = 24;

export const EvasionOps = {
  export: 'financial:evasion:export',
  viewMobile: 'financial:evasion:viewMobile',
  recover: 'financial:evasion:recover',
  writeOff: 'financial:evasion:writeOff',
} as const;

/**
 * /operate/financial/evasionPayment: orders served and left unpaid (awaiting payment) for more
 * than EVASION_OVERDUE_HOURS hours, and how each was settled: recovered (paid later, the order
 * becomes paid) or written off. Both steps are hand-written and audited.
 */
export const evasionOrderResource = defineResource({
  name: 'evasionOrder',
  title: '逃单',
  page: EVASION_PAGE,
  table: 'customer_order',
  joins: customerJoin,
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: {
    list: { path: OrderPath.evasionList, method: 'POST' },
    detail: { path: OrderPath.evasionDetail, method: 'GET' },
    export: { path: OrderPath.evasionExport, method: 'GET' },
  },
  ops: { export: EvasionOps.export, viewMasked: EvasionOps.viewMobile },
  extraOps: [
    { code: EvasionOps.recover, name: '追回登记' },
    { code: EvasionOps.writeOff, name: '核销' },
  ],
  keyset: { field: 'finishedAt' },
  // prettier-ignore
  fields: [
    f.orderNo,
    f.storeId,
    { key: 'evasionStatus', label: '处理状态', type: 'enum', enum: EvasionStatus, list: { width: 90 }, filter: 'eq' },
    { ...f.finishedAt, list: { width: 150 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    f.customerMobile,
    f.craftsmanId,
    f.customerName,
    f.amount,
    f.discount,
    f.status,
    f.paid,
    f.payMethod,
    { key: 'evasionNote', label: '处理说明', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'evasionBy', label: '处理人', type: 'text', list: { width: 80 } },
    { key: 'evasionAt', label: '处理时间', type: 'datetime', list: { width: 150 } },
    f.queuedAt,
    f.startedAt,
    f.paidAt,
    f.createdAt,
    f.customerId,
  ],
});
