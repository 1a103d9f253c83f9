import { defineEnum } from './define.js';
import { CRAFTSMAN_LEVELS, levelLabel } from './levels.js';

export const Station = defineEnum([
  { value: 0, label: '手艺人', labelEn: 'craftsman' },
  { value: 1, label: '店长', labelEn: 'store manager' },
  { value: 2, label: '区域经理', labelEn: 'area manager' },
  { value: 3, label: '培训师', labelEn: 'trainer' },
  { value: 4, label: '文化专员', labelEn: 'culture specialist' },
  { value: 5, label: '城市经理', labelEn: 'city manager' },
  { value: 6, label: '稽核', labelEn: 'auditor' },
  { value: 7, label: '区域督导', labelEn: 'area supervisor' },
  { value: -1, label: '互联网员工', labelEn: 'internet employee' },
]);

export const ManagerStation = defineEnum([
  { value: 1, label: '城市经理', labelEn: 'city manager' },
  { value: 2, label: '区域经理', labelEn: 'area manager' },
  { value: 3, label: '区域督导', labelEn: 'area supervisor' },
]);

export const CraftsmanType = defineEnum([
  { value: 0, label: '系统用户', labelEn: 'system user' },
  { value: 1, label: '发型师', labelEn: 'hairstylist' },
  { value: 2, label: '烫染师', labelEn: 'perm/dye technician' },
]);

export const PositionType = defineEnum([
  { value: 0, label: '员工', labelEn: 'employee' },
  { value: 1, label: '店长', labelEn: 'store manager' },
]);

export const LeaveReason = defineEnum([
  { value: 0, label: '无', labelEn: 'none' },
  { value: 1, label: '违规', labelEn: 'violation' },
  { value: 2, label: '服务态度', labelEn: 'attitude' },
  { value: 3, label: '技术薄弱', labelEn: 'weak skill' },
  { value: 4, label: '主动离职', labelEn: 'resigned' },
  { value: 5, label: '劝退', labelEn: 'persuaded to leave' },
  { value: 6, label: '个人/家庭原因', labelEn: 'personal/family' },
  { value: 7, label: '其他', labelEn: 'other' },
]);

/** Role types; a deputy (2) maps to parent 0. */
export const RoleType = defineEnum([
  { value: 0, label: '员工', labelEn: 'employee' },
  { value: 1, label: '店长', labelEn: 'store manager' },
  { value: 2, label: '副店长', labelEn: 'deputy' },
]);
export const roleTypeParent = (t: number): number => (t === 2 ? 0 : t);

export const Department = defineEnum([
  { value: 'beauty', label: '美业部', labelEn: 'beauty' },
  { value: 'operations', label: '运营部', labelEn: 'operations' },
  { value: 'hr', label: '人力资源部', labelEn: 'HR' },
  { value: 'purchasing', label: '采购部', labelEn: 'purchasing' },
  { value: 'marketing', label: '市场部', labelEn: 'marketing' },
  { value: 'product', label: '产品部', labelEn: 'product' },
  { value: 'administration', label: '行政部', labelEn: 'administration' },
  { value: 'finance', label: '财务部', labelEn: 'finance' },
  { value: 'technology', label: '技术部', labelEn: 'technology' },
]);

export const Gender = defineEnum([
  { value: 0, label: '女', labelEn: 'female' },
  { value: 1, label: '男', labelEn: 'male' },
]);

/** A craftsman's employment status (DOMAIN: in service, on leave, transferred, departed). */
export const CraftsmanStatus = defineEnum([
  { value: 1, label: '在职', labelEn: 'in service' },
  { value: 2, label: '休假', labelEn: 'on leave' },
  { value: 3, label: '已调出', labelEn: 'transferred' },
  { value: 4, label: '已离职', labelEn: 'departed' },
]);

/** Whether a craftsman takes orders in a store (spec: enable status 0 disabled, 1 enabled). */
export const CraftsmanActiveStatus = defineEnum([
  { value: 0, label: '停用', labelEn: 'disabled' },
  { value: 1, label: '启用', labelEn: 'enabled' },
]);

/** Craftsman levels of spec §3 as a select, labelled with their titles: 'U3 金牌'. */
export const CraftsmanLevel = defineEnum(Object.keys(CRAFTSMAN_LEVELS).map((code) => ({ value: code, label: levelLabel(code), labelEn: code })));
