import { bizHoursApplyResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/shop/businessHours: 营业时间审批, all from its declaration. */
export default resourcePage(bizHoursApplyResource);
