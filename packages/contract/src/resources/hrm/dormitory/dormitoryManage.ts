import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { checkLease, DormitoryOps, DormitoryPage, DormitoryPath, DormitoryStayStatus } from './_shared/dormitory.js';

const dormLookup = { table: 'dormitory', labelColumn: 'name', as: 'dormitoryName', options: { path: DormitoryPath.dormOptions, method: 'GET' } } as const;

/**
 * /hrm/dormitory/dormitoryManage 宿舍管理, first tab 宿舍: a flat the company rents for its craftsmen
 * near one of its stores (the store's city is the dorm's), its landlord, the monthly rent of the
 * whole flat, the lease and how many people it sleeps. A store manager keeps the dorms of its stores.
 */
export const dormitoryResource = defineResource({
  name: 'dormitory',
  title: '宿舍',
  page: DormitoryPage.manage,
  table: 'dormitory',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: DormitoryPath.dormList, method: 'POST' } },
  ops: { create: DormitoryOps.dormAdd, update: DormitoryOps.dormEdit, remove: DormitoryOps.dormRemove, export: DormitoryOps.dormExport },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  keyword: { label: '宿舍/地址', fields: ['name', 'address'] },
  // prettier-ignore
  fields: [
    fields.city({ help: '随附近门店所在城市' }),
    { key: 'storeId', label: '附近门店', type: 'store', required: true, list: { width: 140 }, form: true, filter: 'eq' },
    { key: 'name', label: '宿舍名称', type: 'text', required: true, max: 60, list: { width: 160 }, form: true, filter: 'like', placeholder: '如：陆家嘴1号宿舍' },
    { key: 'address', label: '详细地址', type: 'text', required: true, max: 200, list: { width: 220, ellipsis: true }, form: true, span: 2 },
    { key: 'landlord', label: '房东', type: 'text', required: true, max: 40, list: { width: 90 }, form: true },
    { key: 'monthlyRent', label: '月租金(元)', type: 'money', required: true, min: 0, max: 1000000, list: { width: 110 }, form: true, sortable: true, help: '整套宿舍每月付给房东的租金' },
    { key: 'leaseStart', label: '租期开始', type: 'date', required: true, list: { width: 110 }, form: true },
    { key: 'leaseEnd', label: '租期结束', type: 'date', required: true, list: { width: 110 }, form: true, filter: 'dateRange', sortable: true },
    { key: 'capacity', label: '可住人数', type: 'int', required: true, min: 1, max: 200, list: { width: 90 }, form: true, help: '床位数不能超过它' },
    { key: 'bedCount', label: '床位数', type: 'int', list: { width: 80 }, help: '已登记的床位（登记、删除床位时更新）' },
    { key: 'remark', label: '备注', type: 'textarea', max: 500, form: true, span: 2 },
    fields.createdAt({ list: { width: 160 }, sortable: true }),
    fields.updatedAt(),
  ],
  check: checkLease,
});

/**
 * 宿舍管理, second tab 床位: a bed of a dorm, by room and bed number (unique in its dorm); a dorm holds
 * no more beds than it sleeps people. The bed's store is its dorm's.
 */
export const dormitoryBedResource = defineResource({
  name: 'dormitoryBed',
  title: '床位',
  page: DormitoryPage.manage,
  table: 'dormitory_bed',
  joins: [{ alias: 'd', table: 'dormitory', on: 'dormitory_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: DormitoryPath.bedList, method: 'POST' } },
  ops: { create: DormitoryOps.bedAdd, update: DormitoryOps.bedEdit, remove: DormitoryOps.bedRemove },
  defaultSort: { field: 'label', dir: 'asc' },
  // prettier-ignore
  fields: [
    { key: 'dormitoryId', label: '宿舍', type: 'int', required: true, lookup: dormLookup, list: { width: 160 }, form: 'create', filter: 'eq' },
    { key: 'storeId', label: '附近门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'roomNo', label: '房间号', type: 'text', required: true, max: 20, list: { width: 90 }, form: true, placeholder: '如：301' },
    { key: 'bedNo', label: '床位号', type: 'text', required: true, max: 20, list: { width: 90 }, form: true, placeholder: '如：A上' },
    { key: 'label', label: '床位', type: 'text', detail: false, sortable: true },
    { key: 'remark', label: '备注', type: 'text', max: 200, list: { width: 160, ellipsis: true }, form: true },
    fields.createdAt(),
  ],
});

/**
 * 宿舍管理, third tab 入住记录: a craftsman sleeps in a bed from 入住日期 up to the day before 退宿日期
 * (empty: still living there). A bed is never given to two people for overlapping days, a craftsman
 * has one bed at a time, and a craftsman who has left is not checked in. 退宿 writes the day.
 */
export const dormitoryStayResource = defineResource({
  name: 'dormitoryStay',
  title: '入住登记',
  page: DormitoryPage.manage,
  table: 'dormitory_stay',
  joins: [{ alias: 'c', table: 'craftsman', on: 'craftsman_id' }],
  scope: { by: 'store', field: 'storeId', since: 'checkIn' },
  api: { list: { path: DormitoryPath.stayList, method: 'POST' } },
  ops: { create: DormitoryOps.checkIn, export: DormitoryOps.stayExport },
  extraOps: [{ code: DormitoryOps.checkOut, name: '退宿' }],
  defaultSort: { field: 'checkIn', dir: 'desc', first: { field: 'status', values: [1] } },
  // prettier-ignore
  fields: [
    { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: { path: DormitoryPath.stayCraftsmanOptions, method: 'GET' } }, list: { width: 90 }, form: 'create', filter: 'eq' },
    { key: 'employeeNo', column: 'employee_no', from: 'c', label: '工号', type: 'text', list: { width: 110 } },
    { key: 'dormitoryId', label: '宿舍', type: 'int', lookup: dormLookup, list: { width: 160 }, filter: 'eq' },
    { key: 'bedId', label: '床位', type: 'int', required: true, lookup: { table: 'dormitory_bed', labelColumn: 'label', as: 'bedLabel', options: { path: DormitoryPath.bedOptions, method: 'GET' } }, list: { width: 110 }, form: 'create' },
    { key: 'storeId', label: '附近门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'checkIn', label: '入住日期', type: 'date', required: true, list: { width: 110 }, form: 'create', filter: 'dateRange', sortable: true },
    { key: 'checkOut', label: '退宿日期', type: 'date', list: { width: 110 }, help: '当天起床位空出；空表示仍在住' },
    { key: 'status', label: '状态', type: 'enum', enum: DormitoryStayStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'remark', label: '备注', type: 'text', max: 200, list: { width: 160, ellipsis: true }, form: 'create' },
    fields.createdBy({ list: { width: 90 } }),
    fields.createdAt({ list: { width: 160 } }),
  ],
});
