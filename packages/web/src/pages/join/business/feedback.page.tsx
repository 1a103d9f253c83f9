import { franchiseFeedbackResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/**
 * /join/business/feedback 加盟商反馈: franchise stores' feedback (a store adds its own), 受理, 回复 (the
 * reply) and 关闭 (the reason) from the declaration, waiting ones first, export.
 */
export default resourcePage(franchiseFeedbackResource);
