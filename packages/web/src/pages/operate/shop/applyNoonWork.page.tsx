import { noonWorkResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/shop/applyNoonWork: 午间营业申请, all from its declaration. */
export default resourcePage(noonWorkResource);
