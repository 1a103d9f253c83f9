import { z } from 'zod';
import { idSchema } from '../../../api/zod.js';
import { defineEnum } from '../../../enums/define.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { ActivityPath } from './activity.js';

export const QRCODE_PAGE = '/operate/marketing/qrcode';

/** What a code leads to. */
export const QrcodeKind = defineEnum([
  { value: 1, label: '门店码', labelEn: 'store', color: 'blue' },
  { value: 2, label: '员工码', labelEn: 'staff', color: 'purple' },
  { value: 3, label: '活动码', labelEn: 'activity', color: 'orange' },
]);

export const QrcodeStatus = defineEnum([
  { value: 1, label: '启用', labelEn: 'enabled', color: 'green' },
  { value: 2, label: '停用', labelEn: 'disabled', color: 'default' },
]);

export const QrcodePath = {
  list: '/mgt/qrcode/queryQrcodePage',
  detail: '/mgt/qrcode/getQrcodeById',
  create: '/mgt/qrcode/addQrcode',
  update: '/mgt/qrcode/updateQrcode',
  transition: '/mgt/qrcode/updateQrcodeStatus',
  export: '/mgt/qrcode/exportQrcode',
  image: '/mgt/qrcode/getQrcodeImage',
  craftsmanOptions: '/mgt/qrcode/getCraftsmanOptions',
  scans: '/market/qrcode/queryScanRecordPage',
  scanExport: '/market/qrcode/exportScanRecord',
  scanReveal: '/market/qrcode/revealScanMobile',
} as const;

export const QrcodeOps = {
  add: 'operate:qrcode:add',
  edit: 'operate:qrcode:edit',
  export: 'operate:qrcode:export',
  disable: 'operate:qrcode:disable',
  enable: 'operate:qrcode:enable',
  scanExport: 'operate:qrcode:scanExport',
  viewMobile: 'operate:qrcode:viewMobile',
} as const;

/** Where a scan lands: the mini-program's entry with the code's scene. */
export const QRCODE_ENTRY = 'https://m.udream.com/qr/';

/** /operate/marketing/qrcode 二维码管理: codes of stores, staff and activities; each scan and what it brought. */
export const qrcodeResource = defineResource({
  name: 'marketingQrcode',
  title: '二维码',
  page: QRCODE_PAGE,
  table: 'marketing_qrcode',
  // Store and staff codes belong to their store; activity codes (no store) are head office's.
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: QrcodePath.list, method: 'POST' },
    detail: { path: QrcodePath.detail, method: 'GET' },
    create: { path: QrcodePath.create, method: 'POST' },
    update: { path: QrcodePath.update, method: 'POST' },
    transition: { path: QrcodePath.transition, method: 'POST' },
    export: { path: QrcodePath.export, method: 'GET' },
  },
  ops: { create: QrcodeOps.add, update: QrcodeOps.edit, export: QrcodeOps.export },
  keyword: { label: '名称/场景码', fields: ['name', 'sceneCode'] },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  workflow: {
    field: 'status',
    transitions: [
      { action: 'disable', label: '停用', from: [1], to: 2, op: QrcodeOps.disable, confirm: '停用后扫码只显示“二维码已失效”。确定停用？', danger: true },
      { action: 'enable', label: '启用', from: [2], to: 1, op: QrcodeOps.enable },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'name', label: '二维码名称', type: 'text', required: true, max: 40, list: { width: 180, ellipsis: true }, form: true },
    { key: 'kind', label: '类型', type: 'enum', enum: QrcodeKind, required: true, list: { width: 80 }, form: 'create', filter: 'eq', defaultValue: 1 },
    fields.store({ label: '门店', form: 'create', requiredWhen: (v: Record<string, unknown>) => v.kind === 1 || v.kind === 2, help: '门店码、员工码须选择门店' }),
    { key: 'craftsmanId', label: '员工', type: 'int', lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: { path: QrcodePath.craftsmanOptions, method: 'GET' } }, list: { width: 90 }, form: 'create', requiredWhen: (v: Record<string, unknown>) => v.kind === 2 },
    { key: 'activityId', label: '活动', type: 'int', lookup: { table: 'marketing_activity', labelColumn: 'name', as: 'activityName', options: { path: ActivityPath.activityOptions, method: 'GET' } }, list: { width: 160, ellipsis: true }, form: 'create', requiredWhen: (v: Record<string, unknown>) => v.kind === 3 },
    { key: 'sceneCode', label: '场景码', type: 'text', list: { width: 110 } },
    { key: 'scanCount', label: '扫码次数', type: 'int', list: { width: 90 }, sortable: true },
    { key: 'customerCount', label: '扫码人数', type: 'int', list: { width: 90 } },
    { key: 'orderCount', label: '成交订单', type: 'int', list: { width: 90 }, sortable: true },
    { key: 'orderAmount', label: '成交金额', type: 'money', list: { width: 110 } },
    { key: 'status', label: '状态', type: 'enum', enum: QrcodeStatus, list: { width: 70 }, filter: 'eq' },
    { key: 'remark', label: '备注', type: 'text', max: 100, form: true, span: 2 },
    fields.createdBy(),
    fields.createdAt({ list: { width: 150 }, sortable: true }),
  ],
  check: (v) => {
    if (v.kind === 1 && v.craftsmanId) return { field: 'craftsmanId', message: '门店码不选择员工' };
    if (v.kind !== 3 && v.activityId) return { field: 'activityId', message: '仅活动码选择活动' };
    return true;
  },
});

/** One scan: who, when, and the order it brought (the customer's next paid order at the code's store within 7 days). */
export const qrcodeScanResource = defineResource({
  name: 'marketingQrcodeScan',
  title: '扫码记录',
  page: QRCODE_PAGE,
  table: 'marketing_qrcode_scan',
  joins: [fields.customerJoin(), { alias: 'od', table: 'customer_order', on: 'order_id' }],
  scope: { by: 'store', field: 'storeId', since: 'scannedAt' },
  api: {
    list: { path: QrcodePath.scans, method: 'POST' },
    export: { path: QrcodePath.scanExport, method: 'GET' },
    reveal: { path: QrcodePath.scanReveal, method: 'POST' },
  },
  ops: { export: QrcodeOps.scanExport, viewMasked: QrcodeOps.viewMobile },
  count: 'capped',
  keyset: { field: 'scannedAt' },
  // prettier-ignore
  fields: [
    { key: 'qrcodeId', label: '二维码', type: 'int', lookup: { table: 'marketing_qrcode', labelColumn: 'name', as: 'qrcodeName' }, list: { width: 180 }, filter: 'eq' },
    fields.store({ label: '门店' }),
    fields.maskedMobile(),
    fields.customerName(),
    { key: 'newCustomer', label: '新顾客', type: 'bool', list: { width: 80 }, filter: 'eq' },
    { key: 'scannedAt', label: '扫码时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    { key: 'orderNo', column: 'order_no', from: 'od', label: '成交订单', type: 'text', list: { width: 170 } },
    { key: 'orderPaid', column: 'paid', from: 'od', label: '订单实收', type: 'money', list: { width: 100 } },
  ],
});

export const qrcodeImage = defineEndpoint({
  path: QrcodePath.image,
  method: 'GET',
  permission: { menu: QRCODE_PAGE },
  query: z.object({ id: idSchema }),
  result: z.object({ id: z.number(), name: z.string(), url: z.string(), png: z.string() }),
  summary: '二维码图片：服务器生成的 PNG（base64）与扫码落地地址',
});
