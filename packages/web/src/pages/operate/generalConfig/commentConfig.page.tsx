import { commentConfigResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/generalConfig/commentConfig: 评论配置, all from its declaration. */
export default resourcePage(commentConfigResource);
