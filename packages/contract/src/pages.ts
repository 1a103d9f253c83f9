import type { ReportDef } from './resource/report.js';
import type { ResourceDef } from './resource/types.js';
import { REPORTS, RESOURCES } from './resources/index.js';
import {
  ACTIVITY_KINDS,
  ATTENDANCE_DETAIL_PAGE,
  INTERVIEW_DETAIL_PAGE,
  LeadPage,
  PROGRESS_BOARD_PAGE,
  FRANCHISE_NOTICE_ADD_PAGE,
  COUPON_HIDDEN_PAGES,
  DECO_QUOTATION_DETAIL_PAGE,
  NOTICE_ADD_PAGE,
  STORE_ADD_PAGE,
  USER_IMAGE_DETAIL_PAGE,
} from './resources/index.js';

/**
 * The pages that really exist, with the operation-authority codes (button permissions) each
 * offers. The menu seed, the web page registry and the route-coverage report read this list;
 * the server declares its permissions with the same codes.
 */
export interface PageOperation {
  code: string;
  name: string;
}

export interface ImplementedPage {
  path: string;
  operations: readonly PageOperation[];
}

function ops<K extends string>(prefix: string, names: Record<K, string>) {
  const codes = {} as Record<K, string>;
  const list: PageOperation[] = [];
  for (const key of Object.keys(names) as K[]) {
    codes[key] = `${prefix}:${key}`;
    list.push({ code: codes[key], name: names[key] });
  }
  return { codes, list };
}

const userOps = ops('system:user', {
  add: '新增用户',
  edit: '编辑用户',
  disable: '启用/禁用',
  resetPwd: '重置密码',
  assignRole: '分配角色',
  storeScope: '门店数据权限',
  export: '导出用户',
  import: '导入用户',
  viewMobile: '查看完整手机号',
});
const roleOps = ops('system:role', {
  add: '新增角色',
  edit: '编辑角色',
  remove: '删除角色',
  grant: '分配权限',
});
const menuOps = ops('system:menu', {
  add: '新增菜单',
  edit: '编辑菜单',
  remove: '删除菜单',
  sort: '调整排序',
});

const logOps = ops('system:log', {
  export: '导出变更日志',
  viewMasked: '查看完整号码',
});
const operRecordOps = ops('system:operRecord', {
  viewMasked: '查看完整号码',
});

/** The operation codes a resource's page offers, named for the role grant tree. */
export function resourceOperations(def: ResourceDef): PageOperation[] {
  const ops: PageOperation[] = [];
  if (def.ops.create) ops.push({ code: def.ops.create, name: `新增${def.title}` });
  if (def.ops.update) ops.push({ code: def.ops.update, name: `编辑${def.title}` });
  if (def.ops.remove) ops.push({ code: def.ops.remove, name: `删除${def.title}` });
  if (def.ops.export) ops.push({ code: def.ops.export, name: `导出${def.title}` });
  if (def.ops.import) ops.push({ code: def.ops.import, name: `导入${def.title}` });
  if (def.ops.viewMasked) ops.push({ code: def.ops.viewMasked, name: '查看完整号码' });
  for (const t of def.workflow?.transitions ?? []) if (!ops.some((o) => o.code === t.op)) ops.push({ code: t.op, name: t.label });
  for (const extra of def.extraOps ?? []) if (!ops.some((o) => o.code === extra.code)) ops.push(extra);
  return ops;
}

/** The operation codes a report's page offers: its export. */
export const reportOperations = (def: ReportDef): PageOperation[] => (def.ops.export ? [{ code: def.ops.export, name: `导出${def.title}` }] : []);

/** Operation codes by page, for server permission declarations and `canAccess` in pages. */
export const Ops = {
  user: userOps.codes,
  role: roleOps.codes,
  menu: menuOps.codes,
  log: logOps.codes,
  operRecord: operRecordOps.codes,
} as const;

export const PagePath = {
  user: '/system/manage/user',
  role: '/system/manage/role',
  menu: '/system/manage/menu',
  logs: '/system/manage/logs',
  operRecords: '/system/manage/operRecords',
} as const;

export const IMPLEMENTED_PAGES: readonly ImplementedPage[] = [
  { path: PagePath.user, operations: userOps.list },
  { path: PagePath.role, operations: roleOps.list },
  { path: PagePath.menu, operations: menuOps.list },
  { path: PagePath.logs, operations: logOps.list },
  { path: PagePath.operRecords, operations: operRecordOps.list },
  // Several resources may share one page (a list and its settings tab): one entry, their operations merged.
  ...[...new Set(RESOURCES.map((def) => def.page))].map((path) => ({
    path,
    operations: [
      ...RESOURCES.filter((def) => def.page === path).flatMap(resourceOperations),
      ...REPORTS.filter((def) => def.page === path).flatMap(reportOperations),
    ].filter((op, i, all) => all.findIndex((o) => o.code === op.code) === i),
  })),
  // Report pages (analytics), from their declarations: a page of several reports (tabs) once, their operations
  // merged; a report beside a page's list joins that page's entry below.
  ...[...new Set(REPORTS.map((def) => def.page))]
    .filter((path) => !RESOURCES.some((def) => def.page === path))
    .map((path) => ({
      path,
      operations: REPORTS.filter((def) => def.page === path)
        .flatMap(reportOperations)
        .filter((op, i, all) => all.findIndex((o) => o.code === op.code) === i),
    })),
  // Hidden pages holding a declaration's create form, reached from its list's 新增 button.
  { path: NOTICE_ADD_PAGE, operations: [] },
  { path: STORE_ADD_PAGE, operations: [] },
  ...COUPON_HIDDEN_PAGES.map((path) => ({ path, operations: [] })),
  // 用户图片审核详情: one picture large, reached from 用户图片审核's 查看大图 (its calls are that page's).
  { path: USER_IMAGE_DETAIL_PAGE, operations: [] },
  // 考勤详情: one craftsman's month, opened from 考勤列表 (its calls are its own page's).
  { path: ATTENDANCE_DETAIL_PAGE, operations: [] },
  // 面试详情: one candidate's history, opened from 员工列表 and 面试管理 (its calls are its own page's).
  { path: INTERVIEW_DETAIL_PAGE, operations: [] },
  // 加盟线索详情: one lead with its follow-ups, opened from 加盟线索 (its calls are its own page's and 加盟线索's).
  { path: LeadPage.detail, operations: [] },
  ...ACTIVITY_KINDS.map((k) => ({ path: k.page, operations: [] })),
  // 进度看板: the store preparation projects by stage; its moves are 筹建列表's 推进 (operate:storePrepare:advance).
  { path: PROGRESS_BOARD_PAGE, operations: [] },
  // 新增加盟通知: 加盟通知's create form on a page of its own (its calls are 加盟通知's).
  { path: FRANCHISE_NOTICE_ADD_PAGE, operations: [] },
  // 装修报价详情: one quotation version with its lines and versions, opened from 装修报价 (its calls are 装修报价's).
  { path: DECO_QUOTATION_DETAIL_PAGE, operations: [] },
];

export const isImplemented = (path: string) => IMPLEMENTED_PAGES.some((p) => p.path === path);
