import { JobPost, JobPostingState, JobPostingStatus } from '../../../enums/employeeAffairs.js';
import { compareMoney, isMoney } from '../../../format/cents.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';

export const JOBS_PAGE = '/hrm/bancroft/jobs';

export const JobOps = {
  add: 'hrm:jobs:add',
  edit: 'hrm:jobs:edit',
  remove: 'hrm:jobs:delete',
  publish: 'hrm:jobs:publish',
  close: 'hrm:jobs:close',
  export: 'hrm:jobs:export',
} as const;

/** Salary range and publish period, checked on both sides. */
export function checkJobPosting(v: Record<string, unknown>) {
  if (isMoney(v.salaryMin) && isMoney(v.salaryMax) && compareMoney(v.salaryMin as string, v.salaryMax as string) > 0)
    return { field: 'salaryMax', message: '薪资上限不能低于薪资下限' };
  if (typeof v.publishStart === 'string' && typeof v.publishEnd === 'string' && v.publishEnd < v.publishStart)
    return { field: 'publishEnd', message: '发布结束日期不能早于开始日期' };
  return true as const;
}

/**
 * /hrm/bancroft/jobs 招聘职位: the chain's job postings by city (post, head count, salary range,
 * requirements, publish period). 草稿 → 已发布 → 已关闭, each step with who and when; a published
 * posting past its end date shows as 已过期 (view job_posting_state). Only drafts are deleted; a
 * closed posting is no longer edited. City scope: a user sees the cities of the own stores.
 */
export const jobPostingResource = defineResource({
  name: 'jobPosting',
  title: '招聘职位',
  page: JOBS_PAGE,
  table: 'job_posting',
  joins: [{ alias: 'st', table: 'job_posting_state', on: 'id' }],
  scope: { by: 'city', field: 'cityId' },
  api: { list: { path: '/mgt/jobPosting/queryJobPostingPage', method: 'POST' } },
  ops: { create: JobOps.add, update: JobOps.edit, remove: JobOps.remove, export: JobOps.export },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  form: { width: 720 },
  workflow: {
    field: 'status',
    locked: [2],
    reasonColumn: 'close_reason',
    transitions: [
      { action: 'publish', label: '发布', from: [0], to: 1, op: JobOps.publish, confirm: '发布后，求职者在发布期内可看到并投递该职位。' },
      { action: 'close', label: '关闭', from: [1], to: 2, op: JobOps.close, reason: { label: '关闭原因', required: true, max: 200 }, danger: true },
    ],
  },
  // prettier-ignore
  fields: [
    fields.city({ required: true, form: true }),
    { key: 'title', label: '职位名称', type: 'text', required: true, max: 40, list: { width: 180 }, form: true, filter: 'like' },
    { key: 'post', label: '岗位', type: 'enum', enum: JobPost, required: true, defaultValue: 1, list: { width: 80 }, form: true, filter: 'eq' },
    { key: 'state', column: 'state', from: 'st', label: '状态', type: 'enum', enum: JobPostingState, list: { width: 80 }, filter: 'eq' },
    { key: 'headCount', label: '招聘人数', type: 'int', required: true, min: 1, max: 200, defaultValue: 1, list: { width: 90 }, form: true },
    { key: 'salaryMin', label: '薪资下限（元/月）', type: 'money', required: true, min: 0, max: 999999, list: { width: 130 }, form: true },
    { key: 'salaryMax', label: '薪资上限（元/月）', type: 'money', required: true, min: 0, max: 999999, list: { width: 130 }, form: true },
    { key: 'publishStart', label: '发布开始日期', type: 'date', required: true, list: { width: 110 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'publishEnd', label: '发布结束日期', type: 'date', required: true, list: { width: 110 }, form: true, sortable: true },
    { key: 'requirements', label: '任职要求', type: 'textarea', required: true, max: 1000, list: { width: 220, ellipsis: true }, form: true, span: 2 },
    { key: 'status', label: '流程状态', type: 'enum', enum: JobPostingStatus, detail: true },
    { key: 'publishedBy', label: '发布人', type: 'text', list: { width: 90 } },
    { key: 'publishedAt', label: '发布时间', type: 'datetime', list: { width: 160 } },
    { key: 'closedBy', label: '关闭人', type: 'text', list: { width: 90 } },
    { key: 'closedAt', label: '关闭时间', type: 'datetime', list: { width: 160 } },
    { key: 'closeReason', label: '关闭原因', type: 'text', list: { width: 160, ellipsis: true } },
    fields.createdBy({ list: { width: 90 } }),
    fields.createdAt({ list: { width: 160 }, sortable: true }),
  ],
  check: checkJobPosting,
});
