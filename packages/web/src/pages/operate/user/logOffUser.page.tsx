import { logOffUserResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/user/logOffUser: 注销用户, from its declaration (approve or reject a log-off request). */
export default resourcePage(logOffUserResource);
