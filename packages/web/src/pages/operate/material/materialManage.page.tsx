import { marketingMaterialResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/material/materialManage: 物料列表, all from its declaration. */
export default resourcePage(marketingMaterialResource);
