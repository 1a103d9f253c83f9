import { defineEnum } from './define.js';
import { levelLabel, PRICE_GRADES } from './levels.js';

/** Price grades P0..P10 of spec §3, as a select: 'P4 首席/金牌'. */
export const PriceGrade = defineEnum(PRICE_GRADES.map((code) => ({ value: code, label: levelLabel(code), labelEn: code })));

/** A dated price version: drafted, submitted, approved (takes effect on its date) or rejected. */
export const PriceVersionStatus = defineEnum([
  { value: 0, label: '草稿', labelEn: 'draft', color: 'default' },
  { value: 1, label: '待审批', labelEn: 'awaiting approval', color: 'processing' },
  { value: 2, label: '已生效', labelEn: 'effective', color: 'success' },
  { value: 3, label: '已驳回', labelEn: 'rejected', color: 'error' },
]);

/** Versions in these states are never edited again: an order made at the price keeps it. */
export const LOCKED_PRICE_STATUSES: readonly number[] = [1, 2];
