import { z } from 'zod';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { defineResource } from '../../../resource/types.js';
import { approvalWorkflow } from '../../../resource/workflows.js';
import { checkTransferDates, transferFields as f } from './transfer.js';

export const STAFF_MOVEMENT_PAGE = '/craftsman/attendanceManage/staffMovement';
/** The filters' options on this page (its own permission: an approver may not hold 调店记录). */
const CRAFTSMAN_OPTIONS = { path: '/mgt/staffMovement/craftsmanOptions', method: 'GET' } as const;
const STORE_OPTIONS = { path: '/mgt/staffMovement/storeOptions', method: 'GET' } as const;

/** Transfers waiting for approval: what the menu badge counts, listed first. */
export const AWAITING_STAFF_MOVEMENT_STATUSES: readonly number[] = [0];

/**
 * /craftsman/attendanceManage/staffMovement 人员调动审批: head office approves or rejects the stores'
 * loans and transfers (approvalWorkflow). An approved one changes the craftsman's stores on its
 * date, not before: at once when the date has come, else on that day.
 */
export const staffMovementResource = defineResource({
  name: 'staffMovement',
  title: '人员调动',
  page: STAFF_MOVEMENT_PAGE,
  table: 'craftsman_transfer',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'fromStoreId', since: 'createdAt' },
  api: { list: { path: '/mgt/staffMovement/queryStaffMovementPage', method: 'POST' } },
  ops: { export: 'craftsman:staffMovement:export' },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: AWAITING_STAFF_MOVEMENT_STATUSES } },
  workflow: approvalWorkflow('craftsman:staffMovement', { approveConfirm: '通过后，生效日期已到的调动立即变更手艺人的门店，未到的在生效日期当天变更。' }),
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

export const staffMovementCraftsmanOptions = defineEndpoint({
  ...CRAFTSMAN_OPTIONS,
  permission: { menu: STAFF_MOVEMENT_PAGE },
  result: optionList,
  summary: '人员调动审批筛选用的手艺人：归属门店在用户的门店数据权限内',
});

export const staffMovementStoreOptions = defineEndpoint({
  ...STORE_OPTIONS,
  permission: { menu: STAFF_MOVEMENT_PAGE },
  result: optionList,
  summary: '人员调动审批筛选用的调入门店',
});
