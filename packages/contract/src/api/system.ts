import { z } from 'zod';
import { OPERATION_SORT_ORDER } from '../constants.js';
import { validateMobile } from '../validators/phone.js';
import { ACCOUNT_MAX_LENGTH, validatePassword } from '../validators/password.js';
import { checked, dateSchema, idSchema, intSchema, pageQuery, textSchema } from './zod.js';

const optionalText = (max: number) =>
  textSchema()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const ACCOUNT_RE = new RegExp(`^[A-Za-z][A-Za-z0-9_.-]{2,${ACCOUNT_MAX_LENGTH - 1}}$`);

export const UserListQuery = z.object({
  keyword: textSchema().max(40).optional(),
  status: intSchema({ min: 0, max: 1 }).optional(),
  roleId: idSchema.optional(),
  storeId: idSchema.optional(),
  ...pageQuery,
});

export const UserForm = z.object({
  id: idSchema.optional(),
  account: textSchema().regex(ACCOUNT_RE, '账号须以字母开头，3-40位字母、数字或 _ . -'),
  name: textSchema().min(2, '姓名至少2个字').max(20, '姓名最多20个字'),
  nickName: optionalText(40),
  /** Required on create; on edit, left out keeps the number (lists answer it masked, issue 11.7). */
  mobile: checked(validateMobile).optional(),
  station: intSchema({ min: -1, max: 7 }).optional().nullable(),
  department: optionalText(20),
  storeId: idSchema.optional().nullable(),
  /** Only one signed-in session at a time: a new sign-in ends the others (they get 50130). */
  singleSession: z.boolean().default(false),
  /** Initial password on create; the user must change it at first sign-in. */
  password: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined) return;
      const result = validatePassword(value);
      if (result !== true) ctx.addIssue({ code: 'custom', message: result });
    }),
});
export type UserForm = z.infer<typeof UserForm>;

export interface UserRow {
  id: number;
  account: string;
  name: string;
  nickName: string | null;
  mobile: string;
  station: number | null;
  department: string | null;
  storeId: number | null;
  storeName: string | null;
  status: number;
  firstLogin: number;
  roles: { id: number; name: string }[];
  allStores: boolean;
  storeCount: number;
  singleSession: boolean;
  updateTime: string;
  createdAt: string;
}

export const UserDisableQuery = z.object({
  id: idSchema,
  status: intSchema({ min: 0, max: 1 }),
  operator: textSchema().max(40).optional(),
});

export const ResetPwdBody = z.object({
  id: idSchema,
  password: z.string().superRefine((value, ctx) => {
    const result = validatePassword(value);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result });
  }),
});

export const UserRolesBody = z.object({ userId: idSchema, roleIds: z.array(idSchema).max(50) });

export const StoreAuthorityBody = z.object({
  userId: idSchema,
  allStores: z.boolean(),
  storeIds: z.array(idSchema).max(5000),
  startDate: dateSchema('开始日期').optional().nullable(),
});

export const RoleListQuery = z.object({
  keyword: textSchema().max(40).optional(),
  status: intSchema({ min: 0, max: 1 }).optional(),
  ...pageQuery,
});

export const RoleForm = z.object({
  id: idSchema.optional(),
  name: textSchema().min(2, '角色名称至少2个字').max(20, '角色名称最多20个字'),
  code: textSchema().regex(/^[A-Za-z][A-Za-z0-9_]{1,39}$/, '角色编码须以字母开头，2-40位字母、数字或下划线'),
  roleType: intSchema({ min: 0, max: 2 }).default(0),
  remark: optionalText(200),
  status: intSchema({ min: 0, max: 1 }).default(1),
});

export interface RoleRow {
  id: number;
  name: string;
  code: string;
  roleType: number;
  remark: string | null;
  status: number;
  /** The super-admin role (holds every menu entry; never disabled, deleted or stripped of an entry). */
  isSuper: boolean;
  /** A role the chain was set up with: its code is fixed. */
  isSystem: boolean;
  userCount: number;
  menuCount: number;
  updatedAt: string;
}

export const RoleGrantBody = z.object({ roleId: idSchema, menuIds: z.array(idSchema).max(5000) });

export const MenuForm = z
  .object({
    id: idSchema.optional(),
    parentId: idSchema.optional().nullable(),
    name: textSchema().min(1, '请输入菜单名称').max(40),
    url: textSchema()
      .regex(/^\/[A-Za-z0-9_\-/]*$/, '页面地址须以 / 开头')
      .max(200)
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    code: textSchema()
      .regex(/^[A-Za-z][A-Za-z0-9_:.-]{1,79}$/, '权限编码格式不正确')
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    icon: optionalText(40),
    sortOrder: intSchema({ min: 0, max: OPERATION_SORT_ORDER }).default(0),
    hidden: z.boolean().default(false),
  })
  .superRefine((m, ctx) => {
    if (!m.url && !m.code) ctx.addIssue({ code: 'custom', path: ['url'], message: '页面地址或权限编码须填写一项' });
    if (m.url && m.code) ctx.addIssue({ code: 'custom', path: ['code'], message: '页面菜单不能同时填写权限编码' });
    if (m.code && !m.parentId) ctx.addIssue({ code: 'custom', path: ['parentId'], message: '操作权限须挂在页面菜单下' });
  });
export type MenuForm = z.infer<typeof MenuForm>;

export const MenuSortBody = z.object({
  items: z
    .array(z.object({ id: idSchema, sortOrder: intSchema({ min: 0, max: OPERATION_SORT_ORDER }) }))
    .min(1)
    .max(500),
});

export const IdBody = z.object({ id: idSchema });
