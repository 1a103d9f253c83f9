import { hairCircleSourceResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/hairCircle/fromMgmt: 来源管理, all from its declaration. */
export default resourcePage(hairCircleSourceResource);
