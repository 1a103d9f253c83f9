import { CustomerStatus } from '../../../enums/finance.js';
import { defineResource } from '../../../resource/types.js';
import { CustomerPath, MemberOps, customerFields as c } from './_shared/customers.js';

export const LOG_OFF_USER_PAGE = '/operate/user/logOffUser';

/**
 * /operate/user/logOffUser 注销用户: customers who asked to be logged off (in the app) and those
 * logged off, read from the partial index over status 1 and 2 (migration 018) with a capped
 * count. Operations approve a request (1 → 2) or reject it (1 → 0), with a reason, audited.
 */
export const logOffUserResource = defineResource({
  name: 'logOffUser',
  title: '注销用户',
  page: LOG_OFF_USER_PAGE,
  table: 'customer',
  scope: { by: 'none' },
  api: {
    list: { path: CustomerPath.logOffList, method: 'POST' },
    detail: { path: CustomerPath.logOffDetail, method: 'GET' },
    transition: { path: CustomerPath.logOffTransition, method: 'POST' },
  },
  ops: { viewMasked: MemberOps.logOffViewMobile },
  count: 'capped',
  keyset: { field: 'createdAt' },
  workflow: {
    field: 'status',
    transitions: [
      {
        action: 'approveLogOff',
        label: '同意注销',
        from: [1],
        to: 2,
        op: MemberOps.logOff,
        reason: { label: '注销说明', required: true, max: 200 },
        confirm: '注销后该用户账号不可恢复，确定同意注销？',
        danger: true,
      },
      { action: 'rejectLogOff', label: '驳回注销', from: [1], to: 0, op: MemberOps.logOff, reason: { label: '驳回原因', required: true, max: 200 } },
    ],
  },
  // prettier-ignore
  fields: [
    c.mobile,
    c.name,
    { ...c.status, label: '注销状态', enum: CustomerStatus },
    c.sourceApp,
    c.memberLevel,
    { ...c.gender, list: false },
    c.lastVisitAt,
    c.visitCount,
    c.totalSpend,
    c.createdAt,
  ],
});
