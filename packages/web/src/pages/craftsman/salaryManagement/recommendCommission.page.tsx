import { recommendCommissionResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/salaryManagement/recommendCommission: 推荐提成, all from its declaration (list, filters, form, approval, export). */
export default resourcePage(recommendCommissionResource);
