import { TOOL_COST_RULE, toolApplyResource, toolItemResource, type ResourceDef } from '@salon/contract';
import { resourceTabsPage, type ResourcePageOptions } from '../../../engine/ResourcePage';

const apply: ResourcePageOptions<typeof toolApplyResource> = {
  formDialog: {
    title: () => '工具申请',
    intro: () =>
      `按工具目录的单价计价：入职未满一年的手艺人个人承担${TOOL_COST_RULE.newcomerPercent}%，满一年的承担${TOOL_COST_RULE.seniorPercent}%，其余由公司承担。`,
  },
};

/**
 * /hrm/employee/approvalToolApply 工具申请审批: applications (待审批 and 已通过 first) with 通过 / 驳回 / 发放 /
 * 撤回 from the declaration, and the tool catalogue with prices.
 */
export default resourceTabsPage([
  { label: '工具申请', def: toolApplyResource as ResourceDef, options: apply as ResourcePageOptions },
  { label: '工具目录', def: toolItemResource as ResourceDef },
]);
