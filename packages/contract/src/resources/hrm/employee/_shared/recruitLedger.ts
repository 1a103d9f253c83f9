import { z } from 'zod';
import { idSchema, textSchema } from '../../../../api/zod.js';
import { JobPost } from '../../../../enums/employeeAffairs.js';
import { Gender } from '../../../../enums/people.js';
import { defineEnum } from '../../../../enums/define.js';
import { EducationDegree, RECRUIT_SOURCE_REFERRAL, RecruitSource, RecruitStage, RECRUIT_STAGE } from '../../../../enums/recruit.js';
import { defineEndpoint } from '../../../../resource/endpoint.js';
import type { FieldDef } from '../../../../resource/types.js';
import { validateMainlandIdCard } from '../../../../validators/idCard.js';
import { validateName } from '../../../../validators/name.js';
import { validateMobile } from '../../../../validators/phone.js';
import { CRAFTSMAN_FORM_OPTIONS } from '../../../craftsman/craftsman/_shared/register.js';

/**
 * The recruitment ledger's pages under /hrm/employee (issue 15): 员工列表 (the ledger), 面试管理,
 * 面试详情, 入职审批, 入职管理. What those pages share: their paths, operation codes, the refusals'
 * words and the candidate's fields (each page's declaration picks its own from these).
 */
export const RecruitPage = {
  ledger: '/hrm/employee/manage',
  interviewing: '/hrm/employee/interviewing',
  detail: '/hrm/employee/interviewDetail',
  approval: '/hrm/employee/approval',
  entry: '/hrm/employee/entry',
} as const;

/** Operation codes (button permissions) of the ledger's pages. */
export const RecruitOps = {
  register: 'hrm:recruitLedger:add',
  edit: 'hrm:recruitLedger:edit',
  exportLedger: 'hrm:recruitLedger:export',
  viewMasked: 'hrm:recruitLedger:viewMasked',
  hrInterview: 'hrm:recruitInterview:hrInterview',
  modifyInterviewer: 'hrm:recruitInterview:modifyInterviewer',
  shiftAdjustment: 'hrm:recruitInterview:shiftAdjustment',
  exchangeStatus: 'hrm:recruitInterview:exchangeStatus',
  exchangeArea: 'hrm:recruitInterview:exchangeArea',
  surveyRegister: 'hrm:recruitInterview:surveyRegister',
  specialRemark: 'hrm:recruitInterview:specialRemark',
  onBoardingReview: 'hrm:recruitOnboarding:review',
  exportEntry: 'hrm:recruitEntry:export',
  editEntry: 'hrm:recruitEntry:edit',
} as const;

/** Days of probation from the entry date (the day the probation ends is entry + 90 days). */
export const PROBATION_DAYS = 90;

const dayMs = 86_400_000;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / dayMs);
/** The last day of probation of someone who joined on `entryDate` ('YYYY-MM-DD'). */
export function probationEnd(entryDate: string): string {
  return new Date((dayNumber(entryDate) + PROBATION_DAYS) * dayMs).toISOString().slice(0, 10);
}
/** Days in service on `today` counting the entry day as day 1 (0 before it). */
export function daysInService(entryDate: string, today: string): number {
  return Math.max(0, dayNumber(today) - dayNumber(entryDate) + 1);
}

/** The answers of a step's dialog: HR面试 (通过 / 不通过), 入职审核 (通过 / 驳回), 结束应聘 (已放弃 / 未录用). */
export const InterviewResult = defineEnum([
  { value: 1, label: '通过', labelEn: 'passed', color: 'green' },
  { value: 0, label: '不通过', labelEn: 'failed', color: 'red' },
]);
export const ReviewResult = defineEnum([
  { value: 1, label: '通过，办理入职', labelEn: 'approved', color: 'green' },
  { value: 0, label: '驳回', labelEn: 'refused', color: 'red' },
]);
export const RecruitCloseStatus = defineEnum([
  { value: RECRUIT_STAGE.withdrawn, label: '已放弃（候选人放弃）', labelEn: 'withdrawn' },
  { value: RECRUIT_STAGE.refused, label: '未录用（不予录用）', labelEn: 'refused' },
]);

/** The refusals of the ledger's steps, in the words the pages show. */
export const RecruitMsg = {
  noRehire: '该身份证号已被标记为不再录用，不能登记',
  openApplication: (ledgerNo: string, stage: string) => `该身份证号已有进行中的应聘（台账编号${ledgerNo}，${stage}），不能重复登记`,
  activeCraftsman: (employeeNo: string) => `该身份证号是在职手艺人（工号${employeeNo}），不能登记`,
  referrerRequired: '来源为员工推荐时须选择推荐人',
  referrerMissing: '推荐人不存在或不在您的门店权限内',
  regionMissing: '招聘区域不存在',
  regionDisabled: '该招聘区域已停用，不能登记',
  interviewerMissing: '面试官不存在或已停用',
  candidateMissing: '候选人不存在或不在您的门店权限内',
  closedEdit: (stage: string) => `候选人当前为「${stage}」，应聘已结束，不能修改`,
  wrongStage: (stage: string, step: string) => `候选人当前为「${stage}」，不能${step}`,
  sameRegion: '新的招聘区域与当前相同',
  sameInterviewer: '新的面试官与当前相同',
  surveyDone: '该候选人已登记过问卷',
  notTrained: '该候选人尚未完成培训，不能提交入职审核',
  trainingNotEnded: (end: string) => `培训到${end}才结束，培训结束前不能办理入职`,
  entryBeforeTraining: '入职日期不能早于培训结束日期',
  badLevel: '手艺人等级不正确',
  badPriceGrade: '价格等级不正确',
  alreadyCraftsman: (employeeNo: string) => `该身份证号已在手艺人档案中（工号${employeeNo}），不能重复建档`,
  noIdCard: '候选人没有身份证号，不能办理入职',
  notEmployed: '该候选人尚未入职',
} as const;

/** The step names written to recruit_log.action (the spec endpoint without its submit prefix). */
export const RecruitAction = {
  register: 'register',
  edit: 'updateRecrLedger',
  hrInterview: 'hrInterview',
  modifyInterviewer: 'modifyInterviewer',
  shiftAdjustment: 'shiftAdjustment',
  exchangeStatus: 'exchangeStatus',
  exchangeArea: 'exchangeArea',
  surveyRegister: 'surveyRegister',
  specialRemark: 'specialRemark',
  onBoardingReview: 'onBoardingReview',
  updateRecruitUserDetail: 'updateRecruitUserDetail',
} as const;

/** What a log row's action reads as on 面试详情 (other helpers' steps show their own name until listed here). */
export const RECRUIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  register: '登记',
  updateRecrLedger: '修改登记信息',
  hrInterview: 'HR面试',
  modifyInterviewer: '更换面试官',
  shiftAdjustment: '调整面试时间',
  exchangeStatus: '变更状态',
  exchangeArea: '更换招聘区域',
  surveyRegister: '问卷登记',
  specialRemark: '特殊备注',
  assItemScore: '技能考核',
  attendTraining: '参加培训',
  toSkipTraining: '免培训',
  inTrainingStatus: '培训结束',
  onBoardingReview: '入职审核',
  updateRecruitUserDetail: '修改入职信息',
  depart: '离职',
};

/** Where the forms read their options: open recruitment regions, their cities, the interviewers. */
const optionRows = z.array(z.object({ id: z.number().int(), name: z.string() }));
export const RECRUIT_REGION_OPTIONS = defineEndpoint({
  path: '/mgt/recruitLedger/regionOptions',
  method: 'GET',
  permission: { signedIn: true },
  result: optionRows,
  summary: '招聘区域选项：启用的区域（城市·区域名）',
});
export const RECRUIT_CITY_OPTIONS = defineEndpoint({
  path: '/mgt/recruitLedger/cityOptions',
  method: 'GET',
  permission: { signedIn: true },
  result: optionRows,
  summary: '招聘城市选项：有招聘区域的城市',
});
export const RECRUIT_INTERVIEWER_OPTIONS = defineEndpoint({
  path: '/mgt/recruitLedger/interviewerOptions',
  method: 'GET',
  permission: { signedIn: true },
  result: optionRows,
  summary: '面试官选项：启用的后台用户',
});

/** The candidate's fields, each page's declaration picking its own (same labels, rules and columns everywhere). */
// prettier-ignore
export const CandidateField = {
  ledgerNo: { key: 'ledgerNo', label: '台账编号', type: 'text', list: { width: 130 }, filter: 'eq', placeholder: '完整的台账编号' },
  realName: { key: 'realName', label: '姓名', type: 'text', required: true, validate: validateName, list: { width: 90 }, form: true, filter: 'like' },
  gender: { key: 'gender', label: '性别', type: 'enum', enum: Gender, required: true, form: true, defaultValue: 0 },
  birthDate: { key: 'birthDate', label: '出生日期', type: 'date', form: true },
  mobile: { key: 'mobile', column: 'mobile_enc', label: '手机号', type: 'mobile', masked: true, encrypted: { hashColumn: 'mobile_hash' }, required: true, validate: validateMobile, list: { width: 130 }, form: 'create', filter: 'eq', placeholder: '完整的11位手机号' },
  idCard: { key: 'idCard', column: 'id_card_enc', label: '身份证号', type: 'text', masked: true, encrypted: { hashColumn: 'id_card_hash' }, required: true, validate: validateMainlandIdCard, form: 'create', placeholder: '完整的18位身份证号' },
  education: { key: 'education', label: '学历', type: 'enum', enum: EducationDegree, required: true, form: true, defaultValue: -1 },
  workYears: { key: 'workYears', label: '从业年限', type: 'decimal', scale: 1, min: 0, max: 60, form: true, defaultValue: 0, help: '美发相关工作年数' },
  source: { key: 'source', label: '来源', type: 'enum', enum: RecruitSource, required: true, list: { width: 100 }, form: true, filter: 'eq' },
  referrerCraftsmanId: { key: 'referrerCraftsmanId', label: '推荐人', type: 'int', requiredWhen: (v: Record<string, unknown>) => v.source === RECRUIT_SOURCE_REFERRAL, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'referrerName', options: CRAFTSMAN_FORM_OPTIONS }, form: true, help: '来源为员工推荐时必填' },
  regionId: { key: 'regionId', label: '招聘区域', type: 'int', required: true, lookup: { table: 'recruit_region', labelColumn: 'name', as: 'regionName', options: RECRUIT_REGION_OPTIONS }, list: { width: 110 }, form: true, filter: 'eq' },
  cityId: { key: 'cityId', label: '城市', type: 'int', lookup: { table: 'area', labelColumn: 'name', as: 'cityName', options: RECRUIT_CITY_OPTIONS }, list: { width: 80 }, filter: 'eq' },
  intendedPost: { key: 'intendedPost', label: '应聘岗位', type: 'enum', enum: JobPost, required: true, list: { width: 90 }, form: true, filter: 'eq', defaultValue: 1 },
  intendedStoreId: { key: 'intendedStoreId', label: '意向门店', type: 'store', required: true, list: { width: 140 }, form: true, filter: 'eq' },
  interviewerId: { key: 'interviewerId', label: '面试官', type: 'int', lookup: { table: 'app_user', labelColumn: 'name', as: 'interviewerUserName', options: RECRUIT_INTERVIEWER_OPTIONS }, form: true, detail: false },
  interviewerName: { key: 'interviewerName', label: '面试官', type: 'text', list: { width: 90 } },
  interviewAt: { key: 'interviewAt', label: '面试时间', type: 'datetime', list: { width: 150 }, form: true, sortable: true },
  stage: { key: 'stage', label: '阶段', type: 'enum', enum: RecruitStage, list: { width: 100 }, filter: 'eq' },
  registeredAt: { key: 'registeredAt', label: '登记时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', sortable: true },
  specialRemark: { key: 'specialRemark', label: '特殊备注', type: 'textarea', max: 500, form: true },
  hrInterviewAt: { key: 'hrInterviewAt', label: 'HR面试时间', type: 'datetime' },
  hrInterviewRemark: { key: 'hrInterviewRemark', label: 'HR面试评语', type: 'text' },
  surveyAt: { key: 'surveyAt', label: '问卷登记时间', type: 'datetime' },
  assessmentScore: { key: 'assessmentScore', label: '考核分数', type: 'decimal', scale: 1, list: { width: 90 } },
  trainingStart: { key: 'trainingStart', label: '培训开始', type: 'date', list: { width: 110 } },
  trainingEnd: { key: 'trainingEnd', label: '培训结束', type: 'date', list: { width: 110 } },
  trainingSkipped: { key: 'trainingSkipped', label: '免培训', type: 'bool', list: { width: 80 } },
  closedReason: { key: 'closedReason', label: '结束原因', type: 'text' },
  closedAt: { key: 'closedAt', label: '结束时间', type: 'datetime' },
  createdBy: { key: 'createdBy', label: '登记人', type: 'text' },
  updatedAt: { key: 'updatedAt', label: '修改时间', type: 'datetime' },
} as const satisfies Record<string, FieldDef>;

/** A stage's label for refusals. */
export const stageLabel = (stage: number) => RecruitStage.labelOf(stage);

/* ------------------------------------------------------------------ steps (spec §7 recruitInterview) */

const BASE = '/apiCraftsman/recruitInterview';
const reasonText = (label: string) =>
  textSchema({ label, multiline: true, error: `请填写${label}` })
    .min(1, `请填写${label}`)
    .max(200, `${label}最多200个字`);
const remarkText = (label: string, max = 500) => textSchema({ label, multiline: true }).max(max, `${label}最多${max}个字`);
const dateTimeText = (label: string) => z.iso.datetime({ offset: true, error: `${label}格式不正确` });

const stepAnswer = z.object({ id: z.number().int(), stage: z.number().int() });

/** HR interview: passed (→ 1 待考核, with the interviewer's remark) or not (→ 8 未录用, with the reason). */
export const submitHrInterview = defineStep('submitHrInterview', RecruitOps.hrInterview, 'HR面试结果：通过进入待考核，不通过为未录用', {
  pass: z.boolean({ error: '请选择面试结果' }),
  remark: remarkText('面试评语').optional(),
});
/** Another interviewer for a candidate still waiting for the interview. */
export const submitModifyInterviewer = defineStep('submitModifyInterviewer', RecruitOps.modifyInterviewer, '更换面试官', {
  interviewerId: idSchema,
});
/** Move the booked interview. */
export const submitShiftAdjustment = defineStep('submitShiftAdjustment', RecruitOps.shiftAdjustment, '调整面试时间', {
  interviewAt: dateTimeText('面试时间'),
  remark: remarkText('调整原因', 200).optional(),
});
/** Close an open application: the candidate withdrew (9 已放弃) or is refused (8 未录用), with the reason. */
export const submitExchangeStatus = defineStep('submitExchangeStatus', RecruitOps.exchangeStatus, '结束应聘：候选人放弃或不录用，须写原因', {
  status: z.union([z.literal(RECRUIT_STAGE.refused), z.literal(RECRUIT_STAGE.withdrawn)], { error: '状态只能是未录用或已放弃' }),
  reason: reasonText('原因'),
});
/** Move an open application to another recruitment region (its city follows). */
export const submitExchangeArea = defineStep('submitExchangeArea', RecruitOps.exchangeArea, '更换招聘区域', {
  regionId: idSchema,
  remark: remarkText('备注', 200).optional(),
});
/** The candidate filled the recruitment survey. */
export const submitSurveyRegister = defineStep('submitSurveyRegister', RecruitOps.surveyRegister, '登记候选人已填写招聘问卷', {});
/** The special remark (shown on every page of the candidate). */
export const updateSpecialRemark = defineStep('updateSpecialRemark', RecruitOps.specialRemark, '修改特殊备注', {
  specialRemark: remarkText('特殊备注'),
});
/**
 * Onboarding review of a candidate at 4 待入职审核: approved with the store, level, price grade and entry
 * date (→ 5 已入职, a craftsman created in the register in the same transaction), or refused with the
 * reason (→ 8 未录用).
 */
export const submitOnBoardingReview = defineStep('submitOnBoardingReview', RecruitOps.onBoardingReview, '入职审核：通过则建手艺人档案并入职，驳回为未录用', {
  approve: z.boolean({ error: '请选择审核结果' }),
  storeId: idSchema.optional(),
  level: textSchema({ label: '手艺人等级' }).max(8, '手艺人等级不正确').optional(),
  priceGrade: textSchema({ label: '价格等级' }).max(4, '价格等级不正确').optional(),
  entryDate: z.iso.date({ error: '入职日期格式不正确' }).optional(),
  reason: remarkText('驳回原因', 200).optional(),
});

function defineStep<S extends z.ZodRawShape>(name: string, op: string, summary: string, shape: S) {
  return defineEndpoint({
    path: `${BASE}/${name}`,
    method: 'POST',
    permission: { op },
    body: z.object({ id: idSchema, ...shape }),
    result: stepAnswer,
    summary,
  });
}
