import { evasionOrderResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { evasionPageOptions } from './orderParts';

/** /operate/financial/evasionPayment: 逃单管理, from its declaration; recovery and write-off from the row. */
export default resourcePage(evasionOrderResource, evasionPageOptions);
