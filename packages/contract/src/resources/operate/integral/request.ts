import { approvalWorkflow } from '../../../resource/workflows.js';
import { defineResource } from '../../../resource/types.js';
import { pointsGoodsJoin } from './exchange.js';
import {
  PointsOps,
  PointsPath,
  PointsRequestStatus,
  pointsCustomerJoin as customerJoin,
  pointsCustomerMobile as customerMobile,
  pointsCustomerName as customerName,
} from './_shared/points.js';

export const POINTS_REQUEST_PAGE = '/operate/integral/request';

const review = approvalWorkflow('integral:request', { approveConfirm: '通过后生成待领取的兑换单，顾客可到申请门店领取，确定通过？' });

/**
 * /operate/integral/request 积分申请: applications to redeem goods that need head office's review
 * (high-value goods). A store submits one for a customer (hand-written: the points and the stock
 * are held at once, refused in words when short); head office reviews it from 待审核 only: 通过
 * makes an exchange to collect at the store, 驳回 (with its reason) gives the points and the stock
 * back, in the same transaction. A store manager sees its stores' requests and may not review them.
 */
export const pointsRequestResource = defineResource({
  name: 'pointsRequest',
  title: '积分申请',
  page: POINTS_REQUEST_PAGE,
  table: 'points_request',
  joins: [customerJoin, pointsGoodsJoin],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: { list: { path: PointsPath.requestList, method: 'POST' } },
  ops: { export: PointsOps.requestExport, viewMasked: PointsOps.requestViewMobile },
  extraOps: [{ code: PointsOps.requestAdd, name: '提交积分申请' }],
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: [0] } },
  workflow: {
    ...review,
    transitions: review.transitions.map((t) =>
      t.action === 'approve'
        ? { ...t, op: PointsOps.requestApprove, doneText: '已通过，已生成兑换单' }
        : { ...t, op: PointsOps.requestReject, reason: { label: '驳回原因', required: true, max: 200 }, doneText: '已驳回，积分已退回' },
    ),
  },
  // prettier-ignore
  fields: [
    { key: 'requestNo', label: '申请单号', type: 'text', list: { width: 170 }, filter: 'eq' },
    customerMobile,
    customerName,
    { key: 'storeId', label: '申请门店', type: 'store', list: { width: 130 }, filter: 'eq' },
    { key: 'status', label: '审核状态', type: 'enum', enum: PointsRequestStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'goodsName', column: 'name', from: 'g', label: '积分商品', type: 'text', list: { width: 160 } },
    { key: 'quantity', label: '数量', type: 'int', list: { width: 60 } },
    { key: 'pointsTotal', label: '冻结积分', type: 'int', list: { width: 90 } },
    { key: 'reason', label: '申请说明', type: 'text', list: { width: 180, ellipsis: true } },
    { key: 'applicant', label: '申请人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 150 }, sortable: true, filter: 'dateRange', range: { maxDays: 366 } },
    { key: 'reviewer', label: '审核人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审核时间', type: 'datetime', list: { width: 150 } },
    { key: 'reviewRemark', label: '审核意见/驳回原因', type: 'text', list: { width: 180, ellipsis: true } },
    { key: 'exchangeNo', label: '兑换单号', type: 'text' },
  ],
});
