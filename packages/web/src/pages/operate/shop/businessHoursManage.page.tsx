import { bizHoursManageResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/shop/businessHoursManage: 门店营业时间, all from its declaration. */
export default resourcePage(bizHoursManageResource);
