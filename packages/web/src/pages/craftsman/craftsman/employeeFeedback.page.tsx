import { employeeFeedbackResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/craftsman/employeeFeedback: 员工反馈 (open ones first; 回复, 关闭), all from its declaration. */
export default resourcePage(employeeFeedbackResource);
