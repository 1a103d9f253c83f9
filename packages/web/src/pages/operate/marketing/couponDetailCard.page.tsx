import { packageDetailPage } from './couponPackageParts';

/** /operate/marketing/couponDetailCard (hidden): one 卡券券包's terms and coupons, with 编辑 / 上线 / 下线. */
export default packageDetailPage(3);
