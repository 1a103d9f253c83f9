import { z } from 'zod';
import { AWAITING_RETAIN_STATUSES, RETAIN_MAX_DAYS, RetainPayState, RetainStatus } from '../../../enums/depart.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { approvalWorkflow } from '../../../resource/workflows.js';
import { departCraftsmanOption, DepartOps, RETAIN_PAGE } from './_shared/depart.js';

/** The craftsmen who may apply: in service, home store within the user's stores. */
export const RETAIN_CRAFTSMAN_OPTIONS = { path: '/mgt/retain/craftsmanOptions', method: 'GET' } as const;

/** Days from one ISO date to another, both counted. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * /hrm/employee/retainJobSuspendSalary 留职停薪审批: a craftsman keeps the job with pay suspended from
 * one day to another (with the reason); head office approves or rejects (spec POST /mgt/retain/approval,
 * approvalWorkflow), the applicant may withdraw while waiting. The menu badge (retainJobCount) counts
 * those waiting. An approved period reads 待停薪 / 停薪中 / 已复岗 as of today (view
 * recruit_retain_state); 工资结算 pays no base wage for its days.
 */
export const retainResource = defineResource({
  name: 'recruitRetain',
  title: '留职停薪申请',
  page: RETAIN_PAGE,
  table: 'recruit_retain',
  joins: [
    { alias: 'c', table: 'craftsman', on: 'craftsman_id' },
    { alias: 'rs', table: 'recruit_retain_state', on: 'id' },
  ],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: {
    list: { path: '/mgt/retain/queryRetainPage', method: 'POST' },
    detail: { path: '/mgt/retain/getRetainDetail', method: 'GET' },
    create: { path: '/mgt/retain/submitRetain', method: 'POST' },
    transition: { path: '/mgt/retain/approval', method: 'POST' },
    export: { path: '/mgt/retain/export', method: 'GET' },
  },
  ops: { create: DepartOps.retainApply, export: DepartOps.retainExport },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: AWAITING_RETAIN_STATUSES } },
  keyword: { label: '手艺人', fields: ['realName', 'employeeNo'] },
  workflow: approvalWorkflow(DepartOps.retain, {
    withdraw: true,
    approveConfirm: '通过后，停薪期间的日子不计底薪（工资结算按天扣减）。',
  }),
  // prettier-ignore
  fields: [
    { key: 'status', label: '审批状态', type: 'enum', enum: RetainStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'payState', from: 'rs', label: '停薪状态', type: 'enum', enum: RetainPayState, list: { width: 90 }, filter: 'eq' },
    { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: RETAIN_CRAFTSMAN_OPTIONS }, list: { width: 90 }, form: 'create' },
    { key: 'realName', column: 'real_name', from: 'c', label: '手艺人姓名', type: 'text', detail: false },
    { key: 'employeeNo', column: 'employee_no', from: 'c', label: '工号', type: 'text', list: { width: 110 } },
    fields.store(),
    { key: 'startDate', label: '停薪开始', type: 'date', required: true, list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true },
    { key: 'endDate', label: '停薪结束', type: 'date', required: true, list: { width: 110 }, form: 'create' },
    { key: 'days', label: '天数', type: 'int', list: { width: 70 } },
    { key: 'reason', label: '申请原因', type: 'textarea', required: true, max: 500, list: { width: 200, ellipsis: true }, form: 'create', span: 2 },
    { key: 'applicant', label: '申请人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
    { key: 'reviewer', label: '审批人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审批时间', type: 'datetime', list: { width: 160 } },
    { key: 'reviewRemark', label: '审批意见', type: 'text', list: { width: 160, ellipsis: true } },
  ],
  check: (v) => {
    if (typeof v.startDate !== 'string' || typeof v.endDate !== 'string') return true;
    if (v.endDate < v.startDate) return { field: 'endDate', message: '停薪结束不能早于停薪开始' };
    if (daysBetween(v.startDate, v.endDate) > RETAIN_MAX_DAYS) return { field: 'endDate', message: `一次留职停薪最长 ${RETAIN_MAX_DAYS} 天` };
    return true;
  },
});

export const retainCraftsmanOptions = defineEndpoint({
  ...RETAIN_CRAFTSMAN_OPTIONS,
  permission: { menu: RETAIN_PAGE },
  result: z.array(departCraftsmanOption),
  summary: '可申请留职停薪的手艺人：在职，归属门店在用户的门店数据权限内',
});
