import { gradeApprovalResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/gradeManage/approve: 定级审批, waiting promotions first, all from its declaration. */
export default resourcePage(gradeApprovalResource);
