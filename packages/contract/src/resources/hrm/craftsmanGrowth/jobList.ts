import { JobPost, JobPostingState } from '../../../enums/employeeAffairs.js';
import { fields } from '../../../resource/fields.js';
import { defineReport } from '../../../resource/report.js';
import { GrowthOps, GrowthPage } from './_shared/growth.js';

/**
 * /hrm/craftsmanGrowth/jobList 岗位列表: each job posting (/hrm/bancroft/jobs) with the head count it
 * wants, the candidates registered for it in the ledger (recruit_candidate.job_posting_id), those
 * still moving, those employed, and the fill rate (employed ÷ wanted). Counted whenever read (view
 * job_posting_fill). Postings are seen by the cities of the user's stores, as on 招聘职位.
 */
export const jobListReport = defineReport({
  name: 'jobList',
  title: '岗位列表',
  description: '招聘职位的需求人数，与招聘台账中登记到该职位的候选人：在途（待面试至待入职审核）、已入职；招满率 = 已入职 ÷ 需求人数。',
  page: GrowthPage.jobList,
  table: 'job_posting',
  joins: [
    { alias: 'st', table: 'job_posting_state', on: 'id' },
    { alias: 'f', table: 'job_posting_fill', on: 'id' },
  ],
  scope: { by: 'city', field: 'cityId' },
  ops: { export: GrowthOps.jobListExport },
  // prettier-ignore
  filters: [
    { key: 'publishStart', column: 'publish_start', label: '发布开始日期', type: 'date', filter: 'dateRange', range: { maxDays: 731 } },
    fields.city({ list: false }),
    { key: 'post', column: 'post', label: '岗位', type: 'enum', enum: JobPost, filter: 'eq' },
    { key: 'state', column: 'state', from: 'st', label: '状态', type: 'enum', enum: JobPostingState, filter: 'eq' },
  ],
  // prettier-ignore
  dimensions: [
    { key: 'postingId', label: '编号', type: 'int', width: 70 },
    { key: 'title', label: '职位名称', type: 'text', width: 200 },
    { key: 'cityName', label: '城市', type: 'text', width: 90 },
    { key: 'post', label: '岗位', type: 'enum', enum: JobPost, width: 80 },
    { key: 'state', label: '状态', type: 'enum', enum: JobPostingState, width: 80 },
    { key: 'publishStart', label: '发布开始', type: 'date', width: 110 },
  ],
  // prettier-ignore
  measures: [
    { key: 'postings', label: '职位数', format: 'int', additive: true },
    { key: 'wanted', label: '需求人数', format: 'int', additive: true },
    { key: 'registered', label: '登记候选人', format: 'int', additive: true },
    { key: 'inProcess', label: '在途', format: 'int', additive: true, help: '待面试至待入职审核的候选人' },
    { key: 'employed', label: '已入职', format: 'int', additive: true },
    { key: 'fillRate', label: '招满率', format: 'percent', help: '已入职 ÷ 需求人数' },
  ],
  sort: { key: 'publishStart', dir: 'desc' },
  chart: { type: 'bar', dimension: 'title', measures: ['wanted', 'registered', 'employed'] },
});
