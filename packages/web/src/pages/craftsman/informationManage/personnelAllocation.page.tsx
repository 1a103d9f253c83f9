import { gapApplyResource, storeStaffingResource, type ResourceDef } from '@salon/contract';
import { resourceTabsPage, type ResourcePageOptions } from '../../../engine/ResourcePage';

const gapCell = (v: unknown) => (Number(v) > 0 ? <span style={{ color: '#cf1322', fontWeight: 600 }}>{String(v)}</span> : String(v ?? 0));
const staffingOptions: ResourcePageOptions<typeof storeStaffingResource> = {
  hide: ['detail'],
  render: { gapStylists: gapCell, gapTechnicians: gapCell, ruleName: (v) => (v ? String(v) : '未匹配规则') },
};

/**
 * /craftsman/informationManage/personnelAllocation 人员配置: each store's required head count against
 * who serves there and the gap; the stores' gap applications (waiting ones first, what the menu badge
 * counts) with head office's approval.
 */
export default resourceTabsPage([
  { label: '门店配置', def: storeStaffingResource as ResourceDef, options: staffingOptions as ResourcePageOptions },
  { label: '缺口申请', def: gapApplyResource },
]);
