import { fields } from '../../../resource/fields.js';
import { defineResource } from '../../../resource/types.js';
import { USER_IMAGE_REVIEW_PAGE, UserImageScene, UserImageStatus } from './_shared/hairCircle.js';

/**
 * /operate/hairCircle/userImageReview 用户图片审核: pictures customers upload (hairstyle results,
 * review photos, avatars), each of the store it was taken in; pending first. 通过 shows it in the
 * app, 驳回 hides it with a reason; only a pending picture is reviewed.
 */
export const userImageResource = defineResource({
  name: 'userImage',
  title: '用户图片',
  page: USER_IMAGE_REVIEW_PAGE,
  table: 'user_image',
  joins: [fields.customerJoin(), { alias: 'od', table: 'customer_order', on: 'order_id' }],
  scope: { by: 'store', field: 'storeId' },
  api: {
    list: { path: '/mgt/hairCrcle/userImage/queryPage', method: 'POST' },
    detail: { path: '/mgt/hairCrcle/userImage/getById', method: 'GET' },
    transition: { path: '/mgt/hairCrcle/userImage/review', method: 'POST' },
  },
  ops: {},
  count: 'capped',
  defaultSort: { field: 'uploadedAt', dir: 'desc', first: { field: 'status', values: [0] } },
  workflow: {
    field: 'status',
    reasonColumn: 'reject_reason',
    operatorColumn: 'reviewer',
    operatedAtColumn: 'reviewed_at',
    transitions: [
      { action: 'pass', label: '通过', from: [0], to: 1, op: 'operate:userImage:pass', confirm: '通过后图片将在App中展示，确定通过？' },
      {
        action: 'reject',
        label: '驳回',
        from: [0],
        to: 2,
        op: 'operate:userImage:reject',
        reason: { label: '驳回原因', required: true, max: 200 },
        danger: true,
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'imageUrl', label: '图片', type: 'image', list: { width: 90 } },
    { key: 'scene', label: '上传场景', type: 'enum', enum: UserImageScene, list: { width: 90 }, filter: 'eq' },
    fields.customerName(),
    fields.maskedMobile(),
    fields.store(),
    { key: 'orderNo', column: 'order_no', from: 'od', label: '关联订单', type: 'text', list: { width: 170 } },
    { key: 'status', label: '审核状态', type: 'enum', enum: UserImageStatus, list: { width: 90 }, filter: 'eq' },
    { key: 'rejectReason', label: '驳回原因', type: 'text', list: { width: 180, ellipsis: true } },
    { key: 'reviewer', label: '审核人', type: 'text', list: { width: 90 } },
    { key: 'reviewedAt', label: '审核时间', type: 'datetime', list: { width: 160 } },
    { key: 'uploadedAt', label: '上传时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
  ],
});
