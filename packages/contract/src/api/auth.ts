import { z } from 'zod';
import {
  ACCOUNT_MAX_LENGTH,
  LOGIN_PWD_MAX_LENGTH,
  validateForcedPassword,
  validateLoginAccount,
  validateLoginPwd,
  validateRetrieveCode,
  validateRetrieveMobile,
  validateRetrievePassword,
} from '../validators/password.js';
import { checked, idSchema, intSchema, textSchema } from './zod.js';

export const LoginBody = z.object({
  account: checked(validateLoginAccount),
  pwd: checked(validateLoginPwd),
});
export type LoginBody = z.infer<typeof LoginBody>;

export interface UserInfo {
  id: number;
  name: string;
  nickName: string | null;
  account: string;
  /** Encrypted in transit (enc1:...), decrypted by the request layer. */
  mobile: string;
  updateTime: string;
}

export interface LoginResult extends UserInfo {
  token: string;
  /** 0 means first login: the password must be changed before anything else. */
  firstLogin: number;
  /** Per-session key for the `at` header and encrypted fields. */
  secret: string;
  serverTime: number;
}

export const GetByIdBody = z.object({ id: idSchema });

export const ForcedUpdateBody = z.object({
  id: idSchema,
  firstLogin: intSchema({ min: 0, max: 1 }).optional(),
  password: z.string().superRefine((value, ctx) => {
    const result = validateForcedPassword(value);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result });
  }),
});

export const SendMobileCodeQuery = z.object({ mobile: checked(validateRetrieveMobile) });

export const UpdateAccountPwdBody = z.object({
  mobile: checked(validateRetrieveMobile),
  code: checked(validateRetrieveCode),
  pwd: z.string().superRefine((value, ctx) => {
    const result = validateRetrievePassword(value);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result });
  }),
});

export const CheckPwdBody = z.object({
  pwd: textSchema({ error: '请输入密码' }).min(1, '请输入密码').max(LOGIN_PWD_MAX_LENGTH, `密码最多${LOGIN_PWD_MAX_LENGTH}个字符`),
  account: textSchema().max(ACCOUNT_MAX_LENGTH, `用户名最多${ACCOUNT_MAX_LENGTH}个字符`).optional(),
});

export interface MenuNode {
  id: number;
  parentId: number | null;
  name: string;
  url: string | null;
  path: string | null;
  code: string | null;
  icon: string | null;
  sortOrder: number;
  /** Depth 0..2 for pages and groups, 3 for operation-authority entries. */
  lv: number;
  nodeKey: number;
  menuKey: number;
  hidden: boolean;
  hasOperationAuthority: boolean;
  children: MenuNode[];
}

export interface StoreAuthority {
  startDate: string | null;
  /** Empty with `allStores` true means every store. */
  storeIds: number[];
  allStores: boolean;
}

export interface VersionInfo {
  version: string;
  loginout: string;
}
