import { gapRuleResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/informationManage/personnelAllocationGapRulesList 缺口规则列表: head office's staffing rules (category, seats, revenue band → stylists and technicians). */
export default resourcePage(gapRuleResource);
