import { productRecommendResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/marketing/productRecommend 商品推荐: the services the app recommends in each city, in order. */
export default resourcePage(productRecommendResource);
