import { ucardOrderResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { ulcardPageOptions } from './ulcardParts';

/** /operate/financial/ulcardOrder: U卡订单, from its declaration; the refund steps from the row and the detail. */
export default resourcePage(ucardOrderResource, ulcardPageOptions);
