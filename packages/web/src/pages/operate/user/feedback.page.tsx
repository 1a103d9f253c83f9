import { feedbackResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/user/feedback: 用户反馈, from its declaration (受理, then 回复并完结 with the reply). */
export default resourcePage(feedbackResource);
