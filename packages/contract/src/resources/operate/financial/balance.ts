import { defineResource } from '../../../resource/types.js';
import { StoredValueOps, StoredValuePath, cardFields as card, cardCustomerJoin as customerJoin } from './_shared/storedValue.js';

export const BALANCE_PAGE = '/operate/financial/balance';

/**
 * /operate/financial/balance 余额管理: the cards with their balances (largest total first) and
 * 调整余额: a principal and/or bonus delta with a reason, written as an 调整 ledger row.
 */
export const cardBalanceResource = defineResource({
  name: 'cardBalance',
  title: '卡余额',
  page: BALANCE_PAGE,
  table: 'member_card',
  joins: [customerJoin],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: StoredValuePath.balanceList, method: 'POST' }, detail: { path: StoredValuePath.balanceDetail, method: 'GET' } },
  ops: { viewMasked: StoredValueOps.balanceViewMobile },
  extraOps: [{ code: StoredValueOps.adjust, name: '调整余额' }],
  count: 'capped',
  defaultSort: { field: 'balance', dir: 'desc' },
  // prettier-ignore
  fields: [
    card.cardNo,
    card.customerMobile,
    card.storeId,
    card.status,
    card.customerName,
    card.productId,
    { ...card.principal, filter: 'range' },
    card.bonus,
    card.balance,
    { ...card.expiresOn, list: { width: 100 } },
    { ...card.createdAt, detail: false },
    card.customerId,
  ],
});
