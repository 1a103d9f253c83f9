import { packageDetailPage } from './couponPackageParts';

/** /operate/marketing/couponDetailMembership (hidden): one 会员券券包's terms and coupons, with 编辑 / 上线 / 下线. */
export default packageDetailPage(1);
