import { z } from 'zod';
import { StaffApprovalStatus, TRANSFER_LOAN, TransferEffect, TransferType } from '../../../enums/attendance.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { defineResource } from '../../../resource/types.js';

export const TRANSFER_PAGE = '/craftsman/attendanceManage/transfer';

/** The craftsmen a user may ask to move: in service, home store in the user's stores. */
export const TRANSFER_CRAFTSMAN_OPTIONS = { path: '/mgt/craftsmanTransfer/craftsmanOptions', method: 'GET' } as const;
/** The stores a craftsman may go to: every store open or about to open (not only the user's). */
export const TRANSFER_STORE_OPTIONS = { path: '/mgt/craftsmanTransfer/storeOptions', method: 'GET' } as const;

/** The fields 调店记录 and 人员调动审批 both show (one table, craftsman_transfer). */
// prettier-ignore
export const transferFields = {
  craftsmanId: { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: TRANSFER_CRAFTSMAN_OPTIONS }, list: { width: 90 }, form: 'create', filter: 'eq' },
  employeeNo: { key: 'employeeNo', column: 'employee_no', from: 'c', label: '工号', type: 'text', list: { width: 110 } },
  transferType: { key: 'transferType', label: '调动类型', type: 'enum', enum: TransferType, required: true, list: { width: 80 }, form: 'create', filter: 'eq', defaultValue: TRANSFER_LOAN },
  fromStoreId: { key: 'fromStoreId', label: '调出门店', type: 'store', list: { width: 140 }, filter: 'eq' },
  toStoreId: { key: 'toStoreId', label: '调入门店', type: 'int', required: true, lookup: { table: 'store', labelColumn: 'store_name', as: 'toStoreName', options: TRANSFER_STORE_OPTIONS }, list: { width: 140 }, form: 'create', filter: 'eq' },
  startDate: { key: 'startDate', label: '生效日期', type: 'date', required: true, minDate: 'today', list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true, help: '借调从这天起，调店在这天变更归属门店' },
  endDate: { key: 'endDate', label: '借调结束日期', type: 'date', requiredWhen: (v: Record<string, unknown>) => Number(v.transferType) === TRANSFER_LOAN, list: { width: 110 }, form: 'create', help: '借调的最后一天；调店不填' },
  reason: { key: 'reason', label: '调动原因', type: 'textarea', required: true, max: 500, list: { width: 200, ellipsis: true }, form: 'create', span: 2 },
  applicant: { key: 'applicant', label: '申请人', type: 'text', list: { width: 90 } },
  status: { key: 'status', label: '审批状态', type: 'enum', enum: StaffApprovalStatus, list: { width: 90 }, filter: 'eq' },
  effect: { key: 'effect', label: '生效状态', type: 'enum', enum: TransferEffect, list: { width: 90 }, filter: 'eq' },
  reviewer: { key: 'reviewer', label: '审批人', type: 'text', list: { width: 90 } },
  reviewedAt: { key: 'reviewedAt', label: '审批时间', type: 'datetime', list: { width: 160 } },
  reviewRemark: { key: 'reviewRemark', label: '审批意见', type: 'text', list: { width: 160, ellipsis: true } },
  createdAt: { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
} as const;

const f = transferFields;

/** A loan names its last day; a permanent transfer does not. */
export function checkTransferDates(v: Record<string, unknown>) {
  const loan = Number(v.transferType) === TRANSFER_LOAN;
  if (!loan && v.endDate) return { field: 'endDate', message: '调店不填借调结束日期' };
  if (loan && typeof v.endDate === 'string' && typeof v.startDate === 'string' && v.endDate < v.startDate)
    return { field: 'endDate', message: '借调结束日期不能早于生效日期' };
  return true as const;
}

/**
 * /craftsman/attendanceManage/transfer 调店记录: every loan (借调) and transfer (调店) out of or into the
 * user's stores, asked for here by the sending store and approved on 人员调动审批; an approved one
 * takes effect on its date (生效状态).
 */
export const transferResource = defineResource({
  name: 'craftsmanTransfer',
  title: '调店申请',
  page: TRANSFER_PAGE,
  table: 'craftsman_transfer',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'fromStoreId', also: ['toStoreId'], since: 'createdAt' },
  api: { list: { path: '/mgt/craftsmanTransfer/queryTransferPage', method: 'POST' } },
  ops: { create: 'craftsman:transfer:apply', export: 'craftsman:transfer:export' },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  fields: [
    f.craftsmanId,
    f.employeeNo,
    f.transferType,
    f.fromStoreId,
    f.toStoreId,
    f.startDate,
    f.endDate,
    f.reason,
    f.applicant,
    f.status,
    f.effect,
    f.reviewer,
    f.reviewedAt,
    f.reviewRemark,
    f.createdAt,
  ],
  check: checkTransferDates,
});

const optionList = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const transferCraftsmanOptions = defineEndpoint({
  ...TRANSFER_CRAFTSMAN_OPTIONS,
  permission: { menu: TRANSFER_PAGE },
  result: optionList,
  summary: '调店申请可选的手艺人：在职，归属门店在用户的门店数据权限内',
});

export const transferStoreOptions = defineEndpoint({
  ...TRANSFER_STORE_OPTIONS,
  permission: { menu: TRANSFER_PAGE },
  result: optionList,
  summary: '调店申请可选的调入门店：营业中、即将开业或升级中的门店',
});
