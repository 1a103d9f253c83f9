import { defineResource } from '../../../resource/types.js';
import { AWAITING_PAY_INPUT, COMMISSION_RATE_SCALE, payCraftsmanLookup, payInputFields as f, payInputWorkflow } from './_shared/payInputs.js';

/**
 * The candidate card orders of the form (GET, [{ id, name }]): the user's stores' paid card orders of
 * this month and the three before that no commission was asked for yet, newest first.
 */
export const RECOMMEND_COMMISSION_CANDIDATES = '/mgt/recommendCommission/candidateOrders';

/**
 * /craftsman/salaryManagement/recommendCommission 推荐提成: a commission to the craftsman who brought a
 * customer to buy a card (储值卡 opening or recharge, 会员卡): the card order picked from the candidates
 * (paid, no commission asked yet), its number, paid amount and the rate; the amount is the paid amount times the rate (to the cent, half up), counted
 * in the month the order was paid. One approved commission per card order; head office approves.
 */
export const recommendCommissionResource = defineResource({
  name: 'recommendCommission',
  title: '推荐提成',
  page: '/craftsman/salaryManagement/recommendCommission',
  table: 'salary_recommend_commission',
  scope: { by: 'store', field: 'storeId', since: 'month' },
  api: { list: { path: '/mgt/recommendCommission/queryRecommendCommissionPage', method: 'POST' } },
  ops: {
    create: 'craftsman:recommendCommission:add',
    update: 'craftsman:recommendCommission:edit',
    remove: 'craftsman:recommendCommission:delete',
    export: 'craftsman:recommendCommission:export',
  },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: AWAITING_PAY_INPUT } },
  workflow: payInputWorkflow('craftsman:recommendCommission', '通过后，推荐提成计入卡单支付当月的工资。'),
  // prettier-ignore
  fields: [
    { ...f.craftsman, label: '推荐人', lookup: payCraftsmanLookup('recommenderName') },
    f.store,
    { key: 'cardOrderId', label: '卡单', type: 'int', required: true, lookup: { table: 'card_order', labelColumn: 'order_no', as: 'cardOrderNo', options: { path: RECOMMEND_COMMISSION_CANDIDATES, method: 'GET' } }, form: 'create', help: '近四个月已支付、尚未申请推荐提成的卡单（开卡或充值）' },
    { key: 'orderNo', label: '卡单号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    { key: 'orderAmount', label: '卡单实付(元)', type: 'money', list: { width: 110 } },
    { key: 'rate', label: '提成比例', type: 'decimal', scale: COMMISSION_RATE_SCALE, required: true, min: 0.0001, max: 0.5, list: { width: 90 }, form: true, defaultValue: '0.03', help: '小数，如 0.03 即 3%；提成 = 卡单实付 × 比例' },
    { key: 'amount', label: '提成金额(元)', type: 'money', list: { width: 110 }, filter: 'range', sortable: true },
    { key: 'month', label: '计薪月份', type: 'date', list: { width: 110 }, filter: 'dateRange', sortable: true },
    { key: 'remark', label: '备注', type: 'textarea', max: 500, list: { width: 180, ellipsis: true }, form: true, span: 2 },
    f.status,
    f.applicant,
    f.reviewer,
    f.reviewedAt,
    f.reviewRemark,
    f.createdAt,
  ],
});
