import type { BadgeKey } from './routes.js';

/** Waiting-approval badge of /operate/shop/businessHours (spec §2 menu badges). */
export const BIZ_HOURS_APPROVAL_COUNT_PATH = '/mgt/storebiztime/getBizHoursApprovalCount';

/** Store-affairs badge of /operate/shop/storeTransaction: unfinished affairs (pending or overdue). */
export const STORE_TRANSACTION_PENDING_COUNT_PATH = '/mgt/storeTransaction/getPendingCount';

/**
 * Where each implemented menu badge reads its count (POST, answering a number within the user's
 * store scope). Badges of pages not built yet have no source and show nothing. A module of its
 * own: the shell reads it on every page, without the resource declarations.
 */
export const BADGE_SOURCES: Partial<Record<BadgeKey, string>> = {
  storeTransactionCount: STORE_TRANSACTION_PENDING_COUNT_PATH,
  bizHoursApprovalCount: BIZ_HOURS_APPROVAL_COUNT_PATH,
};
