import { hairCircleTemplateResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/hairCircle/ciircleTemplate: 发圈模板, all from its declaration. */
export default resourcePage(hairCircleTemplateResource);
