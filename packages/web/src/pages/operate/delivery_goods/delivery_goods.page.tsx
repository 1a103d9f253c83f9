import { deliveryGoodsResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/delivery_goods/delivery_goods: 配送商品列表 — retail goods, price, stock, sales, recommendation level, 上架/下架 (head office). */
export default resourcePage(deliveryGoodsResource);
