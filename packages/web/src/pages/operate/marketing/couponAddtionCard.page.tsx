import { packageFormPage } from './couponPackageParts';

/** /operate/marketing/couponAddtionCard (hidden): a new 卡券券包 (or, with ?id=, a change to one) and the coupons it holds. */
export default packageFormPage(3);
