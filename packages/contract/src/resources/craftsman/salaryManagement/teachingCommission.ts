import { defineResource } from '../../../resource/types.js';
import { AWAITING_PAY_INPUT, payCraftsmanLookup, payInputFields as f, payInputWorkflow } from './_shared/payInputs.js';

/**
 * /craftsman/salaryManagement/teachingCommission 带教提成: a tutor's commission for teaching one
 * apprentice of the same store, per pay month (one approved amount per apprentice and month);
 * head office approves, and an approved one adds to the tutor's pay of that month.
 */
export const teachingCommissionResource = defineResource({
  name: 'teachingCommission',
  title: '带教提成',
  page: '/craftsman/salaryManagement/teachingCommission',
  table: 'salary_teaching_commission',
  scope: { by: 'store', field: 'storeId', since: 'month' },
  api: { list: { path: '/mgt/teachingCommission/queryTeachingCommissionPage', method: 'POST' } },
  ops: {
    create: 'craftsman:teachingCommission:add',
    update: 'craftsman:teachingCommission:edit',
    remove: 'craftsman:teachingCommission:delete',
    export: 'craftsman:teachingCommission:export',
  },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: AWAITING_PAY_INPUT } },
  workflow: payInputWorkflow('craftsman:teachingCommission', '通过后，带教提成计入带教导师计薪月份的工资。'),
  // prettier-ignore
  fields: [
    { ...f.craftsman, label: '带教导师', lookup: payCraftsmanLookup('tutorName') },
    { key: 'apprenticeId', label: '学徒', type: 'int', required: true, lookup: payCraftsmanLookup('apprenticeName'), list: { width: 100 }, form: 'create', filter: 'eq' },
    f.store,
    f.month,
    { ...f.amount, label: '提成金额(元)' },
    { key: 'remark', label: '带教说明', type: 'textarea', max: 500, list: { width: 200, ellipsis: true }, form: true, span: 2 },
    f.status,
    f.applicant,
    f.reviewer,
    f.reviewedAt,
    f.reviewRemark,
    f.createdAt,
  ],
  check: (v) => (v.apprenticeId != null && v.apprenticeId === v.craftsmanId ? { field: 'apprenticeId', message: '学徒不能是带教导师本人' } : true),
});
