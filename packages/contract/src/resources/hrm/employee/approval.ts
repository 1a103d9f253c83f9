import { defineResource } from '../../../resource/types.js';
import { CandidateField as F, RecruitOps, RecruitPage } from './_shared/recruitLedger.js';

/**
 * /hrm/employee/approval 入职审批: the candidates whose training is over (4 待入职审核). 通过 (with the
 * store, level, price grade and entry date) makes them 已入职 and creates their craftsman record in the
 * register in the same transaction; 驳回 makes them 未录用 with the reason. Head office's page.
 */
export const recruitOnboardingResource = defineResource({
  name: 'recruitOnboarding',
  title: '入职审核',
  page: RecruitPage.approval,
  table: 'recruit_candidate',
  scope: { by: 'store', field: 'intendedStoreId' },
  api: { list: { path: '/apiCraftsman/recruitInterview/queryOnBoardingPage', method: 'POST' } },
  ops: {},
  extraOps: [{ code: RecruitOps.onBoardingReview, name: '入职审核' }],
  defaultSort: { field: 'trainingEnd', dir: 'asc' },
  fields: [
    F.ledgerNo,
    F.realName,
    F.mobile,
    F.source,
    F.regionId,
    F.cityId,
    F.intendedPost,
    F.intendedStoreId,
    F.interviewerId,
    F.interviewerName,
    F.assessmentScore,
    F.trainingStart,
    { ...F.trainingEnd, sortable: true },
    F.trainingSkipped,
    F.specialRemark,
    F.registeredAt,
  ],
});
