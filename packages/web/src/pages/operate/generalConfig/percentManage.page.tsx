import { percentConfigResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/generalConfig/percentManage: 比例管理, all from its declaration. */
export default resourcePage(percentConfigResource);
