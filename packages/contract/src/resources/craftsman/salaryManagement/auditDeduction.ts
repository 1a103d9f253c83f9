import { defineResource } from '../../../resource/types.js';
import { AuditDeductionType, AWAITING_PAY_INPUT, payInputFields as f, payInputWorkflow } from './_shared/payInputs.js';

/**
 * /craftsman/salaryManagement/auditDeduction 审核扣款: deductions from a craftsman's pay for what a
 * patrol or quality audit found (the audit's kind and day, the finding); head office approves,
 * and an approved deduction comes off that month's pay.
 */
export const auditDeductionResource = defineResource({
  name: 'auditDeduction',
  title: '审核扣款',
  page: '/craftsman/salaryManagement/auditDeduction',
  table: 'salary_audit_deduction',
  scope: { by: 'store', field: 'storeId', since: 'month' },
  api: { list: { path: '/mgt/auditDeduction/queryAuditDeductionPage', method: 'POST' } },
  ops: {
    create: 'craftsman:auditDeduction:add',
    update: 'craftsman:auditDeduction:edit',
    remove: 'craftsman:auditDeduction:delete',
    export: 'craftsman:auditDeduction:export',
  },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: AWAITING_PAY_INPUT } },
  workflow: payInputWorkflow('craftsman:auditDeduction', '通过后，扣款从该手艺人计薪月份的工资中扣除。'),
  // prettier-ignore
  fields: [
    f.craftsman,
    f.store,
    { key: 'auditType', label: '稽核类型', type: 'enum', enum: AuditDeductionType, required: true, list: { width: 110 }, form: true, filter: 'eq' },
    { key: 'auditDate', label: '稽核日期', type: 'date', required: true, list: { width: 110 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'finding', label: '稽核问题', type: 'textarea', required: true, max: 500, list: { width: 220, ellipsis: true }, form: true, span: 2 },
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
