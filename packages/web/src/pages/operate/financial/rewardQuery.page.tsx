import { rewardResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/financial/rewardQuery: 打赏查询, customers' tips to craftsmen. */
export default resourcePage(rewardResource);
