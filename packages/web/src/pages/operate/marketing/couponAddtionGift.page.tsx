import { packageFormPage } from './couponPackageParts';

/** /operate/marketing/couponAddtionGift (hidden): a new 礼品券券包 (or, with ?id=, a change to one) and the coupons it holds. */
export default packageFormPage(2);
