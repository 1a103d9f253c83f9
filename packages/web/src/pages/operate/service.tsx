import { itemResource } from '@salon/contract';
import { resourcePage } from '../../engine/ResourcePage';

/** /operate/shop/service: 服务项目, all from its declaration. */
export default resourcePage(itemResource);
