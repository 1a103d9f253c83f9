import { officialWebsiteNewsResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/enterCulture/officialWebsiteNews: 官网新闻, all from its declaration. */
export default resourcePage(officialWebsiteNewsResource);
