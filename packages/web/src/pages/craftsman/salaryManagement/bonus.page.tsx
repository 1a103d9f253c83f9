import { salaryBonusResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/salaryManagement/bonus: 奖金管理, all from its declaration (list, filters, form, approval, export). */
export default resourcePage(salaryBonusResource);
