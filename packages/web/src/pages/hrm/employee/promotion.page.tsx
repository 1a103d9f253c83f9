import { promotionResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/**
 * /hrm/employee/promotion 晋升管理: 转正 applications (待审批 first) from their declaration: 新增 for a craftsman
 * on probation, 通过 (the craftsman regular from the date) / 驳回 / 撤回.
 */
export default resourcePage(promotionResource);
