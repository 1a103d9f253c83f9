import { DIMISSION_ANALYSIS_TABS } from '@salon/contract';
import { reportTabs } from './reportTabs';

/** /hrm/craftsmanGrowth/dimissionAnalysis 离职分析: leavers and turnover by month and city, leavers by reason and by months served. */
export default reportTabs(DIMISSION_ANALYSIS_TABS);
