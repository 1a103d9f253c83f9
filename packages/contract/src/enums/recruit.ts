import { defineEnum } from './define.js';

/**
 * The recruitment ledger of /hrm (issue 15, spec §7 "Craftsman, recruitment, departure"): one source
 * for both sides. The spec names the steps only as endpoints; these are the ledger's stages in the
 * order a candidate passes them.
 *
 * 0 待面试 (registered) → submitHrInterview → 1 待考核 (HR interview passed) → the trade test
 * (recrAss/teacher assItemScore) → 2 待培训 → submitAttendTraining → 3 培训中 → training ends
 * (submitInTrainingStatus) or submitToSkipTraining from 2 → 4 待入职审核 → submitOnBoardingReview →
 * 5 已入职 (a craftsman row is created in the register). From any open stage (0–4): 8 未录用
 * (refused, with a reason) or 9 已放弃 (withdrawn, with a reason).
 */
export const RecruitStage = defineEnum([
  { value: 0, label: '待面试', labelEn: 'registered', color: 'default' },
  { value: 1, label: '待考核', labelEn: 'HR interview passed', color: 'blue' },
  { value: 2, label: '待培训', labelEn: 'trade test passed', color: 'cyan' },
  { value: 3, label: '培训中', labelEn: 'in training', color: 'geekblue' },
  { value: 4, label: '待入职审核', labelEn: 'onboarding review', color: 'orange' },
  { value: 5, label: '已入职', labelEn: 'employed', color: 'green' },
  { value: 8, label: '未录用', labelEn: 'refused', color: 'red' },
  { value: 9, label: '已放弃', labelEn: 'withdrawn', color: 'default' },
]);
export const RECRUIT_STAGE = {
  registered: 0,
  interviewed: 1,
  assessed: 2,
  training: 3,
  review: 4,
  employed: 5,
  refused: 8,
  withdrawn: 9,
} as const;
/** Stages still moving: a candidate here can be refused or withdrawn. */
export const RECRUIT_OPEN_STAGES: readonly number[] = [0, 1, 2, 3, 4];

/** Recruitment sources (spec: values 0 to 11, labels not shown). */
export const RecruitSource = defineEnum([
  { value: 0, label: '门店招聘', labelEn: 'store' },
  { value: 1, label: '员工推荐', labelEn: 'employee referral' },
  { value: 2, label: '招聘官网', labelEn: 'careers site' },
  { value: 3, label: 'BOSS直聘', labelEn: 'BOSS Zhipin' },
  { value: 4, label: '58同城', labelEn: '58.com' },
  { value: 5, label: '智联招聘', labelEn: 'Zhaopin' },
  { value: 6, label: '前程无忧', labelEn: '51job' },
  { value: 7, label: '校园招聘', labelEn: 'campus' },
  { value: 8, label: '美发学校', labelEn: 'hairdressing school' },
  { value: 9, label: '劳务中介', labelEn: 'labour agency' },
  { value: 10, label: '社交媒体', labelEn: 'social media' },
  { value: 11, label: '其他', labelEn: 'other' },
]);
/** The source whose candidates have a referrer (推荐关系). */
export const RECRUIT_SOURCE_REFERRAL = 1;

/** Education degrees (spec: values -1 to 8, labels not shown). */
export const EducationDegree = defineEnum([
  { value: -1, label: '未填写', labelEn: 'unknown' },
  { value: 0, label: '小学', labelEn: 'primary' },
  { value: 1, label: '初中', labelEn: 'junior high' },
  { value: 2, label: '中专/职高', labelEn: 'vocational' },
  { value: 3, label: '高中', labelEn: 'senior high' },
  { value: 4, label: '大专', labelEn: 'college' },
  { value: 5, label: '本科', labelEn: 'bachelor' },
  { value: 6, label: '硕士', labelEn: 'master' },
  { value: 7, label: '博士', labelEn: 'doctor' },
  { value: 8, label: '其他', labelEn: 'other' },
]);

/** A recruitment region (招聘区域): open, or disabled (disabledRecruitRegion) with a reason. */
export const RecruitRegionStatus = defineEnum([
  { value: 1, label: '启用', labelEn: 'enabled', color: 'green' },
  { value: 0, label: '停用', labelEn: 'disabled', color: 'default' },
]);
