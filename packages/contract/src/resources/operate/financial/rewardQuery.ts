import { RewardChannel, RewardStatus } from '../../../enums/finance.js';
import { defineResource } from '../../../resource/types.js';
import {
  RewardOps,
  RewardPath,
  cardOrderCraftsmanLookup as craftsmanLookup,
  cardOrderCustomerId as customerId,
  cardOrderCustomerJoin as customerJoin,
  cardOrderCustomerMobile as customerMobile,
  cardOrderCustomerName as customerName,
  cardOrderStoreField as storeField,
} from './_shared/cardOrders.js';

export const REWARD_PAGE = '/operate/financial/rewardQuery';

/** /operate/financial/rewardQuery: customers' tips to craftsmen after a service. */
export const rewardResource = defineResource({
  name: 'reward',
  title: '打赏',
  page: REWARD_PAGE,
  table: 'craftsman_reward',
  joins: customerJoin,
  scope: { by: 'store', field: 'storeId', since: 'rewardedAt' },
  api: {
    list: { path: RewardPath.list, method: 'POST' },
    detail: { path: RewardPath.detail, method: 'GET' },
    export: { path: RewardPath.export, method: 'GET' },
  },
  ops: { export: RewardOps.export, viewMasked: RewardOps.viewMobile },
  count: 'exact',
  keyset: { field: 'rewardedAt' },
  // prettier-ignore
  fields: [
    { key: 'orderNo', label: '订单号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    storeField,
    { key: 'rewardedAt', label: '打赏时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { defaultDays: 30, maxDays: 93 }, sortable: true },
    { key: 'craftsmanId', label: '手艺人', type: 'int', lookup: craftsmanLookup, list: { width: 90 }, filter: 'eq' },
    customerMobile(),
    { key: 'channel', label: '打赏渠道', type: 'enum', enum: RewardChannel, list: { width: 90 }, filter: 'eq' },
    { key: 'status', label: '状态', type: 'enum', enum: RewardStatus, list: { width: 80 }, filter: 'eq' },
    customerName,
    { key: 'amount', label: '打赏金额', type: 'money', list: { width: 90 } },
    { key: 'rewardNo', label: '打赏单号', type: 'text', list: { width: 170 } },
    { key: 'returnedAt', label: '退回时间', type: 'datetime' },
    { key: 'returnReason', label: '退回原因', type: 'text' },
    customerId,
  ],
});
