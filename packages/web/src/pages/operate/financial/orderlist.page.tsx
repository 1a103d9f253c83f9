import { orderResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { orderPageOptions } from './orderParts';

/** /operate/financial/orderlist: 订单列表, from its declaration; the detail adds the lines and the refund steps. */
export default resourcePage(orderResource, orderPageOptions);
