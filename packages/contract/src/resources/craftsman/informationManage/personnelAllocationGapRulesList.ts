import { StoreCategory } from '../../../enums/store.js';
import { compareMoney, isMoney } from '../../../format/cents.js';
import { defineResource } from '../../../resource/types.js';

/**
 * /craftsman/informationManage/personnelAllocationGapRulesList 缺口规则列表: how many stylists and
 * perm/dye technicians a store needs, by store category (empty: any), seats and the last 30 days'
 * revenue band. 人员配置 applies to each store the enabled rule that matches it, a rule naming
 * the category before one that does not, then the higher revenue band.
 */
export const gapRuleResource = defineResource({
  name: 'staffingGapRule',
  title: '缺口规则',
  page: '/craftsman/informationManage/personnelAllocationGapRulesList',
  table: 'staffing_gap_rule',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/personnelAllocation/queryGapRulePage', method: 'POST' } },
  ops: { create: 'craftsman:gapRule:add', update: 'craftsman:gapRule:edit', remove: 'craftsman:gapRule:delete', export: 'craftsman:gapRule:export' },
  defaultSort: { field: 'id', dir: 'asc' },
  // prettier-ignore
  fields: [
    { key: 'id', label: '编号', type: 'int', list: { width: 70 }, sortable: true },
    { key: 'name', label: '规则名称', type: 'text', required: true, max: 60, list: { width: 180 }, form: true, filter: 'like', unique: true },
    { key: 'storeType', label: '门店类别', type: 'enum', enum: StoreCategory, list: { width: 90 }, form: true, filter: 'eq', help: '不选则适用所有类别' },
    { key: 'seatsMin', label: '座位数下限', type: 'int', required: true, min: 0, max: 99, list: { width: 100 }, form: true, defaultValue: 0 },
    { key: 'seatsMax', label: '座位数上限', type: 'int', required: true, min: 0, max: 99, list: { width: 100 }, form: true, defaultValue: 99 },
    { key: 'revenueMin', label: '近30天营收下限', type: 'money', required: true, min: 0, max: 100_000_000, list: { width: 130 }, form: true, defaultValue: '0' },
    { key: 'revenueMax', label: '近30天营收上限', type: 'money', min: 0, max: 100_000_000, list: { width: 130 }, form: true, help: '不填则无上限（不含上限本身）' },
    { key: 'requiredStylists', label: '应配发型师', type: 'int', required: true, min: 0, max: 50, list: { width: 100 }, form: true },
    { key: 'requiredTechnicians', label: '应配烫染师', type: 'int', required: true, min: 0, max: 50, list: { width: 100 }, form: true },
    { key: 'enabled', label: '启用', type: 'bool', list: { width: 70 }, form: true, filter: 'eq', defaultValue: true },
    { key: 'remark', label: '说明', type: 'textarea', max: 200, list: { width: 200, ellipsis: true }, form: true, span: 2 },
    { key: 'updatedBy', label: '最后修改人', type: 'text', list: { width: 100 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 160 } },
  ],
  check: (v) => {
    if (typeof v.seatsMin === 'number' && typeof v.seatsMax === 'number' && v.seatsMin > v.seatsMax)
      return { field: 'seatsMax', message: '座位数上限不能小于下限' };
    if (isMoney(v.revenueMin) && isMoney(v.revenueMax) && compareMoney(v.revenueMin as string, v.revenueMax as string) >= 0)
      return { field: 'revenueMax', message: '营收上限须大于下限' };
    return true;
  },
});
