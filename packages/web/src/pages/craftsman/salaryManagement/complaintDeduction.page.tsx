import { complaintDeductionResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/salaryManagement/complaintDeduction: 投诉扣款, all from its declaration (list, filters, form, approval, export). */
export default resourcePage(complaintDeductionResource);
