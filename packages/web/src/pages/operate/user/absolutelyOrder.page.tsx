import { userOrderResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { OrderLines } from '../financial/orderParts';

/** /operate/user/absolutelyOrder: 用户订单, a customer's orders by whole mobile or order number; the detail shows the order's lines (no refund steps here). */
export default resourcePage(userOrderResource, { detailExtra: (row, page) => <OrderLines row={row} page={page} refunds={false} /> });
