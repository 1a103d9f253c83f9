import { packageDetailPage } from './couponPackageParts';

/** /operate/marketing/couponDetailGift (hidden): one 礼品券券包's terms and coupons, with 编辑 / 上线 / 下线. */
export default packageDetailPage(2);
