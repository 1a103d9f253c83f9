import { defineResource } from '../../../resource/types.js';
import { CandidateField as F, RecruitOps, RecruitPage } from './_shared/recruitLedger.js';

/**
 * /hrm/employee/interviewing 面试管理: the candidates still to be interviewed (0 待面试) or waiting for
 * their trade test (1 待考核), with their interviewer and booked time. Steps (spec §7 recruitInterview):
 * HR面试 (submitHrInterview: pass → 待考核 with the remark, fail → 未录用 with the reason), 更换面试官,
 * 调整面试时间, 结束应聘 (submitExchangeStatus: 放弃 / 不录用 with the reason), 更换区域, 问卷登记, 特殊备注.
 * Soonest interview first. A store manager sees and acts on their stores' candidates.
 */
export const recruitInterviewResource = defineResource({
  name: 'recruitInterview',
  title: '面试',
  page: RecruitPage.interviewing,
  table: 'recruit_candidate',
  scope: { by: 'store', field: 'intendedStoreId', since: 'registeredAt' },
  api: { list: { path: '/apiCraftsman/recruitInterview/queryInterviewPage', method: 'POST' } },
  ops: {},
  extraOps: [
    { code: RecruitOps.hrInterview, name: 'HR面试' },
    { code: RecruitOps.modifyInterviewer, name: '更换面试官' },
    { code: RecruitOps.shiftAdjustment, name: '调整面试时间' },
    { code: RecruitOps.exchangeStatus, name: '结束应聘' },
    { code: RecruitOps.exchangeArea, name: '更换招聘区域' },
    { code: RecruitOps.surveyRegister, name: '问卷登记' },
    { code: RecruitOps.specialRemark, name: '特殊备注' },
  ],
  defaultSort: { field: 'interviewAt', dir: 'asc', first: { field: 'stage', values: [0] } },
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
    { ...F.interviewAt, filter: 'dateRange' },
    { ...F.stage, help: '待面试：等HR面试；待考核：面试已通过，等技能考核' },
    F.surveyAt,
    F.hrInterviewAt,
    F.hrInterviewRemark,
    { ...F.specialRemark, list: { width: 160, ellipsis: true } },
    F.registeredAt,
  ],
});
