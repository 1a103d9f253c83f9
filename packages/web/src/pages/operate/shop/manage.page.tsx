import { STORE_ADD_PAGE, storeResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/shop/manage: the store list, all from its declaration; 新增门店 opens the full-page form. */
export default resourcePage(storeResource, { createPage: STORE_ADD_PAGE });
