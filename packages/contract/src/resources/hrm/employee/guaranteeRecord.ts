import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import {
  SponsionMsg,
  SponsionOps,
  SponsionPage,
  SponsionPath,
  SponsionRelation,
  SponsionStatus,
  sponsionGuarantorOptions,
  sponsionRecruitOptions,
} from './_shared/sponsion.js';

/**
 * /hrm/employee/guaranteeRecord 担保记录: who guarantees which new recruit, for how long and for how much.
 * 担保中 → 期满解除 (the period is over and the recruit still in service: the guarantor earns the reward),
 * 已追责 (the recruit left early or broke the rules: the guarantor is punished), or 已撤销; each step with
 * who and when in the record's approval process. Store scope by the recruit's store.
 */
export const sponsionRecordResource = defineResource({
  name: 'sponsionRecord',
  title: '担保记录',
  page: SponsionPage.record,
  table: 'sponsion_record',
  joins: [
    { alias: 'rc', table: 'craftsman', on: 'recruit_id' },
    { alias: 'gc', table: 'craftsman', on: 'guarantor_id' },
  ],
  scope: { by: 'store', field: 'storeId', since: 'startDate' },
  api: { list: { path: SponsionPath.recordList, method: 'POST' }, transition: { path: SponsionPath.recordTransition, method: 'POST' } },
  ops: { create: SponsionOps.add, update: SponsionOps.edit, export: SponsionOps.export },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: [0] } },
  keyword: { label: '被担保人/担保人', fields: ['recruitName', 'guarantorName'] },
  form: { width: 640 },
  workflow: {
    field: 'status',
    locked: [1, 2, 3],
    reasonColumn: 'reason',
    operatorColumn: 'closed_by',
    operatedAtColumn: 'closed_at',
    transitions: [
      {
        action: 'release',
        label: '期满解除',
        from: [0],
        to: 1,
        op: SponsionOps.release,
        confirm: '担保期满且被担保人仍在职，解除后生成担保人的期满奖励（待确认）。',
      },
      {
        action: 'pursue',
        label: '追责',
        from: [0],
        to: 2,
        op: SponsionOps.pursue,
        reason: { label: '追责原因', required: true, max: 200 },
        danger: true,
        doneText: '已追责，已生成担保人的追责扣款（待确认）',
      },
      { action: 'revoke', label: '撤销', from: [0], to: 3, op: SponsionOps.revoke, reason: { label: '撤销原因', required: true, max: 200 }, danger: true },
    ],
  },
  // prettier-ignore
  fields: [
    fields.store({ label: '被担保人门店' }),
    { key: 'recruitId', label: '被担保人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'recruitLabel', options: sponsionRecruitOptions }, form: 'create', detail: false, help: '入职一年内的手艺人' },
    { key: 'recruitName', column: 'real_name', from: 'rc', label: '被担保人', type: 'text', list: { width: 90 } },
    { key: 'recruitNo', column: 'employee_no', from: 'rc', label: '被担保人工号', type: 'text', list: { width: 110 } },
    { key: 'recruitEntryDate', column: 'entry_date', from: 'rc', label: '入职日期', type: 'date', list: { width: 110 } },
    { key: 'guarantorId', label: '担保人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'guarantorLabel', options: sponsionGuarantorOptions }, form: 'create', filter: 'eq', detail: false, help: '在职的手艺人或店长' },
    { key: 'guarantorName', column: 'real_name', from: 'gc', label: '担保人', type: 'text', list: { width: 90 } },
    { key: 'guarantorNo', column: 'employee_no', from: 'gc', label: '担保人工号', type: 'text', list: { width: 110 } },
    { key: 'relation', label: '关系', type: 'enum', enum: SponsionRelation, required: true, defaultValue: 1, list: { width: 80 }, form: 'create', filter: 'eq' },
    { key: 'amount', label: '担保金额(元)', type: 'money', required: true, min: 100, max: 50000, list: { width: 110 }, form: 'create' },
    { key: 'months', label: '担保期(月)', type: 'int', required: true, min: 1, max: 24, defaultValue: 6, list: { width: 90 }, form: 'create' },
    { key: 'startDate', label: '担保开始日期', type: 'date', required: true, list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true },
    { key: 'endDate', label: '担保到期日期', type: 'date', list: { width: 110 }, sortable: true },
    { key: 'status', label: '状态', type: 'enum', enum: SponsionStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'reason', label: '追责/撤销原因', type: 'text', list: { width: 180, ellipsis: true } },
    { key: 'closedBy', label: '办理人', type: 'text', list: { width: 90 } },
    { key: 'closedAt', label: '办理时间', type: 'datetime', list: { width: 160 } },
    { key: 'remark', label: '备注', type: 'textarea', max: 200, list: { width: 160, ellipsis: true }, form: true, span: 2 },
    fields.createdBy({ list: { width: 90 } }),
    fields.createdAt({ list: { width: 160 }, sortable: true }),
  ],
  check: (v) => {
    if (v.recruitId !== undefined && v.recruitId !== null && v.recruitId === v.guarantorId) return { field: 'guarantorId', message: SponsionMsg.sameperson };
    return true;
  },
});
