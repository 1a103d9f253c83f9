import { defineResource } from '../../../resource/types.js';
import { fields } from '../../../resource/fields.js';
import { ThMemberLevel, ThMemberOps, ThMemberPath, ThMemberStatus, thCustomerJoin } from './_shared/thMember.js';

export const TH_MEMBER_PAGE = '/operate/THMember/memberInfo';

/**
 * /operate/THMember/memberInfo 会员信息: the partner brand's members: card number, holder (mobile
 * masked), level, opening store, balance with what was recharged and spent; the detail adds the
 * member's ledger. Head office freezes and unfreezes a member with a reason (a frozen member
 * neither recharges nor spends). A store manager sees the members opened at its stores.
 */
export const thMemberResource = defineResource({
  name: 'thMember',
  title: 'TH会员',
  page: TH_MEMBER_PAGE,
  table: 'th_member',
  joins: [thCustomerJoin],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: ThMemberPath.memberList, method: 'POST' },
    detail: { path: ThMemberPath.memberDetail, method: 'GET' },
    export: { path: ThMemberPath.memberExport, method: 'GET' },
    transition: { path: ThMemberPath.memberTransition, method: 'POST' },
  },
  ops: { export: ThMemberOps.export, viewMasked: ThMemberOps.viewMobile },
  defaultSort: { field: 'joinedAt', dir: 'desc' },
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
        op: ThMemberOps.freeze,
        reason: { label: '冻结原因', required: true, max: 200 },
        confirm: '冻结后该会员不能充值、消费，确定冻结？',
        danger: true,
      },
      { action: 'unfreeze', label: '解冻', from: [1], to: 0, op: ThMemberOps.unfreeze, reason: { label: '解冻原因', required: true, max: 200 } },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'memberNo', label: '会员卡号', type: 'text', list: { width: 120 }, filter: 'eq' },
    fields.maskedMobile({ label: '会员手机号' }),
    fields.customerName({ label: '会员' }),
    { key: 'level', label: '会员等级', type: 'enum', enum: ThMemberLevel, list: { width: 80 }, filter: 'eq' },
    { key: 'storeId', label: '开卡门店', type: 'store', list: { width: 130 }, filter: 'eq' },
    { key: 'status', label: '状态', type: 'enum', enum: ThMemberStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'balance', label: '余额', type: 'money', list: { width: 100 }, sortable: true, filter: 'range' },
    { key: 'totalRecharge', label: '累计充值', type: 'money', list: { width: 100 }, sortable: true },
    { key: 'totalConsume', label: '累计消费', type: 'money', list: { width: 100 }, sortable: true },
    { key: 'joinedAt', label: '入会时间', type: 'datetime', list: { width: 150 }, sortable: true, filter: 'dateRange', range: { maxDays: 3660 } },
    { key: 'lastActiveAt', label: '最近交易', type: 'datetime', list: { width: 150 }, sortable: true },
    { key: 'statusReason', label: '冻结/解冻原因', type: 'text' },
    { key: 'statusBy', label: '状态操作人', type: 'text' },
    { key: 'statusAt', label: '状态变更时间', type: 'datetime' },
  ],
});
