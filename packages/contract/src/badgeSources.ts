import { z } from 'zod';
import { defineEndpoint, type Endpoint, type NoInput } from './resource/endpoint.js';
import { BADGE_KEYS, type BadgeKey } from './routes.js';

/** Waiting-approval badge of /operate/shop/businessHours (spec §2 menu badges). */
export const BIZ_HOURS_APPROVAL_COUNT_PATH = '/mgt/storebiztime/getBizHoursApprovalCount';

/** Store-affairs badge of /operate/shop/storeTransaction: unfinished affairs (pending or overdue). */
export const STORE_TRANSACTION_PENDING_COUNT_PATH = '/mgt/storeTransaction/getPendingCount';

/** Waiting position-change approvals of /craftsman/positionManage/approveManage (spec badge approveManageCount). */
export const APPROVE_MANAGE_COUNT_PATH = '/mgt/craftsmanPosition/getApprovalCount';

/** A menu badge's count: how many records wait on the page, within the user's store scope. */
const badgeCount = z.number().int().min(0);

export const bizHoursApprovalCount = defineEndpoint({
  path: BIZ_HOURS_APPROVAL_COUNT_PATH,
  method: 'POST',
  permission: { menu: BADGE_KEYS.bizHoursApprovalCount },
  result: badgeCount,
  summary: '营业时间审批的菜单角标：待审批的申请数（用户的门店数据权限内）',
});

export const storeTransactionPendingCount = defineEndpoint({
  path: STORE_TRANSACTION_PENDING_COUNT_PATH,
  method: 'POST',
  permission: { menu: BADGE_KEYS.storeTransactionCount },
  result: badgeCount,
  summary: '门店事务的菜单角标：未完成的事务数（待处理和已逾期，用户的门店数据权限内）',
});

export const approveManageCount = defineEndpoint({
  path: APPROVE_MANAGE_COUNT_PATH,
  method: 'POST',
  permission: { menu: BADGE_KEYS.approveManageCount },
  result: badgeCount,
  summary: '审批管理的菜单角标：待审批的岗位变动数（用户的门店数据权限内）',
});

/** Transfers waiting for approval on /craftsman/attendanceManage/staffMovement. */
export const staffMovementCount = defineEndpoint({
  path: '/mgt/staffMovement/getWaitingCount',
  method: 'POST',
  permission: { menu: BADGE_KEYS.staffMovementCount },
  result: badgeCount,
  summary: '人员调动审批的菜单角标：待审批的借调和调店申请数（用户的门店数据权限内）',
});

/** Gap applications waiting for approval on /craftsman/informationManage/personnelAllocation. */
export const storeGapApprovalCount = defineEndpoint({
  path: '/mgt/personnelAllocation/getGapApprovalCount',
  method: 'POST',
  permission: { menu: BADGE_KEYS.storeGapApprovalCount },
  result: badgeCount,
  summary: '人员配置的菜单角标：待审批的门店缺口申请数（用户的门店数据权限内）',
});

/** Retain-job-suspend-salary applications waiting for approval on /hrm/employee/retainJobSuspendSalary. */
export const retainJobCount = defineEndpoint({
  path: '/mgt/retain/getWaitingApprovalCount',
  method: 'POST',
  permission: { menu: BADGE_KEYS.retainJobCount },
  result: badgeCount,
  summary: '留职停薪审批的菜单角标：待审批的留职停薪申请数（用户的门店数据权限内）',
});

/** The contract counts of spec §7 (franContractCount, rentContractCount, decoContractCount): one call for the three badges. */
const contractCounts = z.object({ franContractCount: badgeCount, rentContractCount: badgeCount, decoContractCount: badgeCount });

/**
 * Spec §7's franchise badges, beside §2's seven: contracts in force (status 1) whose end date lies within
 * [today, today + CONTRACT_EXPIRY_WARN_DAYS] (China date), within the user's stores, per kind; they drive the
 * badges of /join/protocol/join, lease and finishing.
 */
export const franchiseContractStats = defineEndpoint({
  path: '/mgt/franchise/getFranchiseContractStats',
  method: 'POST',
  permission: { signedIn: true },
  result: contractCounts,
  summary: '协议管理的菜单角标：生效中且30天内（含今天）到期的加盟、租赁、装修协议数（用户的门店数据权限内）',
});

/** queryContractExpiryCount: the same window over all four kinds, with the total. */
export const contractExpiryCount = defineEndpoint({
  path: '/mgt/franchise/contract/queryContractExpiryCount',
  method: 'GET',
  permission: { signedIn: true },
  result: contractCounts.extend({ favoredContractCount: badgeCount, total: badgeCount }),
  summary: '即将到期的协议数：生效中且30天内（含今天）到期的各类协议数及合计（用户的门店数据权限内）',
});

/** Badges read from one field of a call that answers several counts (one call for all of them). */
export const BADGE_FIELDS: Partial<Record<BadgeKey, { source: typeof franchiseContractStats; field: keyof z.infer<typeof contractCounts> }>> = {
  franContractCount: { source: franchiseContractStats, field: 'franContractCount' },
  rentContractCount: { source: franchiseContractStats, field: 'rentContractCount' },
  decoContractCount: { source: franchiseContractStats, field: 'decoContractCount' },
};

/** Franchise applications waiting for review on /join/business/joinapply (spec §7 queryApplyStoreCount). */
export const queryApplyStoreCount = defineEndpoint({
  path: '/mgt/franchise/apply/queryApplyStoreCount',
  method: 'POST',
  permission: { menu: BADGE_KEYS.joinApplyCount },
  result: badgeCount,
  summary: '加盟申请的菜单角标：待审核的加盟申请数（用户的城市数据权限内）',
});

/**
 * Spec §7's franchise badges (beside §2's seven): POST /mgt/franchise/paymentrecord/auditStatuses {userId}
 * counts the payment records waiting for audit on /join/settle/receipt 收款记录, within the signed-in
 * user's store scope (the body's userId is the caller's own; the session decides whose scope counts).
 */
export const PAYMENT_AUDIT_COUNT_PATH = '/mgt/franchise/paymentrecord/auditStatuses';

export const paymentAuditCount = defineEndpoint({
  path: PAYMENT_AUDIT_COUNT_PATH,
  method: 'POST',
  permission: { menu: BADGE_KEYS.paymentAuditCount },
  result: badgeCount,
  summary: '收款记录的菜单角标：待审核的收款记录数（用户的门店数据权限内）',
});

/**
 * Where each implemented menu badge reads its count (POST, answering a number within the user's
 * store scope). Badges of pages not built yet have no source and show nothing. A module of its
 * own: the shell reads it on every page, without the resource declarations.
 */
export const BADGE_SOURCES: Partial<Record<BadgeKey, Endpoint<NoInput, typeof badgeCount, false>>> = {
  storeTransactionCount: storeTransactionPendingCount,
  bizHoursApprovalCount,
  approveManageCount,
  staffMovementCount,
  storeGapApprovalCount,
  retainJobCount,
  joinApplyCount: queryApplyStoreCount,
  paymentAuditCount,
};
