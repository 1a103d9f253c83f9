import { defineResource } from '../../../resource/types.js';
import { AWAITING_PAY_INPUT, payInputFields as f, payInputWorkflow, ViolationStatus, ViolationType } from '../salaryManagement/_shared/payInputs.js';

const workflow = payInputWorkflow('craftsman:violation', '确认后，违规扣款计入违规日期所在月份的工资。');

/**
 * /craftsman/craftsman/violationRecord 违规记录: a craftsman's violations (type, day, what happened,
 * the deduction; 0 is a warning only), recorded by the store or head office and confirmed by head
 * office (the approval shape: 待确认 → 已确认 / 已驳回 with a reason). A confirmed one deducts in the
 * month of its day. Store managers read their stores' records.
 */
export const violationRecordResource = defineResource({
  name: 'violationRecord',
  title: '违规记录',
  page: '/craftsman/craftsman/violationRecord',
  table: 'craftsman_violation',
  scope: { by: 'store', field: 'storeId', since: 'violationDate' },
  api: { list: { path: '/mgt/violationRecord/queryViolationRecordPage', method: 'POST' } },
  ops: {
    create: 'craftsman:violation:add',
    update: 'craftsman:violation:edit',
    remove: 'craftsman:violation:delete',
    export: 'craftsman:violation:export',
  },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: AWAITING_PAY_INPUT } },
  workflow: { ...workflow, transitions: workflow.transitions.map((t) => (t.action === 'approve' ? { ...t, label: '确认' } : t)) },
  // prettier-ignore
  fields: [
    f.craftsman,
    f.store,
    { key: 'violationType', label: '违规类型', type: 'enum', enum: ViolationType, required: true, list: { width: 100 }, form: true, filter: 'eq' },
    { key: 'violationDate', label: '违规日期', type: 'date', required: true, list: { width: 110 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'description', label: '违规说明', type: 'textarea', required: true, max: 500, list: { width: 220, ellipsis: true }, form: true, span: 2 },
    { ...f.amount, label: '扣款金额(元)', min: 0, help: '0 表示仅警告，不扣款' },
    { key: 'month', label: '扣款月份', type: 'date', list: { width: 110 }, filter: 'dateRange' },
    { ...f.status, enum: ViolationStatus },
    { ...f.applicant, label: '登记人' },
    { ...f.reviewer, label: '确认人' },
    { ...f.reviewedAt, label: '确认时间' },
    { ...f.reviewRemark, label: '确认意见' },
    f.createdAt,
  ],
});
