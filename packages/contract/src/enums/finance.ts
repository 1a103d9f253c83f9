import { defineEnum } from './define.js';

/** Order status (spec §3): the codes are the spec's, 6 and 7 are not used. */
export const OrderStatus = defineEnum([
  { value: -2, label: '已撤回', labelEn: 'withdrawn', color: 'default' },
  { value: -1, label: '用户取消', labelEn: 'user cancelled', color: 'default' },
  { value: 0, label: '待开始', labelEn: 'to start', color: 'blue' },
  { value: 1, label: '服务中', labelEn: 'in service', color: 'processing' },
  { value: 2, label: '待支付', labelEn: 'awaiting payment', color: 'orange' },
  { value: 3, label: '已支付', labelEn: 'paid', color: 'green' },
  { value: 4, label: '退款中', labelEn: 'refunding', color: 'gold' },
  { value: 5, label: '已退款', labelEn: 'refunded', color: 'red' },
  { value: 8, label: '部分退款', labelEn: 'partly refunded', color: 'volcano' },
]);

/** How an order (or one part of it) was paid. */
export const PayMethod = defineEnum([
  { value: 1, label: '微信支付', labelEn: 'WeChat Pay', color: 'green' },
  { value: 2, label: '支付宝', labelEn: 'Alipay', color: 'blue' },
  { value: 3, label: '储值卡', labelEn: 'stored-value card', color: 'purple' },
  { value: 4, label: '现金', labelEn: 'cash', color: 'gold' },
  { value: 5, label: '团购券', labelEn: 'group-buy voucher', color: 'orange' },
  { value: 6, label: '银行卡', labelEn: 'bank card', color: 'cyan' },
]);

/** A refund: requested -> approved -> refunded, or rejected (DOMAIN "Orders and finance"). */
export const RefundStatus = defineEnum([
  { value: 0, label: '待审核', labelEn: 'requested', color: 'gold' },
  { value: 1, label: '已审核', labelEn: 'approved', color: 'blue' },
  { value: 2, label: '已退款', labelEn: 'refunded', color: 'green' },
  { value: 3, label: '已驳回', labelEn: 'rejected', color: 'red' },
]);

/** A customer account: normal, log-off requested (in the app), logged off. */
export const CustomerStatus = defineEnum([
  { value: 0, label: '正常', labelEn: 'normal', color: 'green' },
  { value: 1, label: '申请注销', labelEn: 'log-off requested', color: 'orange' },
  { value: 2, label: '已注销', labelEn: 'logged off', color: 'default' },
]);

export const MemberLevel = defineEnum([
  { value: 0, label: '普通会员', labelEn: 'member' },
  { value: 1, label: '银卡会员', labelEn: 'silver' },
  { value: 2, label: '金卡会员', labelEn: 'gold' },
  { value: 3, label: '钻石会员', labelEn: 'diamond' },
]);

/** An evaded payment (served, left without paying): waiting, recovered (paid later), written off. */
export const EvasionStatus = defineEnum([
  { value: 0, label: '待追缴', labelEn: 'to recover', color: 'orange' },
  { value: 1, label: '已追回', labelEn: 'recovered', color: 'green' },
  { value: 2, label: '已核销', labelEn: 'written off', color: 'default' },
]);

/** A U card (U卡): a period pass of unlimited basic haircuts at the chain's stores while valid. */
export const UcardType = defineEnum([
  { value: 1, label: '月卡', labelEn: 'monthly', color: 'blue' },
  { value: 2, label: '季卡', labelEn: 'quarterly', color: 'purple' },
  { value: 3, label: '年卡', labelEn: 'yearly', color: 'gold' },
]);

/** A U-card order: paid, a refund under way (requested or approved), refunded. */
export const UcardOrderStatus = defineEnum([
  { value: 1, label: '已支付', labelEn: 'paid', color: 'green' },
  { value: 2, label: '退款中', labelEn: 'refunding', color: 'gold' },
  { value: 3, label: '已退款', labelEn: 'refunded', color: 'red' },
]);

/** A single-visit card (单次卡) bought for one item. */
export const SingleCardStatus = defineEnum([
  { value: 0, label: '未使用', labelEn: 'unused', color: 'blue' },
  { value: 1, label: '已使用', labelEn: 'used', color: 'green' },
  { value: 2, label: '已过期', labelEn: 'expired', color: 'default' },
  { value: 3, label: '已退款', labelEn: 'refunded', color: 'red' },
  { value: 4, label: '退款中', labelEn: 'refund requested', color: 'gold' },
]);

/** A gift card (礼品卡). */
export const GiftCardStatus = defineEnum([
  { value: 0, label: '未激活', labelEn: 'not activated', color: 'default' },
  { value: 1, label: '已激活', labelEn: 'activated', color: 'green' },
  { value: 2, label: '已用完', labelEn: 'used up', color: 'blue' },
  { value: 3, label: '已过期', labelEn: 'expired', color: 'orange' },
  { value: 4, label: '已作废', labelEn: 'voided', color: 'red' },
]);

/** A craftsman bonus-pool contribution: waiting for its store-month to be settled, or settled. */
export const BonusSettleStatus = defineEnum([
  { value: 0, label: '未结算', labelEn: 'unsettled', color: 'orange' },
  { value: 1, label: '已结算', labelEn: 'settled', color: 'green' },
]);

/** How a customer tipped a craftsman (打赏). */
export const RewardChannel = defineEnum([
  { value: 1, label: '微信支付', labelEn: 'WeChat Pay', color: 'green' },
  { value: 2, label: '支付宝', labelEn: 'Alipay', color: 'blue' },
]);

/** A tip: credited to the craftsman, or returned to the customer. */
export const RewardStatus = defineEnum([
  { value: 1, label: '已到账', labelEn: 'credited', color: 'green' },
  { value: 2, label: '已退回', labelEn: 'returned', color: 'default' },
]);

/** A member card (stored-value card instance): in use, frozen (by head office, with a reason), expired, cancelled. */
export const CardStatus = defineEnum([
  { value: 0, label: '正常', labelEn: 'active', color: 'green' },
  { value: 1, label: '冻结', labelEn: 'frozen', color: 'blue' },
  { value: 2, label: '已过期', labelEn: 'expired', color: 'default' },
  { value: 3, label: '已注销', labelEn: 'cancelled', color: 'red' },
]);

/** What moved a card's money (one ledger row each). */
export const CardLedgerKind = defineEnum([
  { value: 1, label: '充值', labelEn: 'recharge', color: 'green' },
  { value: 2, label: '消费', labelEn: 'consume', color: 'blue' },
  { value: 3, label: '退款', labelEn: 'refund', color: 'red' },
  { value: 4, label: '调整', labelEn: 'adjust', color: 'orange' },
]);

/** A stored-value card order: the card bought, or money added to it. */
export const CardOrderKind = defineEnum([
  { value: 1, label: '购卡', labelEn: 'card purchase', color: 'purple' },
  { value: 2, label: '充值', labelEn: 'recharge', color: 'green' },
]);

export const CardOrderStatus = defineEnum([
  { value: 1, label: '已支付', labelEn: 'paid', color: 'green' },
  { value: 2, label: '退款中', labelEn: 'refunding', color: 'gold' },
  { value: 3, label: '已退款', labelEn: 'refunded', color: 'red' },
]);

/** A store's payment channel on one day: not yet checked, matched, off by some amount, difference settled. */
export const ReconcileStatus = defineEnum([
  { value: 0, label: '未对账', labelEn: 'unchecked', color: 'default' },
  { value: 1, label: '已平账', labelEn: 'matched', color: 'green' },
  { value: 2, label: '有差异', labelEn: 'difference', color: 'red' },
  { value: 3, label: '已处理', labelEn: 'settled', color: 'blue' },
]);
