import { z } from 'zod';
import { textSchema } from '../../../api/zod.js';
import { DepartStatus, DEPART_OPEN_STATUSES } from '../../../enums/depart.js';
import { LeaveReason } from '../../../enums/people.js';
import { defineEndpoint, instant } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { departCraftsmanOption, DepartOps, DIMISSION_PAGE, fileName, fileUrl, idQuery } from './_shared/depart.js';

const BASE = '/mgt/recruitDepart';

/** The craftsmen a departure may be submitted for: in service or on leave, home store within the user's stores, no open order. */
export const DEPART_CRAFTSMAN_OPTIONS = { path: `${BASE}/craftsmanOptions`, method: 'GET' } as const;

/**
 * /hrm/employee/dimission 离职管理: departure orders of craftsmen. submitDepart (the craftsman, leave
 * date, leave reason, details) → 待审核 → submitDepartReview 通过 (the craftsman becomes 已离职 with
 * the leave date and reason and leaves their stores, in the same transaction) or 驳回. While waiting:
 * updateRecrDepartById edits it, revertSubmitDepart (the applicant withdraws), submitDepartRevoke (HR
 * revokes). One open order a craftsman (checkDepartOrder). Files attached (submitRecrDepartFile …);
 * submitNoRehire flags a departed person 不再录用 by the ID number. A store manager sees their stores' orders.
 */
export const departResource = defineResource({
  name: 'recruitDepart',
  title: '离职单',
  page: DIMISSION_PAGE,
  table: 'recruit_depart',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: {
    list: { path: `${BASE}/queryRecrDepartPage`, method: 'POST' },
    detail: { path: `${BASE}/getRecrDepartDetail`, method: 'GET' },
    create: { path: `${BASE}/submitDepart`, method: 'POST' },
    update: { path: `${BASE}/updateRecrDepartById`, method: 'POST' },
    transition: { path: `${BASE}/submitDepartReview`, method: 'POST' },
    export: { path: `${BASE}/export`, method: 'GET' },
  },
  ops: { create: DepartOps.submit, update: DepartOps.edit, export: DepartOps.export },
  extraOps: [
    { code: DepartOps.revert, name: '撤回离职单（申请人）' },
    { code: DepartOps.revoke, name: '撤销离职单' },
    { code: DepartOps.noRehire, name: '标记不再录用' },
    { code: DepartOps.file, name: '上传/删除离职附件' },
  ],
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: DEPART_OPEN_STATUSES } },
  keyword: { label: '手艺人', fields: ['realName', 'employeeNo'] },
  form: { width: 640 },
  workflow: {
    field: 'status',
    reasonColumn: 'review_remark',
    operatorColumn: 'reviewer',
    operatedAtColumn: 'reviewed_at',
    locked: [1, 2, 3, 4, 5],
    transitions: [
      {
        action: 'approve',
        label: '通过',
        from: [0],
        to: 1,
        op: DepartOps.review,
        confirm: '通过后手艺人即为已离职（写入离职日期和原因），并退出所在门店。',
        reason: { label: '审核意见', required: false },
        doneText: '已通过，手艺人已离职',
      },
      { action: 'reject', label: '驳回', from: [0], to: 2, op: DepartOps.review, reason: { label: '驳回原因', required: true }, danger: true },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'orderNo', label: '离职单号', type: 'text', list: { width: 150 }, filter: 'like' },
    { key: 'status', label: '状态', type: 'enum', enum: DepartStatus, list: { width: 100 }, filter: 'eq' },
    { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: DEPART_CRAFTSMAN_OPTIONS }, list: { width: 90 }, form: 'create' },
    { key: 'realName', column: 'real_name', from: 'c', label: '手艺人姓名', type: 'text', detail: false },
    { key: 'employeeNo', column: 'employee_no', from: 'c', label: '工号', type: 'text', list: { width: 110 } },
    fields.store(),
    { key: 'entryDate', label: '入职日期', type: 'date', list: { width: 110 } },
    { key: 'leaveDate', label: '离职日期', type: 'date', required: true, list: { width: 110 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'leaveReason', label: '离职原因', type: 'enum', enum: LeaveReason, required: true, list: { width: 110 }, form: true, filter: 'eq' },
    { key: 'detail', label: '离职说明', type: 'textarea', required: true, max: 500, list: { width: 200, ellipsis: true }, form: true, span: 2 },
    { key: 'fileCount', label: '附件', type: 'int', list: { width: 70 } },
    { key: 'noRehire', label: '不再录用', type: 'bool', list: { width: 90 }, filter: 'eq' },
    { key: 'applicant', label: '申请人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
    { key: 'reviewer', label: '处理人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '处理时间', type: 'datetime', list: { width: 160 } },
    { key: 'reviewRemark', label: '处理意见', type: 'text', list: { width: 160, ellipsis: true } },
  ],
});

export const departCraftsmanOptions = defineEndpoint({
  ...DEPART_CRAFTSMAN_OPTIONS,
  permission: { menu: DIMISSION_PAGE },
  result: z.array(departCraftsmanOption),
  summary: '可提交离职的手艺人：在职或休假、归属门店在用户的门店数据权限内、没有未完成的离职单',
});

/** GET checkDepartOrder ?craftsmanId: whether the craftsman already has an open order (one a craftsman). */
export const checkDepartOrder = defineEndpoint({
  path: `${BASE}/checkDepartOrder`,
  method: 'GET',
  permission: { menu: DIMISSION_PAGE },
  query: z.object({ craftsmanId: z.coerce.number({ error: '请选择手艺人' }).int().positive('请选择手艺人') }),
  result: z.object({ open: z.boolean(), orderId: z.number().int().nullable(), orderNo: z.string().nullable(), message: z.string().nullable() }),
  summary: '离职管理：手艺人是否已有未完成（待审核）的离职单',
});

/** GET getDepartReasonType: the leave reasons (contract LeaveReason) a departure names. */
export const getDepartReasonType = defineEndpoint({
  path: `${BASE}/getDepartReasonType`,
  method: 'GET',
  permission: { menu: DIMISSION_PAGE },
  result: z.array(z.object({ value: z.number().int(), label: z.string() })),
  summary: '离职管理：离职原因（规格的离职原因枚举）',
});

const reasonBody = (what: string, required: boolean) =>
  z.object({
    id: z.number({ error: '请选择离职单' }).int().positive(),
    reason: required
      ? textSchema({ label: what, multiline: true, error: `请填写${what}` })
          .min(1, `请填写${what}`)
          .max(200, `${what}最多200个字`)
      : textSchema({ label: what, multiline: true }).max(200, `${what}最多200个字`).nullish(),
  });
const departAnswer = z.object({ id: z.number().int(), status: z.number().int() });

/** POST revertSubmitDepart: the applicant withdraws an order still waiting for review. */
export const revertSubmitDepart = defineEndpoint({
  path: `${BASE}/revertSubmitDepart`,
  method: 'POST',
  permission: { op: DepartOps.revert },
  body: reasonBody('撤回说明', false),
  result: departAnswer,
  summary: '离职管理：申请人撤回待审核的离职单',
});

/** POST submitDepartRevoke: HR revokes an order before it is completed. */
export const submitDepartRevoke = defineEndpoint({
  path: `${BASE}/submitDepartRevoke`,
  method: 'POST',
  permission: { op: DepartOps.revoke },
  body: reasonBody('撤销原因', true),
  result: departAnswer,
  summary: '离职管理：人事撤销未完成（待审核）的离职单',
});

/** POST submitNoRehire: flags the departed person 不再录用 (by the ID number's keyed hash); a later registration is refused. */
export const submitNoRehire = defineEndpoint({
  path: `${BASE}/submitNoRehire`,
  method: 'POST',
  permission: { op: DepartOps.noRehire },
  body: reasonBody('不再录用原因', true),
  result: z.object({ id: z.number().int(), noRehire: z.boolean() }),
  summary: '离职管理：已离职的手艺人标记为不再录用（按身份证号），之后以该身份证号登记将被拒绝',
});

export const departFile = z.object({
  id: z.number().int(),
  departId: z.number().int(),
  fileName: z.string(),
  url: z.string(),
  createdBy: z.string(),
  createdAt: instant,
});

/** POST submitRecrDepartFile: attaches an uploaded file (the kit's upload) to an order. */
export const submitRecrDepartFile = defineEndpoint({
  path: `${BASE}/submitRecrDepartFile`,
  method: 'POST',
  permission: { op: DepartOps.file },
  body: z.object({ departId: z.number({ error: '请选择离职单' }).int().positive(), fileName, url: fileUrl }),
  result: departFile,
  summary: '离职管理：为离职单添加附件（离职申请书、交接单等，先经上传）',
});

/** POST updateRecrDepartFileById: renames an attached file. */
export const updateRecrDepartFileById = defineEndpoint({
  path: `${BASE}/updateRecrDepartFileById`,
  method: 'POST',
  permission: { op: DepartOps.file },
  body: z.object({ id: z.number({ error: '请选择附件' }).int().positive(), fileName }),
  result: departFile,
  summary: '离职管理：修改离职附件的名称',
});

/** GET deleteRecrDepartFileById ?id (the spec's method): removes an attached file. */
export const deleteRecrDepartFileById = defineEndpoint({
  path: `${BASE}/deleteRecrDepartFileById`,
  method: 'GET',
  permission: { op: DepartOps.file },
  query: idQuery('附件'),
  result: z.object({ id: z.number().int() }),
  summary: '离职管理：删除离职单的附件（已完成的离职单不可删）',
});
