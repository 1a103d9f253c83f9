import { salaryFundResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { monthFilter, monthText } from '../../../engine/monthFilter';

/** /craftsman/salaryManagement/salaryfund: 薪资基金, from its declaration, filtered by pay month. */
export default resourcePage(salaryFundResource, { filters: { month: monthFilter }, render: { month: (value) => monthText(value) } });
