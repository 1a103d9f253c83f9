import { defineResource } from '../../../../resource/types.js';
import { fields } from '../../../../resource/fields.js';
import { CostKind, SettlementStatus } from './settle.js';

/** Each cost page: its kind, route, the spec's endpoint name under /mgt/franchise/ and what its lines are called. */
export interface CostPage {
  kind: number;
  name: string;
  page: string;
  /** costlabor, costmatter, costbusines, costfixed (spec §7). */
  api: string;
  title: string;
  itemLabel: string;
}

/**
 * One declaration function for the four cost pages (人工费用, 物料费用, 运营费用, 投资款): records of
 * table franchise_cost of one kind (the server's condition and hook keep each page to its kind),
 * per franchise store and month (the month of 发生日期), with add, update, detail, list, export and
 * import. A line counted in a confirmed settlement (结算列表) is locked: edit and delete refused.
 */
export function costDeclaration<const P extends CostPage>(p: P) {
  const base = `/mgt/franchise/${p.api}`;
  const ops = {
    create: `join:${p.api}:add`,
    update: `join:${p.api}:edit`,
    remove: `join:${p.api}:delete`,
    export: `join:${p.api}:export`,
    import: `join:${p.api}:import`,
  };
  return defineResource({
    name: p.name,
    title: p.title,
    page: p.page,
    table: 'franchise_cost',
    joins: [{ alias: 'fs', table: 'franchise_settlement', on: 'settlement_id' }],
    scope: { by: 'store', field: 'storeId' },
    api: {
      list: { path: `${base}/list`, method: 'POST' },
      detail: { path: `${base}/detail`, method: 'GET' },
      create: { path: `${base}/add`, method: 'POST' },
      update: { path: `${base}/update`, method: 'POST' },
      remove: { path: `${base}/delete`, method: 'POST' },
      export: { path: `${base}/export`, method: 'GET' },
      import: { path: `${base}/import`, method: 'POST' },
      importTemplate: { path: `${base}/importTemplate`, method: 'GET' },
    },
    ops,
    import: {
      fields: ['storeId', 'costDate', 'item', 'amount', 'remark'],
      notes: [`每行一条${CostKind.labelOf(p.kind)}；月份取发生日期所在月，已确认结算的月份不能再导入`],
    },
    defaultSort: { field: 'costDate', dir: 'desc' },
    keyword: { label: p.itemLabel, fields: ['item'] },
    // prettier-ignore
    fields: [
      { key: 'costNo', label: '费用单号', type: 'text', list: { width: 150 }, filter: 'like' },
      { ...fields.store(), required: true, form: 'create' },
      { key: 'month', label: '结算月份', type: 'date', list: { width: 100 }, filter: 'eq', sortable: true },
      { key: 'costDate', label: '发生日期', type: 'date', required: true, list: { width: 110 }, form: true, filter: 'dateRange', sortable: true },
      { key: 'item', label: p.itemLabel, type: 'text', required: true, max: 60, list: { width: 180, ellipsis: true }, form: true },
      { key: 'amount', label: '金额(元)', type: 'money', required: true, min: 0.01, max: 100_000_000, scale: 2, list: { width: 110 }, form: true, filter: 'range', sortable: true },
      { key: 'remark', label: '备注', type: 'textarea', max: 200, list: { width: 160, ellipsis: true }, form: true, span: 2 },
      { key: 'settlementId', label: '结算单号', type: 'int', lookup: { table: 'franchise_settlement', labelColumn: 'settle_no', as: 'settleNo' }, list: { width: 150 } },
      { key: 'settlementStatus', column: 'status', from: 'fs', label: '结算状态', type: 'enum', enum: SettlementStatus, list: { width: 90 } },
      { key: 'createdBy', label: '登记人', type: 'text', list: { width: 90 } },
      { key: 'createdAt', label: '登记时间', type: 'datetime', list: { width: 160 } },
      { key: 'updatedAt', label: '更新时间', type: 'datetime', detail: false },
    ],
  });
}
