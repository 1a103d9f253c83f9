import { nodePushResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/enterCulture/nodePush: 节点推送, all from its declaration. */
export default resourcePage(nodePushResource);
