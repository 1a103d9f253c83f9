import { packageFormPage } from './couponPackageParts';

/** /operate/marketing/couponAddtionMembership (hidden): a new 会员券券包 (or, with ?id=, a change to one) and the coupons it holds. */
export default packageFormPage(1);
