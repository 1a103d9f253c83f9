import { defineEnum } from './define.js';

export const CouponType = defineEnum([
  { value: 0, label: '普通券', labelEn: 'ordinary' },
  { value: 1, label: '次卡券', labelEn: 'times-card' },
  { value: 3, label: '造型券', labelEn: 'styling' },
  { value: 5, label: '会员券', labelEn: 'membership' },
  { value: 6, label: '造型品牌券', labelEn: 'styling-brand' },
  { value: 7, label: '次卡券(第二App)', labelEn: 'times-card (second app)' },
  { value: 8, label: '商品券', labelEn: 'goods' },
]);

export const ItemStatus = defineEnum([
  { value: 0, label: '内部', labelEn: 'internal' },
  { value: 1, label: '外部(仅H5)', labelEn: 'external (H5 only)' },
  { value: 2, label: '系统(仅后台)', labelEn: 'system (admin only)' },
  { value: 3, label: '增值', labelEn: 'value-added' },
]);

export const ItemType = defineEnum([
  { value: 0, label: '基础服务', labelEn: 'basic service' },
  { value: 1, label: '套餐', labelEn: 'package' },
  { value: 3, label: '小烫染项目组', labelEn: 'mini perm-and-dye item set' },
]);

export const TraceHairLevel = defineEnum([
  { value: 1, label: '金卡', labelEn: 'gold' },
  { value: 2, label: '黑金卡', labelEn: 'black gold' },
  { value: 3, label: '钻石卡', labelEn: 'diamond' },
]);

export const RemindState = defineEnum([
  { value: 0, label: '正常', labelEn: 'normal', color: 'green' },
  { value: 1, label: '即将到期', labelEn: 'expiring', color: 'orange' },
  { value: 2, label: '已到期', labelEn: 'expired', color: 'red' },
]);

export const ActivityType = defineEnum([
  { value: 0, label: '直发', labelEn: 'direct-send' },
  { value: 1, label: '普通', labelEn: 'ordinary' },
  { value: 2, label: '好评分享', labelEn: 'good-rating share' },
  { value: 3, label: '好友邀请', labelEn: 'friend invite' },
  { value: 4, label: '分享', labelEn: 'share' },
  // The spec names these without their values (§3): ours, after the named ones.
  { value: 5, label: '全城活动', labelEn: 'city-wide' },
  { value: 6, label: 'IP活动', labelEn: 'IP' },
  { value: 7, label: '半价活动', labelEn: 'half-price' },
  { value: 8, label: '老人儿童半价', labelEn: 'elders-and-children half-price' },
  { value: 9, label: '护肤活动', labelEn: 'skin-care' },
]);

export const ActivityServiceType = defineEnum([
  { value: 0, label: '系统直发', labelEn: 'direct system send' },
  { value: 21, label: '好评分享', labelEn: 'good-review share' },
  { value: 22, label: '好评邀请', labelEn: 'good-review invite' },
  { value: 23, label: '好评邀请消费', labelEn: 'good-review invite consumption' },
  { value: 31, label: '好友邀请', labelEn: 'friend invite' },
  { value: 32, label: '好友邀请消费', labelEn: 'friend invite consumption' },
  { value: 41, label: '分享得券', labelEn: 'share-and-get' },
  { value: 42, label: '领券', labelEn: 'claim' },
  { value: 43, label: '消费返券', labelEn: 'coupon-back after consumption' },
  { value: 44, label: '领券返券', labelEn: 'claim-coupon-back' },
  { value: 45, label: '支付领券', labelEn: 'pay-claim' },
  { value: 46, label: '支付得券', labelEn: 'pay-get' },
  { value: 51, label: '分享得', labelEn: 'share-get' },
  { value: 52, label: '领取', labelEn: 'claim' },
  { value: 53, label: '消费返券', labelEn: 'consumption coupon-back' },
  { value: 91, label: '护肤活动', labelEn: 'skin-care activity' },
  { value: 47, label: '取号成功页(放弃优惠自动发券)', labelEn: 'queue-number success page (abandon discount auto-send)' },
  { value: 48, label: '加购', labelEn: 'add-on purchase' },
  { value: 49, label: '取号成功页购买商品', labelEn: 'number success page, buy goods' },
  { value: 50, label: '取号成功自动发券', labelEn: 'number success auto coupon' },
  { value: 113, label: '进入门店详情页', labelEn: 'entered store detail page' },
  { value: 114, label: '小程序取消排队', labelEn: 'mini-program cancelled queue' },
]);

export const TimeUnit = defineEnum([
  { value: 'day', label: '天', labelEn: 'day' },
  { value: 'week', label: '周', labelEn: 'week' },
  { value: 'month', label: '月', labelEn: 'month' },
  { value: 'year', label: '年', labelEn: 'year' },
]);

export const ProcurementStatus = defineEnum([
  { value: 0, label: '待审核', labelEn: 'awaiting review', color: 'blue' },
  { value: 1, label: '待发货', labelEn: 'awaiting shipment', color: 'gold' },
  { value: 2, label: '已发货', labelEn: 'shipped', color: 'cyan' },
  { value: 3, label: '已收货', labelEn: 'received', color: 'green' },
  { value: -1, label: '审核不通过', labelEn: 'review failed', color: 'red' },
]);

export const TrainingAreaType = defineEnum([
  { value: 0, label: '一区', labelEn: 'area 0' },
  { value: 1, label: '二区', labelEn: 'area 1' },
  { value: 2, label: '三区', labelEn: 'area 2' },
]);
export const TrainingBatchType = defineEnum([
  { value: 0, label: '周二批次', labelEn: 'Tuesday' },
  { value: 1, label: '周五批次', labelEn: 'Friday' },
]);
export const TermStatus = defineEnum([
  { value: 0, label: '进行中', labelEn: 'in progress' },
  { value: 1, label: '已结束', labelEn: 'ended' },
]);
export const CourseType = defineEnum([
  { value: 0, label: '流程', labelEn: 'process' },
  { value: 1, label: '男发', labelEn: "men's hair" },
  { value: 2, label: '女发', labelEn: "women's hair" },
]);
export const TrainingConfigType = defineEnum([
  { value: 1, label: '学员须提交考核作品', labelEn: 'trainee must submit assessment work' },
  { value: 2, label: '考核评审', labelEn: 'assessment review' },
]);
