import { z } from 'zod';
import { defineEnum } from '../../../../enums/define.js';
import { instant } from '../../../../resource/endpoint.js';

/** Pages of store preparation (门店筹建, issue 16), one source for both sides. */
export const STORE_PREPARE_PAGE = '/operate/store-prepare/storePrepare';
export const PROGRESS_BOARD_PAGE = '/operate/store-prepare/progressBoard';

/**
 * The stages a store preparation project (筹建项目) passes, one step at a time, in this order;
 * 已开业 is the last (the project is then done and the linked store opens).
 */
export const PrepareStage = defineEnum([
  { value: 1, label: '选址', labelEn: 'site selection', color: 'default' },
  { value: 2, label: '签约', labelEn: 'signing', color: 'blue' },
  { value: 3, label: '勘测设计', labelEn: 'survey and design', color: 'cyan' },
  { value: 4, label: '装修施工', labelEn: 'construction', color: 'orange' },
  { value: 5, label: '验收', labelEn: 'acceptance', color: 'gold' },
  { value: 6, label: '开业筹备', labelEn: 'opening preparation', color: 'purple' },
  { value: 7, label: '已开业', labelEn: 'opened', color: 'green' },
]);
export const PREPARE_STAGE = { site: 1, sign: 2, design: 3, build: 4, accept: 5, opening: 6, opened: 7 } as const;
export const PREPARE_STAGES = PrepareStage.items.map((i) => i.value);

/** A project's own state: 筹建中 (moving through the stages), 已开业 (reached the last stage), 已关闭 (given up, with a reason). */
export const PrepareStatus = defineEnum([
  { value: 1, label: '筹建中', labelEn: 'in progress', color: 'blue' },
  { value: 2, label: '已开业', labelEn: 'opened', color: 'green' },
  { value: 3, label: '已关闭', labelEn: 'closed', color: 'default' },
]);
export const PREPARE_STATUS = { active: 1, opened: 2, closed: 3 } as const;

/** What a log row of a project records. */
export const PrepareLogAction = defineEnum([
  { value: 'create', label: '新建', labelEn: 'created' },
  { value: 'advance', label: '推进', labelEn: 'advanced' },
  { value: 'close', label: '关闭', labelEn: 'closed' },
]);

/** Operation codes of the store preparation pages. */
export const StorePrepareOps = {
  add: 'operate:storePrepare:add',
  edit: 'operate:storePrepare:edit',
  advance: 'operate:storePrepare:advance',
  close: 'operate:storePrepare:close',
  export: 'operate:storePrepare:export',
} as const;

/** One stage change of a project: who moved it when, from which stage to which. */
export const prepareLogRow = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStage: z.number().int().nullable(),
  toStage: z.number().int(),
  remark: z.string().nullable(),
  operator: z.string(),
  operatedAt: instant,
});
export type PrepareLogRow = z.infer<typeof prepareLogRow>;

/** Whether `to` is the one stage after `from`; else the refusal in words. */
export function advanceProblem(from: number, to: number): string | null {
  if (to === from + 1) return null;
  const now = PrepareStage.labelOf(from);
  const next = PrepareStage.labelOf(from + 1);
  if (from >= PREPARE_STAGE.opened) return '项目已开业，没有下一阶段';
  if (to <= from) return `当前阶段为「${now}」，不能退回或停留在「${PrepareStage.labelOf(to)}」，只能推进到下一阶段「${next}」`;
  return `当前阶段为「${now}」，只能推进到下一阶段「${next}」，不能跳到「${PrepareStage.labelOf(to)}」`;
}
