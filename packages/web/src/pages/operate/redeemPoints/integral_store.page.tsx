import { mallGoodsResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/redeemPoints/integral_store: 商城商品 — the online points mall's goods, stock and 上架/下架, from the declaration. */
export default resourcePage(mallGoodsResource);
