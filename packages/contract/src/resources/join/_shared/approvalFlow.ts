import { z } from 'zod';
import { defineEnum } from '../../../enums/define.js';

/**
 * 审批流程 (issue 16, /join/business/flowSetting): which roles approve each kind of franchise request, in
 * what order. A record of a kind passes only after each step's role has approved it in order (the caller
 * holds the current step's role and the approval's operation code); a rejection at any step ends the round
 * (a corrected record starts again from step 1). A flow without steps keeps the single-step approval: any
 * holder of the operation code decides. The flows are one a kind (migration 108).
 */
export const ApprovalFlowKind = defineEnum([
  { value: 1, label: '加盟申请审核', labelEn: 'franchise application', color: 'purple' },
  { value: 2, label: '收款审核', labelEn: 'payment audit', color: 'blue' },
  { value: 3, label: '保证金退还', labelEn: 'deposit refund', color: 'gold' },
]);
export const APPROVAL_KIND = { joinApply: 1, paymentAudit: 2, depositRefund: 3 } as const;

/** One recorded decision of a step: 1 通过, 2 驳回. */
export const ApprovalDecision = defineEnum([
  { value: 1, label: '通过', labelEn: 'approved', color: 'green' },
  { value: 2, label: '驳回', labelEn: 'rejected', color: 'red' },
]);
export const APPROVAL_DECISION = { approve: 1, reject: 2 } as const;

/** The most steps a flow has. */
export const APPROVAL_MAX_STEPS = 6;

/** One decision recorded on a record (the detail's 审批记录). */
export const approvalLogRow = z.object({
  stepNo: z.number().int(),
  roleName: z.string().nullable(),
  decision: z.number().int(),
  operator: z.string(),
  remark: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type ApprovalLogRow = z.infer<typeof approvalLogRow>;
