import { otherGoodsOrderResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/delivery_goods/otherGoodsOrder: 其他商品订单 — goods collected at a store: 提货, 取消订单/退款 before collection. */
export default resourcePage(otherGoodsOrderResource);
