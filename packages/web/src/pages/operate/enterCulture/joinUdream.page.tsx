import { joinUdreamResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/enterCulture/joinUdream: 加入优梦, all from its declaration. */
export default resourcePage(joinUdreamResource);
