import { z } from 'zod';
import { textSchema } from '../../../../api/zod.js';
import { fileAddressProblem } from '../../../../api/storedFiles.js';

/** Pages of departure and retention (issue 15), one source for both sides. */
export const DIMISSION_PAGE = '/hrm/employee/dimission';
export const RESIGNATION_RECORD_PAGE = '/hrm/employee/resignationRecord';
export const RETAIN_PAGE = '/hrm/employee/retainJobSuspendSalary';
export const AGREEMENT_PAGE = '/hrm/employee/agreement';

/** Operation codes of the departure and retention pages. */
export const DepartOps = {
  submit: 'hrm:depart:submit',
  edit: 'hrm:depart:edit',
  review: 'hrm:depart:review',
  revert: 'hrm:depart:revert',
  revoke: 'hrm:depart:revoke',
  noRehire: 'hrm:depart:noRehire',
  file: 'hrm:depart:file',
  export: 'hrm:depart:export',
  cancelReport: 'hrm:dimissionReport:cancel',
  exportReport: 'hrm:dimissionReport:export',
  retainApply: 'hrm:retain:apply',
  retainEdit: 'hrm:retain:edit',
  retainExport: 'hrm:retain:export',
  retain: 'hrm:retain',
  agreementOpen: 'hrm:agreement:open',
  agreementEdit: 'hrm:agreement:edit',
  agreementSign: 'hrm:agreement:sign',
  agreementVoid: 'hrm:agreement:void',
  agreementExport: 'hrm:agreement:export',
} as const;

/** One id, as the spec's GET calls carry it (?id=…). */
export const idQuery = (what: string) =>
  z.object({
    id: z.coerce
      .number({ error: `请选择${what}` })
      .int()
      .positive(`请选择${what}`),
  });

/** An attached file's address: a storage path or a storage host's URL (as image fields). */
export const fileUrl = z
  .string({ error: '请上传附件' })
  .trim()
  .min(1, '请上传附件')
  .max(500, '附件地址过长')
  .superRefine((value, ctx) => {
    const problem = fileAddressProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `附件${problem}` });
  });
export const fileName = textSchema({ label: '附件名称', error: '请填写附件名称' }).min(1, '请填写附件名称').max(60, '附件名称最多60个字');

/** One craftsman to pick on a form: name, employee number and store. */
export const departCraftsmanOption = z.object({ id: z.number().int(), name: z.string() });
