import { defineEnum } from './define.js';
import { CraftsmanType, Station } from './people.js';

/**
 * 会议室, 健康证 and 招聘职位 of /hrm (issue 15). One source for both sides: the server's SQL writes and
 * computes these values, the pages show them.
 */

/** A meeting-room booking: in force until cancelled (by its organiser or head office, with a reason). */
export const MeetingBookingStatus = defineEnum([
  { value: 0, label: '已预订', labelEn: 'booked', color: 'blue' },
  { value: 1, label: '已取消', labelEn: 'cancelled', color: 'default' },
]);
export const MEETING_BOOKED = 0;
export const MEETING_CANCELLED = 1;

/**
 * A craftsman's health certificate as of today (China time): 有效, 即将到期 (expiring within
 * HEALTH_CARD_EXPIRING_DAYS days), 已过期 (the day after its expiry date), 未办理 (in service without
 * one). 0–2 are the spec's remind state (正常 / 即将到期 / 已到期) in this page's words.
 */
export const HealthCardStatus = defineEnum([
  { value: 0, label: '有效', labelEn: 'valid', color: 'green' },
  { value: 1, label: '即将到期', labelEn: 'expiring', color: 'orange' },
  { value: 2, label: '已过期', labelEn: 'expired', color: 'red' },
  { value: 3, label: '未办理', labelEn: 'none', color: 'default' },
]);
/** A certificate expiring within this many days (its expiry date at most today + 30) is 即将到期. */
export const HEALTH_CARD_EXPIRING_DAYS = 30;

/**
 * The post a job posting recruits for: the spec's craftsman types 1 发型师 and 2 烫染师 (same values),
 * 助理, and the spec's station 1 店长.
 */
export const JobPost = defineEnum([
  ...CraftsmanType.items.filter((i) => i.value === 1 || i.value === 2),
  { value: 3, label: '助理', labelEn: 'assistant' },
  { value: 4, label: Station.labelOf(1), labelEn: 'store manager' },
]);

/** A job posting's lifecycle: 草稿 → 已发布 → 已关闭. */
export const JobPostingStatus = defineEnum([
  { value: 0, label: '草稿', labelEn: 'draft', color: 'default' },
  { value: 1, label: '已发布', labelEn: 'published', color: 'green' },
  { value: 2, label: '已关闭', labelEn: 'closed', color: 'default' },
]);
export const JOB_DRAFT = 0;
export const JOB_PUBLISHED = 1;
export const JOB_CLOSED = 2;

/** What the list shows: the lifecycle, and 已过期 for a published posting past its end date (China time). */
export const JobPostingState = defineEnum([
  { value: 0, label: '草稿', labelEn: 'draft', color: 'default' },
  { value: 1, label: '已发布', labelEn: 'published', color: 'green' },
  { value: 3, label: '已过期', labelEn: 'expired', color: 'orange' },
  { value: 2, label: '已关闭', labelEn: 'closed', color: 'default' },
]);
