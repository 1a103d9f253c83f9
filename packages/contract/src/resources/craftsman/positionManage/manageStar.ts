import { ServiceStar } from '../../../enums/craftsmanRegister.js';
import { defineResource } from '../../../resource/types.js';

/**
 * /craftsman/positionManage/manageStar 星级管理: the service-star rules, one a star (1-5): the
 * lowest average evaluation score and the fewest evaluations in the month a craftsman needs for
 * it. 服务星级 gives each craftsman the highest star whose rule the month meets. A higher star needs
 * at least what a lower one does.
 */
export const starRuleResource = defineResource({
  name: 'craftsmanStarRule',
  title: '星级规则',
  page: '/craftsman/positionManage/manageStar',
  table: 'craftsman_star_rule',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/craftsmanStarRule/queryStarRulePage', method: 'POST' } },
  // One rule a star (migration 070b): edited, never added or removed.
  ops: { update: 'craftsman:manageStar:edit' },
  defaultSort: { field: 'star', dir: 'asc' },
  // prettier-ignore
  fields: [
    { key: 'star', label: '星级', type: 'enum', enum: ServiceStar, required: true, unique: true, list: { width: 90 }, filter: 'eq', sortable: true },
    { key: 'minAvgScore', label: '平均评分不低于', type: 'decimal', scale: 2, required: true, min: 1, max: 5, list: { width: 130 }, form: true },
    { key: 'minCount', label: '评价数不少于', type: 'int', required: true, min: 1, max: 9999, list: { width: 120 }, form: true },
    { key: 'remark', label: '说明', type: 'textarea', max: 200, list: { width: 240, ellipsis: true }, form: true },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 150 } },
  ],
});
