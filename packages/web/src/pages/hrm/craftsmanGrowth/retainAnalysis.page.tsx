import { RETAIN_ANALYSIS_TABS } from '@salon/contract';
import { reportTabs } from './reportTabs';

/** /hrm/craftsmanGrowth/retainAnalysis 留存分析: recruits employed in a month still in service after 30/90/180 days, by employment month and city. */
export default reportTabs(RETAIN_ANALYSIS_TABS);
