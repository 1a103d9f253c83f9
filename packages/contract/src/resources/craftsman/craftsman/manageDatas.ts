import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { DataLevel, ScheduledChangeState } from '../../../enums/craftsmanRegister.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { defineResource } from '../../../resource/types.js';
import { CRAFTSMAN_FORM_OPTIONS } from './_shared/register.js';

/**
 * /craftsman/craftsman/manageDatas 手艺人数据: changes of a craftsman's data level (S-level), each
 * from → to with its effective month, reason and operator. The register's data level moves when
 * the month comes (at once for this month or an earlier one; the server moves later ones on the
 * first of their month); a change still waiting can be cancelled. The suggested level is what the
 * craftsman's last month (orders served: performance, customers, designated rate) reaches against
 * 数据等级's thresholds, worked out when the change is recorded and on request.
 */
export const craftsmanDataChangeResource = defineResource({
  name: 'craftsmanDataChange',
  title: '数据等级调整',
  page: '/craftsman/craftsman/manageDatas',
  table: 'craftsman_data_level_change',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/craftsmanDataChange/queryDataChangePage', method: 'POST' } },
  ops: { create: 'craftsman:manageDatas:add', export: 'craftsman:manageDatas:export' },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'state', values: [0] } },
  workflow: {
    field: 'state',
    locked: [1, 2],
    reasonColumn: 'cancel_reason',
    operatorColumn: 'cancelled_by',
    operatedAtColumn: 'cancelled_at',
    transitions: [
      {
        action: 'cancel',
        label: '撤销',
        from: [0],
        to: 2,
        op: 'craftsman:manageDatas:cancel',
        reason: { label: '撤销原因', required: true, max: 200 },
        danger: true,
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: CRAFTSMAN_FORM_OPTIONS }, list: { width: 90 }, form: 'create', filter: 'eq' },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 } },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'fromLevel', label: '原数据等级', type: 'enum', enum: DataLevel, list: { width: 100 } },
    { key: 'toLevel', label: '调整为', type: 'enum', enum: DataLevel, required: true, list: { width: 100 }, form: 'create', filter: 'eq' },
    { key: 'suggestedLevel', label: '建议等级', type: 'enum', enum: DataLevel, list: { width: 100 }, help: '按上月业绩、服务顾客数、指定率对照数据等级标准得出' },
    { key: 'effectiveMonth', label: '生效月份', type: 'date', required: true, list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true, help: '按所选日期所在月的1日生效' },
    { key: 'reason', label: '调整原因', type: 'textarea', required: true, max: 200, list: { width: 200, ellipsis: true }, form: 'create' },
    { key: 'state', label: '生效状态', type: 'enum', enum: ScheduledChangeState, list: { width: 80 }, filter: 'eq' },
    { key: 'currentLevel', column: 'data_level', from: 'c', label: '当前数据等级', type: 'enum', enum: DataLevel, list: { width: 100 } },
    { key: 'operator', label: '操作人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '操作时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', sortable: true },
    { key: 'appliedAt', label: '生效时间', type: 'datetime' },
    { key: 'cancelledBy', label: '撤销人', type: 'text' },
    { key: 'cancelReason', label: '撤销原因', type: 'text' },
  ],
});

/** A craftsman's last month against the data-level thresholds. */
export const dataLevelSuggestion = z.object({
  craftsmanId: z.number().int(),
  /** The month measured, 'YYYY-MM-01'. */
  month: z.string(),
  /** Paid less refunded of the orders served, an exact amount. */
  performance: z.string(),
  customers: z.number().int(),
  /** Share of the month's customers served by this craftsman before, percent with 2 decimals. */
  designatedRate: z.string(),
  currentLevel: z.string().nullable(),
  /** The highest level whose every threshold is met (null: not even the lowest). */
  suggestedLevel: z.string().nullable(),
});
export type DataLevelSuggestion = z.infer<typeof dataLevelSuggestion>;

/** GET /mgt/craftsmanDataChange/suggestLevel: the suggested data level of a craftsman from last month's orders. */
export const suggestDataLevel = defineEndpoint({
  path: '/mgt/craftsmanDataChange/suggestLevel',
  method: 'GET',
  permission: { menu: '/craftsman/craftsman/manageDatas' },
  query: z.object({ craftsmanId: idSchema }),
  result: dataLevelSuggestion,
  summary: '手艺人上月业绩、顾客数、指定率与按数据等级标准得出的建议等级',
});
