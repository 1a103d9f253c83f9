import { businessDailyReport } from '@salon/contract';
import { reportPage } from '../../../engine/ReportPage';

/** /analysis/business/daily: 日报表, all from its declaration. */
export default reportPage(businessDailyReport);
