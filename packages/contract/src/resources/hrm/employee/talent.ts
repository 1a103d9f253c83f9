import { z } from 'zod';
import { intSchema, textSchema } from '../../../api/zod.js';
import { RecruitStage } from '../../../enums/recruit.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { defineResource } from '../../../resource/types.js';
import { idInput, OkResult, reasonText, TrainingResult } from './_shared/talent.js';

export const TALENT_PAGE = '/hrm/employee/talent';

export const TalentOps = {
  attend: 'hrm:talent:attend',
  skip: 'hrm:talent:skip',
  finish: 'hrm:talent:finish',
  attendance: 'hrm:talent:attendance',
  export: 'hrm:talent:export',
} as const;

/**
 * /hrm/employee/talent 人才管理: the new-hire training of candidates who passed the trade test (stages
 * 2 待培训, 3 培训中, 4 待入职审核) with their class, dates, trainer, attendance and result. Steps (spec
 * recruitInterview submitAttendTraining / submitToSkipTraining / submitInTrainingStatus,
 * recruitJobTraining updateRecruitJobTraining): 参加培训 2 → 3 in a class, 免培训 2 → 4 with a reason,
 * 培训结束 3 → 4 合格 or 3 → 8 不合格 with the reason; 登记出勤 while in training. Statistics per class
 * and trainer, and the records whose dates or stage disagree (getErrorList).
 */
export const talentResource = defineResource({
  name: 'recruitTraining',
  title: '培训记录',
  page: TALENT_PAGE,
  table: 'recruit_candidate',
  joins: [{ alias: 'tr', table: 'recruit_training_info', on: 'id' }],
  scope: { by: 'store', field: 'intendedStoreId' },
  api: { list: { path: '/mgt/recruitJobTraining/queryTrainingPage', method: 'POST' } },
  ops: { export: TalentOps.export },
  extraOps: [
    { code: TalentOps.attend, name: '参加培训' },
    { code: TalentOps.skip, name: '免培训' },
    { code: TalentOps.finish, name: '培训结束' },
    { code: TalentOps.attendance, name: '登记出勤' },
  ],
  defaultSort: { field: 'assessedAt', dir: 'desc', first: { field: 'stage', values: [2, 3] } },
  // prettier-ignore
  fields: [
    { key: 'ledgerNo', label: '台账号', type: 'text', list: { width: 130 }, filter: 'eq' },
    { key: 'realName', label: '姓名', type: 'text', list: { width: 90 }, filter: 'like' },
    { key: 'stage', label: '阶段', type: 'enum', enum: RecruitStage, list: { width: 100 }, filter: 'eq' },
    { key: 'intendedStoreId', label: '意向门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'assessmentScore', label: '考核总分', type: 'decimal', scale: 1, list: { width: 90 } },
    { key: 'assessedAt', label: '考核通过时间', type: 'datetime', list: { width: 160 }, sortable: true, filter: 'dateRange' },
    { key: 'className', from: 'tr', label: '培训班', type: 'text', list: { width: 150 }, filter: 'like' },
    { key: 'trainerName', from: 'tr', label: '讲师', type: 'text', list: { width: 90 }, filter: 'like' },
    { key: 'trainingStart', label: '培训开始', type: 'date', list: { width: 110 } },
    { key: 'trainingEnd', label: '培训结束', type: 'date', list: { width: 110 } },
    { key: 'attendanceDays', from: 'tr', label: '出勤天数', type: 'int', list: { width: 90 } },
    { key: 'result', from: 'tr', label: '培训结果', type: 'enum', enum: TrainingResult, list: { width: 90 }, filter: 'eq' },
    { key: 'remark', from: 'tr', label: '说明', type: 'text', list: { width: 200, ellipsis: true } },
    { key: 'operator', from: 'tr', label: '经办人', type: 'text', list: { width: 90 } },
    { key: 'classEnd', from: 'tr', label: '班级结业日期', type: 'date' },
  ],
});

const idField = idInput('候选人');
const attendanceDays = intSchema({ min: 0, max: 366, label: '出勤天数' });

/** 参加培训 (2 → 3): the class the candidate joins. */
export const TalentAttendBody = z.object({ id: idField, classId: idInput('培训班') });
export const talentAttend = defineEndpoint({
  path: '/mgt/recruitInterview/submitAttendTraining',
  method: 'POST',
  permission: { op: TalentOps.attend },
  body: TalentAttendBody,
  result: OkResult,
  summary: '参加培训：待培训 → 培训中，编入培训班（未结业的班级）',
});
/** 免培训 (2 → 4) with the reason. */
export const TalentSkipBody = z.object({ id: idField, reason: reasonText('免培训原因') });
export const talentSkip = defineEndpoint({
  path: '/mgt/recruitInterview/submitToSkipTraining',
  method: 'POST',
  permission: { op: TalentOps.skip },
  body: TalentSkipBody,
  result: OkResult,
  summary: '免培训：待培训 → 待入职审核，须填写原因',
});
/** 培训结束 (3 → 4 合格, 3 → 8 不合格 with the reason) with the attendance. */
export const TalentFinishBody = z
  .object({
    id: idField,
    passed: z.boolean({ error: '请选择培训结果' }),
    attendanceDays,
    reason: textSchema({ label: '不合格原因', multiline: true }).max(200, '不合格原因最多200个字').optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.passed && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '请填写不合格原因' });
  });
export const talentFinish = defineEndpoint({
  path: '/mgt/recruitInterview/submitInTrainingStatus',
  method: 'POST',
  permission: { op: TalentOps.finish },
  body: TalentFinishBody,
  result: OkResult,
  summary: '培训结束：培训中 → 待入职审核（合格）或 未录用（不合格，须填写原因）',
});
/** 登记出勤 while in training (updateRecruitJobTraining). */
export const TalentAttendanceBody = z.object({ id: idField, attendanceDays });
export const talentAttendance = defineEndpoint({
  path: '/mgt/recruitJobTraining/updateRecruitJobTraining',
  method: 'POST',
  permission: { op: TalentOps.attendance },
  body: TalentAttendanceBody,
  result: OkResult,
  summary: '登记出勤天数（培训中的候选人，不超过已开班天数）',
});

/** The classes a candidate may join: not yet ended. */
export const talentClassOptions = defineEndpoint({
  path: '/mgt/recruitJobTraining/classOptions',
  method: 'GET',
  permission: { menu: TALENT_PAGE },
  result: z.array(z.object({ id: z.number().int(), name: z.string() })),
  summary: '可编入的培训班：未结业，含讲师与日期',
});

/** Statistics per class and trainer (statistics). */
export const talentStatistics = defineEndpoint({
  path: '/mgt/recruitJobTraining/statistics',
  method: 'POST',
  permission: { menu: TALENT_PAGE },
  result: z.array(
    z.object({
      classId: z.number().int(),
      className: z.string(),
      trainerName: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      total: z.number().int(),
      inTraining: z.number().int(),
      passed: z.number().int(),
      failed: z.number().int(),
    }),
  ),
  summary: '培训统计：每个培训班（讲师）的学员数、培训中、合格、不合格',
});

/** Records whose dates or stage disagree (getErrorList). */
export const talentErrors = defineEndpoint({
  path: '/mgt/recruitJobTraining/getErrorList',
  method: 'GET',
  permission: { menu: TALENT_PAGE },
  result: z.array(z.object({ id: z.number().int(), ledgerNo: z.string(), realName: z.string(), stage: z.number().int(), problem: z.string() })),
  summary: '培训异常：阶段与培训记录不符、结业未结束、日期颠倒的候选人',
});
