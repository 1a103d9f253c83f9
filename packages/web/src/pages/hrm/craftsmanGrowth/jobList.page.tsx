import { jobListReport } from '@salon/contract';
import { reportPage } from '../../../engine/ReportPage';

/** /hrm/craftsmanGrowth/jobList 岗位列表: each job posting's wanted head count beside its registered, moving and employed candidates, and the fill rate. */
export default reportPage(jobListReport);
