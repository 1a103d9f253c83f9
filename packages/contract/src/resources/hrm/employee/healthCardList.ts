import { z } from 'zod';
import { HealthCardStatus } from '../../../enums/employeeAffairs.js';
import { CraftsmanType } from '../../../enums/people.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';

export const HEALTH_CARD_PAGE = '/hrm/employee/healthCardList';

/** The craftsmen in service whose certificate a user may register: home store within the user's stores. */
export const HEALTH_CARD_CRAFTSMAN_OPTIONS = { path: '/mgt/healthCard/craftsmanOptions', method: 'GET' } as const;

export const HealthCardOps = {
  add: 'hrm:healthCard:add',
  export: 'hrm:healthCard:export',
  exportHistory: 'hrm:healthCard:exportHistory',
} as const;

/** Sooner trouble first: expired, expiring, none, then the valid ones. */
export const HEALTH_CARD_ATTENTION_FIRST: readonly number[] = [2, 1, 3];

/**
 * /hrm/employee/healthCardList 健康证列表, first tab: every craftsman in service (or on leave) with the
 * current health certificate and its status as of today in China (view health_card_status, computed
 * when read); a store manager sees the craftsmen of the own stores.
 */
export const healthCardResource = defineResource({
  name: 'healthCard',
  title: '手艺人健康证',
  page: HEALTH_CARD_PAGE,
  table: 'health_card_status',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/healthCard/queryHealthCardPage', method: 'POST' } },
  ops: { export: HealthCardOps.export },
  defaultSort: { field: 'expiryDate', dir: 'asc', first: { field: 'status', values: HEALTH_CARD_ATTENTION_FIRST } },
  keyword: { label: '手艺人', fields: ['realName', 'employeeNo'] },
  // prettier-ignore
  fields: [
    fields.store(),
    { key: 'realName', label: '手艺人', type: 'text', list: { width: 90 } },
    { key: 'employeeNo', label: '工号', type: 'text', list: { width: 110 } },
    { key: 'craftsmanType', label: '岗位', type: 'enum', enum: CraftsmanType, list: { width: 80 }, filter: 'eq' },
    { key: 'status', label: '健康证状态', type: 'enum', enum: HealthCardStatus, list: { width: 100 }, filter: 'eq' },
    { key: 'daysLeft', label: '剩余天数', type: 'int', list: { width: 120 } },
    { key: 'expiryDate', label: '有效期至', type: 'date', list: { width: 110 }, sortable: true },
    { key: 'cardNo', label: '证件编号', type: 'text', list: { width: 140 } },
    { key: 'authority', label: '发证机关', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'issueDate', label: '发证日期', type: 'date', list: { width: 110 } },
    { key: 'photo', label: '证件照片', type: 'image', list: { width: 90 } },
  ],
});

/**
 * 健康证列表, second tab 办证记录: every certificate registered, the current one and those it replaced.
 * Registering one (办理 or 换证) makes it the craftsman's current certificate (the last registered); the
 * one before stays in the history as replaced (view health_certificate_chain). Never edited or deleted.
 */
export const healthCertificateResource = defineResource({
  name: 'healthCertificate',
  title: '健康证',
  page: HEALTH_CARD_PAGE,
  table: 'health_certificate',
  joins: [
    { alias: 'c', table: 'craftsman', on: 'craftsman_id' },
    { alias: 'hx', table: 'health_certificate_chain', on: 'id' },
  ],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/healthCard/queryCertificatePage', method: 'POST' } },
  ops: { create: HealthCardOps.add, export: HealthCardOps.exportHistory },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  form: { width: 640 },
  // prettier-ignore
  fields: [
    { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: HEALTH_CARD_CRAFTSMAN_OPTIONS }, list: { width: 90 }, form: 'create', filter: 'eq', help: '已有健康证的，新证替换当前的证，旧证留在办证记录中' },
    { key: 'employeeNo', column: 'employee_no', from: 'c', label: '工号', type: 'text', list: { width: 110 } },
    { key: 'storeId', column: 'store_id', from: 'c', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'cardNo', label: '证件编号', type: 'text', required: true, max: 40, list: { width: 160 }, form: 'create', filter: 'like' },
    { key: 'authority', label: '发证机关', type: 'text', required: true, max: 60, list: { width: 180, ellipsis: true }, form: 'create', placeholder: '如：上海市浦东新区疾病预防控制中心' },
    { key: 'issueDate', label: '发证日期', type: 'date', required: true, list: { width: 110 }, form: 'create' },
    { key: 'expiryDate', label: '有效期至', type: 'date', required: true, list: { width: 110 }, form: 'create', sortable: true },
    { key: 'photo', label: '证件照片', type: 'image', required: true, list: { width: 90 }, form: 'create', span: 2 },
    { key: 'current', from: 'hx', label: '当前证件', type: 'bool', list: { width: 90 }, filter: 'eq' },
    { key: 'replacedAt', from: 'hx', label: '被替换时间', type: 'datetime', list: { width: 160 } },
    fields.createdBy({ list: { width: 90 } }),
    fields.createdAt({ list: { width: 160 }, sortable: true }),
  ],
  check: (v) => {
    if (typeof v.issueDate === 'string' && typeof v.expiryDate === 'string' && v.expiryDate <= v.issueDate)
      return { field: 'expiryDate', message: '有效期至须晚于发证日期' };
    return true;
  },
});

export const healthCardCraftsmanOptions = defineEndpoint({
  ...HEALTH_CARD_CRAFTSMAN_OPTIONS,
  permission: { menu: HEALTH_CARD_PAGE },
  result: z.array(z.object({ id: z.number().int(), name: z.string() })),
  summary: '可办理健康证的手艺人：在职或休假，归属门店在用户的门店数据权限内',
});
