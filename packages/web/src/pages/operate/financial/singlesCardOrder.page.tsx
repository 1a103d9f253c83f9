import { singleCardResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/financial/singlesCardOrder: 单次卡订单; 退款 (unused cards only) is the declaration's transition. */
export default resourcePage(singleCardResource);
