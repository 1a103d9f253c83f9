import { TOTAL_SITUATION_TABS } from '@salon/contract';
import { reportTabs } from './reportTabs';

/** /hrm/craftsmanGrowth/totalSituation 总体概况: head count today, joiners and leavers this month and year, turnover by city; open candidates by stage. */
export default reportTabs(TOTAL_SITUATION_TABS);
