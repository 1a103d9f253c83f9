import { auditDeductionResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { assertNotFuture, payInputHooks } from './_shared/payInputs.js';

/** /craftsman/salaryManagement/auditDeduction 审核扣款: deductions from audit findings (the audit day not in the future), approved, locked with their settled month. */
export function registerAuditDeduction(app: FastifyInstance): void {
  registerResource(
    app,
    auditDeductionResource,
    payInputHooks(auditDeductionResource, {
      async check(values) {
        assertNotFuture('auditDate', '稽核日期', values.auditDate);
      },
    }),
  );
}
