import { recruitmentDataReport } from '@salon/contract';
import { reportPage } from '../../../engine/ReportPage';

/** /hrm/craftsmanGrowth/recruitmentData 招聘数据: day by day, per city and source, registrations, HR interviews, trade tests and employments; exportable. */
export default reportPage(recruitmentDataReport);
