import type { FieldDef } from '../../../resource/types.js';
import { defineResource } from '../../../resource/types.js';
import { memberResource } from './member.js';
import { CustomerServiceOps, CustomerServicePath } from './_shared/customerService.js';

export const QUERY_USER_PAGE = '/operate/user/queryUser';

/**
 * /operate/user/queryUser 用户查询: customer service finds ONE user by the whole mobile (nothing
 * is listed before); the detail is the user's whole picture (visits, family, coupons, cards,
 * latest orders). Whole numbers only with 查看完整号码; every profile opened with whole numbers is audited.
 */
export const queryUserResource = defineResource({
  name: 'queryUser',
  title: '用户',
  page: QUERY_USER_PAGE,
  table: 'customer',
  scope: { by: 'none' },
  api: { list: { path: CustomerServicePath.queryUser, method: 'POST' }, detail: { path: CustomerServicePath.userProfile, method: 'GET' } },
  ops: { viewMasked: CustomerServiceOps.queryUserViewMobile },
  searchRequired: { anyOf: ['mobile'], message: '请输入用户的完整手机号' },
  fields: memberResource.fields.map((f): FieldDef => (f.key === 'mobile' ? { ...f, masked: true } : { ...f, filter: undefined })),
});
