import { z } from 'zod';
import { CraftsmanStatus } from '../../../enums/people.js';
import { RecruitStage } from '../../../enums/recruit.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { defineResource } from '../../../resource/types.js';
import { idInput, REFERRAL_DAYS, REFERRAL_REWARD, ReferralRewardState } from './_shared/talent.js';

export const REFERRER_PAGE = '/hrm/employee/referrerRelationship';

export const ReferralOps = {
  pay: 'hrm:referral:pay',
  export: 'hrm:referral:export',
} as const;

/**
 * /hrm/employee/referrerRelationship 推荐关系: who referred whom (candidates of source 员工推荐 with their
 * referrer craftsman), the recruit's stage and the reward (REFERRAL_REWARD): 待发放 once the recruit has
 * served REFERRAL_DAYS days and did not leave before, 已发放 when HR pays it (an approved 推荐奖励 of the
 * referrer's pay month, logged), 不发放 when the recruit left before or was never employed.
 */
export const referrerResource = defineResource({
  name: 'recruitReferral',
  title: '推荐关系',
  page: REFERRER_PAGE,
  table: 'recruit_candidate',
  joins: [{ alias: 'rs', table: 'recruit_referral_state', on: 'id' }],
  scope: { by: 'store', field: 'intendedStoreId' },
  api: { list: { path: '/mgt/recruitReferral/queryReferralPage', method: 'POST' } },
  ops: { export: ReferralOps.export },
  extraOps: [{ code: ReferralOps.pay, name: '发放推荐奖励' }],
  defaultSort: { field: 'registeredAt', dir: 'desc', first: { field: 'rewardState', values: [2] } },
  // prettier-ignore
  fields: [
    { key: 'referrerName', from: 'rs', label: '推荐人', type: 'text', list: { width: 90 }, filter: 'like' },
    { key: 'referrerEmployeeNo', from: 'rs', label: '推荐人工号', type: 'text', list: { width: 110 }, filter: 'eq' },
    { key: 'ledgerNo', label: '台账号', type: 'text', list: { width: 130 }, filter: 'eq' },
    { key: 'realName', label: '被推荐人', type: 'text', list: { width: 90 }, filter: 'like' },
    { key: 'stage', label: '招聘阶段', type: 'enum', enum: RecruitStage, list: { width: 100 }, filter: 'eq' },
    { key: 'intendedStoreId', label: '意向门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'registeredAt', label: '登记时间', type: 'datetime', list: { width: 160 }, sortable: true, filter: 'dateRange' },
    { key: 'employedOn', label: '入职日期', type: 'date', list: { width: 110 }, sortable: true },
    { key: 'recruitStatus', from: 'rs', label: '在职状态', type: 'enum', enum: CraftsmanStatus, list: { width: 90 } },
    { key: 'daysInService', from: 'rs', label: '在职天数', type: 'int', list: { width: 90 }, help: `满${REFERRAL_DAYS}天且仍在职可发放` },
    { key: 'rewardState', from: 'rs', label: '奖励状态', type: 'enum', enum: ReferralRewardState, list: { width: 90 }, filter: 'eq' },
    { key: 'paidAmount', from: 'rs', label: '发放金额', type: 'money', list: { width: 100 }, help: `每人 ${REFERRAL_REWARD} 元` },
    { key: 'paidBy', from: 'rs', label: '发放人', type: 'text', list: { width: 90 } },
    { key: 'paidAt', from: 'rs', label: '发放时间', type: 'datetime', list: { width: 160 } },
  ],
});

/** 发放推荐奖励: pays a 待发放 reward into the referrer's pay of this month. */
export const referralPay = defineEndpoint({
  path: '/mgt/recruitReferral/payReward',
  method: 'POST',
  permission: { op: ReferralOps.pay },
  body: z.object({ id: idInput('推荐记录') }),
  result: z.object({ id: z.number().int(), amount: z.string(), month: z.string() }),
  summary: '发放推荐奖励：仅待发放（被推荐人入职满90天且仍在职）；记入推荐人当月工资的推荐奖励',
});
