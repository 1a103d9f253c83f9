import { z } from 'zod';
import { idSchema, intSchema, textSchema } from '../../../api/zod.js';
import { ACCEPTANCE_CHECKLIST, acceptanceOutcome, AcceptanceItem, AcceptanceStatus, AcceptanceType } from '../../../enums/notices.js';
import { defineResource } from '../../../resource/types.js';

/** Hand-written endpoints of the acceptance page. */
export const AcceptancePath = {
  /** POST: the checklist results of a check (待验收 or 待复验): score and 已通过 / 未通过 follow from them. */
  submitResult: '/mgt/storeAcceptance/submitResult',
  /** GET {id}: every recorded checklist row of a check, by round. */
  items: '/mgt/storeAcceptance/getCheckItems',
} as const;

export const ACCEPTANCE_CHECK_OP = 'operate:acceptance:check';

/** /operate/shop/acceptance: opening, renovation and re-check acceptance of stores. */
export const acceptanceResource = defineResource({
  name: 'storeAcceptance',
  title: '门店验收',
  page: '/operate/shop/acceptance',
  table: 'store_acceptance',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/storeAcceptance/queryAcceptancePage', method: 'POST' } },
  ops: { create: 'operate:acceptance:add', update: 'operate:acceptance:edit', export: 'operate:acceptance:export' },
  extraOps: [{ code: ACCEPTANCE_CHECK_OP, name: '录入验收结果' }],
  defaultSort: { field: 'plannedDate', dir: 'desc' },
  keyword: { label: '验收人', fields: ['inspector'] },
  workflow: {
    field: 'status',
    reasonColumn: 'status_note',
    operatorColumn: 'operator',
    operatedAtColumn: 'operated_at',
    // Only a check still waiting (待验收 / 待复验) can be rescheduled.
    locked: [1, 2, 3, 5],
    transitions: [
      { action: 'rectify', label: '安排整改', from: [2], to: 3, op: 'operate:acceptance:rectify', reason: { label: '整改要求', required: true } },
      { action: 'recheck', label: '申请复验', from: [3], to: 4, op: 'operate:acceptance:rectify', reason: { label: '整改完成说明', required: true } },
      {
        action: 'cancel',
        label: '取消验收',
        from: [0, 4],
        to: 5,
        op: 'operate:acceptance:cancel',
        reason: { label: '取消原因', required: true },
        danger: true,
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 160 }, form: 'create', filter: 'eq' },
    { key: 'checkType', label: '验收类型', type: 'enum', enum: AcceptanceType, required: true, list: { width: 120 }, form: 'create', filter: 'eq' },
    { key: 'plannedDate', label: '计划验收日期', type: 'date', required: true, list: { width: 120 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'inspector', label: '验收人', type: 'text', required: true, max: 20, list: { width: 90 }, form: true },
    { key: 'status', label: '状态', type: 'enum', enum: AcceptanceStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'round', label: '验收次数', type: 'int', list: { width: 90 } },
    { key: 'score', label: '得分', type: 'int', list: { width: 70 }, sortable: true },
    { key: 'checkedAt', label: '验收时间', type: 'datetime', list: { width: 150 }, sortable: true },
    { key: 'conclusion', label: '验收结论', type: 'text', list: { width: 200, ellipsis: true } },
    { key: 'failReason', label: '未通过原因', type: 'text', list: { width: 200, ellipsis: true } },
    { key: 'statusNote', label: '处理说明', type: 'text', list: { width: 180, ellipsis: true } },
    { key: 'remark', label: '备注', type: 'textarea', max: 500, form: true },
    { key: 'checkedBy', label: '结果录入人', type: 'text' },
    { key: 'operator', label: '最近操作人', type: 'text' },
    { key: 'operatedAt', label: '最近操作时间', type: 'datetime' },
    { key: 'createdBy', label: '创建人', type: 'text' },
    { key: 'createdAt', label: '创建时间', type: 'datetime', sortable: true },
    { key: 'updatedAt', label: '更新时间', type: 'datetime', detail: false },
  ],
});

const resultItem = z.object({
  item: intSchema({ error: '检查项的取值不正确' }).refine((v) => AcceptanceItem.has(v), '检查项的取值不正确'),
  passed: z.boolean({ error: '请选择检查结果' }),
  note: textSchema({ multiline: true }).max(200, '问题说明最多200个字').optional().nullable(),
});

/**
 * The results of one acceptance round: every checklist item once, a note on each failed item,
 * and a reason when the outcome is 未通过.
 */
export const AcceptanceResultBody = z
  .object({
    id: idSchema,
    items: z.array(resultItem).length(ACCEPTANCE_CHECKLIST.length, `须填写全部${ACCEPTANCE_CHECKLIST.length}个检查项`),
    conclusion: textSchema({ multiline: true }).max(500, '验收结论最多500个字').optional().nullable(),
    failReason: textSchema({ multiline: true }).max(500, '未通过原因最多500个字').optional().nullable(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>(body.items.map((i) => i.item));
    const missing = ACCEPTANCE_CHECKLIST.filter((c) => !seen.has(c.item));
    if (missing.length) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: `缺少检查项：${missing.map((c) => AcceptanceItem.labelOf(c.item)).join('、')}` });
      return;
    }
    body.items.forEach((i, index) => {
      if (!i.passed && !i.note)
        ctx.addIssue({ code: 'custom', path: ['items', index, 'note'], message: `「${AcceptanceItem.labelOf(i.item)}」不合格，请填写问题说明` });
    });
    if (!acceptanceOutcome(body.items).passed && !body.failReason)
      ctx.addIssue({ code: 'custom', path: ['failReason'], message: '验收未通过，请填写未通过原因' });
  });
export type AcceptanceResult = z.infer<typeof AcceptanceResultBody>;

/** One recorded checklist row. */
export interface AcceptanceItemRow {
  round: number;
  item: number;
  score: number;
  passed: boolean;
  note: string | null;
  checkedAt: string;
  checkedBy: string | null;
}
