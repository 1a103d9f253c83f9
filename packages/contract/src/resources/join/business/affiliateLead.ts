import { z } from 'zod';
import { idSchema, textSchema } from '../../../api/zod.js';
import { FollowUpMethod, LeadChannel, LeadIntent, LeadStatus, LEAD_OPEN_STATUSES } from '../../../enums/franchiseLead.js';
import { defineEndpoint, instant } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource, type FieldDef } from '../../../resource/types.js';
import { budgetField, leadMobileField, LeadOps, LeadPage } from './_shared/lead.js';

const BASE = '/mgt/franchise/lead';

/** The users a lead may be given to (招商专员): enabled head-office accounts holding the lead page. */
export const LEAD_OWNER_OPTIONS = { path: `${BASE}/ownerOptions`, method: 'GET' } as const;

/**
 * /join/business/affiliateLead 加盟线索: prospects from every channel with their owner (招商专员). A lead
 * is 新线索 until its first follow-up (跟进中); 转申请 turns it into an application of 加盟申请 (已转申请,
 * linked both ways); 无效 closes it with the reason. 分配 gives leads to an owner. A mobile already held
 * by an open lead is refused (the message names that lead). City scope. 线索详情 (affiliateLeadDetail)
 * shows one lead with its follow-ups.
 */
export const leadResource = defineResource({
  name: 'franchiseLead',
  title: '加盟线索',
  page: LeadPage.lead,
  table: 'franchise_lead',
  joins: [{ alias: 'a', table: 'franchise_apply', on: 'apply_id' }],
  scope: { by: 'city', field: 'cityId', since: 'createdAt' },
  api: {
    list: { path: `${BASE}/query`, method: 'POST' },
    detail: { path: `${BASE}/detail`, method: 'GET' },
    create: { path: `${BASE}/add`, method: 'POST' },
    update: { path: `${BASE}/update`, method: 'POST' },
    transition: { path: `${BASE}/close`, method: 'POST' },
    export: { path: `${BASE}/export`, method: 'GET' },
  },
  ops: { create: LeadOps.create, update: LeadOps.edit, export: LeadOps.export, viewMasked: LeadOps.viewMobile },
  extraOps: [
    { code: LeadOps.assign, name: '分配线索' },
    { code: LeadOps.follow, name: '添加跟进记录' },
    { code: LeadOps.convert, name: '转为加盟申请' },
  ],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  count: 'exact',
  keyword: { label: '联系人/线索编号', fields: ['contactName', 'leadNo'] },
  form: { width: 640 },
  workflow: {
    field: 'status',
    reasonColumn: 'invalid_reason',
    locked: [2, 3],
    transitions: [
      {
        action: 'invalid',
        label: '无效',
        from: LEAD_OPEN_STATUSES,
        to: 3,
        op: LeadOps.invalid,
        reason: { label: '无效原因', required: true },
        danger: true,
        doneText: '线索已关闭',
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'leadNo', label: '线索编号', type: 'text', list: { width: 130 }, filter: 'like' },
    { key: 'contactName', label: '联系人', type: 'text', required: true, max: 20, list: { width: 90 }, form: true },
    leadMobileField('mobile', '手机号'),
    fields.city({ required: true, form: true }),
    { key: 'channel', label: '线索来源', type: 'enum', enum: LeadChannel, required: true, list: { width: 100 }, form: true, filter: 'eq' },
    { key: 'intent', label: '意向等级', type: 'enum', enum: LeadIntent, list: { width: 90 }, filter: 'eq', defaultValue: 3 },
    budgetField(false),
    { key: 'hasExperience', label: '美业经验', type: 'bool', list: { width: 80 }, form: true, defaultValue: false },
    { key: 'status', label: '状态', type: 'enum', enum: LeadStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'ownerUserId', label: '负责人', type: 'int', lookup: { table: 'app_user', labelColumn: 'name', as: 'ownerLabel', options: LEAD_OWNER_OPTIONS }, filter: 'eq', detail: false },
    { key: 'ownerName', label: '负责人', type: 'text', list: { width: 90 } },
    { key: 'followCount', label: '跟进次数', type: 'int', list: { width: 80 }, sortable: true },
    { key: 'lastFollowAt', label: '最近跟进', type: 'datetime', list: { width: 160 }, sortable: true },
    { key: 'nextFollowOn', label: '下次跟进', type: 'date', list: { width: 110 }, filter: 'dateRange', sortable: true },
    { key: 'applyNo', column: 'apply_no', from: 'a', label: '加盟申请', type: 'text', list: { width: 130 } },
    { key: 'invalidReason', label: '无效原因', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'remark', label: '备注', type: 'textarea', max: 500, form: true, span: 2 },
    { key: 'createdAt', label: '登记时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
  ],
});

export const leadOwnerOptions = defineEndpoint({
  ...LEAD_OWNER_OPTIONS,
  permission: { menu: LeadPage.lead },
  result: z.array(z.object({ id: z.number().int(), name: z.string() })),
  summary: '加盟线索：可分配的负责人（启用的总部账号中拥有加盟线索页面的）',
});

/** POST assign: gives open leads to an owner (at most 200 at once). */
export const leadAssign = defineEndpoint({
  path: `${BASE}/assign`,
  method: 'POST',
  permission: { op: LeadOps.assign },
  body: z.object({
    ids: z.array(idSchema, { error: '请选择线索' }).min(1, '请选择线索').max(200, '一次最多分配200条线索'),
    ownerUserId: z.number({ error: '请选择负责人' }).int().positive('请选择负责人'),
  }),
  result: z.object({ assigned: z.number().int() }),
  summary: '加盟线索：分配给负责人（只能分配新线索和跟进中的线索）',
});

export const leadFollowBody = z.object({
  leadId: idSchema,
  method: z
    .number({ error: '请选择跟进方式' })
    .int()
    .refine((v) => FollowUpMethod.has(v), '跟进方式不正确'),
  content: textSchema({ label: '跟进内容', multiline: true, error: '请填写跟进内容' }).min(1, '请填写跟进内容').max(500, '跟进内容最多500个字'),
  intent: z
    .number({ error: '请选择意向等级' })
    .int()
    .refine((v) => LeadIntent.has(v), '意向等级不正确'),
  nextFollowOn: z.iso.date({ error: '下次跟进日期不正确' }).nullish(),
});

/** POST follow: a follow-up record of an open lead (新线索 becomes 跟进中; its intent and next date follow). */
export const leadFollow = defineEndpoint({
  path: `${BASE}/follow`,
  method: 'POST',
  permission: { op: LeadOps.follow },
  body: leadFollowBody,
  result: z.object({ id: z.number().int(), status: z.number().int(), followCount: z.number().int() }),
  summary: '加盟线索：添加跟进记录（方式、内容、意向等级、下次跟进日期）',
});

export const leadFollowRow = z.object({
  id: z.number().int(),
  method: z.number().int(),
  content: z.string(),
  intent: z.number().int(),
  nextFollowOn: z.string().nullable(),
  operator: z.string(),
  createdAt: instant,
});

/** GET follows ?id: a lead's follow-up records, newest first. */
export const leadFollows = defineEndpoint({
  path: `${BASE}/follows`,
  method: 'GET',
  permission: { menu: LeadPage.lead },
  query: z.object({ id: z.coerce.number({ error: '请选择线索' }).int().positive('请选择线索') }),
  result: z.array(leadFollowRow),
  summary: '加盟线索：跟进记录（新的在前）',
});

/** POST convert: an open lead becomes an application (待审核) with the intended area and budget. */
export const leadConvert = defineEndpoint({
  path: `${BASE}/convert`,
  method: 'POST',
  permission: { op: LeadOps.convert },
  body: z.object({
    id: idSchema,
    intendedArea: textSchema({ label: '意向商圈', error: '请填写意向商圈' }).min(1, '请填写意向商圈').max(100, '意向商圈最多100个字'),
    budget: z.coerce.number({ error: '请填写投资预算' }).min(1, '投资预算不能小于1万元').max(9999, '投资预算不能大于9999万元'),
    companyName: textSchema({ label: '公司名称' }).max(60, '公司名称最多60个字').nullish(),
    plannedStores: z.number({ error: '请填写计划开店数' }).int().min(1, '计划开店数至少1家').max(99, '计划开店数最多99家'),
  }),
  result: z.object({ id: z.number().int(), applyId: z.number().int(), applyNo: z.string() }),
  summary: '加盟线索：转为加盟申请（待审核），线索变为已转申请',
});

/* The step dialogs' fields (the endpoints' bodies above say the same rules on the server). */
// prettier-ignore
export const leadFollowFields: readonly FieldDef[] = [
  { key: 'method', label: '跟进方式', type: 'enum', enum: FollowUpMethod, required: true, defaultValue: 1 },
  { key: 'content', label: '跟进内容', type: 'textarea', required: true, max: 500 },
  { key: 'intent', label: '意向等级', type: 'enum', enum: LeadIntent, required: true },
  { key: 'nextFollowOn', label: '下次跟进日期', type: 'date', help: '不早于今天；不填则不提醒' },
];
// prettier-ignore
export const leadConvertFields: readonly FieldDef[] = [
  { key: 'intendedArea', label: '意向商圈', type: 'text', required: true, max: 100, placeholder: '如：浦东新区 张江' },
  { ...budgetField(true), list: undefined, filter: undefined },
  { key: 'companyName', label: '公司名称', type: 'text', max: 60 },
  { key: 'plannedStores', label: '计划开店数', type: 'int', min: 1, max: 99, required: true, defaultValue: 1 },
];
export const leadAssignFields: readonly FieldDef[] = [
  {
    key: 'ownerUserId',
    label: '负责人',
    type: 'int',
    required: true,
    lookup: { table: 'app_user', labelColumn: 'name', as: 'ownerLabel', options: LEAD_OWNER_OPTIONS },
  },
];
