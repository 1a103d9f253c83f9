import { enterMessageResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/enterCulture/enterMessage: 企业资讯, all from its declaration. */
export default resourcePage(enterMessageResource);
