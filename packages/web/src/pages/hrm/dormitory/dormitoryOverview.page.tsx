import { dormitoryOverviewReport } from '@salon/contract';
import { reportPage } from '../../../engine/ReportPage';

/** /hrm/dormitory/dormitoryOverview 宿舍概况: dorms, beds, occupants today, vacancy and this month's rent by city, from its report declaration. */
export default reportPage(dormitoryOverviewReport);
