import { recommendRewardResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/salaryManagement/recommend: 推荐奖励, all from its declaration (list, filters, form, approval, export). */
export default resourcePage(recommendRewardResource);
