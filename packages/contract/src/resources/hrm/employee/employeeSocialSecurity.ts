import { z } from 'zod';
import { defineEnum } from '../../../enums/define.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource, type FieldDef } from '../../../resource/types.js';

/**
 * /hrm/employee/employeeSocialSecurity 员工社保: each employee's social insurance enrolment (city, base,
 * 未参保 → 参保中 → 已停保 with dates), the month's company and personal contributions computed from the
 * city's rate set (view social_security_amount: each item base × rate ÷ 100 to the fen, half up, then
 * summed), the craftsmen in service for more than 30 days without enrolment, a monthly summary per city
 * and the rate set per city (head office keeps it).
 */
export const SOCIAL_SECURITY_PAGE = '/hrm/employee/employeeSocialSecurity';

/** Days in service after which a craftsman without enrolment is flagged. */
export const SOCIAL_SECURITY_GRACE_DAYS = 30;

export const SocialSecurityOps = {
  add: 'hrm:socialSecurity:add',
  edit: 'hrm:socialSecurity:edit',
  enroll: 'hrm:socialSecurity:enroll',
  stop: 'hrm:socialSecurity:stop',
  export: 'hrm:socialSecurity:export',
  rateAdd: 'hrm:socialSecurityRate:add',
  rateEdit: 'hrm:socialSecurityRate:edit',
  missingExport: 'hrm:socialSecurity:exportMissing',
} as const;

export const SocialSecurityStatus = defineEnum([
  { value: 0, label: '未参保', labelEn: 'not enrolled', color: 'gold' },
  { value: 1, label: '参保中', labelEn: 'enrolled', color: 'green' },
  { value: 2, label: '已停保', labelEn: 'stopped', color: 'default' },
]);
export const SS_NONE = 0;
export const SS_ENROLLED = 1;
export const SS_STOPPED = 2;

/** The insurances of a rate set: key of the rate columns (`<key>Company`, `<key>Personal`) and label. */
export const SOCIAL_SECURITY_ITEMS = [
  { key: 'pension', label: '养老', personal: true },
  { key: 'medical', label: '医疗', personal: true },
  { key: 'unemployment', label: '失业', personal: true },
  { key: 'injury', label: '工伤', personal: false },
  { key: 'maternity', label: '生育', personal: false },
  { key: 'housing', label: '公积金', personal: true },
] as const;

export const SocialSecurityMsg = {
  noRate: '该城市尚未设置社保费率，请先在「城市费率」中设置',
  baseOutOfRange: (min: string, max: string) => `缴费基数须在该城市的上下限之间（${min}–${max}元）`,
  craftsmanMissing: '手艺人不存在',
  craftsmanLeft: '该手艺人已离职，不能登记参保',
  alreadyRegistered: '该手艺人已有社保登记，请在原记录上办理',
  baseOrder: '基数上限不能低于基数下限',
  enrolledBaseLocked: '参保中的记录修改基数请先停保',
} as const;

const rate = (key: string, label: string): FieldDef => ({
  key,
  label: `${label}(%)`,
  type: 'decimal',
  scale: 2,
  min: 0,
  max: 30,
  required: true,
  defaultValue: '0',
  list: { width: 90 },
  form: true,
});

/** 城市费率: one rate set per city; contributions of the enrolments in that city are computed from it. */
export const socialSecurityRateResource = defineResource({
  name: 'socialSecurityRate',
  title: '社保城市费率',
  page: SOCIAL_SECURITY_PAGE,
  table: 'social_security_rate',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/socialSecurityRate/querySocialSecurityRatePage', method: 'POST' } },
  ops: { create: SocialSecurityOps.rateAdd, update: SocialSecurityOps.rateEdit },
  defaultSort: { field: 'cityId', dir: 'asc' },
  form: { width: 760 },
  // prettier-ignore
  fields: [
    fields.city({ required: true, form: 'create', unique: true }),
    { key: 'baseMin', label: '基数下限(元)', type: 'money', required: true, min: 1, max: 100000, list: { width: 110 }, form: true },
    { key: 'baseMax', label: '基数上限(元)', type: 'money', required: true, min: 1, max: 100000, list: { width: 110 }, form: true },
    rate('pensionCompany', '养老·单位'),
    rate('pensionPersonal', '养老·个人'),
    rate('medicalCompany', '医疗·单位'),
    rate('medicalPersonal', '医疗·个人'),
    rate('unemploymentCompany', '失业·单位'),
    rate('unemploymentPersonal', '失业·个人'),
    rate('injuryCompany', '工伤·单位'),
    rate('maternityCompany', '生育·单位'),
    rate('housingCompany', '公积金·单位'),
    rate('housingPersonal', '公积金·个人'),
    fields.updatedBy(),
    fields.updatedAt(),
  ],
  check: (v) => {
    if (typeof v.baseMin === 'string' && typeof v.baseMax === 'string' && Number(v.baseMax) < Number(v.baseMin))
      return { field: 'baseMax', message: SocialSecurityMsg.baseOrder };
    return true;
  },
});

export const SOCIAL_SECURITY_CRAFTSMAN_OPTIONS = { path: '/mgt/socialSecurity/craftsmanOptions', method: 'GET' } as const;

const amount = (key: string, label: string, width = 100): FieldDef => ({ key, from: 'am', label, type: 'money', list: { width } });

/** 参保名单: one enrolment per craftsman, its contributions of a month from the city's rates. */
export const socialSecurityResource = defineResource({
  name: 'socialSecurity',
  title: '员工社保',
  page: SOCIAL_SECURITY_PAGE,
  table: 'employee_social_security',
  joins: [
    { alias: 'c', table: 'craftsman', on: 'craftsman_id' },
    { alias: 'am', table: 'social_security_amount', on: 'id' },
  ],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/socialSecurity/querySocialSecurityPage', method: 'POST' } },
  ops: { create: SocialSecurityOps.add, update: SocialSecurityOps.edit, export: SocialSecurityOps.export },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  keyword: { label: '手艺人', fields: ['realName', 'employeeNo'] },
  form: { width: 640 },
  workflow: {
    field: 'status',
    reasonColumn: 'stop_reason',
    transitions: [
      { action: 'enroll', label: '参保', from: [0, 2], to: 1, op: SocialSecurityOps.enroll, confirm: '以今天为参保日期，按所在城市费率每月缴纳。' },
      { action: 'stop', label: '停保', from: [1], to: 2, op: SocialSecurityOps.stop, reason: { label: '停保原因', required: true, max: 200 }, danger: true },
    ],
  },
  // prettier-ignore
  fields: [
    fields.store(),
    { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanLabel', options: SOCIAL_SECURITY_CRAFTSMAN_OPTIONS }, form: 'create', detail: false },
    { key: 'realName', column: 'real_name', from: 'c', label: '手艺人', type: 'text', list: { width: 90 } },
    { key: 'employeeNo', column: 'employee_no', from: 'c', label: '工号', type: 'text', list: { width: 110 } },
    { key: 'entryDate', column: 'entry_date', from: 'c', label: '入职日期', type: 'date', list: { width: 110 } },
    fields.city({ label: '参保城市', required: true, form: true }),
    { key: 'base', label: '缴费基数(元)', type: 'money', required: true, min: 1, max: 100000, list: { width: 110 }, form: true, help: '须在参保城市的基数上下限之间' },
    { key: 'status', label: '参保状态', type: 'enum', enum: SocialSecurityStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'startDate', label: '参保日期', type: 'date', list: { width: 110 }, filter: 'dateRange' },
    { key: 'stopDate', label: '停保日期', type: 'date', list: { width: 110 } },
    { key: 'stopReason', label: '停保原因', type: 'text', list: { width: 140, ellipsis: true } },
    amount('companyAmount', '单位月缴(元)', 110),
    amount('personalAmount', '个人月缴(元)', 110),
    amount('totalAmount', '月缴合计(元)', 110),
    amount('pensionCompanyAmount', '养老·单位'),
    amount('pensionPersonalAmount', '养老·个人'),
    amount('medicalCompanyAmount', '医疗·单位'),
    amount('medicalPersonalAmount', '医疗·个人'),
    amount('unemploymentCompanyAmount', '失业·单位'),
    amount('unemploymentPersonalAmount', '失业·个人'),
    amount('injuryCompanyAmount', '工伤·单位'),
    amount('maternityCompanyAmount', '生育·单位'),
    amount('housingCompanyAmount', '公积金·单位'),
    amount('housingPersonalAmount', '公积金·个人'),
    { key: 'remark', label: '备注', type: 'textarea', max: 200, list: { width: 140, ellipsis: true }, form: true, span: 2 },
    fields.updatedBy(),
    fields.createdAt({ list: { width: 160 }, sortable: true }),
  ],
});

/** 未参保提醒: craftsmen in service (or on leave) more than 30 days without an enrolment in force. */
export const socialSecurityMissingResource = defineResource({
  name: 'socialSecurityMissing',
  title: '未参保手艺人',
  page: SOCIAL_SECURITY_PAGE,
  table: 'social_security_missing',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/socialSecurity/queryMissingPage', method: 'POST' } },
  ops: { export: SocialSecurityOps.missingExport },
  defaultSort: { field: 'daysInService', dir: 'desc' },
  keyword: { label: '手艺人', fields: ['realName', 'employeeNo'] },
  // prettier-ignore
  fields: [
    fields.store(),
    { key: 'realName', label: '手艺人', type: 'text', list: { width: 90 } },
    { key: 'employeeNo', label: '工号', type: 'text', list: { width: 110 } },
    { key: 'entryDate', label: '入职日期', type: 'date', list: { width: 110 } },
    { key: 'daysInService', label: '在职天数', type: 'int', list: { width: 90 }, sortable: true },
    { key: 'status', label: '参保状态', type: 'enum', enum: SocialSecurityStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'stopDate', label: '停保日期', type: 'date', list: { width: 110 } },
  ],
});

/** 城市汇总: this month's enrolments in force per city: heads, bases and contributions. */
export const socialSecuritySummaryResource = defineResource({
  name: 'socialSecuritySummary',
  title: '社保城市汇总',
  page: SOCIAL_SECURITY_PAGE,
  table: 'social_security_city_summary',
  scope: { by: 'city', field: 'cityId' },
  api: { list: { path: '/mgt/socialSecurity/queryCitySummary', method: 'POST' } },
  ops: {},
  defaultSort: { field: 'totalAmount', dir: 'desc' },
  // prettier-ignore
  fields: [
    fields.city(),
    { key: 'month', label: '月份', type: 'date', list: { width: 110 } },
    { key: 'persons', label: '参保人数', type: 'int', list: { width: 90 }, sortable: true },
    { key: 'baseTotal', label: '缴费基数合计(元)', type: 'money', list: { width: 140 } },
    { key: 'companyAmount', label: '单位月缴合计(元)', type: 'money', list: { width: 140 }, sortable: true },
    { key: 'personalAmount', label: '个人月缴合计(元)', type: 'money', list: { width: 140 } },
    { key: 'totalAmount', label: '月缴总额(元)', type: 'money', list: { width: 130 }, sortable: true },
  ],
});

export const socialSecurityCraftsmanOptions = defineEndpoint({
  ...SOCIAL_SECURITY_CRAFTSMAN_OPTIONS,
  permission: { menu: SOCIAL_SECURITY_PAGE },
  result: z.array(z.object({ id: z.number().int(), name: z.string() })),
  summary: '可登记社保的手艺人：在职或休假、尚无社保登记，归属门店在用户的门店数据权限内',
});
