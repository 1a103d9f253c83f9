import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { PriceGrade } from '../../../enums/items.js';
import { CraftsmanActiveStatus, CraftsmanStatus, CraftsmanType, Gender } from '../../../enums/people.js';
import { PromotionLevel } from '../../../enums/craftsmanGrade.js';
import { defineResource } from '../../../resource/types.js';

/** Most characters of an enable/disable remark (the column's length). */
export const ACTIVE_REMARK_MAX = 200;

/**
 * /operate/shop/manageCraftsman: the craftsmen serving each store (craftsman_store joined with
 * craftsman). A store enables or disables a craftsman there; every change is also kept as a dated
 * record (craftsman_active_record), never overwritten.
 */
export const storeCraftsmanResource = defineResource({
  name: 'craftsmanStore',
  title: '门店手艺人',
  page: '/operate/shop/manageCraftsman',
  table: 'craftsman_store',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: '/mgt/manage/craftsmanStore/queryCraftsmanStorePage', method: 'POST' },
    detail: { path: '/mgt/manage/craftsmanStore/getCraftsmanStore', method: 'GET' },
    transition: { path: '/mgt/manage/craftsmanStore/updateCraftsmanActiveStatus', method: 'POST' },
  },
  ops: { viewMasked: 'operate:craftsmanStore:viewMobile' },
  keyword: { label: '姓名/工号', fields: ['realName', 'employeeNo'] },
  defaultSort: { field: 'employeeNo', dir: 'asc' },
  workflow: {
    field: 'activeStatus',
    reasonColumn: 'active_remark',
    operatorColumn: 'active_changed_by',
    operatedAtColumn: 'active_changed_at',
    transitions: [
      {
        action: 'enable',
        label: '启用',
        from: [0],
        to: 1,
        op: 'operate:craftsmanStore:enable',
        reason: { label: '启用说明', required: false, max: ACTIVE_REMARK_MAX },
      },
      {
        action: 'disable',
        label: '停用',
        from: [1],
        to: 0,
        op: 'operate:craftsmanStore:disable',
        confirm: '停用后，该手艺人在本店不再接单、排班，顾客也不能预约。',
        reason: { label: '停用原因', required: true, max: ACTIVE_REMARK_MAX },
        danger: true,
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'craftsmanId', label: '手艺人ID', type: 'int', detail: false },
    { key: 'employeeNo', from: 'c', label: '工号', type: 'text', list: { width: 100 }, sortable: true },
    { key: 'realName', from: 'c', label: '姓名', type: 'text', list: { width: 90 } },
    { key: 'activeStatus', label: '启用状态', type: 'enum', enum: CraftsmanActiveStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'craftsmanStatus', column: 'status', from: 'c', label: '在职状态', type: 'enum', enum: CraftsmanStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'isHome', label: '任职方式', type: 'bool', list: { width: 80 } },
    { key: 'homeStoreId', column: 'store_id', from: 'c', label: '归属门店', type: 'store' },
    { key: 'level', from: 'c', label: '等级', type: 'enum', enum: PromotionLevel, list: { width: 100 }, filter: 'eq', sortable: true },
    { key: 'priceGrade', from: 'c', label: '价格等级', type: 'enum', enum: PriceGrade, list: { width: 110 } },
    { key: 'craftsmanType', from: 'c', label: '类型', type: 'enum', enum: CraftsmanType, list: { width: 80 } },
    { key: 'gender', from: 'c', label: '性别', type: 'enum', enum: Gender, list: { width: 60 } },
    { key: 'mobile', from: 'c', label: '手机号', type: 'mobile', masked: true, list: { width: 150 } },
    { key: 'entryDate', from: 'c', label: '入职日期', type: 'date' },
    { key: 'activeChangedAt', label: '最近变更时间', type: 'datetime', list: { width: 150 }, sortable: true },
    { key: 'activeChangedBy', label: '变更人', type: 'text', list: { width: 90 } },
    { key: 'activeRemark', label: '变更说明', type: 'text', list: { ellipsis: true, width: 180 } },
  ],
});

/** The craftsmen of a store as picker options (spec §3 craftsman option): in service and enabled there. */
export const CRAFTSMAN_BRIEFS_PATH = '/store/craftsmanBriefs/queryV2';
export const craftsmanBriefsQuery = z.object({ storeId: idSchema });

/** One craftsman's enable/disable history in one store, newest first. */
export const CRAFTSMAN_ACTIVE_RECORDS_PATH = '/basics/store/craftsman/getCraftsmanActiveRecordAll';
export const craftsmanActiveRecordsQuery = z.object({ craftsmanId: idSchema, storeId: idSchema });

/** A dated enable/disable record (craftsman_active_record). */
export interface CraftsmanActiveRecord {
  id: number;
  craftsmanId: number;
  storeId: number;
  /** null for the first record of a link. */
  fromStatus: number | null;
  toStatus: number;
  remark: string | null;
  operator: string;
  createdAt: string;
}
