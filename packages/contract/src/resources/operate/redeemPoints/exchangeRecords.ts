import { defineResource } from '../../../resource/types.js';
import { pointsGoodsJoin } from '../integral/exchange.js';
import {
  MallExchangeStatus,
  PointsOps,
  PointsPath,
  pointsCustomerJoin as customerJoin,
  pointsCustomerMobile as customerMobile,
  pointsCustomerName as customerName,
} from '../integral/_shared/points.js';

export const MALL_EXCHANGE_PAGE = '/operate/redeemPoints/exchangeRecords';

/**
 * /operate/redeemPoints/exchangeRecords 兑换记录: what customers exchanged in the online points mall
 * (the points taken when they ordered), to be shipped by head office: 发货 needs the tracking
 * number; 取消 before shipping gives the points and the stock back in the same transaction.
 * Mall exchanges belong to no store: head office's records, which a store-scoped user does not see.
 */
export const mallExchangeResource = defineResource({
  name: 'mallExchange',
  title: '商城兑换记录',
  page: MALL_EXCHANGE_PAGE,
  table: 'points_exchange',
  joins: [customerJoin, pointsGoodsJoin],
  // Head office's records (no store): a store-scoped user granted the page sees none (the module's condition).
  scope: { by: 'none' },
  api: { list: { path: PointsPath.mallExchangeList, method: 'POST' } },
  ops: { export: PointsOps.mallExport, viewMasked: PointsOps.mallViewMobile },
  count: 'capped',
  keyset: { field: 'createdAt' },
  workflow: {
    field: 'status',
    operatorColumn: 'status_by',
    operatedAtColumn: 'status_at',
    transitions: [
      { action: 'ship', label: '发货', from: [0], to: 1, op: PointsOps.mallShip, reason: { label: '快递单号', required: true, max: 30 }, doneText: '已发货' },
      {
        action: 'cancel',
        label: '取消兑换',
        from: [0],
        to: 2,
        op: PointsOps.mallCancel,
        reason: { label: '取消原因', required: true, max: 200 },
        confirm: '取消后积分退回顾客、库存退回商品，确定取消？',
        danger: true,
        doneText: '已取消，积分已退回',
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'exchangeNo', label: '兑换单号', type: 'text', list: { width: 170 }, filter: 'eq' },
    customerMobile,
    customerName,
    { key: 'status', label: '状态', type: 'enum', enum: MallExchangeStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'goodsName', column: 'name', from: 'g', label: '商城商品', type: 'text', list: { width: 160 }, filter: 'like' },
    { key: 'quantity', label: '数量', type: 'int', list: { width: 60 } },
    { key: 'pointsTotal', label: '消耗积分', type: 'int', list: { width: 90 } },
    { key: 'address', label: '收货地址', type: 'text', list: { width: 220, ellipsis: true } },
    { key: 'trackingNo', label: '快递单号', type: 'text', list: { width: 150 }, filter: 'eq' },
    { key: 'createdAt', label: '兑换时间', type: 'datetime', list: { width: 150 }, sortable: true, filter: 'dateRange', range: { defaultDays: 90, maxDays: 366 } },
    { key: 'storeId', label: '门店', type: 'store', detail: false },
    { key: 'statusReason', label: '取消原因', type: 'text' },
    { key: 'statusBy', label: '处理人', type: 'text', list: { width: 90 } },
    { key: 'statusAt', label: '处理时间', type: 'datetime', list: { width: 150 } },
  ],
});
