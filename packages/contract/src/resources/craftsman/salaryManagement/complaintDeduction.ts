import { defineResource } from '../../../resource/types.js';
import { AWAITING_PAY_INPUT, ComplaintType, payInputFields as f, payInputWorkflow } from './_shared/payInputs.js';

/**
 * /craftsman/salaryManagement/complaintDeduction 投诉扣款: deductions from a craftsman's pay for a
 * customer's complaint, linked to the complaint (a 服务投诉 of 用户反馈, by its number) or to the order
 * complained about; head office approves, and an approved deduction comes off that month's pay.
 * Store managers read their stores' deductions.
 */
export const complaintDeductionResource = defineResource({
  name: 'complaintDeduction',
  title: '投诉扣款',
  page: '/craftsman/salaryManagement/complaintDeduction',
  table: 'salary_complaint_deduction',
  scope: { by: 'store', field: 'storeId', since: 'month' },
  api: { list: { path: '/mgt/complaintDeduction/queryComplaintDeductionPage', method: 'POST' } },
  ops: {
    create: 'craftsman:complaintDeduction:add',
    update: 'craftsman:complaintDeduction:edit',
    remove: 'craftsman:complaintDeduction:delete',
    export: 'craftsman:complaintDeduction:export',
  },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: AWAITING_PAY_INPUT } },
  workflow: payInputWorkflow('craftsman:complaintDeduction', '通过后，扣款从该手艺人计薪月份的工资中扣除。'),
  // prettier-ignore
  fields: [
    f.craftsman,
    f.store,
    { key: 'complaintType', label: '投诉类型', type: 'enum', enum: ComplaintType, required: true, list: { width: 100 }, form: true, filter: 'eq' },
    { key: 'complaintDate', label: '投诉日期', type: 'date', required: true, list: { width: 110 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'feedbackId', label: '投诉记录编号', type: 'int', min: 1, list: { width: 110 }, form: 'create', filter: 'eq', help: '用户反馈中「服务投诉」的编号，没有可不填' },
    { key: 'orderNo', label: '投诉订单号', type: 'text', max: 24, list: { width: 170 }, form: 'create', filter: 'eq', help: '被投诉的服务订单，没有可不填' },
    { key: 'description', label: '投诉内容', type: 'textarea', required: true, max: 500, list: { width: 220, ellipsis: true }, form: true, span: 2 },
    f.month,
    { ...f.amount, label: '扣款金额(元)' },
    f.status,
    f.applicant,
    f.reviewer,
    f.reviewedAt,
    f.reviewRemark,
    f.createdAt,
  ],
});
