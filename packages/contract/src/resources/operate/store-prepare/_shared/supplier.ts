import type { Validator } from '../../../../validators/messages.js';
import { defineEnum } from '../../../../enums/define.js';

/** Pages of the store-preparation suppliers (issue 16), one source for both sides. */
export const SUPPLIER_PAGE = '/operate/store-prepare/supplierManagement';
export const SUPPLIER_ACCOUNT_PAGE = '/operate/store-prepare/supplierAccount';

/** What a supplier provides for a store being opened. */
export const SupplierKind = defineEnum([
  { value: 1, label: '装修', labelEn: 'decoration', color: 'orange' },
  { value: 2, label: '家具', labelEn: 'furniture', color: 'cyan' },
  { value: 3, label: '设备', labelEn: 'equipment', color: 'blue' },
  { value: 4, label: '物料', labelEn: 'materials', color: 'purple' },
]);

/** A supplier's standing: 合作中, 暂停合作, 已终止 (no new quotations or accounts). */
export const SupplierStatus = defineEnum([
  { value: 1, label: '合作中', labelEn: 'active', color: 'green' },
  { value: 2, label: '暂停合作', labelEn: 'suspended', color: 'orange' },
  { value: 3, label: '已终止', labelEn: 'terminated', color: 'default' },
]);
export const SUPPLIER_STATUS = { active: 1, suspended: 2, terminated: 3 } as const;

/** The 1–5 star rating of a supplier. */
export const SupplierRating = defineEnum([
  { value: 1, label: '★', labelEn: '1 star' },
  { value: 2, label: '★★', labelEn: '2 stars' },
  { value: 3, label: '★★★', labelEn: '3 stars' },
  { value: 4, label: '★★★★', labelEn: '4 stars' },
  { value: 5, label: '★★★★★', labelEn: '5 stars' },
]);

/** Operation codes of 供应商管理 and 供应商账号. */
export const SupplierOps = {
  add: 'operate:supplier:add',
  edit: 'operate:supplier:edit',
  export: 'operate:supplier:export',
  viewMobile: 'operate:supplier:viewMobile',
  accountAdd: 'operate:supplierAccount:add',
  accountEdit: 'operate:supplierAccount:edit',
  accountEnable: 'operate:supplierAccount:enable',
  accountResetPwd: 'operate:supplierAccount:resetPwd',
} as const;

/** The unified social credit code (统一社会信用代码): 18 characters of 0-9 and A-Z without I, O, S, V, Z, its check character verified. */
export const validateCreditCode: Validator = (value) => {
  if (value === null || value === undefined || value === '') return true;
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const code = value.toUpperCase();
  if (!/^[0-9ABCDEFGHJKLMNPQRTUWXY]{18}$/.test(code)) return '统一社会信用代码须为18位数字或大写字母';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += chars.indexOf(code[i]) * weights[i];
  const check = chars[(31 - (sum % 31)) % 31];
  return code[17] === check ? true : '统一社会信用代码校验位不正确';
};

/** A supplier portal account name: 4–20 letters, digits or underscores, starting with a letter. */
export const validateSupplierAccount: Validator = (value) =>
  !value || /^[A-Za-z][A-Za-z0-9_]{3,19}$/.test(value) ? true : '账号须为4~20位字母、数字或下划线，以字母开头';
