import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import {
  SponsionAssessKind,
  SponsionAssessStatus,
  SponsionOps,
  SponsionPage,
  SponsionPath,
  SponsionRelation,
  SPONSION_RULE,
  sponsionRewardNames,
} from './_shared/sponsion.js';

/**
 * /hrm/employee/guaranteeAssessment 担保考核: the guarantors' rewards and punishments, one per closed
 * guarantee: 期满解除 earns the guarantor 担保金额 × 10%, 已追责 costs 担保金额 × 50% (SPONSION_RULE). 待确认
 * → 已确认 (added to or deducted from the guarantor's pay sheet of the month of confirmation, refused when
 * that month's pay is settled) or 已取消 (a confirmed one too, while its pay month is open). Store scope by
 * the guarantor's store.
 */
export const sponsionAssessResource = defineResource({
  name: 'sponsionAssess',
  title: '担保考核',
  page: SponsionPage.assess,
  table: 'sponsion_assess',
  joins: [
    { alias: 'gc', table: 'craftsman', on: 'guarantor_id' },
    { alias: 'rc', table: 'craftsman', on: 'recruit_id' },
    { alias: 'sr', table: 'sponsion_record', on: 'sponsion_id' },
  ],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: {
    list: { path: SponsionPath.assessList, method: 'POST' },
    detail: { path: SponsionPath.assessDetail, method: 'GET' },
    transition: { path: SponsionPath.assessStatus, method: 'POST' },
  },
  ops: { export: SponsionOps.assessExport },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: [0] } },
  keyword: { label: '担保人/被担保人', fields: ['guarantorName', 'recruitName'] },
  workflow: {
    field: 'status',
    locked: [1, 2],
    reasonColumn: 'cancel_reason',
    operatorColumn: 'confirmed_by',
    operatedAtColumn: 'confirmed_at',
    transitions: [
      {
        action: 'confirm',
        label: '确认',
        from: [0],
        to: 1,
        op: SponsionOps.confirm,
        confirm: '确认后计入担保人本月工资（奖励增加、惩罚扣减），本月工资结算后不能再取消。',
      },
      { action: 'cancel', label: '取消', from: [0, 1], to: 2, op: SponsionOps.cancel, reason: { label: '取消原因', required: true, max: 200 }, danger: true },
    ],
  },
  // prettier-ignore
  fields: [
    fields.store({ label: '担保人门店' }),
    { key: 'guarantorId', label: '担保人', type: 'int', lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'guarantorLabel', options: sponsionRewardNames }, filter: 'eq', detail: false },
    { key: 'guarantorName', column: 'real_name', from: 'gc', label: '担保人', type: 'text', list: { width: 90 } },
    { key: 'guarantorNo', column: 'employee_no', from: 'gc', label: '担保人工号', type: 'text', list: { width: 110 } },
    { key: 'recruitName', column: 'real_name', from: 'rc', label: '被担保人', type: 'text', list: { width: 90 } },
    { key: 'relation', column: 'relation', from: 'sr', label: '关系', type: 'enum', enum: SponsionRelation, list: { width: 80 } },
    { key: 'sponsionAmount', column: 'amount', from: 'sr', label: '担保金额(元)', type: 'money', list: { width: 110 } },
    { key: 'kind', label: '奖惩类型', type: 'enum', enum: SponsionAssessKind, list: { width: 90 }, filter: 'eq' },
    { key: 'rewardName', label: '奖惩名称', type: 'text', list: { width: 120 }, help: `期满奖励为担保金额的${SPONSION_RULE.rewardPercent}%，追责扣款为担保金额的${SPONSION_RULE.punishPercent}%` },
    { key: 'amount', label: '奖惩金额(元)', type: 'money', list: { width: 110 } },
    { key: 'status', label: '状态', type: 'enum', enum: SponsionAssessStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'month', label: '计入工资月份', type: 'date', list: { width: 110 } },
    { key: 'confirmedBy', label: '办理人', type: 'text', list: { width: 90 } },
    { key: 'confirmedAt', label: '办理时间', type: 'datetime', list: { width: 160 } },
    { key: 'cancelReason', label: '取消原因', type: 'text', list: { width: 160, ellipsis: true } },
    fields.createdAt({ label: '生成时间', list: { width: 160 }, sortable: true, filter: 'dateRange' }),
  ],
});
