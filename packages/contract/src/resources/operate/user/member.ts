import { defineResource } from '../../../resource/types.js';
import { CustomerPath, MemberOps, customerFields as c } from './_shared/customers.js';

export const MEMBER_PAGE = '/operate/user/member';

/**
 * /operate/user/member 会员列表: every customer of the chain (no store scope; store managers are
 * not granted the page), newest registration first by keyset over (created_at desc, id desc), a
 * count exact up to 10,000 and estimated beyond, masked mobiles (one whole number at a time
 * with 查看完整号码, audited), a streamed export. Every filter and sortable column is served by
 * an index (migration 018). The detail adds the customer's latest orders, member cards and the
 * latest movements of their money (server modules/operate/user/member.ts).
 */
export const memberResource = defineResource({
  name: 'member',
  title: '会员',
  page: MEMBER_PAGE,
  table: 'customer',
  scope: { by: 'none' },
  api: {
    list: { path: CustomerPath.memberList, method: 'POST' },
    detail: { path: CustomerPath.memberDetail, method: 'GET' },
    export: { path: CustomerPath.memberExport, method: 'GET' },
  },
  ops: { export: MemberOps.export, viewMasked: MemberOps.viewMobile },
  // Unfiltered (or broadly filtered) the chain's million customers: beyond 10,000 the planner's estimate.
  count: 'estimated',
  keyset: { field: 'createdAt' },
  // prettier-ignore
  fields: [c.mobile, c.name, c.gender, c.memberLevel, c.sourceApp, c.firstVisitAt, c.lastVisitAt, c.visitCount, c.totalSpend, c.status, c.createdAt, c.birthDate],
});
