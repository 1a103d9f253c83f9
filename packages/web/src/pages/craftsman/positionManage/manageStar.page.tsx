import { starRuleResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/positionManage/manageStar: 星级管理, the service-star rules, all from its declaration. */
export default resourcePage(starRuleResource);
