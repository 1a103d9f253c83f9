import { orderQueryResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { orderPageOptions } from './orderParts';

/** /operate/financial/order: 订单查询 by order number or whole mobile, the timeline and the refund steps in the detail. */
export default resourcePage(orderQueryResource, orderPageOptions);
