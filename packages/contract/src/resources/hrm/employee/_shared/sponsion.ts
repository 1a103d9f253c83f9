import { z } from 'zod';
import { defineEnum } from '../../../../enums/define.js';
import { idSchema } from '../../../../api/zod.js';
import { defineEndpoint, instant } from '../../../../resource/endpoint.js';
import { fromCents, toCents } from '../../../../format/cents.js';

/**
 * What 担保记录 and 担保考核 share. A craftsman in service (or the store manager) guarantees a new recruit
 * for a period with an amount (担保金额). The record is 担保中 until the period ends (期满解除: the
 * guarantor earns a reward), the recruit leaves early or breaks the rules (已追责: the guarantor is
 * punished) or it is withdrawn (已撤销). The reward or punishment is a 担保考核 row, 待确认 until head
 * office confirms it: a confirmed one is added to (reward) or deducted from (punishment) the guarantor's
 * pay sheet of the month it was confirmed in (view salary_adjustment_line).
 */
export const SponsionPage = {
  record: '/hrm/employee/guaranteeRecord',
  assess: '/hrm/employee/guaranteeAssessment',
} as const;

export const SponsionPath = {
  recordList: '/mgt/recruitSponsionRecord/querySponsionRecordPage',
  recordTransition: '/mgt/recruitSponsionRecord/transition',
  approvalProcess: '/mgt/recruitSponsionRecord/sponsionRecordApprovalProcess',
  recruitOptions: '/mgt/recruitSponsionRecord/recruitOptions',
  guarantorOptions: '/mgt/recruitSponsionRecord/guarantorOptions',
  assessList: '/mgt/sponsionAssess/getRewardAndPunlishList',
  assessDetail: '/mgt/sponsionAssess/getSponsionAssessDetail',
  assessStatus: '/mgt/sponsionAssess/editRewardStatus',
  rewardNames: '/mgt/sponsionAssess/getRewardNameListByInput',
} as const;

export const SponsionOps = {
  add: 'hrm:sponsionRecord:add',
  edit: 'hrm:sponsionRecord:edit',
  release: 'hrm:sponsionRecord:release',
  pursue: 'hrm:sponsionRecord:pursue',
  revoke: 'hrm:sponsionRecord:revoke',
  export: 'hrm:sponsionRecord:export',
  confirm: 'hrm:sponsionAssess:confirm',
  cancel: 'hrm:sponsionAssess:cancel',
  assessExport: 'hrm:sponsionAssess:export',
} as const;

export const SponsionStatus = defineEnum([
  { value: 0, label: '担保中', labelEn: 'in force', color: 'blue' },
  { value: 1, label: '期满解除', labelEn: 'released', color: 'green' },
  { value: 2, label: '已追责', labelEn: 'pursued', color: 'red' },
  { value: 3, label: '已撤销', labelEn: 'revoked', color: 'default' },
]);
export const SPONSION_ACTIVE = 0;
export const SPONSION_RELEASED = 1;
export const SPONSION_PURSUED = 2;
export const SPONSION_REVOKED = 3;

/** How the guarantor knows the recruit. */
export const SponsionRelation = defineEnum([
  { value: 1, label: '同事', labelEn: 'colleague' },
  { value: 2, label: '亲属', labelEn: 'relative' },
  { value: 3, label: '朋友', labelEn: 'friend' },
  { value: 4, label: '同乡', labelEn: 'fellow townsman' },
  { value: 5, label: '店长担保', labelEn: 'store manager' },
]);

/** The steps of a record as its approval process shows them (sponsion_log.action). */
export const SponsionAction = defineEnum([
  { value: 'register', label: '登记担保', labelEn: 'registered' },
  { value: 'release', label: '期满解除', labelEn: 'released' },
  { value: 'pursue', label: '追责', labelEn: 'pursued' },
  { value: 'revoke', label: '撤销', labelEn: 'revoked' },
]);

export const SponsionAssessKind = defineEnum([
  { value: 1, label: '奖励', labelEn: 'reward', color: 'green' },
  { value: 2, label: '惩罚', labelEn: 'punishment', color: 'red' },
]);
export const ASSESS_REWARD = 1;
export const ASSESS_PUNISH = 2;

export const SponsionAssessStatus = defineEnum([
  { value: 0, label: '待确认', labelEn: 'to confirm', color: 'gold' },
  { value: 1, label: '已确认', labelEn: 'confirmed', color: 'green' },
  { value: 2, label: '已取消', labelEn: 'cancelled', color: 'default' },
]);
export const ASSESS_PENDING = 0;
export const ASSESS_CONFIRMED = 1;
export const ASSESS_CANCELLED = 2;

/**
 * The rule of rewards and punishments, in percent of the guarantee amount: a recruit who served the
 * whole period earns the guarantor 10%; a recruit who left early or broke the rules costs the
 * guarantor 50%. Amounts to the fen, half up.
 */
export const SPONSION_RULE = {
  rewardPercent: 10,
  punishPercent: 50,
  rewardName: '担保期满奖励',
  punishName: '担保追责扣款',
} as const;

/** `percent`% of `amount` to the fen, half up, in exact decimal text. */
export function percentOf(amount: string, percent: number): string {
  const scaled = toCents(amount) * BigInt(percent);
  return fromCents((scaled + 50n) / 100n);
}

/** What the guarantor earns (kind 1) or pays (kind 2) on a record of `amount`. */
export function sponsionAssessAmount(amount: string, kind: number): string {
  return percentOf(amount, kind === ASSESS_REWARD ? SPONSION_RULE.rewardPercent : SPONSION_RULE.punishPercent);
}

export const SponsionMsg = {
  sameperson: '担保人不能是被担保人本人',
  recruitMissing: '被担保人不存在',
  guarantorMissing: '担保人不存在',
  guarantorNotInService: '担保人须为在职人员',
  recruitLeft: '被担保人已离职，不能登记担保',
  recruitGuarded: '该被担保人已有担保中的记录',
  notDue: (end: string) => `担保期未满（至 ${end}），不能期满解除`,
  recruitGone: '被担保人已离职，请选择追责',
  startTooEarly: '担保开始日期不能早于被担保人入职日期',
  startInFuture: '担保开始日期不能晚于今天',
} as const;

const optionList = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const sponsionRecruitOptions = defineEndpoint({
  path: SponsionPath.recruitOptions,
  method: 'GET',
  permission: { menu: SponsionPage.record },
  result: optionList,
  summary: '可被担保的新人：入职一年内在职或休假的手艺人，归属门店在用户的门店数据权限内',
});

export const sponsionGuarantorOptions = defineEndpoint({
  path: SponsionPath.guarantorOptions,
  method: 'GET',
  permission: { menu: SponsionPage.record },
  result: optionList,
  summary: '可作担保人的在职人员（手艺人与店长），归属门店在用户的门店数据权限内',
});

export const SponsionProcessStep = z.object({
  id: z.number().int(),
  action: z.string(),
  actionName: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  remark: z.string().nullable(),
  operator: z.string(),
  createdAt: instant,
});

/** spec: GET recruitSponsionRecord/sponsionRecordApprovalProcess — a record's steps, oldest first, with who and when. */
export const sponsionApprovalProcess = defineEndpoint({
  path: SponsionPath.approvalProcess,
  method: 'GET',
  query: z.object({ id: idSchema }),
  permission: { menu: SponsionPage.record },
  result: z.array(SponsionProcessStep),
  summary: '担保记录的审批流程：登记、期满解除、追责、撤销各步骤的时间、操作人和说明',
});

/** spec: GET sponsionAssess/getRewardNameListByInput — the guarantors with assessments whose name or number holds the input. */
export const sponsionRewardNames = defineEndpoint({
  path: SponsionPath.rewardNames,
  method: 'GET',
  query: z.object({ keyword: z.string().max(20).optional() }),
  permission: { menu: SponsionPage.assess },
  result: optionList,
  summary: '按输入查担保考核中的担保人（姓名或工号），供筛选选择',
});
