import { HUNMAN_RESOURCE_TABS } from '@salon/contract';
import { reportTabs } from './reportTabs';

/** /hrm/craftsmanGrowth/hunmanResource 人力资源概况: craftsmen in service by station, level, post, city, store and months served. */
export default reportTabs(HUNMAN_RESOURCE_TABS);
