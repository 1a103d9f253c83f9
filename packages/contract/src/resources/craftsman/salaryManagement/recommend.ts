import { defineResource } from '../../../resource/types.js';
import { AWAITING_PAY_INPUT, payCraftsmanLookup, payInputFields as f, payInputWorkflow } from './_shared/payInputs.js';

/**
 * /craftsman/salaryManagement/recommend 推荐奖励: a reward to a craftsman who recommended a new
 * craftsman (recruit) that stayed N months: paid in a month by which the recruit had served N full
 * months and is still employed; one approved reward per recruit. Head office approves, and an
 * approved reward adds to the recommender's pay of that month.
 */
export const recommendRewardResource = defineResource({
  name: 'recommendReward',
  title: '推荐奖励',
  page: '/craftsman/salaryManagement/recommend',
  table: 'salary_recommend_reward',
  joins: [{ alias: 'rc', table: 'craftsman', on: 'recommended_id' }],
  scope: { by: 'store', field: 'storeId', since: 'month' },
  api: { list: { path: '/mgt/recommendReward/queryRecommendRewardPage', method: 'POST' } },
  ops: {
    create: 'craftsman:recommendReward:add',
    update: 'craftsman:recommendReward:edit',
    remove: 'craftsman:recommendReward:delete',
    export: 'craftsman:recommendReward:export',
  },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: AWAITING_PAY_INPUT } },
  workflow: payInputWorkflow('craftsman:recommendReward', '通过后，推荐奖励计入推荐人计薪月份的工资。'),
  // prettier-ignore
  fields: [
    { ...f.craftsman, label: '推荐人', lookup: payCraftsmanLookup('recommenderName') },
    f.store,
    { key: 'recommendedId', label: '被推荐人', type: 'int', required: true, lookup: payCraftsmanLookup('recommendedName'), list: { width: 100 }, form: 'create', filter: 'eq' },
    { key: 'recommendedEntryDate', column: 'entry_date', from: 'rc', label: '被推荐人入职日期', type: 'date', list: { width: 130 } },
    { key: 'stayMonths', label: '留任月数', type: 'int', required: true, min: 1, max: 24, list: { width: 90 }, form: true, filter: 'eq', defaultValue: 3 },
    f.month,
    { ...f.amount, label: '奖励金额(元)' },
    { key: 'remark', label: '备注', type: 'textarea', max: 500, list: { width: 200, ellipsis: true }, form: true, span: 2 },
    f.status,
    f.applicant,
    f.reviewer,
    f.reviewedAt,
    f.reviewRemark,
    f.createdAt,
  ],
  check: (v) => (v.recommendedId != null && v.recommendedId === v.craftsmanId ? { field: 'recommendedId', message: '被推荐人不能是推荐人本人' } : true),
});
