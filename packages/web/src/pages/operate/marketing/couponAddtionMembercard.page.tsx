import { packageFormPage } from './couponPackageParts';

/** /operate/marketing/couponAddtionMembercard (hidden): a new 会员卡券券包 (or, with ?id=, a change to one) and the coupons it holds. */
export default packageFormPage(4);
