import { z } from 'zod';
import { dateSchema, idSchema, intSchema, pageQuery, textSchema } from '../../../api/zod.js';
import { ScheduleClearScope, ScheduleConfigSection, ScheduleConfigStatus, ScheduleRecordStatus, ShiftType, Weekday } from '../../../enums/schedule.js';
import { valueSchema } from '../../../resource/schema.js';
import { fields } from '../../../resource/fields.js';
import { defineResource, type FieldDef } from '../../../resource/types.js';
import type { FieldRefusal } from '../../../resource/refusal.js';

/**
 * /operate/shop/workScheduling (排班配置): how the craftsmen of each city sign up for their weekly
 * shifts and rest days. One configuration per city (rest rules, daily limits per store, clock-in
 * limits, the sign-up window for next week's schedule), stores of a city that keep their own rules,
 * the weekly schedules themselves (one row per craftsman, store and week), clearing a week with a
 * reason, and a log of every configuration change.
 */
export const WORK_SCHEDULE_PAGE = '/operate/shop/workScheduling';

const BASE = '/mgt/schedule/manage';
/** The spec's schedule paths (spec §7), plus the three list paths the spec leaves unnamed. */
export const WorkSchedulePath = {
  cityList: `${BASE}/querySchedConfigCityPage`,
  storeList: `${BASE}/querySchedConfigStorePage`,
  recordList: `${BASE}/querySchedRecordPage`,
  /** POST: a new city's configuration (the engine's create). */
  saveCity: `${BASE}/saveSchedConfigCity`,
  /** GET {id}: one city configuration (the engine's detail). */
  cityDetail: `${BASE}/getSchedConfigCityDetail`,
  /** POST {id, action: enable|disable, reason}: the engine's status step. */
  status: `${BASE}/updateSchedStatus`,
  /** POST: the rest rules of each craftsman. */
  configCraftsman: `${BASE}/updateConfigCraftsman`,
  /** POST: per store and day, how many may rest and how many must work. */
  configDetailLimit: `${BASE}/updateConfigDetailLimit`,
  /** POST: clock-in limits. */
  clockLimit: `${BASE}/updateSchedClockLimit`,
  /** POST: when next week's sign-up opens and closes. */
  signPlatform: `${BASE}/updateSignConfigPlatform`,
  /** POST: what craftsmen may do while sign-up is open. */
  signCraftsman: `${BASE}/updateSignConfigCraftsman`,
  /** POST {cityId, storeIds}: the stores of a city that keep their own rules. */
  cityStores: `${BASE}/updateSchedCityStore`,
  /** GET {cityId}: the stores of a city with their own rules (within the user's stores). */
  hasCnfStores: `${BASE}/getHasCnfStoreName`,
  /** GET {id}: one store's own rules (the engine's detail). */
  storeDetail: `${BASE}/getSchedConfigStoreDetail`,
  /** POST: one store's own rules (the engine's update). */
  configStore: `${BASE}/updateConfigStore`,
  /** POST: one store's own sign-up window. */
  signStore: `${BASE}/updateSignConfigStore`,
  /** GET {storeId}: the rules that apply to a store (its own, else its city's). */
  effective: `${BASE}/getSchedCnf`,
  /** POST {cityId, weekStart, reason}: clears every store of a city for one week. */
  clearCity: `${BASE}/clearSchedRecord`,
  /** POST {storeId, weekStart, reason}: clears one store for one week. */
  clearStore: `${BASE}/clearStoreSchedRecord`,
  /** GET: the clearings, newest first. */
  clearLog: `${BASE}/queryClearSchedRecordLog`,
  /** GET: the configuration changes, newest first. */
  operationLog: `${BASE}/queryScheduleConfigOperationLog`,
} as const;

export const WorkScheduleOps = {
  add: 'operate:schedule:add',
  edit: 'operate:schedule:edit',
  enable: 'operate:schedule:enable',
  disable: 'operate:schedule:disable',
  store: 'operate:schedule:store',
  clear: 'operate:schedule:clear',
} as const;

/* ----------------------------------- the rules ----------------------------------- */

export const REST_DAYS = { min: 1, max: 4 } as const;

/**
 * The rules a city sets and a store may keep its own copy of (same keys and columns on both tables),
 * each with the value a new city's configuration starts from.
 */
// prettier-ignore
const RULE_FIELDS = {
  restDaysMin: { key: 'restDaysMin', label: '每周最少休息天数', type: 'int', required: true, min: 1, max: 3, form: true, defaultValue: 1, help: '每位手艺人每周至少休息几天' },
  restDaysMax: { key: 'restDaysMax', label: '每周最多休息天数', type: 'int', required: true, min: REST_DAYS.min, max: REST_DAYS.max, form: true, defaultValue: 2, help: '每位手艺人每周最多报名休息几天' },
  weekendRest: { key: 'weekendRest', label: '周末可排休', type: 'bool', required: true, form: true, defaultValue: false, help: '关闭后周六、周日不能报名休息' },
  maxRestPerDay: { key: 'maxRestPerDay', label: '同日最多休息人数', type: 'int', required: true, min: 1, max: 10, form: true, defaultValue: 2, help: '每家门店同一天最多几位手艺人休息' },
  minOnDuty: { key: 'minOnDuty', label: '每日最少在岗人数', type: 'int', required: true, min: 1, max: 20, form: true, defaultValue: 3, help: '每家门店每天至少几位手艺人在岗' },
  lateGraceMinutes: { key: 'lateGraceMinutes', label: '迟到宽限（分钟）', type: 'int', required: true, min: 0, max: 30, form: true, defaultValue: 5, help: '上班时间后多少分钟内打卡不记迟到' },
  earliestClockMinutes: { key: 'earliestClockMinutes', label: '最早提前打卡（分钟）', type: 'int', required: true, min: 0, max: 120, form: true, defaultValue: 60, help: '上班时间前多少分钟起可以打卡' },
  signOpenWeekday: { key: 'signOpenWeekday', label: '报名开始（星期）', type: 'enum', enum: Weekday, required: true, form: true, defaultValue: 3 },
  signOpenTime: { key: 'signOpenTime', label: '报名开始时间', type: 'time', required: true, form: true, defaultValue: '10:00' },
  signCloseWeekday: { key: 'signCloseWeekday', label: '报名截止（星期）', type: 'enum', enum: Weekday, required: true, form: true, defaultValue: 5 },
  signCloseTime: { key: 'signCloseTime', label: '报名截止时间', type: 'time', required: true, form: true, defaultValue: '18:00' },
  craftsmanSignEnabled: { key: 'craftsmanSignEnabled', label: '手艺人自主报名', type: 'bool', required: true, form: true, defaultValue: true, help: '关闭后由店长直接排班' },
  signChangeLimit: { key: 'signChangeLimit', label: '截止前可修改次数', type: 'int', required: true, min: 0, max: 5, form: true, defaultValue: 2, help: '报名提交后、截止前还能修改几次' },
} as const satisfies Record<string, FieldDef>;
export type ScheduleRuleKey = keyof typeof RULE_FIELDS;

/** The sections of a configuration, each saved on its own (spec §7 names one path per section). */
export const SCHEDULE_SECTIONS = {
  craftsman: { section: 4, title: '手艺人排休规则', path: WorkSchedulePath.configCraftsman, keys: ['restDaysMin', 'restDaysMax', 'weekendRest'] },
  detailLimit: { section: 5, title: '门店每日人数', path: WorkSchedulePath.configDetailLimit, keys: ['maxRestPerDay', 'minOnDuty'] },
  clock: { section: 6, title: '打卡限制', path: WorkSchedulePath.clockLimit, keys: ['lateGraceMinutes', 'earliestClockMinutes'] },
  signPlatform: {
    section: 7,
    title: '报名时间',
    path: WorkSchedulePath.signPlatform,
    keys: ['signOpenWeekday', 'signOpenTime', 'signCloseWeekday', 'signCloseTime'],
  },
  signCraftsman: { section: 8, title: '手艺人报名设置', path: WorkSchedulePath.signCraftsman, keys: ['craftsmanSignEnabled', 'signChangeLimit'] },
} as const satisfies Record<string, { section: number; title: string; path: string; keys: readonly ScheduleRuleKey[] }>;
export type ScheduleSectionKey = keyof typeof SCHEDULE_SECTIONS;

/** A store's own rules: everything but the craftsman sign-up settings, which stay the city's. */
export const STORE_RULE_KEYS = [
  'restDaysMin',
  'restDaysMax',
  'weekendRest',
  'maxRestPerDay',
  'minOnDuty',
  'lateGraceMinutes',
  'earliestClockMinutes',
] as const satisfies readonly ScheduleRuleKey[];
export const SIGN_WINDOW_KEYS = SCHEDULE_SECTIONS.signPlatform.keys;

/** Minutes from Monday 00:00 of a weekday and 'HH:mm'. */
const weekMinute = (weekday: number, time: string) => (weekday - 1) * 1440 + Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The first rule across fields a set of values breaks (only the fields present are looked at), else null. */
export function scheduleRuleProblem(v: Record<string, unknown>): FieldRefusal | null {
  if (typeof v.restDaysMin === 'number' && typeof v.restDaysMax === 'number' && v.restDaysMin > v.restDaysMax) {
    return { field: 'restDaysMax', message: `${RULE_FIELDS.restDaysMax.label}不能少于${RULE_FIELDS.restDaysMin.label}` };
  }
  if (
    typeof v.signOpenWeekday === 'number' &&
    typeof v.signCloseWeekday === 'number' &&
    typeof v.signOpenTime === 'string' &&
    typeof v.signCloseTime === 'string'
  ) {
    const open = weekMinute(v.signOpenWeekday, v.signOpenTime);
    const close = weekMinute(v.signCloseWeekday, v.signCloseTime);
    if (close <= open) return { field: 'signCloseTime', message: '报名截止须晚于报名开始（同一周内）' };
    if (close - open < 120) return { field: 'signCloseTime', message: '报名时间至少持续2小时' };
  }
  return null;
}

/** The same rules as a form check (both sides): `true` or the refusal under its field. */
export function checkScheduleRules(v: Record<string, unknown>): true | FieldRefusal {
  return scheduleRuleProblem(v) ?? true;
}

/* ---------------------------------- declarations ---------------------------------- */

const cityLookup = fields.cityLookup;

/** One configuration per city: created, enabled or disabled, edited by section (hand-written endpoints). */
export const schedConfigCityResource = defineResource({
  name: 'schedConfigCity',
  title: '城市排班配置',
  page: WORK_SCHEDULE_PAGE,
  table: 'sched_config_city',
  scope: { by: 'city', field: 'cityId' },
  api: {
    list: { path: WorkSchedulePath.cityList, method: 'POST' },
    detail: { path: WorkSchedulePath.cityDetail, method: 'GET' },
    create: { path: WorkSchedulePath.saveCity, method: 'POST' },
    transition: { path: WorkSchedulePath.status, method: 'POST' },
  },
  ops: { create: WorkScheduleOps.add },
  extraOps: [
    { code: WorkScheduleOps.edit, name: '编辑排班规则' },
    { code: WorkScheduleOps.store, name: '门店单独配置' },
    { code: WorkScheduleOps.clear, name: '清空排班记录' },
  ],
  defaultSort: { field: 'cityId', dir: 'asc' },
  workflow: {
    field: 'status',
    reasonColumn: 'status_remark',
    operatorColumn: 'status_by',
    operatedAtColumn: 'status_at',
    transitions: [
      { action: 'enable', label: '启用', from: [0], to: 1, op: WorkScheduleOps.enable, confirm: '启用后，该城市手艺人按此配置报名排班。' },
      {
        action: 'disable',
        label: '停用',
        from: [1],
        to: 0,
        op: WorkScheduleOps.disable,
        confirm: '停用后，该城市手艺人不能在系统中报名排班，已有排班记录保留。',
        reason: { label: '停用原因', required: true, max: 200 },
        danger: true,
      },
    ],
  },
  form: { width: 720 },
  // prettier-ignore
  fields: [
    { key: 'cityId', label: '城市', type: 'int', required: true, form: 'create', filter: 'eq', list: { width: 100 }, lookup: cityLookup, sortable: true },
    { key: 'status', label: '状态', type: 'enum', enum: ScheduleConfigStatus, list: { width: 90 }, filter: 'eq' },
    ...Object.values(RULE_FIELDS),
    { key: 'statusRemark', label: '停用原因', type: 'text' },
    { key: 'statusBy', label: '启停操作人', type: 'text' },
    { key: 'statusAt', label: '启停时间', type: 'datetime' },
    { key: 'createdBy', label: '创建人', type: 'text' },
    { key: 'createdAt', label: '创建时间', type: 'datetime' },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 150 }, sortable: true },
  ],
  check: checkScheduleRules,
});

/** Stores of a city that keep their own rules (a copy of the city's, then edited on their own). */
export const schedConfigStoreResource = defineResource({
  name: 'schedConfigStore',
  title: '门店排班配置',
  page: WORK_SCHEDULE_PAGE,
  table: 'sched_config_store',
  joins: [{ alias: 's', table: 'store', on: 'store_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: WorkSchedulePath.storeList, method: 'POST' },
    detail: { path: WorkSchedulePath.storeDetail, method: 'GET' },
    update: { path: WorkSchedulePath.configStore, method: 'POST' },
  },
  ops: { update: WorkScheduleOps.store },
  keyword: { label: '门店', fields: ['storeName', 'storeCode'] },
  defaultSort: { field: 'storeCode', dir: 'asc' },
  form: { width: 640 },
  // prettier-ignore
  fields: [
    { key: 'storeCode', from: 's', label: '门店编码', type: 'text', list: { width: 90 }, sortable: true },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'storeName', from: 's', label: '门店名称', type: 'text', detail: false },
    { key: 'cityId', from: 's', label: '城市', type: 'int', filter: 'eq', list: { width: 90 }, lookup: { table: 'area', labelColumn: 'name', as: 'cityName' } },
    ...STORE_RULE_KEYS.map((k) => RULE_FIELDS[k]),
    ...SIGN_WINDOW_KEYS.map((k) => ({ ...RULE_FIELDS[k], form: false })),
    { key: 'createdBy', label: '创建人', type: 'text' },
    { key: 'createdAt', label: '创建时间', type: 'datetime' },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 150 }, sortable: true },
  ],
  check: checkScheduleRules,
});

/** The seven day columns of a weekly schedule, Monday first. */
export const DAY_KEYS = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7'] as const;

/** Weekly schedules: one row per craftsman, store and week (Monday), a shift or rest per day. */
export const schedRecordResource = defineResource({
  name: 'schedRecord',
  title: '排班记录',
  page: WORK_SCHEDULE_PAGE,
  table: 'sched_week',
  joins: [
    { alias: 'c', table: 'craftsman', on: 'craftsman_id' },
    { alias: 's', table: 'store', on: 'store_id' },
  ],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: WorkSchedulePath.recordList, method: 'POST' } },
  ops: {},
  keyword: { label: '手艺人', fields: ['realName', 'employeeNo'] },
  defaultSort: { field: 'storeCode', dir: 'asc' },
  // prettier-ignore
  fields: [
    { key: 'weekStart', label: '周开始日期', type: 'date', filter: 'eq', list: { width: 110 } },
    { key: 'storeCode', from: 's', label: '门店编码', type: 'text', sortable: true },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'cityId', from: 's', label: '城市', type: 'int', filter: 'eq', lookup: { table: 'area', labelColumn: 'name', as: 'cityName' } },
    { key: 'craftsmanId', label: '手艺人ID', type: 'int', detail: false },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 }, sortable: true },
    { key: 'realName', from: 'c', label: '手艺人', type: 'text', list: { width: 90 } },
    ...DAY_KEYS.map((key, i) => ({ key, label: Weekday.labelOf(i + 1), type: 'enum', enum: ShiftType, list: { width: 80 } }) as const),
    { key: 'restDays', label: '休息天数', type: 'int', min: 0, max: 7, list: { width: 80 }, filter: 'range', sortable: true },
    { key: 'status', label: '状态', type: 'enum', enum: ScheduleRecordStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'submittedAt', label: '报名时间', type: 'datetime', list: { width: 150 } },
    { key: 'confirmedBy', label: '确认人', type: 'text', list: { width: 90 } },
    { key: 'confirmedAt', label: '确认时间', type: 'datetime' },
  ],
});

/* --------------------------------- request bodies --------------------------------- */

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a 'YYYY-MM-DD' date is a Monday (weeks start on Monday). */
export function isMonday(date: string): boolean {
  return DATE_RE.test(date) && new Date(`${date}T00:00:00Z`).getUTCDay() === 1;
}

/** 'YYYY-MM-DD' plus some days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week a date falls in. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** The seven dates of a week, Monday first. */
export const weekDates = (weekStart: string): string[] => DAY_KEYS.map((_, i) => addDays(weekStart, i));

const ruleField = (key: ScheduleRuleKey): FieldDef => RULE_FIELDS[key];
const required = (field: FieldDef) => z.preprocess((v) => (v === null || v === '' ? undefined : v), valueSchema(field));

/** The body of one section's save: the record's id and the section's fields, the rules across them named on their field. */
function sectionBody(keys: readonly ScheduleRuleKey[]) {
  const shape: Record<string, z.ZodType> = { id: idSchema };
  for (const key of keys) shape[key] = required(ruleField(key));
  return z.object(shape).superRefine((values, ctx) => {
    const problem = scheduleRuleProblem(values);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}

export const ScheduleSectionBody = {
  craftsman: sectionBody(SCHEDULE_SECTIONS.craftsman.keys),
  detailLimit: sectionBody(SCHEDULE_SECTIONS.detailLimit.keys),
  clock: sectionBody(SCHEDULE_SECTIONS.clock.keys),
  signPlatform: sectionBody(SCHEDULE_SECTIONS.signPlatform.keys),
  signCraftsman: sectionBody(SCHEDULE_SECTIONS.signCraftsman.keys),
} satisfies Record<ScheduleSectionKey, z.ZodType>;

/** A store's own sign-up window (updateSignConfigStore): `id` is the store configuration's. */
export const StoreSignBody = sectionBody(SIGN_WINDOW_KEYS);

const cityId = intSchema({ min: 1, error: '请选择城市' });
const storeId = intSchema({ min: 1, error: '请选择门店' });

/** At most this many stores of one city keep their own rules. */
export const CITY_STORES_MAX = 100;
export const CityStoresBody = z.object({
  cityId,
  storeIds: z.array(storeId, { error: '请选择门店' }).max(CITY_STORES_MAX, `单独配置的门店最多${CITY_STORES_MAX}家`),
});

export const weekStartSchema = dateSchema('周开始日期', { error: '请选择周' }).refine(isMonday, '周开始日期须为周一');
export const CLEAR_REASON_MAX = 200;
const reason = textSchema({ multiline: true, error: '请填写清空原因' })
  .min(2, '清空原因至少2个字')
  .max(CLEAR_REASON_MAX, `清空原因最多${CLEAR_REASON_MAX}个字`);
export const ClearCityBody = z.object({ cityId, weekStart: weekStartSchema, reason });
export const ClearStoreBody = z.object({ storeId, weekStart: weekStartSchema, reason });

export const CityIdQuery = z.object({ cityId });
export const StoreIdQuery = z.object({ storeId });

const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional());
export const OperationLogQuery = z.object({
  cityId: optionalId,
  storeId: optionalId,
  section: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    intSchema({ error: '操作类型的取值不正确' })
      .refine((v) => ScheduleConfigSection.has(v), '操作类型的取值不正确')
      .optional(),
  ),
  ...pageQuery,
});
export const ClearLogQuery = z.object({
  cityId: optionalId,
  storeId: optionalId,
  scopeType: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    intSchema({ error: '清空范围的取值不正确' })
      .refine((v) => ScheduleClearScope.has(v), '清空范围的取值不正确')
      .optional(),
  ),
  weekStart: z.preprocess((v) => (v === '' || v === null ? undefined : v), weekStartSchema.optional()),
  ...pageQuery,
});

/* ---------------------------------- what answers ---------------------------------- */

export type ScheduleRules = {
  restDaysMin: number;
  restDaysMax: number;
  weekendRest: boolean;
  maxRestPerDay: number;
  minOnDuty: number;
  lateGraceMinutes: number;
  earliestClockMinutes: number;
  signOpenWeekday: number;
  signOpenTime: string;
  signCloseWeekday: number;
  signCloseTime: string;
  craftsmanSignEnabled: boolean;
  signChangeLimit: number;
};

/** getSchedCnf: the rules that apply to one store. */
export interface ScheduleEffectiveConfig {
  storeId: number;
  storeName: string;
  cityId: number;
  cityName: string;
  /** The city has a configuration. */
  configured: boolean;
  /** Its status (0 disabled: the city's craftsmen do not sign up in the system). */
  status: number | null;
  /** Where the rules come from: the store's own, or the city's. */
  source: 'store' | 'city' | null;
  rules: ScheduleRules | null;
}

/** getHasCnfStoreName: one store of a city with its own rules. */
export interface ScheduleConfiguredStore {
  id: number;
  storeId: number;
  storeName: string;
  storeCode: string;
}

export interface ScheduleOperationLogRow {
  id: number;
  cityId: number;
  cityName: string;
  storeId: number | null;
  storeName: string | null;
  section: number;
  content: string;
  before: unknown;
  after: unknown;
  operator: string;
  createdAt: string;
}

export interface ScheduleClearLogRow {
  id: number;
  scopeType: number;
  cityId: number;
  cityName: string;
  storeId: number | null;
  storeName: string | null;
  weekStart: string;
  clearedCount: number;
  reason: string;
  operator: string;
  createdAt: string;
}

/** How a rule's value reads in the operation log ('周三', '是', '3'). */
export function scheduleValueText(key: string, value: unknown): string {
  const field = (RULE_FIELDS as Record<string, FieldDef>)[key];
  if (value === null || value === undefined || value === '') return '空';
  if (field?.enum) return field.enum.labelOf(value as number);
  if (typeof value === 'boolean') return value ? '是' : '否';
  return String(value);
}

/** The changed rules between two snapshots, as the operation log reads them: '每周最多休息天数：2 → 1'. */
export function describeScheduleChanges(before: Record<string, unknown>, after: Record<string, unknown>, keys: readonly string[]): string[] {
  return keys
    .filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null))
    .map((k) => `${(RULE_FIELDS as Record<string, FieldDef>)[k]?.label ?? k}：${scheduleValueText(k, before[k])} → ${scheduleValueText(k, after[k])}`);
}

/** Every rule field by key (labels and limits for forms and logs). */
export const SCHEDULE_RULE_FIELDS: Readonly<Record<ScheduleRuleKey, FieldDef>> = RULE_FIELDS;
