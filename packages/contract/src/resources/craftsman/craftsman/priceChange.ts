import { GradeApplyStatus, GradeChangeState } from '../../../enums/craftsmanGrade.js';
import { PriceGrade } from '../../../enums/items.js';
import { defineResource } from '../../../resource/types.js';
import { DECIDED_GRADE_STATUSES, GRADE_CRAFTSMAN_OPTIONS, GRADE_OP, withdrawWorkflow } from '../_shared/grades.js';

/**
 * /craftsman/craftsman/priceChange 调价记录: applications to move a craftsman's price grade (P0..P10 of
 * spec §3, from -> to), decided on 调价审批 (/craftsman/gradeManage/priceApproval). From the effective
 * date on, the craftsman's services are priced at the store's prices of the new grade
 * (/operate/shop/storePrices). Store managers read their stores' records and apply.
 */
export const priceChangeResource = defineResource({
  name: 'craftsmanPriceChange',
  title: '调价申请',
  page: '/craftsman/craftsman/priceChange',
  table: 'craftsman_price_change',
  joins: [
    { alias: 'c', table: 'craftsman', on: 'craftsman_id' },
    { alias: 'st', table: 'craftsman_price_change_state', on: 'id' },
  ],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/craftsmanPriceChange/queryPriceChangePage', method: 'POST' } },
  ops: { create: `${GRADE_OP.priceChange}:apply`, export: `${GRADE_OP.priceChange}:export` },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  workflow: { ...withdrawWorkflow(GRADE_OP.priceChange), locked: DECIDED_GRADE_STATUSES },
  // prettier-ignore
  fields: [
    { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: GRADE_CRAFTSMAN_OPTIONS.priceChange }, list: { width: 90 }, form: 'create', filter: 'eq' },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 }, filter: 'like' },
    { key: 'level', from: 'c', label: '当前等级', type: 'text', list: { width: 80 } },
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 140 }, filter: 'eq' },
    { key: 'fromGrade', label: '原价格等级', type: 'enum', enum: PriceGrade, list: { width: 120 }, filter: 'eq' },
    { key: 'toGrade', label: '调整后价格等级', type: 'enum', enum: PriceGrade, required: true, list: { width: 130 }, form: 'create', filter: 'eq', help: '价格等级 P0..P10，按门店该等级的价格收费' },
    { key: 'effectiveDate', label: '生效日期', type: 'date', required: true, minDate: 'today', list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true, help: '审批通过后于该日起按新等级收费' },
    { key: 'state', from: 'st', label: '状态', type: 'enum', enum: GradeChangeState, list: { width: 90 }, filter: 'eq' },
    { key: 'status', label: '审批状态', type: 'enum', enum: GradeApplyStatus },
    { key: 'reason', label: '调价原因', type: 'textarea', required: true, max: 500, list: { width: 200, ellipsis: true }, form: 'create', span: 2 },
    { key: 'applicant', label: '申请人', type: 'text', list: { width: 90 }, filter: 'like' },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
    { key: 'reviewer', label: '审批人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审批时间', type: 'datetime', list: { width: 160 } },
    { key: 'reviewRemark', label: '审批意见', type: 'text', list: { width: 160, ellipsis: true } },
  ],
});
