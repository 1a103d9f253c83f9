import { DataLevel } from '../../../enums/craftsmanRegister.js';
import { defineResource } from '../../../resource/types.js';

/**
 * /craftsman/gradeManage/datalevel 数据等级: the S-level dictionary, one row a level (spec prefix S),
 * with the monthly thresholds a craftsman meets to reach it: performance (paid less refunded of the
 * orders served), customers served and designated rate (share of the month's customers who had
 * been served by the same craftsman before). 手艺人数据 suggests levels against them. Higher levels
 * need at least what lower ones do.
 */
export const dataLevelResource = defineResource({
  name: 'craftsmanDataLevel',
  title: '数据等级',
  page: '/craftsman/gradeManage/datalevel',
  table: 'craftsman_data_level',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/craftsmanDataLevel/queryDataLevelPage', method: 'POST' } },
  // One row a level of the enum (migration 070b): edited, never added or removed.
  ops: { update: 'craftsman:datalevel:edit' },
  defaultSort: { field: 'code', dir: 'asc' },
  // prettier-ignore
  fields: [
    { key: 'code', label: '等级', type: 'enum', enum: DataLevel, required: true, unique: true, list: { width: 100 }, filter: 'eq', sortable: true },
    { key: 'name', label: '等级名称', type: 'text', required: true, max: 20, list: { width: 120 }, form: true },
    { key: 'minPerformance', label: '月业绩不低于（元）', type: 'money', required: true, min: 0, max: 9999999, list: { width: 150 }, form: true },
    { key: 'minCustomers', label: '月服务顾客数不低于', type: 'int', required: true, min: 0, max: 9999, list: { width: 150 }, form: true },
    { key: 'minDesignatedRate', label: '指定率不低于（%）', type: 'decimal', scale: 2, required: true, min: 0, max: 100, list: { width: 140 }, form: true },
    { key: 'remark', label: '说明', type: 'textarea', max: 200, list: { width: 220, ellipsis: true }, form: true },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 150 } },
  ],
});
