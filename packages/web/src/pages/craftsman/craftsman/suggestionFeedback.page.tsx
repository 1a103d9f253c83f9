import { suggestionResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/craftsman/suggestionFeedback: 建议反馈 (回复, 采纳, 关闭), all from its declaration. */
export default resourcePage(suggestionResource);
