import { teachingCommissionResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/salaryManagement/teachingCommission: 带教提成, all from its declaration (list, filters, form, approval, export). */
export default resourcePage(teachingCommissionResource);
