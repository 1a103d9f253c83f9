import { salaryPerformanceResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { monthFilter, monthText } from '../../../engine/monthFilter';

/** /craftsman/salaryManagement/performance: 业绩管理, from its declaration, filtered by pay month. */
export default resourcePage(salaryPerformanceResource, { filters: { month: monthFilter }, render: { month: (value) => monthText(value) } });
