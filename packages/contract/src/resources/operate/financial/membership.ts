import { defineResource } from '../../../resource/types.js';
import { StoredValueOps, StoredValuePath, cardFields as card, cardCustomerJoin as customerJoin } from './_shared/storedValue.js';

export const MEMBERSHIP_PAGE = '/operate/financial/membership';

/**
 * /operate/financial/membership 会员卡管理: every member card of the user's stores (by the
 * issuing store), newest first by keyset, the holder's mobile masked unless the user holds
 * 查看完整号码 (and then sealed, as the member page); the detail adds the card's ledger.
 * Head office freezes and unfreezes a card with a reason.
 */
export const memberCardResource = defineResource({
  name: 'memberCard',
  title: '会员卡',
  page: MEMBERSHIP_PAGE,
  table: 'member_card',
  joins: [customerJoin],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: StoredValuePath.cardList, method: 'POST' },
    detail: { path: StoredValuePath.cardDetail, method: 'GET' },
    export: { path: StoredValuePath.cardExport, method: 'GET' },
    transition: { path: StoredValuePath.cardTransition, method: 'POST' },
  },
  ops: { export: StoredValueOps.cardExport, viewMasked: StoredValueOps.cardViewMobile },
  count: 'capped',
  keyset: { field: 'createdAt' },
  workflow: {
    field: 'status',
    reasonColumn: 'status_reason',
    operatorColumn: 'status_by',
    operatedAtColumn: 'status_at',
    transitions: [
      {
        action: 'freeze',
        label: '冻结',
        from: [0],
        to: 1,
        op: StoredValueOps.freeze,
        reason: { label: '冻结原因', required: true, max: 200 },
        confirm: '冻结后该卡不能充值、消费，确定冻结？',
        danger: true,
      },
      { action: 'unfreeze', label: '解冻', from: [1], to: 0, op: StoredValueOps.unfreeze, reason: { label: '解冻原因', required: true, max: 200 } },
    ],
  },
  // prettier-ignore
  fields: [card.cardNo, card.customerMobile, card.storeId, card.status, card.customerName, card.productId, card.principal, card.bonus, card.balance, card.openedAt, card.expiresOn, card.statusReason, card.statusBy, card.statusAt, card.createdAt, card.customerId],
});
