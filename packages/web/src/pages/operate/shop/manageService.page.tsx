import { storeItemResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/shop/manageService: 门店服务项目, all from its declaration. */
export default resourcePage(storeItemResource);
