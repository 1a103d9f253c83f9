import { z } from 'zod';
import { idSchema, textSchema } from '../../../api/zod.js';
import { PromotionLevel } from '../../../enums/craftsmanGrade.js';
import { PriceGrade } from '../../../enums/items.js';
import { CraftsmanStatus } from '../../../enums/people.js';
import { EducationDegree } from '../../../enums/recruit.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { defineResource } from '../../../resource/types.js';
import { CandidateField as F, RecruitOps, RecruitPage } from './_shared/recruitLedger.js';

/**
 * /hrm/employee/entry 入职管理: who joined through the recruitment ledger (5 已入职), when and in which
 * store, with their craftsman record (工号, level, status today); days in service and the end of
 * probation (90 days) follow from the entry date. getRecruitUserDetail answers one of them,
 * updateRecruitUserDetail corrects their recruitment details (education, years, remark).
 */
export const recruitEntryResource = defineResource({
  name: 'employeeOnboarding',
  title: '入职记录',
  page: RecruitPage.entry,
  table: 'recruit_candidate',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'intendedStoreId' },
  api: { list: { path: '/apiCraftsman/employeeOnboarding', method: 'GET' } },
  ops: { export: RecruitOps.exportEntry },
  extraOps: [{ code: RecruitOps.editEntry, name: '修改入职信息' }],
  defaultSort: { field: 'employedOn', dir: 'desc' },
  // prettier-ignore
  fields: [
    F.ledgerNo,
    F.realName,
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 } },
    F.mobile,
    { ...F.intendedStoreId, label: '入职门店' },
    F.cityId,
    F.intendedPost,
    { key: 'employedOn', label: '入职日期', type: 'date', list: { width: 110 }, filter: 'dateRange', sortable: true },
    { key: 'level', from: 'c', label: '手艺人等级', type: 'enum', enum: PromotionLevel, list: { width: 110 } },
    { key: 'priceGrade', from: 'c', label: '价格等级', type: 'enum', enum: PriceGrade, list: { width: 100 } },
    { key: 'craftsmanStatus', column: 'status', from: 'c', label: '在职状态', type: 'enum', enum: CraftsmanStatus, list: { width: 80 } },
    { key: 'craftsmanId', label: '手艺人', type: 'int', detail: false },
    F.source,
    F.education,
    F.workYears,
    F.specialRemark,
    F.registeredAt,
  ],
});

/** One employed candidate with their craftsman record and probation. */
export const recruitUserDetail = z.object({
  id: z.number().int(),
  ledgerNo: z.string(),
  realName: z.string(),
  mobile: z.string(),
  source: z.number().int(),
  education: z.number().int(),
  workYears: z.string(),
  specialRemark: z.string().nullable(),
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  employedOn: z.string(),
  probationEnd: z.string(),
  daysInService: z.number().int(),
  craftsmanId: z.number().int(),
  employeeNo: z.string(),
  level: z.string(),
  priceGrade: z.string(),
  craftsmanStatus: z.number().int(),
});
export type RecruitUserDetail = z.infer<typeof recruitUserDetail>;

/** GET getRecruitUserDetail?id: one employed candidate (入职管理). */
export const getRecruitUserDetail = defineEndpoint({
  path: '/apiCraftsman/getRecruitUserDetail',
  method: 'GET',
  permission: { menu: RecruitPage.entry },
  query: z.object({ id: idSchema }),
  result: recruitUserDetail,
  summary: '入职人员详情：入职门店、日期、在职天数、试用期结束日、手艺人档案',
});

const educationValues: readonly number[] = EducationDegree.items.map((i) => i.value);
/** POST updateRecruitUserDetail: corrects an employed candidate's recruitment details. */
export const updateRecruitUserDetail = defineEndpoint({
  path: '/apiCraftsman/updateRecruitUserDetail',
  method: 'POST',
  permission: { op: RecruitOps.editEntry },
  body: z.object({
    id: idSchema,
    education: z
      .number()
      .int()
      .refine((v) => educationValues.includes(v), '学历的取值不正确'),
    workYears: z.coerce.number({ error: '从业年限须为数字' }).min(0, '从业年限不能小于0').max(60, '从业年限不能大于60'),
    specialRemark: textSchema({ label: '特殊备注', multiline: true }).max(500, '特殊备注最多500个字').nullable().optional(),
  }),
  result: z.object({ id: z.number().int() }),
  summary: '修改入职人员的招聘信息（学历、从业年限、备注）',
});
