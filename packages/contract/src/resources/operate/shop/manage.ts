import { OpenStatus, StoreBrandType, StoreCategory, StoreServiceType } from '../../../enums/store.js';
import { validateContactPhone } from '../../../validators/phone.js';
import { defineResource } from '../../../resource/types.js';

/** The hidden page with the full-page form a new store is entered on. */
export const STORE_ADD_PAGE = '/operate/shop/manageAddtion';

/** /operate/shop/manage: the chain's stores. */
export const storeResource = defineResource({
  name: 'store',
  title: '门店',
  page: '/operate/shop/manage',
  table: 'store',
  scope: { by: 'store', field: 'id' },
  api: { list: { path: '/mgt/store/queryStorePage', method: 'POST' }, detail: { path: '/mgt/store/getStoreById', method: 'GET' } },
  ops: { create: 'operate:store:add', update: 'operate:store:edit', export: 'operate:store:export' },
  keyword: { label: '门店', fields: ['storeName', 'storeCode'] },
  defaultSort: { field: 'storeCode', dir: 'asc' },
  // prettier-ignore
  fields: [
    { key: 'storeCode', label: '门店编码', type: 'text', required: true, unique: true, max: 20, list: { width: 100 }, form: 'create', sortable: true },
    { key: 'storeName', label: '门店名称', type: 'text', required: true, max: 60, list: true, form: true },
    { key: 'cityId', label: '城市', type: 'int', lookup: { table: 'area', labelColumn: 'name', as: 'cityName' }, list: true },
    { key: 'districtId', label: '区域', type: 'district', required: true, lookup: { table: 'area', labelColumn: 'name', as: 'districtName' }, list: true, form: true, filter: 'eq' },
    { key: 'storeType', label: '门店类别', type: 'enum', enum: StoreCategory, required: true, list: true, form: true, filter: 'eq' },
    { key: 'brandType', label: '品牌', type: 'enum', enum: StoreBrandType, required: true, list: true, form: true, filter: 'eq', defaultValue: 0 },
    { key: 'serviceType', label: '店型', type: 'enum', enum: StoreServiceType, list: true, form: true, requiredWhen: (v) => v.brandType === 0, help: '仅发型品牌（品牌 0）需选择' },
    { key: 'openStatus', label: '营业状态', type: 'enum', enum: OpenStatus, required: true, list: true, form: true, filter: 'eq', defaultValue: 0 },
    { key: 'seats', label: '座位数', type: 'int', min: 1, max: 50, required: true, list: { width: 80 }, form: true, defaultValue: 6 },
    { key: 'businessStart', label: '营业开始', type: 'time', required: true, form: true, defaultValue: '10:00' },
    { key: 'businessEnd', label: '营业结束', type: 'time', required: true, form: true, defaultValue: '22:00' },
    { key: 'phone', label: '门店电话', type: 'text', max: 20, validate: validateContactPhone, list: true, form: true },
    { key: 'openDate', label: '开业日期', type: 'date', list: true, form: true, filter: 'dateRange', sortable: true },
    { key: 'address', label: '地址', type: 'text', required: true, max: 200, list: { ellipsis: true, width: 240 }, form: true, span: 2 },
    { key: 'photoUrl', label: '门店照片', type: 'image', form: true, list: { width: 90 } },
    { key: 'videoUrl', label: '门店介绍视频', type: 'video', form: true, list: { width: 110 }, span: 2 },
    { key: 'updatedAt', label: '更新时间', type: 'datetime' },
  ],
  check: (v) => {
    if (v.brandType !== undefined && v.brandType !== 0 && v.serviceType !== null && v.serviceType !== undefined)
      return { field: 'serviceType', message: '店型仅发型品牌可选，其他品牌请清空' };
    if (typeof v.businessStart === 'string' && typeof v.businessEnd === 'string' && v.businessStart >= v.businessEnd)
      return { field: 'businessEnd', message: '营业结束时间须晚于开始时间' };
    return true;
  },
});
