import { processPerformanceResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { monthFilter, monthText } from '../../../engine/monthFilter';

/** /craftsman/salaryManagement/processPerformance: 流程绩效, from its declaration, filtered by pay month. */
export default resourcePage(processPerformanceResource, { filters: { month: monthFilter }, render: { month: (value) => monthText(value) } });
