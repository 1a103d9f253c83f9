import { franchiseIncomeReport } from '@salon/contract';
import { reportPage } from '../../../engine/ReportPage';

/** /join/business/income 加盟收入: due (the month's costs) and received (approved payments, 保证金 apart) by month and franchise store. */
export default reportPage(franchiseIncomeReport);
