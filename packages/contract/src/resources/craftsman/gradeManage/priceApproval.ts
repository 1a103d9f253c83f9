import { AWAITING_GRADE_STATUSES, GradeApplyStatus, GradeChangeState } from '../../../enums/craftsmanGrade.js';
import { PriceGrade } from '../../../enums/items.js';
import { defineResource } from '../../../resource/types.js';
import { decideWorkflow, GRADE_OP } from '../_shared/grades.js';

/**
 * /craftsman/gradeManage/priceApproval 调价审批: head office decides the price-grade changes applied on
 * 调价记录 (approvalWorkflow). An approved change moves craftsman.price_grade — which selects the
 * store's price versions of that grade — on its effective date, not before. Waiting ones first;
 * the detail shows the store's prices today at the old and the new grade.
 */
export const priceApprovalResource = defineResource({
  name: 'craftsmanPriceApproval',
  title: '调价申请',
  page: '/craftsman/gradeManage/priceApproval',
  table: 'craftsman_price_change',
  joins: [
    { alias: 'c', table: 'craftsman', on: 'craftsman_id' },
    { alias: 'st', table: 'craftsman_price_change_state', on: 'id' },
  ],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/craftsmanPriceChange/queryApprovalPage', method: 'POST' } },
  ops: { export: `${GRADE_OP.priceChange}:exportApproval` },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: AWAITING_GRADE_STATUSES } },
  workflow: decideWorkflow(GRADE_OP.priceChange, '通过后，生效日期已到的调价立即生效；未到的于生效日期起按新价格等级收费。'),
  // prettier-ignore
  fields: [
    { key: 'status', label: '审批状态', type: 'enum', enum: GradeApplyStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName' }, list: { width: 90 } },
    { key: 'realName', from: 'c', label: '手艺人姓名', type: 'text', filter: 'like', detail: false },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 }, filter: 'like' },
    { key: 'level', from: 'c', label: '当前等级', type: 'text', list: { width: 80 } },
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 140 }, filter: 'eq' },
    { key: 'fromGrade', label: '原价格等级', type: 'enum', enum: PriceGrade, list: { width: 120 } },
    { key: 'toGrade', label: '调整后价格等级', type: 'enum', enum: PriceGrade, required: true, list: { width: 130 }, filter: 'eq' },
    { key: 'effectiveDate', label: '生效日期', type: 'date', required: true, list: { width: 110 }, filter: 'dateRange', sortable: true },
    { key: 'state', from: 'st', label: '状态', type: 'enum', enum: GradeChangeState, list: { width: 90 }, filter: 'eq' },
    { key: 'reason', label: '调价原因', type: 'textarea', required: true, list: { width: 200, ellipsis: true } },
    { key: 'applicant', label: '申请人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
    { key: 'reviewer', label: '审批人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审批时间', type: 'datetime', list: { width: 160 } },
    { key: 'reviewRemark', label: '审批意见', type: 'text', list: { width: 160, ellipsis: true } },
  ],
});
