import { jobChangeResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/craftsman/jobChange: 岗位变动 (reported here, decided on 审批管理), all from its declaration. */
export default resourcePage(jobChangeResource);
