import { defineResource } from '../../../resource/types.js';
import { ThMemberOps, ThMemberPath, thCustomerJoin, thLedgerFields, thMemberJoin } from './_shared/thMember.js';

export const TH_CONSUMPTION_PAGE = '/operate/THMember/consumption';

/**
 * /operate/THMember/consumption 会员消费: what partner members paid from their balance (ledger rows
 * 消费), newest first, with the balance after each; 会员消费 at a store of the user's (hand-written:
 * refused in words when the balance is short or the member frozen, nothing written).
 */
export const thConsumptionResource = defineResource({
  name: 'thConsumption',
  title: '会员消费记录',
  page: TH_CONSUMPTION_PAGE,
  table: 'th_ledger',
  joins: [thCustomerJoin, thMemberJoin],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: { list: { path: ThMemberPath.consumptionList, method: 'POST' } },
  ops: { export: ThMemberOps.consumptionExport, viewMasked: ThMemberOps.consumptionViewMobile },
  extraOps: [{ code: ThMemberOps.consume, name: '会员消费' }],
  count: 'capped',
  keyset: { field: 'createdAt' },
  fields: thLedgerFields(2),
});
