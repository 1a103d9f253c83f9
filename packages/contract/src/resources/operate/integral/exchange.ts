import { defineResource } from '../../../resource/types.js';
import {
  PointsExchangeStatus,
  PointsOps,
  PointsPath,
  pointsCustomerJoin as customerJoin,
  pointsCustomerMobile as customerMobile,
  pointsCustomerName as customerName,
} from './_shared/points.js';

export const POINTS_EXCHANGE_PAGE = '/operate/integral/exchange';

/** The goods joined to an exchange or a request. */
export const pointsGoodsJoin = { alias: 'g', table: 'points_goods', on: 'goods_id' } as const;

/**
 * /operate/integral/exchange 积分兑换: exchanges of point goods at a store's counter, newest first.
 * 新建兑换 (hand-written) takes the points and the stock together under row locks, or refuses in
 * words when either is short; the goods are then 待领取 until the customer collects them (领取), or
 * the exchange is cancelled (取消: the points and the stock come back, in the same transaction).
 * Exchanges of approved 积分申请 appear here too. A store manager sees its stores' exchanges.
 */
export const pointsExchangeResource = defineResource({
  name: 'pointsExchange',
  title: '积分兑换单',
  page: POINTS_EXCHANGE_PAGE,
  table: 'points_exchange',
  joins: [customerJoin, pointsGoodsJoin],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: { list: { path: PointsPath.exchangeList, method: 'POST' } },
  ops: { export: PointsOps.exchangeExport, viewMasked: PointsOps.exchangeViewMobile },
  extraOps: [{ code: PointsOps.exchangeAdd, name: '新建兑换' }],
  count: 'capped',
  keyset: { field: 'createdAt' },
  workflow: {
    field: 'status',
    reasonColumn: 'status_reason',
    operatorColumn: 'status_by',
    operatedAtColumn: 'status_at',
    transitions: [
      { action: 'collect', label: '领取', from: [0], to: 1, op: PointsOps.exchangeCollect, confirm: '确认顾客已在门店领取商品？', doneText: '已确认领取' },
      {
        action: 'cancel',
        label: '取消兑换',
        from: [0],
        to: 2,
        op: PointsOps.exchangeCancel,
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
    { key: 'storeId', label: '兑换门店', type: 'store', list: { width: 130 }, filter: 'eq' },
    { key: 'status', label: '状态', type: 'enum', enum: PointsExchangeStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'goodsName', column: 'name', from: 'g', label: '积分商品', type: 'text', list: { width: 160 }, filter: 'like' },
    { key: 'quantity', label: '数量', type: 'int', list: { width: 60 } },
    { key: 'pointsTotal', label: '消耗积分', type: 'int', list: { width: 90 } },
    { key: 'createdAt', label: '兑换时间', type: 'datetime', list: { width: 150 }, sortable: true, filter: 'dateRange', range: { defaultDays: 90, maxDays: 366 } },
    { key: 'operator', label: '经办人', type: 'text', list: { width: 90 } },
    { key: 'requestNo', label: '积分申请单', type: 'text', list: { width: 170 } },
    { key: 'remark', label: '备注', type: 'text' },
    { key: 'statusReason', label: '取消原因', type: 'text' },
    { key: 'statusBy', label: '处理人', type: 'text' },
    { key: 'statusAt', label: '处理时间', type: 'datetime' },
  ],
});
