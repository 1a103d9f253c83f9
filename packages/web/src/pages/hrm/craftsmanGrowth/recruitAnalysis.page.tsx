import { RECRUIT_ANALYSIS_TABS } from '@salon/contract';
import { reportTabs } from './reportTabs';

/** /hrm/craftsmanGrowth/recruitAnalysis 招聘分析: registrations and the stages reached (HR interview, trade test, training, employed) with their rates, by month, city and source. */
export default reportTabs(RECRUIT_ANALYSIS_TABS);
