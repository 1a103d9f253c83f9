import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { listQuerySchema } from '../../../resource/schema.js';
import { defineResource } from '../../../resource/types.js';
import { CandidateField as F, RecruitOps, RecruitPage } from './_shared/recruitLedger.js';

/**
 * /hrm/employee/manage 员工列表: the recruitment ledger (招聘台账), every candidate from registration to
 * employed, refused or withdrawn, with counts by stage above the table. A candidate is registered (and
 * edited while the application is open) through updateRecrLedger: the ID number is checked, a person
 * flagged 不再录用 or with an application still open is refused, a referral names the referring
 * craftsman. Mobile and ID number are sealed and shown masked. A store manager sees the candidates
 * meant for their stores. A row opens 面试详情.
 */
export const recruitLedgerResource = defineResource({
  name: 'recruitLedger',
  title: '候选人',
  page: RecruitPage.ledger,
  table: 'recruit_candidate',
  scope: { by: 'store', field: 'intendedStoreId', since: 'registeredAt' },
  api: { list: { path: '/apiCraftsman/recruitInterview/queryRecrLedgerPage', method: 'POST' } },
  ops: { export: RecruitOps.exportLedger, viewMasked: RecruitOps.viewMasked },
  extraOps: [
    { code: RecruitOps.register, name: '登记候选人' },
    { code: RecruitOps.edit, name: '修改登记信息' },
  ],
  count: 'capped',
  keyset: { field: 'registeredAt' },
  form: { mode: 'drawer', width: 720 },
  fields: [
    F.ledgerNo,
    F.realName,
    F.gender,
    F.birthDate,
    F.mobile,
    F.idCard,
    F.education,
    F.workYears,
    F.source,
    F.referrerCraftsmanId,
    F.regionId,
    F.cityId,
    F.intendedPost,
    F.intendedStoreId,
    F.interviewerId,
    F.interviewerName,
    F.interviewAt,
    F.stage,
    F.registeredAt,
    F.specialRemark,
    F.closedReason,
    F.createdBy,
  ],
});

/** The ledger's list query (its filters): what statRecrStatistic counts by stage. */
export const recruitLedgerQuery = listQuerySchema(recruitLedgerResource);

/**
 * POST updateRecrLedger: without `id` registers a candidate (the create form's fields), with `id` edits
 * an open application (the edit form's fields: mobile and ID number stay as registered). Checked by the
 * ledger's form schemas on the server.
 */
export const updateRecrLedger = defineEndpoint({
  path: '/apiCraftsman/recruitInterview/updateRecrLedger',
  method: 'POST',
  permission: { menu: RecruitPage.ledger },
  body: z.looseObject({ id: idSchema.optional() }),
  result: z.object({ id: z.number().int(), ledgerNo: z.string() }),
  summary: '登记候选人（无 id）或修改进行中的登记（有 id）：身份证校验、不再录用与重复应聘拒绝',
});

/** POST statRecrStatistic: the ledger's candidates by stage under the list's filters (its stage filter aside). */
export const statRecrStatistic = defineEndpoint({
  path: '/apiCraftsman/recruitInterview/statRecrStatistic',
  method: 'POST',
  permission: { menu: RecruitPage.ledger },
  body: recruitLedgerQuery,
  result: z.object({ total: z.number().int(), stages: z.array(z.object({ stage: z.number().int(), count: z.number().int() })) }),
  summary: '招聘台账按阶段计数（与列表同样的筛选，阶段筛选除外）',
});
