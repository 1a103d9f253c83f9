import { COUPON_PAGE, couponTemplateResource } from '@salon/contract';
import { resourceFormPage } from '../../../engine/ResourceFormPage';
import { couponInputs, couponSections } from './couponParts';

/** /operate/marketing/couponAddtion (hidden): a new coupon template on a whole page, saved 未上线 or saved and put online at once. */
export default resourceFormPage(couponTemplateResource, {
  listPath: COUPON_PAGE,
  inputs: couponInputs,
  sections: couponSections,
  thenTransition: 'online',
  saveLabel: '保存（暂不上线）',
  intro: '上线后才能发放、兑换；有效期可选固定日期，或领取后 N 天/周/月/年。',
});
