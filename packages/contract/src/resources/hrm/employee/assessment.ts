import { z } from 'zod';
import { dateSchema, intSchema, textSchema } from '../../../api/zod.js';
import { RecruitStage } from '../../../enums/recruit.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { defineResource, type FieldDef } from '../../../resource/types.js';
import { ASSESSMENT_ITEMS, AssessmentResult, idInput, type AssessmentItemKey } from './_shared/talent.js';

export const ASSESSMENT_PAGE = '/hrm/employee/assessment';

export const AssessmentOps = {
  arrange: 'hrm:assessment:arrange',
  score: 'hrm:assessment:score',
  export: 'hrm:assessment:export',
} as const;

const itemFields: FieldDef[] = ASSESSMENT_ITEMS.map((item) => ({
  key: item.key,
  label: item.label,
  type: 'int',
  list: { width: 90 },
  help: `0–100 分，${item.passMark} 分及格`,
}));

/**
 * /hrm/employee/assessment 考核管理: the trade test of candidates who passed the HR interview (spec
 * recrAss/teacher). HR arranges a session (考核场次: a day, a store, an examiner craftsman and the
 * candidates at 1 待考核); the examiner's item scores (ASSESSMENT_ITEMS, 0–100 each) give the total and
 * the result: every item at its pass mark moves the candidate to 2 待培训, else to 8 未录用 with the reason.
 * One row a candidate in a session.
 */
export const assessmentResource = defineResource({
  name: 'recruitAssessment',
  title: '考核记录',
  page: ASSESSMENT_PAGE,
  table: 'recruit_assessment',
  joins: [
    { alias: 'c', table: 'recruit_candidate', on: 'candidate_id' },
    { alias: 'ss', table: 'recruit_assessment_session_info', on: 'session_id' },
  ],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/recrAss/teacher/details', method: 'POST' } },
  ops: { export: AssessmentOps.export },
  extraOps: [
    { code: AssessmentOps.arrange, name: '安排考核' },
    { code: AssessmentOps.score, name: '录入成绩' },
  ],
  defaultSort: { field: 'sessionDate', dir: 'desc', first: { field: 'result', values: [0] } },
  // prettier-ignore
  fields: [
    { key: 'ledgerNo', from: 'c', label: '台账号', type: 'text', list: { width: 130 }, filter: 'eq' },
    { key: 'realName', from: 'c', label: '姓名', type: 'text', list: { width: 90 }, filter: 'like' },
    { key: 'stage', from: 'c', label: '当前阶段', type: 'enum', enum: RecruitStage, list: { width: 100 } },
    { key: 'sessionDate', label: '考核日期', type: 'date', list: { width: 110 }, filter: 'dateRange', sortable: true },
    { key: 'storeId', label: '考核门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'examinerName', from: 'ss', label: '考官', type: 'text', list: { width: 90 }, filter: 'like' },
    ...itemFields,
    { key: 'total', label: '总分', type: 'decimal', scale: 1, list: { width: 80 }, sortable: true },
    { key: 'result', label: '考核结果', type: 'enum', enum: AssessmentResult, list: { width: 90 }, filter: 'eq' },
    { key: 'failReason', label: '未通过原因', type: 'text', list: { width: 200, ellipsis: true } },
    { key: 'scoredBy', label: '评分人', type: 'text', list: { width: 90 } },
    { key: 'scoredAt', label: '评分时间', type: 'datetime', list: { width: 160 } },
    { key: 'sessionId', label: '场次编号', type: 'int', detail: true },
    { key: 'remark', from: 'ss', label: '场次备注', type: 'text' },
  ],
});

/** 安排考核 (headCount): a session of candidates at 待考核 on a day, in a store, before an examiner. */
export const AssessmentArrangeBody = z.object({
  sessionDate: dateSchema('考核日期'),
  storeId: idInput('考核门店'),
  examinerId: idInput('考官'),
  candidateIds: z
    .array(intSchema({ min: 1, label: '候选人' }), { error: '请选择候选人' })
    .min(1, '请选择候选人')
    .max(50, '一个场次最多50名候选人'),
  remark: textSchema({ label: '备注' }).max(200, '备注最多200个字').optional(),
});
export const assessmentArrange = defineEndpoint({
  path: '/mgt/recrAss/teacher/headCount',
  method: 'POST',
  permission: { op: AssessmentOps.arrange },
  body: AssessmentArrangeBody,
  result: z.object({ sessionId: z.number().int(), count: z.number().int() }),
  summary: '安排考核场次：日期、门店、考官与待考核的候选人（每人同时只在一个待评分场次）',
});

const itemScore = (label: string) => intSchema({ min: 0, max: 100, label: `${label}成绩` });
const itemShape = Object.fromEntries(ASSESSMENT_ITEMS.map((item) => [item.key, itemScore(item.label)])) as Record<
  AssessmentItemKey,
  ReturnType<typeof itemScore>
>;
/** 录入成绩 (assItemScore): every item's score; a fail's reason (default: the items below their pass mark). */
export const AssessmentScoreBody = z.object({
  id: idInput('考核记录'),
  ...itemShape,
  failReason: textSchema({ label: '未通过原因' }).max(200, '未通过原因最多200个字').optional(),
});
export const assessmentScore = defineEndpoint({
  path: '/mgt/recrAss/teacher/assItemScore',
  method: 'POST',
  permission: { op: AssessmentOps.score },
  body: AssessmentScoreBody,
  result: z.object({ id: z.number().int(), total: z.string(), passed: z.boolean(), stage: z.number().int() }),
  summary: '录入考核成绩：各项及格 → 待培训，否则 → 未录用（附原因）；候选人须为待考核',
});

const option = z.object({ id: z.number().int(), name: z.string() });
/** The candidates a session may take (interviewAssessment): at 待考核, waiting in no session. */
export const assessmentCandidates = defineEndpoint({
  path: '/mgt/recrAss/teacher/interviewAssessment',
  method: 'GET',
  permission: { menu: ASSESSMENT_PAGE },
  result: z.array(option),
  summary: '可安排考核的候选人：待考核且不在待评分场次中',
});
/** Craftsmen in service who may examine (their name, number and store). */
export const assessmentExaminers = defineEndpoint({
  path: '/mgt/recrAss/teacher/examinerOptions',
  method: 'GET',
  permission: { menu: ASSESSMENT_PAGE },
  result: z.array(option),
  summary: '考官候选：在职手艺人',
});

/** The sessions (getHeadCountList): each with its candidates counted by result, newest first. */
export const assessmentSessions = defineEndpoint({
  path: '/mgt/recrAss/teacher/getHeadCountList',
  method: 'GET',
  permission: { menu: ASSESSMENT_PAGE },
  result: z.array(
    z.object({
      id: z.number().int(),
      sessionDate: z.string(),
      storeName: z.string(),
      examinerName: z.string(),
      total: z.number().int(),
      passed: z.number().int(),
      failed: z.number().int(),
      waiting: z.number().int(),
    }),
  ),
  summary: '考核场次（最近30场）：日期、门店、考官、人数及通过/未通过/待评分人数',
});
