import type { TransitionDef, WorkflowDef } from './types.js';

/**
 * The usual review of a request: 待审批 (0) → 已通过 (1) / 已驳回 (2, a reason is required),
 * optionally 已撤回 (3) by the applicant; the reviewer, time and remark are written.
 * Operation codes are `<prefix>:approve`, `<prefix>:reject`, `<prefix>:withdraw`.
 */
export function approvalWorkflow(prefix: string, options: { approveConfirm?: string; withdraw?: boolean } = {}): WorkflowDef {
  const transitions: TransitionDef[] = [
    {
      action: 'approve',
      label: '通过',
      from: [0],
      to: 1,
      op: `${prefix}:approve`,
      confirm: options.approveConfirm,
      reason: { label: '审批意见', required: false },
    },
    { action: 'reject', label: '驳回', from: [0], to: 2, op: `${prefix}:reject`, reason: { label: '驳回原因', required: true }, danger: true },
  ];
  if (options.withdraw)
    transitions.push({ action: 'withdraw', label: '撤回', from: [0], to: 3, op: `${prefix}:withdraw`, reason: { label: '撤回说明', required: false } });
  return { field: 'status', reasonColumn: 'review_remark', operatorColumn: 'reviewer', operatedAtColumn: 'reviewed_at', transitions };
}

/**
 * What the page says once a transition is done: the declaration's `doneText`, else the label
 * when it already reads as done ('已解决'), else '已' + the label ('驳回' → '已驳回').
 */
export function transitionDoneText(transition: Pick<TransitionDef, 'label' | 'doneText'>): string {
  if (transition.doneText) return transition.doneText;
  return transition.label.startsWith('已') ? transition.label : `已${transition.label}`;
}
