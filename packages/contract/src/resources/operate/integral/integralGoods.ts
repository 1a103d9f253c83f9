import { defineResource } from '../../../resource/types.js';
import { PointsOps, PointsPath, pointsGoodsFields } from './_shared/points.js';

export const POINTS_GOODS_PAGE = '/operate/integral/integralGoods';

/**
 * /operate/integral/integralGoods 积分商品: the goods customers exchange points for at the stores'
 * counters (积分兑换, 积分申请), with their points price, stock and how many were exchanged. Only
 * head office creates and edits them; 上架/下架 put them on and off the counter.
 */
export const pointsGoodsResource = defineResource({
  name: 'pointsGoods',
  title: '积分商品',
  page: POINTS_GOODS_PAGE,
  table: 'points_goods',
  scope: { by: 'none' },
  api: { list: { path: PointsPath.goodsList, method: 'POST' } },
  ops: { create: PointsOps.goodsAdd, update: PointsOps.goodsEdit, export: PointsOps.goodsExport },
  defaultSort: { field: 'sortOrder', dir: 'asc' },
  workflow: {
    field: 'status',
    transitions: [
      { action: 'online', label: '上架', from: [0], to: 1, op: PointsOps.goodsOnline },
      {
        action: 'offline',
        label: '下架',
        from: [1],
        to: 0,
        op: PointsOps.goodsOffline,
        confirm: '下架后门店不能再兑换该商品，已生成的兑换单不受影响，确定下架？',
      },
    ],
  },
  fields: pointsGoodsFields(),
});
