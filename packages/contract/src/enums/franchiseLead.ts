import { defineEnum } from './define.js';

/**
 * Franchise leads and applications of /join (issue 16: affiliateLead, affiliateLeadDetail, joinapply,
 * the /join/merchants analyses; spec §7 "apply and feedback (query, add, export)", queryApplyStoreCount).
 *
 * A lead (加盟线索) comes from a channel and is owned by a caller (招商专员): 新线索 → 跟进中 (its first
 * follow-up record) → 已转申请 (converted into an application) or 无效 (closed with the reason). Each
 * follow-up is a dated record with method, content, the intent it found and the next follow-up date.
 * An application (加盟申请) is 待审核 → 已通过 / 已驳回 (reason required); the menu badge of
 * /join/business/joinapply (queryApplyStoreCount) counts those waiting.
 */
export const LeadChannel = defineEnum([
  { value: 1, label: '官网留资', labelEn: 'website', color: 'blue' },
  { value: 2, label: '400热线', labelEn: 'hotline', color: 'cyan' },
  { value: 3, label: '招商会', labelEn: 'investment fair', color: 'purple' },
  { value: 4, label: '抖音', labelEn: 'Douyin', color: 'magenta' },
  { value: 5, label: '百度推广', labelEn: 'Baidu ads', color: 'geekblue' },
  { value: 6, label: '加盟商推荐', labelEn: 'franchisee referral', color: 'green' },
  { value: 7, label: '行业展会', labelEn: 'trade show', color: 'gold' },
  { value: 8, label: '其他', labelEn: 'other', color: 'default' },
]);

export const LeadStatus = defineEnum([
  { value: 0, label: '新线索', labelEn: 'new', color: 'blue' },
  { value: 1, label: '跟进中', labelEn: 'following up', color: 'orange' },
  { value: 2, label: '已转申请', labelEn: 'converted', color: 'green' },
  { value: 3, label: '无效', labelEn: 'invalid', color: 'default' },
]);
export const LEAD_STATUS = { fresh: 0, following: 1, converted: 2, invalid: 3 } as const;
/** Leads still worked on: a follow-up, a conversion or closing is allowed. */
export const LEAD_OPEN_STATUSES: readonly number[] = [LEAD_STATUS.fresh, LEAD_STATUS.following];

/** How keen the prospect is (意向等级), as the last follow-up found it. */
export const LeadIntent = defineEnum([
  { value: 1, label: 'A 高意向', labelEn: 'high', color: 'red' },
  { value: 2, label: 'B 中意向', labelEn: 'medium', color: 'orange' },
  { value: 3, label: 'C 低意向', labelEn: 'low', color: 'default' },
]);

export const FollowUpMethod = defineEnum([
  { value: 1, label: '电话', labelEn: 'phone call', color: 'blue' },
  { value: 2, label: '微信', labelEn: 'WeChat', color: 'green' },
  { value: 3, label: '面谈', labelEn: 'meeting', color: 'purple' },
  { value: 4, label: '考察门店', labelEn: 'store visit', color: 'gold' },
]);

export const JoinApplyStatus = defineEnum([
  { value: 0, label: '待审核', labelEn: 'waiting review', color: 'orange' },
  { value: 1, label: '已通过', labelEn: 'approved', color: 'green' },
  { value: 2, label: '已驳回', labelEn: 'rejected', color: 'red' },
]);
export const JOIN_APPLY_STATUS = { waiting: 0, approved: 1, rejected: 2 } as const;
