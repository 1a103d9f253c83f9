import { defineEnum } from './define.js';
import { levelLabel, PRICE_GRADES } from './levels.js';

/** Price grades P0..P10 of spec §3, as a select: 'P4 首席/金牌'. */
export const PriceGrade = defineEnum(PRICE_GRADES.map((code) => ({ value: code, label: levelLabel(code), labelEn: code })));

/** A dated price version's approval, as stored: drafted, submitted, approved (it takes effect on its date) or rejected. */
export const PriceVersionStatus = defineEnum([
  { value: 0, label: '草稿', labelEn: 'draft', color: 'default' },
  { value: 1, label: '待审批', labelEn: 'awaiting approval', color: 'processing' },
  { value: 2, label: '已审批', labelEn: 'approved', color: 'blue' },
  { value: 3, label: '已驳回', labelEn: 'rejected', color: 'error' },
]);

/**
 * Where a price version stands today, derived from its approval and the dates (the database view
 * item_price_version_state, migration 021a): not approved yet, the stored status (0, 1, 3); approved,
 * 待生效 before its date, 已生效 for the one that applies today to its store, item and grade (the
 * latest approved version dated today or earlier, China time), 已失效 for the ones it replaced.
 */
export const PriceVersionState = defineEnum([
  { value: 0, label: '草稿', labelEn: 'draft', color: 'default' },
  { value: 1, label: '待审批', labelEn: 'awaiting approval', color: 'processing' },
  { value: 4, label: '待生效', labelEn: 'scheduled', color: 'gold' },
  { value: 2, label: '已生效', labelEn: 'in force', color: 'success' },
  { value: 5, label: '已失效', labelEn: 'superseded', color: 'default' },
  { value: 3, label: '已驳回', labelEn: 'rejected', color: 'error' },
]);

/** Versions in these states are never edited or deleted again: awaiting a decision, or approved (an order made at the price keeps it). */
export const LOCKED_PRICE_STATUSES: readonly number[] = [1, 2];
