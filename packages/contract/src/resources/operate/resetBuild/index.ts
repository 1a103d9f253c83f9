import { z } from 'zod';
import { defineEnum } from '../../../enums/define.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { defineResource } from '../../../resource/types.js';

export const RecomputeKind = defineEnum([
  { value: 0, label: '顾客到店次数与消费', labelEn: 'customer visits and spend', color: 'blue' },
  { value: 1, label: '发圈模板使用次数', labelEn: 'post template usage', color: 'purple' },
]);

export const RecomputeStatus = defineEnum([
  { value: 0, label: '排队中', labelEn: 'queued', color: 'default' },
  { value: 1, label: '运行中', labelEn: 'running', color: 'processing' },
  { value: 2, label: '已完成', labelEn: 'done', color: 'green' },
  { value: 3, label: '失败', labelEn: 'failed', color: 'red' },
]);

export const RESET_BUILD_PAGE = '/operate/resetBuild/index';
export const RESET_BUILD_START_OP = 'operate:recomputeJob:start';

/**
 * /operate/resetBuild/index 重装列表: recompute jobs. A job rebuilds figures kept beside the records
 * from the records themselves: customers' visit count, spend and first/last visit from their paid
 * orders, or each post template's usage from the posts. It runs on the server in batches, writing
 * its progress after each; the list shows progress and the result. One job of a kind at a time.
 */
export const recomputeJobResource = defineResource({
  name: 'recomputeJob',
  title: '重算任务',
  page: RESET_BUILD_PAGE,
  table: 'recompute_job',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/resetBuild/queryJobPage', method: 'POST' }, detail: { path: '/mgt/resetBuild/getJobById', method: 'GET' } },
  ops: {},
  extraOps: [{ code: RESET_BUILD_START_OP, name: '发起重算' }],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  // prettier-ignore
  fields: [
    { key: 'kind', label: '重算内容', type: 'enum', enum: RecomputeKind, list: { width: 170 }, filter: 'eq' },
    { key: 'status', label: '状态', type: 'enum', enum: RecomputeStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'processed', label: '已处理', type: 'int', list: { width: 90 } },
    { key: 'total', label: '总数', type: 'int', list: { width: 90 } },
    { key: 'changed', label: '修正条数', type: 'int', list: { width: 90 } },
    { key: 'batchSize', label: '每批条数', type: 'int' },
    { key: 'result', label: '结果', type: 'text', list: { width: 280, ellipsis: true } },
    { key: 'error', label: '失败原因', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'startedBy', label: '发起人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '发起时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
    { key: 'startedAt', label: '开始时间', type: 'datetime' },
    { key: 'finishedAt', label: '结束时间', type: 'datetime', list: { width: 160 } },
  ],
});

/** 发起重算: a new job of a kind (refused while one of that kind is queued or running). */
export const recomputeJobStart = defineEndpoint({
  path: '/mgt/resetBuild/startJob',
  method: 'POST',
  permission: { op: RESET_BUILD_START_OP },
  body: z.object({ kind: z.union([z.literal(0), z.literal(1)], { error: '请选择重算内容' }) }),
  result: z.object({ id: z.number().int() }),
  summary: '重装列表：发起一个重算任务（同类任务同时只能有一个）',
});
