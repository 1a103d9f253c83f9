import { defineResource } from '../../../resource/types.js';
import { AWAITING_PAY_INPUT, BonusKind, payInputFields as f, payInputWorkflow } from './_shared/payInputs.js';

/**
 * /craftsman/salaryManagement/bonus 奖金管理: bonuses of a craftsman (业绩奖金, 全勤奖, 服务之星 …)
 * for a pay month with their reason; head office approves, and an approved bonus adds to that
 * month's pay. The craftsman's store owns the record (store scope).
 */
export const salaryBonusResource = defineResource({
  name: 'salaryBonus',
  title: '奖金',
  page: '/craftsman/salaryManagement/bonus',
  table: 'salary_bonus',
  scope: { by: 'store', field: 'storeId', since: 'month' },
  api: { list: { path: '/mgt/salaryBonus/queryBonusPage', method: 'POST' } },
  ops: { create: 'craftsman:bonus:add', update: 'craftsman:bonus:edit', remove: 'craftsman:bonus:delete', export: 'craftsman:bonus:export' },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: AWAITING_PAY_INPUT } },
  workflow: payInputWorkflow('craftsman:bonus', '通过后，奖金计入该手艺人计薪月份的工资。'),
  // prettier-ignore
  fields: [
    f.craftsman,
    f.store,
    { key: 'kind', label: '奖金类型', type: 'enum', enum: BonusKind, required: true, list: { width: 100 }, form: true, filter: 'eq' },
    f.month,
    { ...f.amount, label: '奖金金额(元)' },
    { key: 'reason', label: '发放原因', type: 'textarea', required: true, max: 500, list: { width: 220, ellipsis: true }, form: true, span: 2 },
    f.status,
    f.applicant,
    f.reviewer,
    f.reviewedAt,
    f.reviewRemark,
    f.createdAt,
  ],
});
