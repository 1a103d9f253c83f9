import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { COSTSETTLE_BASE, SETTLE_PAGE, SettleMonth, SettleOps, SettlementStatus } from './_shared/settle.js';

/**
 * /join/settle/manage 结算列表 (spec §7 costsettle: add, update, query, detail, list, export): a
 * franchise store's settlement of a month. 生成 (costsettle/add) computes it from the records: the
 * store's cost lines of the month from the four cost pages (each line marked with the settlement),
 * their totals by kind, the payments received that month (approved receipts other than 保证金, which is
 * refunded, not spent) and the balance (received − costs). While 待确认 it may be generated again;
 * 确认 locks it and its cost lines. Totals are exact numerics: each equals the sum of its lines.
 */
export const costSettleResource = defineResource({
  name: 'costSettle',
  title: '结算单',
  page: SETTLE_PAGE,
  table: 'franchise_settlement',
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: `${COSTSETTLE_BASE}/list`, method: 'POST' },
    detail: { path: `${COSTSETTLE_BASE}/detail`, method: 'GET' },
    update: { path: `${COSTSETTLE_BASE}/update`, method: 'POST' },
    transition: { path: `${COSTSETTLE_BASE}/confirm`, method: 'POST' },
    export: { path: `${COSTSETTLE_BASE}/export`, method: 'GET' },
  },
  ops: { update: SettleOps.edit, export: SettleOps.export },
  extraOps: [{ code: SettleOps.generate, name: '生成结算' }],
  defaultSort: { field: 'month', dir: 'desc', first: { field: 'status', values: [0] } },
  workflow: {
    field: 'status',
    operatorColumn: 'confirmed_by',
    operatedAtColumn: 'confirmed_at',
    locked: [1],
    transitions: [
      {
        action: 'confirm',
        label: '确认',
        from: [0],
        to: 1,
        op: SettleOps.confirm,
        confirm: '确认后该结算及其费用明细即锁定，不能再生成、修改或删除。',
        doneText: '已确认，结算已锁定',
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'settleNo', label: '结算单号', type: 'text', list: { width: 150 }, filter: 'like' },
    { key: 'status', label: '状态', type: 'enum', enum: SettlementStatus, list: { width: 90 }, filter: 'eq' },
    fields.store(),
    { key: 'month', label: '结算月份', type: 'date', list: { width: 100 }, filter: 'eq', sortable: true },
    { key: 'laborTotal', label: '人工费用', type: 'money', list: { width: 110 } },
    { key: 'materialTotal', label: '物料费用', type: 'money', list: { width: 110 } },
    { key: 'operationTotal', label: '运营费用', type: 'money', list: { width: 110 } },
    { key: 'investmentTotal', label: '投资款', type: 'money', list: { width: 110 } },
    { key: 'costTotal', label: '费用合计', type: 'money', list: { width: 120 }, sortable: true },
    { key: 'receivedTotal', label: '已收款', type: 'money', list: { width: 120 }, help: '当月付款日期内已审核通过的收款（保证金除外）' },
    { key: 'balance', label: '结余', type: 'money', list: { width: 120 }, sortable: true, help: '已收款 − 费用合计；为负即门店尚欠' },
    { key: 'lineCount', label: '费用笔数', type: 'int', list: { width: 80 } },
    { key: 'remark', label: '备注', type: 'textarea', max: 200, list: { width: 160, ellipsis: true }, form: true, span: 2 },
    { key: 'generatedBy', label: '生成人', type: 'text', list: { width: 90 } },
    { key: 'generatedAt', label: '生成时间', type: 'datetime', list: { width: 160 } },
    { key: 'confirmedBy', label: '确认人', type: 'text', list: { width: 90 } },
    { key: 'confirmedAt', label: '确认时间', type: 'datetime', list: { width: 160 } },
    { key: 'updatedAt', label: '更新时间', type: 'datetime', detail: false },
  ],
});

const money = z.string();

/** POST costsettle/add {storeId, month}: 生成 (or regenerate while 待确认) a store's settlement of a month. */
export const costSettleGenerate = defineEndpoint({
  path: `${COSTSETTLE_BASE}/add`,
  method: 'POST',
  permission: { op: SettleOps.generate },
  body: z.object({ storeId: idSchema, month: SettleMonth }),
  result: z.object({ id: z.number().int(), settleNo: z.string(), lineCount: z.number().int(), costTotal: money, receivedTotal: money, balance: money }),
  summary: '结算列表：生成（或重新生成待确认的）门店某月结算：汇总当月四类费用与已审核收款，计算结余',
});

/** POST costsettle/query {id}: a settlement's lines: its cost records and the receipts it counts. */
export const costSettleQuery = defineEndpoint({
  path: `${COSTSETTLE_BASE}/query`,
  method: 'POST',
  permission: { menu: SETTLE_PAGE },
  body: z.object({ id: idSchema }),
  result: z.object({
    costs: z.array(z.object({ id: z.number().int(), costNo: z.string(), kind: z.number().int(), costDate: z.string(), item: z.string(), amount: money })),
    receipts: z.array(z.object({ id: z.number().int(), paymentNo: z.string(), feeKind: z.number().int(), paidOn: z.string(), amount: money })),
  }),
  summary: '结算列表：结算的明细（计入的费用记录与已收款记录）',
});
