import { hairCircleLabelResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/hairCircle/manageLabel: 标签管理, all from its declaration. */
export default resourcePage(hairCircleLabelResource);
