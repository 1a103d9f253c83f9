import { operateToolResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/enterCulture/operateTools: 运营工具, all from its declaration. */
export default resourcePage(operateToolResource);
