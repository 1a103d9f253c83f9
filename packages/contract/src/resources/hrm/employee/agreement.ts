import { z } from 'zod';
import { AgreementStatus, AgreementTermState, AgreementType } from '../../../enums/depart.js';
import { defineEndpoint, instant } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { AGREEMENT_PAGE, departCraftsmanOption, DepartOps, idQuery } from './_shared/depart.js';

/** The craftsmen an agreement may be opened for: in service or on leave, home store within the user's stores. */
export const AGREEMENT_CRAFTSMAN_OPTIONS = { path: '/mgt/retain/agreementCraftsmanOptions', method: 'GET' } as const;

/**
 * /hrm/employee/agreement 协议管理: agreements opened for a craftsman to sign (openingAgreementSign:
 * 培训协议 / 保密协议 / 留任协议, term, amount) → 待签署 → 已签署 (登记签署) or 已作废; edited while waiting
 * (updateRecrRetain), read with its signing log (getRecrRetainDetail, getOpenSignLog). The term's end
 * shows 即将到期 / 已到期 (view recruit_agreement_state).
 */
export const agreementResource = defineResource({
  name: 'recrRetainAgreement',
  title: '协议',
  page: AGREEMENT_PAGE,
  table: 'recruit_agreement',
  joins: [
    { alias: 'c', table: 'craftsman', on: 'craftsman_id' },
    { alias: 'ag', table: 'recruit_agreement_state', on: 'id' },
  ],
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: {
    list: { path: '/mgt/retain/queryAgreementPage', method: 'POST' },
    detail: { path: '/mgt/retain/getRecrRetainDetail', method: 'GET' },
    create: { path: '/mgt/retain/openingAgreementSign', method: 'POST' },
    update: { path: '/mgt/retain/updateRecrRetain', method: 'POST' },
    transition: { path: '/mgt/retain/agreementTransition', method: 'POST' },
    export: { path: '/mgt/retain/exportAgreement', method: 'GET' },
  },
  ops: { create: DepartOps.agreementOpen, update: DepartOps.agreementEdit, export: DepartOps.agreementExport },
  defaultSort: { field: 'createdAt', dir: 'desc', first: { field: 'status', values: [0] } },
  keyword: { label: '手艺人', fields: ['realName', 'employeeNo'] },
  form: { width: 640 },
  workflow: {
    field: 'status',
    reasonColumn: 'status_remark',
    operatorColumn: 'status_by',
    operatedAtColumn: 'status_at',
    locked: [1, 2],
    transitions: [
      {
        action: 'sign',
        label: '登记签署',
        from: [0],
        to: 1,
        op: DepartOps.agreementSign,
        reason: { label: '签署说明', required: false, max: 200 },
        doneText: '已登记签署',
      },
      {
        action: 'void',
        label: '作废',
        from: [0, 1],
        to: 2,
        op: DepartOps.agreementVoid,
        reason: { label: '作废原因', required: true, max: 200 },
        danger: true,
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'agreementNo', label: '协议编号', type: 'text', list: { width: 150 }, filter: 'like' },
    { key: 'agreementType', label: '协议类型', type: 'enum', enum: AgreementType, required: true, list: { width: 100 }, form: true, filter: 'eq', defaultValue: 2 },
    { key: 'status', label: '状态', type: 'enum', enum: AgreementStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: AGREEMENT_CRAFTSMAN_OPTIONS }, list: { width: 90 }, form: 'create' },
    { key: 'realName', column: 'real_name', from: 'c', label: '手艺人姓名', type: 'text', detail: false },
    { key: 'employeeNo', column: 'employee_no', from: 'c', label: '工号', type: 'text', list: { width: 110 } },
    fields.store(),
    { key: 'startDate', label: '协议开始', type: 'date', required: true, list: { width: 110 }, form: true },
    { key: 'endDate', label: '协议到期', type: 'date', required: true, list: { width: 110 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'termState', from: 'ag', label: '期限', type: 'enum', enum: AgreementTermState, list: { width: 90 }, filter: 'eq' },
    { key: 'daysLeft', from: 'ag', label: '剩余天数', type: 'int', list: { width: 100 } },
    { key: 'amount', label: '协议金额', type: 'money', required: true, min: 0, max: 1000000, scale: 2, list: { width: 110 }, form: true, help: '培训费、留任奖金或保密补偿；无金额填 0' },
    { key: 'content', label: '协议要点', type: 'textarea', required: true, max: 500, list: { width: 200, ellipsis: true }, form: true, span: 2 },
    { key: 'signedAt', label: '签署时间', type: 'datetime', list: { width: 160 } },
    { key: 'statusRemark', label: '签署/作废说明', type: 'text', list: { width: 160, ellipsis: true } },
    fields.createdBy({ label: '发起人', list: { width: 90 } }),
    fields.createdAt({ label: '发起时间', list: { width: 160 }, filter: 'dateRange', sortable: true }),
  ],
  check: (v) => {
    if (typeof v.startDate === 'string' && typeof v.endDate === 'string' && v.endDate <= v.startDate)
      return { field: 'endDate', message: '协议到期须晚于协议开始' };
    return true;
  },
});

export const agreementCraftsmanOptions = defineEndpoint({
  ...AGREEMENT_CRAFTSMAN_OPTIONS,
  permission: { menu: AGREEMENT_PAGE },
  result: z.array(departCraftsmanOption),
  summary: '可发起协议的手艺人：在职或休假，归属门店在用户的门店数据权限内',
});

/** GET getOpenSignLog ?id: an agreement's signing log (opened, edited, signed, voided), oldest first. */
export const getOpenSignLog = defineEndpoint({
  path: '/mgt/retain/getOpenSignLog',
  method: 'GET',
  permission: { menu: AGREEMENT_PAGE },
  query: idQuery('协议'),
  result: z.array(z.object({ id: z.number().int(), action: z.string(), remark: z.string().nullable(), operator: z.string(), createdAt: instant })),
  summary: '协议管理：协议的签署记录（发起、修改、签署、作废）',
});
