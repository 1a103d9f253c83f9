import { z } from 'zod';
import { checked, intSchema, textSchema } from '../../../../api/zod.js';
import { defineEnum } from '../../../../enums/define.js';
import { defineEndpoint } from '../../../../resource/endpoint.js';
import { fields } from '../../../../resource/fields.js';
import { validateMobile } from '../../../../validators/phone.js';

/**
 * Customers' points (积分, DOMAIN "Members and marketing"): every customer has one points
 * account whose balance is always the sum of its ledger (积分记录); points are earned on paid
 * orders, spent on point goods (积分商品) by an exchange (积分兑换, at once) or by a request that
 * head office reviews (积分申请: the points are held when it is made and given back when it is
 * rejected). The points mall (积分商城) is the same goods and exchanges on the online channel.
 * Ledger rows carry the store where they happened (none: head office's own adjustments and the
 * online mall), which is what a store manager's store-data authority sees.
 */

/** What moved a customer's points. */
export const PointsLedgerKind = defineEnum([
  { value: 1, label: '消费赠送', labelEn: 'earned on an order', color: 'green' },
  { value: 2, label: '积分兑换', labelEn: 'exchanged', color: 'orange' },
  { value: 3, label: '退回', labelEn: 'returned', color: 'blue' },
  { value: 4, label: '人工调整', labelEn: 'adjusted', color: 'purple' },
  { value: 5, label: '活动赠送', labelEn: 'campaign gift', color: 'cyan' },
]);

/** Where point goods are exchanged: at a store's counter, or in the customers' online points mall (delivered). */
export const PointsChannel = defineEnum([
  { value: 1, label: '门店兑换', labelEn: 'at a store' },
  { value: 2, label: '积分商城', labelEn: 'online mall' },
]);

export const PointsGoodsCategory = defineEnum([
  { value: 1, label: '实物礼品', labelEn: 'gift' },
  { value: 2, label: '护理服务', labelEn: 'care service' },
  { value: 3, label: '优惠券', labelEn: 'coupon' },
  { value: 4, label: '洗护产品', labelEn: 'hair-care product' },
]);

export const PointsGoodsStatus = defineEnum([
  { value: 0, label: '已下架', labelEn: 'off the shelf', color: 'default' },
  { value: 1, label: '已上架', labelEn: 'on the shelf', color: 'green' },
]);

/** A store exchange: 待领取 -> 已领取, or 已取消 before it is collected (points and stock given back). */
export const PointsExchangeStatus = defineEnum([
  { value: 0, label: '待领取', labelEn: 'to collect', color: 'blue' },
  { value: 1, label: '已领取', labelEn: 'collected', color: 'green' },
  { value: 2, label: '已取消', labelEn: 'cancelled', color: 'default' },
]);

/** An online mall exchange: 待发货 -> 已发货 (with its tracking number), or 已取消 before shipping. */
export const MallExchangeStatus = defineEnum([
  { value: 0, label: '待发货', labelEn: 'to ship', color: 'blue' },
  { value: 1, label: '已发货', labelEn: 'shipped', color: 'green' },
  { value: 2, label: '已取消', labelEn: 'cancelled', color: 'default' },
]);

/** A redemption application: 待审核 -> 已通过 (an exchange to collect is made) / 已驳回 (the points come back). */
export const PointsRequestStatus = defineEnum([
  { value: 0, label: '待审核', labelEn: 'pending review', color: 'orange' },
  { value: 1, label: '已通过', labelEn: 'approved', color: 'green' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
]);

/** One adjustment moves at most this many points either way; one exchange takes at most this many pieces. */
export const POINTS_ADJUST_MAX = 100_000;
export const POINTS_EXCHANGE_MAX_QTY = 20;
/** Points earned per yuan paid (rounded down) on an order. */
export const POINTS_PER_YUAN = 1;

export const PointsPath = {
  ledgerList: '/market/funland/points/queryRecordPage',
  ledgerDetail: '/market/funland/points/getRecord',
  ledgerExport: '/market/funland/points/exportRecord',
  adjust: '/market/funland/points/adjust',
  earnByOrder: '/market/funland/points/earnByOrder',
  goodsList: '/market/funland/integralGoods/queryPage',
  mallGoodsList: '/market/funland/mallGoods/queryPage',
  exchangeList: '/market/funland/exchange/queryPage',
  exchangeCreate: '/market/funland/exchange/add',
  mallExchangeList: '/market/funland/mallExchange/queryPage',
  requestList: '/market/funland/request/queryPage',
  requestCreate: '/market/funland/request/add',
} as const;

export const PointsOps = {
  ledgerExport: 'integral:record:export',
  ledgerViewMobile: 'integral:record:viewMobile',
  adjust: 'integral:record:adjust',
  earn: 'integral:record:earn',
  goodsAdd: 'integral:goods:add',
  goodsEdit: 'integral:goods:edit',
  goodsOnline: 'integral:goods:online',
  goodsOffline: 'integral:goods:offline',
  goodsExport: 'integral:goods:export',
  mallGoodsAdd: 'redeemPoints:goods:add',
  mallGoodsEdit: 'redeemPoints:goods:edit',
  mallGoodsOnline: 'redeemPoints:goods:online',
  mallGoodsOffline: 'redeemPoints:goods:offline',
  exchangeAdd: 'integral:exchange:add',
  exchangeCollect: 'integral:exchange:collect',
  exchangeCancel: 'integral:exchange:cancel',
  exchangeExport: 'integral:exchange:export',
  exchangeViewMobile: 'integral:exchange:viewMobile',
  mallShip: 'redeemPoints:exchange:ship',
  mallCancel: 'redeemPoints:exchange:cancel',
  mallExport: 'redeemPoints:exchange:export',
  mallViewMobile: 'redeemPoints:exchange:viewMobile',
  requestAdd: 'integral:request:add',
  requestApprove: 'integral:request:approve',
  requestReject: 'integral:request:reject',
  requestExport: 'integral:request:export',
  requestViewMobile: 'integral:request:viewMobile',
} as const;

export const pointsCustomerJoin = fields.customerJoin();
export const pointsCustomerName = fields.customerName();
export const pointsCustomerMobile = fields.maskedMobile();

const mobileText = checked(validateMobile);
const reasonText = (label: string) =>
  textSchema({ multiline: true, error: `请填写${label}` })
    .min(1, `请填写${label}`)
    .max(200, `${label}最多200个字`);

/** 调整积分 (head office): a customer's points up or down by a whole number, with a reason. */
export const PointsAdjustBody = z.object({
  mobile: mobileText,
  delta: intSchema({ min: -POINTS_ADJUST_MAX, max: POINTS_ADJUST_MAX, label: '调整积分' }).refine((v) => v !== 0, '调整积分不能为0'),
  reason: reasonText('调整原因'),
});

/** 补记消费积分: the points of a paid order that earned none (one yuan paid, one point), once per order. */
export const PointsEarnBody = z.object({
  orderNo: textSchema({ error: '请填写订单号' }).min(1, '请填写订单号').max(24, '订单号最多24位'),
});

/** 新建兑换 / 提交积分申请: a customer (by the whole mobile), the goods, how many, at which store. */
const exchangeShape = {
  mobile: mobileText,
  goodsId: intSchema({ min: 1, error: '请选择积分商品' }),
  quantity: intSchema({ min: 1, max: POINTS_EXCHANGE_MAX_QTY, label: '兑换数量' }),
  storeId: intSchema({ min: 1, error: '请选择门店' }),
};
export const PointsExchangeBody = z.object({ ...exchangeShape, remark: textSchema({ multiline: true }).max(200, '备注最多200个字').nullish() });
export const PointsRequestBody = z.object({ ...exchangeShape, reason: reasonText('申请说明') });

/** What a change of a customer's points answers: the ledger row written and the balance after it. */
export const PointsMoveResult = z.object({ customerId: z.number().int(), ledgerId: z.number().int(), balance: z.number().int() });
export const PointsExchangeResult = PointsMoveResult.extend({ id: z.number().int(), no: z.string() });

export const pointsAdjust = defineEndpoint({
  path: PointsPath.adjust,
  method: 'POST',
  permission: { op: PointsOps.adjust },
  body: PointsAdjustBody,
  result: PointsMoveResult,
  summary: '调整积分（总部）：顾客积分增减一个整数并写一条人工调整记录，调整后不能小于0',
});
export const pointsEarnByOrder = defineEndpoint({
  path: PointsPath.earnByOrder,
  method: 'POST',
  permission: { op: PointsOps.earn },
  body: PointsEarnBody,
  result: PointsMoveResult,
  summary: '补记消费积分：已支付且未赠送积分的订单按实付金额（扣除已退款）每元1分记入，每单一次',
});
export const pointsExchangeCreate = defineEndpoint({
  path: PointsPath.exchangeCreate,
  method: 'POST',
  permission: { op: PointsOps.exchangeAdd },
  body: PointsExchangeBody,
  result: PointsExchangeResult,
  summary: '新建积分兑换：扣减顾客积分与商品库存（同一事务，行锁），生成待领取的兑换单',
});
export const pointsRequestCreate = defineEndpoint({
  path: PointsPath.requestCreate,
  method: 'POST',
  permission: { op: PointsOps.requestAdd },
  body: PointsRequestBody,
  result: PointsExchangeResult,
  summary: '提交积分申请：需审核的商品先冻结（扣减）积分与库存，总部审核通过生成兑换单，驳回退回积分与库存',
});

/**
 * The declaration of point goods on one channel (积分商品 at the stores' counters, 商城商品 in the
 * online mall): same table, the channel fixed by the page. Head office alone creates and edits them
 * (the server refuses a store-scoped user); 上架/下架 are declared steps.
 */
export function pointsGoodsFields() {
  // prettier-ignore
  return [
    { key: 'goodsCode', label: '商品编码', type: 'text', required: true, unique: true, max: 20, list: { width: 110 }, form: 'create', filter: 'eq' },
    { key: 'name', label: '商品名称', type: 'text', required: true, max: 60, list: { width: 180 }, form: true, filter: 'like' },
    { key: 'category', label: '商品类别', type: 'enum', enum: PointsGoodsCategory, required: true, list: { width: 90 }, form: true, filter: 'eq', defaultValue: 1 },
    { key: 'pointsPrice', label: '兑换积分', type: 'int', required: true, min: 1, max: 1_000_000, list: { width: 90 }, form: true, sortable: true, filter: 'range' },
    { key: 'marketPrice', label: '市场价', type: 'money', required: true, min: 0, max: 100_000, list: { width: 90 }, form: true },
    { key: 'stock', label: '库存', type: 'int', required: true, min: 0, max: 1_000_000, list: { width: 80 }, form: true, sortable: true },
    { key: 'exchangedCount', label: '已兑换', type: 'int', list: { width: 80 }, sortable: true },
    { key: 'needsReview', label: '需总部审核', type: 'bool', list: { width: 100 }, form: true, filter: 'eq', defaultValue: false, help: '需审核的商品由门店提交积分申请，总部审核通过后才能领取' },
    { key: 'status', label: '状态', type: 'enum', enum: PointsGoodsStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'imageUrl', label: '商品图片', type: 'image', list: { width: 90 }, form: true },
    { key: 'description', label: '商品说明', type: 'textarea', max: 500, form: true, span: 2 },
    { key: 'sortOrder', label: '排序', type: 'int', min: 0, max: 9999, list: { width: 70 }, form: true, defaultValue: 100, sortable: true, help: '数字小的排在前面' },
    { key: 'createdBy', label: '创建人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 150 } },
  ] as const;
}

/** A point goods on the counter, as the exchange and request forms offer them. */
export const PointsGoodsOption = z.object({
  id: z.number().int(),
  goodsCode: z.string(),
  name: z.string(),
  pointsPrice: z.number().int(),
  stock: z.number().int(),
  needsReview: z.boolean(),
});
export type PointsGoodsOption = z.infer<typeof PointsGoodsOption>;
export const pointsGoodsOptions = defineEndpoint({
  path: '/market/funland/integralGoods/options',
  method: 'GET',
  permission: { signedIn: true },
  result: z.array(PointsGoodsOption),
  summary: '门店可兑换的积分商品（已上架），含兑换积分、库存与是否需总部审核，供新建兑换与积分申请选择',
});
