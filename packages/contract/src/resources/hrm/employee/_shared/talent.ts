import { z } from 'zod';
import { intSchema, textSchema } from '../../../../api/zod.js';
import { defineEnum } from '../../../../enums/define.js';
import { RECRUIT_STAGE } from '../../../../enums/recruit.js';
import { RecruitMsg, stageLabel } from './recruitLedger.js';

/**
 * What the trade test, training, talent pool, referral and promotion pages of /hrm/employee share
 * (issue 15): their stage steps, item lists, rewards and the words of a stage refusal.
 */

/** The items of the trade test (考核项目), each scored 0–100; a candidate passes when every item reaches its pass mark. */
export const ASSESSMENT_ITEMS = [
  { key: 'scoreCut', label: '剪发', passMark: 60 },
  { key: 'scoreBlow', label: '吹风造型', passMark: 60 },
  { key: 'scorePerm', label: '烫染', passMark: 60 },
  { key: 'scoreService', label: '沟通服务', passMark: 60 },
] as const;
export type AssessmentItemKey = (typeof ASSESSMENT_ITEMS)[number]['key'];

/** The total of a scored test: the items' mean to one decimal, and whether every item reached its pass mark. */
export function assessmentOutcome(scores: Record<AssessmentItemKey, number>): { total: string; passed: boolean; failedItems: string[] } {
  const sum = ASSESSMENT_ITEMS.reduce((s, item) => s + scores[item.key], 0);
  const failedItems = ASSESSMENT_ITEMS.filter((item) => scores[item.key] < item.passMark).map((item) => item.label);
  return { total: (Math.round((sum * 10) / ASSESSMENT_ITEMS.length) / 10).toFixed(1), passed: failedItems.length === 0, failedItems };
}

/** One candidate's place in a test session. */
export const AssessmentResult = defineEnum([
  { value: 0, label: '待评分', labelEn: 'waiting', color: 'blue' },
  { value: 1, label: '通过', labelEn: 'passed', color: 'green' },
  { value: 2, label: '未通过', labelEn: 'failed', color: 'red' },
]);

/** A candidate's training. */
export const TrainingResult = defineEnum([
  { value: 0, label: '培训中', labelEn: 'in training', color: 'geekblue' },
  { value: 1, label: '合格', labelEn: 'passed', color: 'green' },
  { value: 2, label: '不合格', labelEn: 'failed', color: 'red' },
  { value: 3, label: '免培训', labelEn: 'skipped', color: 'default' },
  { value: 4, label: '中途退出', labelEn: 'withdrew', color: 'default' },
]);

/** The stages the training page lists: 待培训, 培训中, 待入职审核. */
export const TALENT_STAGES: readonly number[] = [RECRUIT_STAGE.assessed, RECRUIT_STAGE.training, RECRUIT_STAGE.review];
/** The stages of the talent pool: 未录用, 已放弃. */
export const TALENT_POOL_STAGES: readonly number[] = [RECRUIT_STAGE.refused, RECRUIT_STAGE.withdrawn];

/** The referral reward (推荐奖励) paid to the referrer once the recruit has served REFERRAL_DAYS. */
export const REFERRAL_REWARD = '500.00';
export const REFERRAL_DAYS = 90;

/** Where a referral's reward stands (view recruit_referral_state). */
export const ReferralRewardState = defineEnum([
  { value: 0, label: '流程中', labelEn: 'not employed yet', color: 'default' },
  { value: 1, label: '考察中', labelEn: 'serving', color: 'blue' },
  { value: 2, label: '待发放', labelEn: 'due', color: 'orange' },
  { value: 3, label: '已发放', labelEn: 'paid', color: 'green' },
  { value: 4, label: '不发放', labelEn: 'not payable', color: 'red' },
]);
export const REFERRAL_DUE = 2;

/** The refusal of a step taken at the wrong stage: 候选人当前为「培训中」，不能免培训. */
export function stageRefusal(stage: number, step: string): string {
  return RecruitMsg.wrongStage(stageLabel(stage), step);
}

/** A reason: required, at most 200 characters. */
export const reasonText = (label: string) =>
  textSchema({ multiline: true, error: `请填写${label}` })
    .min(1, `请填写${label}`)
    .max(200, `${label}最多200个字`);

export const idInput = (label: string) => intSchema({ min: 1, error: `请选择${label}` });

export const OkResult = z.object({ id: z.number().int() });
