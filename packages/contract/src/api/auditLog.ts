import { z } from 'zod';
import { defineEnum } from '../enums/define.js';
import { MODULES } from '../routes.js';
import { findRoute } from '../routes.js';
import { EnableStatus } from '../enums/store.js';
import { Department, RoleType, Station } from '../enums/people.js';
import { columnOf, type ResourceDef } from '../resource/types.js';
import { RESOURCES } from '../resources/index.js';
import { dateSchema, idSchema, intSchema, pageQuery, textSchema } from './zod.js';

/**
 * The audit trail, browsed two ways: by operator (/system/manage/operRecords: who did what from
 * which page) and by data (/system/manage/logs: what changed in which table, grouped by the
 * business domain — the "database" of the spec's log manager — the table belongs to).
 */
export const AuditPath = {
  operRecordList: '/mgt/operRecord/queryOperRecordPage',
  operRecordDetail: '/mgt/operRecord/getOperRecordDetail',
  databases: '/mgt/logManagerService/queryAllDataBaseName',
  tables: '/mgt/logManagerService/queryAllTableNameByDataBaseNum',
  logPage: '/mgt/logManagerService/queryLogByPage',
  logExport: '/mgt/logManagerService/exportLog',
  /** One data change's numbers whole (the list answers them masked), for holders of 查看完整号码; audited. */
  logReveal: '/mgt/logManagerService/revealLog',
  /** One operation record's numbers whole (the detail answers them masked), for holders of 查看完整号码; audited. */
  operRecordReveal: '/mgt/operRecord/revealOperRecord',
} as const;

/**
 * Where an audited record's store is found, for the store-data authority of the audit pages (issue
 * 11.12): the row of `table` whose `idColumn` is the audit row's record id holds its store in
 * `column` (`column` = `idColumn`: the record is a store), read `through` a joined row when the store
 * lives there (a refund's order); `by: 'city'` when the record belongs to a city, not a store. A
 * table without one holds no store's records (roles, menus, customers): only users who see every store see them.
 */
export interface AuditStorePath {
  by: 'store' | 'city';
  table: string;
  idColumn: string;
  column: string;
  through?: { table: string; on: string };
}

/** How a snapshot key of a hand-written table is shown: its label, and how its value is read (an enumeration, a lookup's label). */
interface AuditFieldInfo {
  label: string;
  enum?: { labelOf(value: string | number | null | undefined): string };
  lookup?: { table: string; labelColumn: string };
  bool?: boolean;
}

/** A user's record is its home store's; its roles and store-data authority are audited under the user's id. */
const userStore: AuditStorePath = { by: 'store', table: 'app_user', idColumn: 'id', column: 'store_id' };
const STORE_LOOKUP = { table: 'store', labelColumn: 'store_name' } as const;

/**
 * Tables written by hand-written endpoints, and tables several declarations share (named here, not by
 * whichever declaration comes first), with what one row is called, the module they belong to, where
 * a record's store is found, and what the keys of their snapshots are called.
 */
const HAND_WRITTEN_TABLES: Record<string, { title: string; module: string; store?: AuditStorePath; fields?: Record<string, AuditFieldInfo> }> = {
  app_user: {
    title: '用户',
    module: 'system',
    store: userStore,
    fields: {
      account: { label: '账号' },
      name: { label: '姓名' },
      nickName: { label: '昵称' },
      mobile: { label: '手机号' },
      station: { label: '岗位', enum: Station },
      department: { label: '部门', enum: Department },
      storeId: { label: '所属门店', lookup: STORE_LOOKUP },
      status: { label: '状态', enum: EnableStatus },
      singleSession: { label: '仅允许单处登录', bool: true },
    },
  },
  role: {
    title: '角色',
    module: 'system',
    fields: {
      name: { label: '角色名称' },
      code: { label: '角色编码' },
      roleType: { label: '角色类型', enum: RoleType },
      remark: { label: '备注' },
      status: { label: '状态', enum: EnableStatus },
    },
  },
  menu: {
    title: '菜单',
    module: 'system',
    fields: {
      parentId: { label: '上级菜单', lookup: { table: 'menu', labelColumn: 'name' } },
      name: { label: '菜单名称' },
      url: { label: '页面地址' },
      code: { label: '权限编码' },
      icon: { label: '图标' },
      sortOrder: { label: '排序' },
      lv: { label: '层级' },
      hidden: { label: '隐藏', bool: true },
    },
  },
  role_menu: { title: '角色权限', module: 'system' },
  user_role: { title: '用户角色', module: 'system', store: userStore },
  user_store: {
    title: '用户门店数据权限',
    module: 'system',
    store: userStore,
    fields: { allStores: { label: '全部门店', bool: true }, startDate: { label: '数据起始日期' }, storeIds: { label: '门店' } },
  },
  upload_file: { title: '上传文件', module: 'system' },
  filter_group: { title: '筛选组', module: 'system' },
  user_preference: { title: '用户偏好', module: 'system' },
  audit_log: { title: '操作记录', module: 'system' },
  store: { title: '门店', module: 'operate', store: { by: 'store', table: 'store', idColumn: 'id', column: 'id' } },
  store_item: { title: '门店服务项目', module: 'operate', store: { by: 'store', table: 'store_item', idColumn: 'id', column: 'store_id' } },
  order_refund: {
    title: '退款单',
    module: 'operate',
    store: { by: 'store', table: 'order_refund', idColumn: 'id', column: 'store_id', through: { table: 'customer_order', on: 'order_id' } },
  },
  finance_setting: { title: '财务设置', module: 'operate' },
  order_payment: {
    title: '支付记录',
    module: 'operate',
    store: { by: 'store', table: 'order_payment', idColumn: 'id', column: 'store_id', through: { table: 'customer_order', on: 'order_id' } },
  },
  family_member: { title: '家庭成员', module: 'operate' },
  customer: { title: '会员', module: 'operate' },
  customer_order: { title: '订单', module: 'operate', store: { by: 'store', table: 'customer_order', idColumn: 'id', column: 'store_id' } },
  member_card: { title: '会员卡', module: 'operate', store: { by: 'store', table: 'member_card', idColumn: 'id', column: 'store_id' } },
  wx_menu: { title: '公众号菜单', module: 'operate' },
  recruit_assessment_session: { title: '考核场次', module: 'hrm' },
  recruit_depart_file: { title: '离职附件', module: 'hrm' },
  recruit_training: { title: '新人培训', module: 'hrm' },
  recruit_talent_tag: { title: '人才标签', module: 'hrm' },
  franchise_lead_follow: { title: '线索跟进记录', module: 'join' },
};

/** Where a declared resource's record finds its store: its scope field, on its own row or on the joined row it is read from. */
function resourceStorePath(def: ResourceDef): AuditStorePath | undefined {
  const scope = def.scope;
  if (scope.by === 'none') return undefined;
  const idColumn = def.idColumn ?? 'id';
  const field = def.fields.find((f) => f.key === scope.field);
  if (scope.field === 'id') return { by: scope.by, table: def.table, idColumn, column: idColumn };
  if (!field) return undefined;
  const join = field.from ? def.joins?.find((j) => j.alias === field.from) : undefined;
  return { by: scope.by, table: def.table, idColumn, column: columnOf(field), ...(join ? { through: { table: join.table, on: join.on } } : {}) };
}

export interface AuditedTable {
  tableName: string;
  title: string;
  module: string;
  /** Where a record's store is found; none: not a store's record (head office's to see). */
  store?: AuditStorePath;
}

/** Every table whose changes are audited: the declared resources' tables and the hand-written ones. */
export const AUDITED_TABLES: readonly AuditedTable[] = (() => {
  const tables = new Map<string, AuditedTable>();
  for (const [tableName, t] of Object.entries(HAND_WRITTEN_TABLES)) tables.set(tableName, { tableName, title: t.title, module: t.module, store: t.store });
  for (const def of RESOURCES) {
    if (tables.has(def.table)) continue;
    tables.set(def.table, { tableName: def.table, title: def.title, module: findRoute(def.page)?.module ?? 'system', store: resourceStorePath(def) });
  }
  return [...tables.values()];
})();

export interface LogDatabase {
  dataBaseNum: number;
  dataBaseName: string;
  title: string;
}

/** One "database" per module that owns audited tables, numbered by the module's menu order. */
export const LOG_DATABASES: readonly LogDatabase[] = MODULES.map((m, i) => ({ dataBaseNum: i + 1, dataBaseName: `salon_${m.key}`, title: m.title, key: m.key }))
  .filter((m) => AUDITED_TABLES.some((t) => t.module === m.key))
  .map(({ dataBaseNum, dataBaseName, title }) => ({ dataBaseNum, dataBaseName, title }));

export const logDatabaseOf = (num: number) => LOG_DATABASES.find((d) => d.dataBaseNum === num);
export const tablesOfDatabase = (num: number): AuditedTable[] => {
  const db = logDatabaseOf(num);
  return db ? AUDITED_TABLES.filter((t) => `salon_${t.module}` === db.dataBaseName) : [];
};
export const tableTitle = (tableName: string) => AUDITED_TABLES.find((t) => t.tableName === tableName)?.title ?? tableName;

const VERBS: Record<string, string> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  remove: '删除',
  enable: '启用',
  disable: '禁用',
  export: '导出',
  import: '导入',
  upload: '上传',
  checkVideo: '校验视频',
  viewMobile: '查看完整手机号',
  convert: '转申请',
  unlock: '解锁账号',
  resetPassword: '重置密码',
  assignRoles: '分配角色',
  storeAuthority: '设置门店数据权限',
  grant: '分配权限',
  send: '推送',
  sort: '调整排序',
  approve: '审核通过',
  reject: '驳回',
  withdraw: '撤回',
  submit: '提交',
  publish: '发布',
  complete: '完成',
  refundApply: '申请退款',
  refundApprove: '退款审核通过',
  refundReject: '退款驳回',
  refundComplete: '确认退款',
  manualRefund: '手工退款',
  recover: '追回登记',
  writeOff: '核销',
  clear: '清空',
  settle: '结算',
  submitResult: '提交验收结果',
  adjust: '调整余额',
  changePassword: '修改密码',
  confirm: '确认',
  read: '标记已读',
  overdue: '标记逾期',
  expire: '标记过期',
  redeem: '兑换',
  use: '用券',
  couponUse: '订单用券',
  verify: '核销',
  login: '登录',
  logout: '退出登录',
  supplementClock: '补卡',
  compute: '计算工资',
  recompute: '重新统计',
  applyTransfer: '调店生效',
  endTransfer: '调店结束',
  // /hrm/dormitory
  checkOut: '退宿',
  generate: '生成结算',
  // /hrm/employee: the recruitment ledger's steps and the departure's
  register: '登记候选人',
  assItemScore: '录入考核成绩',
  attendTraining: '参加培训',
  toSkipTraining: '免培训',
  inTrainingStatus: '培训结束',
  updateRecruitJobTraining: '登记培训出勤',
  reactivate: '重新激活',
  payReferralReward: '发放推荐奖励',
  depart: '离职生效',
  noRehire: '标记不再录用',
  // /join: contracts' steps
  renew: '续签',
  terminate: '终止',
  attach: '添加附件',
  detach: '删除附件',
  // /join/business: 加盟门店's transfer, 流程设置's steps
  transfer: '转让门店',
  saveSteps: '设置审批步骤',
  // /operate/store-prepare
  advance: '推进筹建阶段',
  saveLines: '保存明细',
  revise: '修订（生成新版本）',
  // /join/business/repairlist
  dispatch: '派单',
  fix: '维修完成',
};

/**
 * What an action is called, one map for the audit pages and their export: for a workflow step the
 * step's own label as its table's declaration says ('transition:approve' on a price version: '审核通过'),
 * else the verb ('新增', '修改密码', '标记已读').
 */
export function auditActionLabel(action: string, tableName?: string | null): string {
  const step = action.startsWith('transition:') ? action.slice('transition:'.length) : action;
  const transition = RESOURCES.filter((r) => r.table === tableName)
    .flatMap((r) => r.workflow?.transitions ?? [])
    .find((t) => t.action === step);
  return transition?.label ?? VERBS[step] ?? step;
}

/** Pages outside the route catalogue that audited writes come from (the forced password change on the login screen). */
const PUBLIC_PAGE_TITLES: Record<string, string> = { '/login': '登录', '/retrievePassword': '找回密码' };

/** The page an audit row came from, by its title in the route catalogue ('/login': 登录); null for an unknown path. */
export const auditRouteTitle = (route: string | null | undefined): string | null =>
  route ? (findRoute(route)?.title ?? PUBLIC_PAGE_TITLES[route] ?? null) : null;

/** The field a changed key names: a declared resource field (by API key or column) or a hand-written table's snapshot key. */
function auditField(tableName: string, key: string): (AuditFieldInfo & { bool?: boolean }) | undefined {
  const own = HAND_WRITTEN_TABLES[tableName]?.fields?.[key];
  if (own) return own;
  for (const def of RESOURCES) {
    if (def.table !== tableName) continue;
    const field = def.fields.find((f) => f.key === key || columnOf(f) === key);
    if (field)
      return {
        label: field.label,
        enum: field.enum,
        bool: field.type === 'bool',
        // A store field reads the store's name, as the engine's lists do.
        lookup: field.lookup ?? (field.type === 'store' ? STORE_LOOKUP : undefined),
      };
  }
  return undefined;
}

/** Where the label of an id a changed key holds is read (门店 1 → 陆家嘴店), when the field declares a lookup. */
export const auditLookup = (tableName: string, key: string): { table: string; labelColumn: string } | undefined => auditField(tableName, key)?.lookup;

/** What a changed key is called: the resource field's label (by API key or column), else the key itself. */
export function auditFieldLabel(tableName: string, key: string, action?: string): string {
  // A workflow step records its reason as `reason`: called what the step asks for ('审批意见').
  if (key === 'reason' && action?.startsWith('transition:')) {
    const step = action.slice('transition:'.length);
    // Several resources may share a table (会员列表 and 注销用户 over `customer`): the one declaring the step.
    const transition = RESOURCES.filter((r) => r.table === tableName)
      .flatMap((r) => r.workflow?.transitions ?? [])
      .find((t) => t.action === step);
    if (transition?.reason) return transition.reason.label;
  }
  return auditField(tableName, key)?.label ?? key;
}

/** An enumerated value as people read it ('待审批' for 0, '技术部' for technology), anything else as it is (lookups are the server's to read). */
function auditValue(tableName: string, key: string, value: unknown): unknown {
  const field = auditField(tableName, key);
  if (field?.enum && (typeof value === 'number' || typeof value === 'string')) return field.enum.labelOf(value) ?? value;
  if (field?.bool && typeof value === 'boolean') return value ? '是' : '否';
  return value;
}

/** Keys whose values the viewers always show masked (numbers of people). */
export const SENSITIVE_KEY = /mobile|phone|idcard|idno|bankcard|cardno/i;

export interface AuditChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields that differ between a before and an after snapshot. Objects are compared key by key;
 * a snapshot that is not an object (a list of role ids) is one field named 'value'.
 */
export function auditChanges(tableName: string, before: unknown, after: unknown, action?: string): AuditChange[] {
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null && after === null) return [];
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: 'value', label: '值', before: before ?? null, after: after ?? null }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k] ?? null) !== JSON.stringify(a[k] ?? null))
    .map((k) => ({
      field: k,
      label: auditFieldLabel(tableName, k, action),
      before: k in b ? auditValue(tableName, k, b[k]) : null,
      after: k in a ? auditValue(tableName, k, a[k]) : null,
    }));
}

const optionalDate = (label: string) => dateSchema(label).optional();
const optionalText = (max: number) =>
  textSchema()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

const timeRange = {
  createTimeStart: optionalDate('开始日期'),
  createTimeEnd: optionalDate('结束日期'),
};
/** A date range whose end comes before its start: the message, else null. Checked by the server (schemas stay plain objects so exports can extend them). */
export const dateRangeError = (q: { createTimeStart?: string; createTimeEnd?: string }) =>
  q.createTimeStart && q.createTimeEnd && q.createTimeStart > q.createTimeEnd ? '结束日期不能早于开始日期' : null;

export const OperRecordQuery = z.object({
  userName: optionalText(40),
  route: optionalText(200),
  tableName: optionalText(60),
  recordId: optionalText(60),
  action: optionalText(40),
  ...timeRange,
  ...pageQuery,
});
export type OperRecordQuery = z.infer<typeof OperRecordQuery>;

export interface OperRecordRow {
  id: number;
  userId: number | null;
  userName: string | null;
  route: string | null;
  routeTitle: string | null;
  api: string;
  action: string;
  actionLabel: string;
  tableName: string;
  tableTitle: string;
  recordId: string | null;
  ip: string | null;
  requestId: string | null;
  createTime: string;
}

export interface OperRecordDetail extends OperRecordRow {
  before: unknown;
  after: unknown;
  changes: AuditChange[];
}

const dataBaseNum = intSchema({ min: 1, error: '请选择数据库' });
export const LogTablesQuery = z.object({ dataBaseNum });

/** Row-level kind of a data change: a row appeared (no before), changed (both), or went (no after). */
export const LogChangeKind = defineEnum([
  { value: 'create', label: '新增', labelEn: 'insert' },
  { value: 'update', label: '修改', labelEn: 'update' },
  { value: 'delete', label: '删除', labelEn: 'delete' },
]);

export const LogFilters = z.object({
  dataBaseNum,
  tableName: optionalText(60),
  recordId: optionalText(60),
  changeKind: z.enum(['create', 'update', 'delete'], { error: '变更类型不正确' }).optional(),
  operator: optionalText(40),
  ...timeRange,
});
export type LogFilters = z.infer<typeof LogFilters>;
export const LogQuery = LogFilters.extend(pageQuery);
export type LogQuery = z.infer<typeof LogQuery>;

export interface LogRow {
  id: number;
  dataBaseName: string;
  tableName: string;
  tableTitle: string;
  recordId: string | null;
  changeKind: 'create' | 'update' | 'delete';
  action: string;
  actionLabel: string;
  changes: AuditChange[];
  operator: string | null;
  route: string | null;
  /** The page by its title (auditRouteTitle). */
  routeTitle: string | null;
  createTime: string;
}

/** Which audit row's numbers to show whole (logReveal, operRecordReveal). */
export const AuditRevealBody = z.object({ id: idSchema });

/** One data change with its numbers whole, each sealed with the session key. */
export interface LogReveal {
  id: number;
  changes: AuditChange[];
}

/** One operation record's snapshots and changes with their numbers whole, each sealed with the session key. */
export interface OperRecordReveal {
  id: number;
  before: unknown;
  after: unknown;
  changes: AuditChange[];
}
