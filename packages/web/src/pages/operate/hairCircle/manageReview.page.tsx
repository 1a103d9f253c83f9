import { hairCirclePostReviewResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/hairCircle/manageReview: 内容审核, all from its declaration. */
export default resourcePage(hairCirclePostReviewResource);
