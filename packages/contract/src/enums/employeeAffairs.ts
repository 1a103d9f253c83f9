import { defineEnum } from './define.js';
import { CraftsmanType, Station } from './people.js';

/**
 * 招聘职位 of /hrm (issue 15). One source for both sides: the server's SQL writes and computes these
 * values, the pages show them.
 */

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
