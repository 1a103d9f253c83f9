import { hairCirclePostResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/hairCircle/manageList: 内容列表, all from its declaration. */
export default resourcePage(hairCirclePostResource);
