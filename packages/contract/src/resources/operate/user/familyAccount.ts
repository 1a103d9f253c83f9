import { defineResource } from '../../../resource/types.js';
import { CustomerServiceOps, CustomerServicePath, serviceMobileOf as mobileOf } from './_shared/customerService.js';

export const FAMILY_ACCOUNT_PAGE = '/operate/user/familyAccount';

/**
 * /operate/user/familyAccount 家庭账户: family accounts (an owner and up to FAMILY_MAX_MEMBERS
 * members, each customer in one family at most), newest first. Creating one and adding or
 * removing a member are hand-written steps, each audited.
 */
export const familyAccountResource = defineResource({
  name: 'familyAccount',
  title: '家庭账户',
  page: FAMILY_ACCOUNT_PAGE,
  table: 'family_account',
  joins: [{ alias: 'ow', table: 'customer', on: 'owner_customer_id' }],
  scope: { by: 'none' },
  api: { list: { path: CustomerServicePath.familyList, method: 'POST' }, detail: { path: CustomerServicePath.familyDetail, method: 'GET' } },
  ops: { viewMasked: CustomerServiceOps.familyViewMobile },
  extraOps: [
    { code: CustomerServiceOps.familyCreate, name: '新建家庭账户' },
    { code: CustomerServiceOps.familyMember, name: '添加/移除成员' },
  ],
  keyset: { field: 'createdAt' },
  // prettier-ignore
  fields: [
    { key: 'familyName', label: '家庭名称', type: 'text', max: 40, list: { width: 140 }, filter: 'like' },
    { key: 'ownerName', column: 'name', from: 'ow', label: '户主', type: 'text', list: { width: 90 } },
    { ...mobileOf('ow', '户主手机号'), key: 'ownerMobile' },
    { key: 'memberCount', label: '成员数', type: 'int', list: { width: 80 }, sortable: true },
    { key: 'sharedBenefits', label: '共享权益', type: 'bool', list: { width: 90 }, filter: 'eq' },
    { key: 'createdBy', label: '创建人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '创建时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', sortable: true },
    { key: 'ownerCustomerId', label: '户主ID', type: 'int', detail: false },
  ],
});
