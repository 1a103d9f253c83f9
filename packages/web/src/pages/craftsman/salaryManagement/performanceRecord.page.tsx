import { commissionLineResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { monthFilter, monthText } from '../../../engine/monthFilter';

/** /craftsman/salaryManagement/performanceRecord: 业绩记录, from its declaration, filtered by pay month. */
export default resourcePage(commissionLineResource, { filters: { month: monthFilter }, render: { month: (value) => monthText(value) } });
