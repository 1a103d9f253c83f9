import { z } from 'zod';
import { intSchema, textSchema } from '../../../../api/zod.js';
import { defineEnum } from '../../../../enums/define.js';
import { PayMethod } from '../../../../enums/finance.js';
import { isMoney, toCents } from '../../../../format/cents.js';
import { defineEndpoint } from '../../../../resource/endpoint.js';
import { fields } from '../../../../resource/fields.js';

/**
 * Members of the partner brand (TH会员): customers who hold the partner's member card, with a
 * stored balance kept as the stored-value cards are (a ledger of 充值/消费, each with the balance
 * after; the balance always the ledger's sum, written in one transaction under the member's row
 * lock, never below 0). Ledger rows carry the store where they happened.
 */

export const ThMemberLevel = defineEnum([
  { value: 1, label: '银卡', labelEn: 'silver' },
  { value: 2, label: '金卡', labelEn: 'gold', color: 'gold' },
  { value: 3, label: '黑金卡', labelEn: 'black gold', color: 'purple' },
]);

export const ThMemberStatus = defineEnum([
  { value: 0, label: '正常', labelEn: 'active', color: 'green' },
  { value: 1, label: '已冻结', labelEn: 'frozen', color: 'red' },
]);

export const ThLedgerKind = defineEnum([
  { value: 1, label: '充值', labelEn: 'recharge', color: 'green' },
  { value: 2, label: '消费', labelEn: 'spend', color: 'orange' },
]);

/** How a recharge is paid at the counter. */
export const TH_RECHARGE_METHODS: readonly number[] = [1, 2, 4, 6];
/** One recharge or spend moves at most this much (yuan). */
export const TH_MONEY_MAX_YUAN = 50_000;

export const ThMemberPath = {
  memberList: '/mgt/thMember/queryMemberPage',
  memberDetail: '/mgt/thMember/getMemberDetail',
  memberExport: '/mgt/thMember/exportMember',
  memberTransition: '/mgt/thMember/updateMemberStatus',
  rechargeList: '/mgt/thMember/queryRechargePage',
  consumptionList: '/mgt/thMember/queryConsumptionPage',
  recharge: '/mgt/thMember/recharge',
  consume: '/mgt/thMember/consume',
} as const;

export const ThMemberOps = {
  export: 'thMember:member:export',
  viewMobile: 'thMember:member:viewMobile',
  freeze: 'thMember:member:freeze',
  unfreeze: 'thMember:member:unfreeze',
  recharge: 'thMember:recharge:add',
  rechargeExport: 'thMember:recharge:export',
  rechargeViewMobile: 'thMember:recharge:viewMobile',
  consume: 'thMember:consumption:add',
  consumptionExport: 'thMember:consumption:export',
  consumptionViewMobile: 'thMember:consumption:viewMobile',
} as const;

export const thCustomerJoin = fields.customerJoin();
export const thMemberJoin = { alias: 'm', table: 'th_member', on: 'member_id' } as const;

/** A yuan amount typed at the counter: more than 0, at most 2 decimals, within the limit. */
const amountText = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `请填写${label}` })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: `${label}应为金额，最多2位小数`, abort: true })
        .refine((v) => isMoney(v) && toCents(v) > 0n, `${label}须大于0`)
        .refine((v) => toCents(v) <= BigInt(TH_MONEY_MAX_YUAN) * 100n, `${label}不能超过${TH_MONEY_MAX_YUAN}元`),
    );
const memberNo = textSchema({ error: '请填写会员卡号' })
  .min(1, '请填写会员卡号')
  .regex(/^TH\d{8}$/, '会员卡号格式应为 TH 加8位数字');

export const ThRechargeBody = z.object({
  memberNo,
  amount: amountText('充值金额'),
  payMethod: intSchema({ error: '请选择支付方式' }).refine((v) => TH_RECHARGE_METHODS.includes(v), '请选择支付方式'),
  storeId: intSchema({ min: 1, error: '请选择门店' }),
  remark: textSchema({ multiline: true }).max(200, '备注最多200个字').nullish(),
});
export const ThConsumeBody = z.object({
  memberNo,
  amount: amountText('消费金额'),
  item: textSchema({ error: '请填写消费项目' }).min(1, '请填写消费项目').max(60, '消费项目最多60个字'),
  storeId: intSchema({ min: 1, error: '请选择门店' }),
});
export const ThMoveResult = z.object({ memberId: z.number().int(), ledgerId: z.number().int(), balance: z.string() });

export const thRecharge = defineEndpoint({
  path: ThMemberPath.recharge,
  method: 'POST',
  permission: { op: ThMemberOps.recharge },
  body: ThRechargeBody,
  result: ThMoveResult,
  summary: 'TH会员充值：余额增加并写一条充值流水（同一事务，会员行锁），冻结的会员不能充值',
});
export const thConsume = defineEndpoint({
  path: ThMemberPath.consume,
  method: 'POST',
  permission: { op: ThMemberOps.consume },
  body: ThConsumeBody,
  result: ThMoveResult,
  summary: 'TH会员消费：余额扣减并写一条消费流水（同一事务，会员行锁），余额不足或已冻结时拒绝',
});

/** One row of a member's ledger in its detail, newest first. */
export interface ThLedgerLine {
  id: number;
  kind: number;
  amount: string;
  balanceAfter: string;
  storeName: string;
  item: string | null;
  payMethod: number | null;
  operator: string | null;
  createdAt: string;
}

/** The fields of a ledger page (充值 or 消费). */
export function thLedgerFields(kind: 1 | 2) {
  const recharge = kind === 1;
  // prettier-ignore
  return [
    { key: 'createdAt', label: recharge ? '充值时间' : '消费时间', type: 'datetime', list: { width: 150 }, sortable: true, filter: 'dateRange', range: { defaultDays: 30, maxDays: 366 } },
    { key: 'memberNo', column: 'member_no', from: 'm', label: '会员卡号', type: 'text', list: { width: 120 }, filter: 'eq' },
    fields.maskedMobile({ label: '会员手机号' }),
    fields.customerName({ label: '会员' }),
    { key: 'storeId', label: recharge ? '充值门店' : '消费门店', type: 'store', list: { width: 130 }, filter: 'eq' },
    ...(recharge
      ? ([{ key: 'payMethod', label: '支付方式', type: 'enum', enum: PayMethod, list: { width: 90 }, filter: 'eq' }] as const)
      : ([{ key: 'item', label: '消费项目', type: 'text', list: { width: 140 }, filter: 'like' }] as const)),
    { key: 'amount', label: recharge ? '充值金额' : '消费金额', type: 'money', list: { width: 100 } },
    { key: 'balanceAfter', label: recharge ? '充值后余额' : '消费后余额', type: 'money', list: { width: 100 } },
    { key: 'remark', label: '备注', type: 'text', list: { width: 140, ellipsis: true } },
    { key: 'operator', label: '经办人', type: 'text', list: { width: 90 } },
  ] as const;
}
