import { payMonthOf, violationRecordResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { assertNotFuture, payInputHooks } from '../salaryManagement/_shared/payInputs.js';

/**
 * /craftsman/craftsman/violationRecord 违规记录: violations of the user's stores' craftsmen (the day not in
 * the future), confirmed by head office; the deduction counts in the violation day's month (a
 * generated column), locked once that store month is settled.
 */
export function registerViolationRecord(app: FastifyInstance): void {
  registerResource(
    app,
    violationRecordResource,
    payInputHooks(violationRecordResource, {
      async check(values) {
        assertNotFuture('violationDate', '违规日期', values.violationDate);
      },
      monthOf: (values, stored) => payMonthOf(String(values.violationDate ?? stored?.violation_date)),
    }),
  );
}
