import { defineEnum } from '../../../enums/define.js';
import { FIRST_U_LEVEL, GradeApplyStatus, R_LEVELS } from '../../../enums/craftsmanGrade.js';
import { levelLabel } from '../../../enums/levels.js';
import type { EndpointDef, TransitionDef, WorkflowDef } from '../../../resource/types.js';
import { approvalWorkflow } from '../../../resource/workflows.js';

/**
 * What the grade and position pages of issue 14 share: the approval flow (one shape,
 * approvalWorkflow), split between the page that applies (撤回 by the applicant) and the page
 * that decides (通过 / 驳回), and the craftsman pickers of the forms.
 */

/** Operation-code prefixes of the applications (an operation code belongs to one page: R级管理 withdraws under its own). */
export const GRADE_OP = {
  promotion: 'craftsman:promotion',
  rGrade: 'craftsman:rGrade',
  priceChange: 'craftsman:priceChange',
  position: 'craftsman:position',
} as const;

/** The deciding page's half of approvalWorkflow(prefix): 通过 and 驳回 (reason required), reviewer and time written. */
export function decideWorkflow(prefix: string, approveConfirm: string): WorkflowDef {
  const flow = approvalWorkflow(prefix, { approveConfirm, withdraw: true });
  return { ...flow, transitions: flow.transitions.filter((t: TransitionDef) => t.action !== 'withdraw') };
}

/** The applying page's half of approvalWorkflow(prefix): 撤回 of an application still waiting. */
export function withdrawWorkflow(prefix: string): WorkflowDef {
  const flow = approvalWorkflow(prefix, { withdraw: true });
  return { ...flow, transitions: flow.transitions.filter((t: TransitionDef) => t.action === 'withdraw') };
}

/** A decided or withdrawn application is never edited. */
export const DECIDED_GRADE_STATUSES: readonly number[] = GradeApplyStatus.values.filter((v) => v !== 0);

/** Craftsmen the applying pages' forms offer, within the user's stores: `[{ id, name: '姓名 工号（门店）' }]`. */
export const GRADE_CRAFTSMAN_OPTIONS = {
  promotion: { path: '/mgt/craftsmanPromotion/getCraftsmanOptions', method: 'GET' },
  rGrade: { path: '/mgt/craftsmanRGrade/getCraftsmanOptions', method: 'GET' },
  priceChange: { path: '/mgt/craftsmanPriceChange/getCraftsmanOptions', method: 'GET' },
  position: { path: '/mgt/craftsmanPosition/getCraftsmanOptions', method: 'GET' },
  managerLevel: { path: '/mgt/managerLevel/getCraftsmanOptions', method: 'GET' },
} as const satisfies Record<string, EndpointDef>;

/** What an R-level application moves to: another R level, or out of R to U1-1. */
export const RGradeTarget = defineEnum([
  ...Object.entries(R_LEVELS).map(([code, name]) => ({ value: code, label: `${code} ${name}`, labelEn: code })),
  { value: FIRST_U_LEVEL, label: `${levelLabel(FIRST_U_LEVEL)}（转出R级）`, labelEn: FIRST_U_LEVEL },
]);
