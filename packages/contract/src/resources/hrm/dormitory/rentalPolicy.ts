import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { checkPolicy, DormitoryOps, DormitoryPage, DormitoryPath, DormitoryMsg, POLICY_FIXED, POLICY_SHARE, RentalPolicyMode } from './_shared/dormitory.js';

/**
 * /hrm/dormitory/rentalPolicy 租金政策: what an occupant of a dorm pays a month, per city (no city: the
 * nationwide default, used where a city has none): a fixed bed fee, or the dorm's rent shared by its
 * beds (月租金 ÷ 可住人数) less the company's subsidy. It holds from 生效日期 to 失效日期 (empty: until
 * further notice); one policy per city on any day. 租金结算 pro-rates it by the nights of the month.
 */
export const rentalPolicyResource = defineResource({
  name: 'rentalPolicy',
  title: '租金政策',
  page: DormitoryPage.policy,
  table: 'rental_policy',
  scope: { by: 'none' },
  api: { list: { path: DormitoryPath.policyList, method: 'POST' } },
  ops: { create: DormitoryOps.policyAdd, update: DormitoryOps.policyEdit, remove: DormitoryOps.policyRemove, export: DormitoryOps.policyExport },
  defaultSort: { field: 'effectiveFrom', dir: 'desc' },
  // prettier-ignore
  fields: [
    fields.city({ form: true, placeholder: '不选即全国默认', help: '不选城市即全国默认政策，城市没有自己的政策时适用' }),
    { key: 'name', label: '政策名称', type: 'text', required: true, max: 60, list: { width: 180 }, form: true, filter: 'like' },
    { key: 'mode', label: '计租方式', type: 'enum', enum: RentalPolicyMode, required: true, list: { width: 120 }, form: true, filter: 'eq', defaultValue: POLICY_FIXED },
    { key: 'bedFee', label: '每月床位费(元)', type: 'money', min: 0, max: 100000, requiredWhen: (v: Record<string, unknown>) => Number(v.mode) === POLICY_FIXED, list: { width: 120 }, form: true, help: '固定床位费：每人每月交的金额' },
    { key: 'subsidyPercent', label: '公司补贴比例(%)', type: 'int', min: 0, max: 100, requiredWhen: (v: Record<string, unknown>) => Number(v.mode) === POLICY_SHARE, list: { width: 120 }, form: true, help: '按床位分摊房租：每人每月交 月租金÷可住人数×(1−补贴比例)' },
    { key: 'effectiveFrom', label: '生效日期', type: 'date', required: true, list: { width: 110 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'effectiveTo', label: '失效日期', type: 'date', list: { width: 110 }, form: true, help: '政策适用的最后一天；空表示长期有效' },
    { key: 'remark', label: '说明', type: 'textarea', max: 500, list: { width: 200, ellipsis: true }, form: true, span: 2 },
    fields.updatedBy(),
    fields.updatedAt(),
  ],
  check: (v) => {
    const dates = checkPolicy(v);
    if (dates !== true) return dates;
    if (Number(v.mode) === POLICY_FIXED && (v.bedFee === undefined || v.bedFee === null || v.bedFee === ''))
      return { field: 'bedFee', message: DormitoryMsg.bedFeeRequired };
    if (Number(v.mode) === POLICY_SHARE && (v.subsidyPercent === undefined || v.subsidyPercent === null || v.subsidyPercent === ''))
      return { field: 'subsidyPercent', message: DormitoryMsg.subsidyRequired };
    return true;
  },
});
