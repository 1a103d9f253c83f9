import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { defineEndpoint, instant } from '../../../resource/endpoint.js';
import { RecruitPage } from './_shared/recruitLedger.js';

/**
 * /hrm/employee/interviewDetail 面试详情 (hidden, opened with ?id= from 员工列表 and 面试管理): one
 * candidate's whole history: the registration (getBaseRecrLedgerById), every dated step with its
 * operator (getRecrSysLogById), the interview, test and training records
 * (getRecrInterviewTrainingRecordById), the interviewer (getInterviewerDetailById) and the same
 * person's earlier applications, found by ID-number hash or mobile hash (getHistoryRecrLedger).
 * Within the reader's stores.
 */
export const INTERVIEW_DETAIL_PAGE = RecruitPage.detail;

const BASE = '/apiCraftsman/recruitInterview';
const byId = z.object({ id: idSchema });
const permission = { menu: RecruitPage.detail };

export const recruitBaseRecord = z.object({
  id: z.number().int(),
  ledgerNo: z.string(),
  realName: z.string(),
  gender: z.number().int(),
  birthDate: z.string().nullable(),
  mobile: z.string(),
  idCard: z.string().nullable(),
  education: z.number().int(),
  workYears: z.string(),
  source: z.number().int(),
  referrerName: z.string().nullable(),
  regionName: z.string(),
  cityName: z.string(),
  intendedPost: z.number().int(),
  storeName: z.string().nullable(),
  stage: z.number().int(),
  interviewAt: instant.nullable(),
  surveyAt: instant.nullable(),
  registeredAt: instant,
  closedReason: z.string().nullable(),
  specialRemark: z.string().nullable(),
  createdBy: z.string().nullable(),
  craftsmanId: z.number().int().nullable(),
  employeeNo: z.string().nullable(),
});
export type RecruitBaseRecord = z.input<typeof recruitBaseRecord>;

export const getBaseRecrLedgerById = defineEndpoint({
  path: `${BASE}/getBaseRecrLedgerById`,
  method: 'GET',
  permission,
  query: byId,
  result: recruitBaseRecord,
  summary: '候选人的登记信息（手机号、身份证号脱敏）',
});

export const recruitLogRow = z.object({
  id: z.string(),
  action: z.string(),
  fromStage: z.number().int().nullable(),
  toStage: z.number().int().nullable(),
  remark: z.string().nullable(),
  operator: z.string(),
  createdAt: instant,
});
export type RecruitLogRow = z.input<typeof recruitLogRow>;

export const getRecrSysLogById = defineEndpoint({
  path: `${BASE}/getRecrSysLogById`,
  method: 'GET',
  permission,
  query: byId,
  result: z.array(recruitLogRow),
  summary: '候选人的每一步（时间、操作人、阶段变化、备注）',
});

export const recruitInterviewTraining = z.object({
  interviewAt: instant.nullable(),
  hrInterviewAt: instant.nullable(),
  hrInterviewRemark: z.string().nullable(),
  assessmentScore: z.string().nullable(),
  assessedAt: instant.nullable(),
  trainingStart: z.string().nullable(),
  trainingEnd: z.string().nullable(),
  trainingSkipped: z.boolean(),
  reviewedAt: instant.nullable(),
  employedOn: z.string().nullable(),
});
export type RecruitInterviewTraining = z.input<typeof recruitInterviewTraining>;

export const getRecrInterviewTrainingRecordById = defineEndpoint({
  path: `${BASE}/getRecrInterviewTrainingRecordById`,
  method: 'GET',
  permission,
  query: byId,
  result: recruitInterviewTraining,
  summary: '候选人的面试、考核与培训记录',
});

export const recruitInterviewer = z.object({
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  account: z.string().nullable(),
  department: z.string().nullable(),
  /** Candidates this interviewer has interviewed (passed or not) and how many passed. */
  interviewed: z.number().int(),
  passed: z.number().int(),
});
export type RecruitInterviewer = z.input<typeof recruitInterviewer>;

export const getInterviewerDetailById = defineEndpoint({
  path: `${BASE}/getInterviewerDetailById`,
  method: 'GET',
  permission,
  query: byId,
  result: recruitInterviewer,
  summary: '候选人的面试官及其面试通过情况',
});

export const recruitHistoryRow = z.object({
  id: z.number().int(),
  ledgerNo: z.string(),
  stage: z.number().int(),
  regionName: z.string(),
  storeName: z.string().nullable(),
  registeredAt: instant,
  closedReason: z.string().nullable(),
  /** Found by the same ID number (else by the same mobile). */
  byIdCard: z.boolean(),
});
export type RecruitHistoryRow = z.input<typeof recruitHistoryRow>;

export const getHistoryRecrLedger = defineEndpoint({
  path: `${BASE}/getHistoryRecrLedger`,
  method: 'GET',
  permission,
  query: byId,
  result: z.array(recruitHistoryRow),
  summary: '同一人（同身份证号或同手机号）之前的应聘记录',
});
