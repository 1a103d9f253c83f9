import { z } from 'zod';
import { AWAITING_GRADE_STATUSES, GradeApplyStatus, GradeChangeState } from '../../../enums/craftsmanGrade.js';
import { PositionType, Station } from '../../../enums/people.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { defineResource } from '../../../resource/types.js';
import { decideWorkflow, GRADE_OP } from '../_shared/grades.js';

const PAGE = '/craftsman/positionManage/approveManage';

/** Operation code of 指定培养人 (POST /mgt/craftsmanPosition/updateCultivatePeople). */
export const POSITION_CULTIVATE_OP = `${GRADE_OP.position}:cultivate`;

/**
 * /craftsman/positionManage/approveManage 审批管理: head office decides the position changes reported
 * on 岗位变动 (approvalWorkflow; the spec's paths: updateApproval decides, queryApprovalDetail reads
 * one), names the 培养人 of one still waiting (updateCultivatePeople). An approved change moves the
 * craftsman's station and position type on its effective date. Waiting ones first: the menu badge
 * (approveManageCount) counts them.
 */
export const positionApprovalResource = defineResource({
  name: 'craftsmanPositionApproval',
  title: '岗位变动申请',
  page: PAGE,
  table: 'craftsman_position_change',
  joins: [
    { alias: 'c', table: 'craftsman', on: 'craftsman_id' },
    { alias: 'st', table: 'craftsman_position_change_state', on: 'id' },
  ],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: '/mgt/craftsmanPosition/queryApprovalPage', method: 'POST' },
    detail: { path: '/mgt/craftsmanPosition/queryApprovalDetail', method: 'POST' },
    transition: { path: '/mgt/craftsmanPosition/updateApproval', method: 'POST' },
  },
  ops: { export: `${GRADE_OP.position}:exportApproval` },
  extraOps: [{ code: POSITION_CULTIVATE_OP, name: '指定培养人' }],
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: AWAITING_GRADE_STATUSES } },
  workflow: decideWorkflow(GRADE_OP.position, '通过后，生效日期已到的岗位变动立即生效；未到的于生效日期起生效。'),
  // prettier-ignore
  fields: [
    { key: 'status', label: '审批状态', type: 'enum', enum: GradeApplyStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName' }, list: { width: 90 } },
    { key: 'realName', from: 'c', label: '手艺人姓名', type: 'text', filter: 'like', detail: false },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 }, filter: 'like' },
    { key: 'storeId', label: '门店', type: 'store', required: true, list: { width: 140 }, filter: 'eq' },
    { key: 'fromStation', label: '原岗位', type: 'enum', enum: Station, list: { width: 100 } },
    { key: 'toStation', label: '新岗位', type: 'enum', enum: Station, required: true, list: { width: 100 }, filter: 'eq' },
    { key: 'toPositionType', label: '职位类型', type: 'enum', enum: PositionType, list: { width: 90 } },
    { key: 'cultivatePeopleId', label: '培养人', type: 'int', lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'cultivatePeopleName' }, list: { width: 90 } },
    { key: 'effectiveDate', label: '生效日期', type: 'date', required: true, list: { width: 110 }, filter: 'dateRange', sortable: true },
    { key: 'state', from: 'st', label: '状态', type: 'enum', enum: GradeChangeState, list: { width: 90 }, filter: 'eq' },
    { key: 'reason', label: '变动原因', type: 'textarea', required: true, list: { width: 200, ellipsis: true } },
    { key: 'applicant', label: '申请人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '申请时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
    { key: 'reviewer', label: '审批人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审批时间', type: 'datetime', list: { width: 160 } },
    { key: 'reviewRemark', label: '审批意见', type: 'text', list: { width: 160, ellipsis: true } },
  ],
});

/** POST /mgt/craftsmanPosition/updateCultivatePeople (spec): names the 培养人 of an application still waiting. */
export const updateCultivatePeople = defineEndpoint({
  path: '/mgt/craftsmanPosition/updateCultivatePeople',
  method: 'POST',
  permission: { op: POSITION_CULTIVATE_OP },
  body: z.object({
    id: z.number({ error: '请选择岗位变动申请' }).int().positive(),
    cultivatePeopleId: z.number({ error: '请选择培养人' }).int().positive(),
  }),
  result: z.object({ id: z.number().int(), cultivatePeopleId: z.number().int(), cultivatePeopleName: z.string() }),
  summary: '审批管理：为待审批的岗位变动指定培养人（门店数据权限内的在职手艺人）',
});

/** One craftsman a 培养人 may be chosen from. */
export const cultivateOption = z.object({ id: z.number().int(), name: z.string() });

/** GET /mgt/craftsmanPosition/getCultivateOptions: who may be the 培养人 of an application (in service in its store, not the craftsman). */
export const cultivateOptions = defineEndpoint({
  path: '/mgt/craftsmanPosition/getCultivateOptions',
  method: 'GET',
  permission: { menu: PAGE },
  query: z.object({ id: z.coerce.number({ error: '请选择岗位变动申请' }).int().positive() }),
  result: z.array(cultivateOption),
  summary: '审批管理：可担任该申请培养人的手艺人（申请门店的在职手艺人，不含本人）',
});
