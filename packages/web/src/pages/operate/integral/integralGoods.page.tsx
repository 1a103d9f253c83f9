import { pointsGoodsResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/integral/integralGoods: 积分商品 — the counter's point goods, their stock and 上架/下架, from the declaration (head office edits them). */
export default resourcePage(pointsGoodsResource);
