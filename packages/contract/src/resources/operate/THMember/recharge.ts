import { defineResource } from '../../../resource/types.js';
import { ThMemberOps, ThMemberPath, thCustomerJoin, thLedgerFields, thMemberJoin } from './_shared/thMember.js';

export const TH_RECHARGE_PAGE = '/operate/THMember/recharge';

/**
 * /operate/THMember/recharge 会员充值: the partner members' recharges (ledger rows 充值), newest
 * first, with the balance after each; 会员充值 at a store of the user's (hand-written: the member
 * locked, the balance and the row in one transaction; a frozen member is refused in words).
 */
export const thRechargeResource = defineResource({
  name: 'thRecharge',
  title: '会员充值记录',
  page: TH_RECHARGE_PAGE,
  table: 'th_ledger',
  joins: [thCustomerJoin, thMemberJoin],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: { list: { path: ThMemberPath.rechargeList, method: 'POST' } },
  ops: { export: ThMemberOps.rechargeExport, viewMasked: ThMemberOps.rechargeViewMobile },
  extraOps: [{ code: ThMemberOps.recharge, name: '会员充值' }],
  count: 'capped',
  keyset: { field: 'createdAt' },
  fields: thLedgerFields(1),
});
