import { itemPriceVersionResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/shop/storePrices: 门店价格, all from its declaration. */
export default resourcePage(itemPriceVersionResource);
