import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { ServiceStar } from '../../../enums/craftsmanRegister.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { defineResource } from '../../../resource/types.js';
import { CRAFTSMAN_FORM_OPTIONS } from './_shared/register.js';

const PAGE = '/craftsman/craftsman/serverStars';

/**
 * /craftsman/craftsman/serverStars 服务星级: per craftsman per month, the service star COMPUTED from
 * the customers' evaluations of that month (store_comment, 综合评分; blocked ones left out)
 * against 星级管理's rules: how many, their average, the star. Recomputing a month replaces its
 * rows with the same figures (idempotent); the count opens to the evaluations it came from.
 */
export const serviceStarResource = defineResource({
  name: 'craftsmanServiceStar',
  title: '服务星级',
  page: PAGE,
  table: 'craftsman_service_star',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId', since: 'month' },
  api: { list: { path: '/mgt/craftsmanServiceStar/queryServiceStarPage', method: 'POST' } },
  ops: { export: 'craftsman:serverStars:export' },
  extraOps: [{ code: 'craftsman:serverStars:recompute', name: '重新计算' }],
  defaultSort: { field: 'month', dir: 'desc' },
  // prettier-ignore
  fields: [
    { key: 'month', label: '月份', type: 'date', list: { width: 110 }, filter: 'dateRange', sortable: true },
    { key: 'craftsmanId', label: '手艺人', type: 'int', lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: CRAFTSMAN_FORM_OPTIONS }, list: { width: 90 }, filter: 'eq' },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 } },
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'evalCount', label: '评价数', type: 'int', list: { width: 80 }, sortable: true },
    { key: 'avgScore', label: '平均评分', type: 'decimal', scale: 2, list: { width: 90 }, sortable: true },
    { key: 'star', label: '服务星级', type: 'enum', enum: ServiceStar, list: { width: 90 }, filter: 'eq', sortable: true },
    { key: 'computedAt', label: '计算时间', type: 'datetime', list: { width: 150 } },
  ],
});

/** POST /mgt/craftsmanServiceStar/recompute: a month's stars computed again from its evaluations and the rules. */
export const recomputeServiceStars = defineEndpoint({
  path: '/mgt/craftsmanServiceStar/recompute',
  method: 'POST',
  permission: { op: 'craftsman:serverStars:recompute' },
  body: z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为YYYY-MM') }),
  result: z.object({ month: z.string(), craftsmen: z.number().int(), starred: z.number().int() }),
  summary: '按星级规则重新计算某月的服务星级（同一月份重复计算结果相同）',
});

/** One evaluation a star came from. */
export const starEvaluation = z.object({
  id: z.number().int(),
  commentedAt: z.string(),
  storeName: z.string(),
  customerNickname: z.string(),
  ratingOverall: z.number().int(),
  content: z.string(),
});
export type StarEvaluation = z.infer<typeof starEvaluation>;

/** GET /mgt/craftsmanServiceStar/evaluations: the evaluations one star row was computed from. */
export const serviceStarEvaluations = defineEndpoint({
  path: '/mgt/craftsmanServiceStar/evaluations',
  method: 'GET',
  permission: { menu: PAGE },
  query: z.object({ id: idSchema }),
  result: z.array(starEvaluation),
  summary: '某手艺人某月服务星级所依据的顾客评价',
});
