import { validateContactPhone } from '../../../validators/phone.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { JobStatus, JobType } from './_shared/culture.js';

/** /operate/enterCulture/joinUdream 加入优梦: the jobs the website's 加入我们 page lists, by city, opened and closed by head office. */
export const joinUdreamResource = defineResource({
  name: 'joinUdream',
  title: '招聘岗位',
  page: '/operate/enterCulture/joinUdream',
  table: 'culture_job',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/enterCulture/job/queryPage', method: 'POST' } },
  ops: { create: 'operate:joinUdream:add', update: 'operate:joinUdream:edit', export: 'operate:joinUdream:export' },
  keyword: { label: '岗位名称', fields: ['title'] },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  form: { mode: 'drawer', width: 640 },
  workflow: {
    field: 'status',
    operatorColumn: 'operator',
    operatedAtColumn: 'operated_at',
    transitions: [
      { action: 'open', label: '开始招聘', from: [0, 2], to: 1, op: 'operate:joinUdream:open', confirm: '岗位将在官网展示，确定开始招聘？' },
      { action: 'close', label: '关闭', from: [1], to: 2, op: 'operate:joinUdream:close', confirm: '关闭后官网不再展示该岗位，确定关闭？', danger: true },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'title', label: '岗位名称', type: 'text', required: true, max: 30, list: { width: 160 }, form: true },
    fields.city({ label: '工作城市', required: true, list: { width: 90 }, form: true }),
    { key: 'jobType', label: '岗位类别', type: 'enum', enum: JobType, required: true, list: { width: 90 }, form: true, filter: 'eq' },
    { key: 'headcount', label: '招聘人数', type: 'int', min: 1, max: 999, required: true, defaultValue: 1, list: { width: 80 }, form: true },
    { key: 'salaryMin', label: '月薪下限(元)', type: 'int', min: 0, max: 200000, required: true, list: { width: 110 }, form: true },
    { key: 'salaryMax', label: '月薪上限(元)', type: 'int', min: 0, max: 200000, required: true, list: { width: 110 }, form: true },
    { key: 'requirement', label: '岗位要求', type: 'textarea', required: true, max: 1000, list: { width: 240, ellipsis: true }, form: true, span: 2 },
    { key: 'contactPhone', label: '联系电话', type: 'text', max: 20, validate: validateContactPhone, list: { width: 130 }, form: true },
    { key: 'status', label: '状态', type: 'enum', enum: JobStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'applicantCount', label: '投递人数', type: 'int', list: { width: 80 }, sortable: true },
    { key: 'operator', label: '操作人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '创建时间', type: 'datetime', list: { width: 160 }, sortable: true },
  ],
  check: (v) =>
    typeof v.salaryMin === 'number' && typeof v.salaryMax === 'number' && v.salaryMax < v.salaryMin
      ? { field: 'salaryMax', message: '月薪上限不能低于下限' }
      : true,
});
