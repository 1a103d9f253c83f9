import { defineEnum } from '../../../enums/define.js';
import { StoreCategory } from '../../../enums/store.js';
import { defineResource } from '../../../resource/types.js';

export const PercentKind = defineEnum([
  { value: 0, label: '手艺人服务提成', labelEn: 'craftsman commission', color: 'blue' },
  { value: 1, label: '推荐办卡提成', labelEn: 'card referral commission', color: 'cyan' },
  { value: 2, label: '加盟管理费', labelEn: 'franchise fee', color: 'purple' },
  { value: 3, label: '品牌使用费', labelEn: 'brand fee', color: 'magenta' },
  { value: 4, label: '平台服务费', labelEn: 'platform fee', color: 'orange' },
]);

/**
 * /operate/generalConfig/percentManage 比例管理: the chain's percentages by store category (service
 * commission, referral commission, franchise and brand fees, platform fee), each taking effect on
 * its date; the one in force on a day is the latest enabled one dated on
 * or before it (of two on the same day, the one written last).
 */
export const percentConfigResource = defineResource({
  name: 'percentConfig',
  title: '比例',
  page: '/operate/generalConfig/percentManage',
  table: 'percent_config',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/generalConfig/percent/queryPage', method: 'POST' } },
  ops: { create: 'operate:percentConfig:add', update: 'operate:percentConfig:edit', export: 'operate:percentConfig:export' },
  defaultSort: { field: 'effectiveDate', dir: 'desc' },
  form: { width: 560 },
  // prettier-ignore
  fields: [
    { key: 'kind', label: '比例类型', type: 'enum', enum: PercentKind, required: true, list: { width: 140 }, form: 'create', filter: 'eq' },
    { key: 'storeCategory', label: '门店类别', type: 'enum', enum: StoreCategory, required: true, list: { width: 90 }, form: 'create', filter: 'eq' },
    { key: 'rate', label: '比例(%)', type: 'decimal', scale: 2, min: 0, max: 100, required: true, list: { width: 90 }, form: true, sortable: true, help: '0~100，最多两位小数' },
    { key: 'effectiveDate', label: '生效日期', type: 'date', required: true, list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true },
    { key: 'enabled', label: '启用', type: 'bool', defaultValue: true, list: { width: 70 }, form: true, filter: 'eq' },
    { key: 'remark', label: '说明', type: 'text', max: 200, list: { width: 220, ellipsis: true }, form: true, span: 2 },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 160 } },
  ],
});
