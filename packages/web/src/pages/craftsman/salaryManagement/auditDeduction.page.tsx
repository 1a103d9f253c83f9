import { auditDeductionResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/salaryManagement/auditDeduction: 审核扣款, all from its declaration (list, filters, form, approval, export). */
export default resourcePage(auditDeductionResource);
