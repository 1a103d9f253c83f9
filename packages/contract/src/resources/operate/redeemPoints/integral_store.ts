import { defineResource } from '../../../resource/types.js';
import { PointsOps, PointsPath, pointsGoodsFields } from '../integral/_shared/points.js';

export const MALL_GOODS_PAGE = '/operate/redeemPoints/integral_store';

/**
 * /operate/redeemPoints/integral_store 商城商品: the goods of the customers' online points mall
 * (delivered by express, see 兑换记录), on the same table as 积分商品 on the mall's channel. Only
 * head office creates and edits them; 上架/下架 show and hide them in the mall.
 */
export const mallGoodsResource = defineResource({
  name: 'mallGoods',
  title: '商城商品',
  page: MALL_GOODS_PAGE,
  table: 'points_goods',
  scope: { by: 'none' },
  api: { list: { path: PointsPath.mallGoodsList, method: 'POST' } },
  ops: { create: PointsOps.mallGoodsAdd, update: PointsOps.mallGoodsEdit },
  defaultSort: { field: 'sortOrder', dir: 'asc' },
  workflow: {
    field: 'status',
    transitions: [
      { action: 'online', label: '上架', from: [0], to: 1, op: PointsOps.mallGoodsOnline },
      { action: 'offline', label: '下架', from: [1], to: 0, op: PointsOps.mallGoodsOffline, confirm: '下架后顾客在积分商城看不到该商品，确定下架？' },
    ],
  },
  fields: pointsGoodsFields().filter((f) => f.key !== 'needsReview'),
});
