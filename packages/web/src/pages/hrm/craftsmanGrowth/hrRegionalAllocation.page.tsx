import { recruitRegionResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /hrm/craftsmanGrowth/hrRegionalAllocation 区域人力配置: recruit regions with their HR owner and monthly target beside this month's registered and employed; add, edit, disable with a reason. */
export default resourcePage(recruitRegionResource);
