import { defineResource } from '../../../resource/types.js';
import {
  HAIR_CIRCLE_CRAFTSMAN_OPTIONS,
  HAIR_CIRCLE_LABEL_OPTIONS,
  HAIR_CIRCLE_SOURCE_OPTIONS,
  HAIR_CIRCLE_TEMPLATE_OPTIONS,
  HairCirclePostStatus,
} from './_shared/hairCircle.js';

/** The post fields both hair-circle lists show (内容列表 and 内容审核 read the same table). */
// prettier-ignore
export const hairCirclePostFields = {
  postNo: { key: 'postNo', label: '内容编号', type: 'text', list: { width: 150 }, filter: 'eq' },
  coverUrl: { key: 'coverUrl', label: '封面', type: 'image', list: { width: 80 } },
  title: { key: 'title', label: '标题', type: 'text', required: true, max: 40, list: { width: 200, ellipsis: true }, filter: 'like' },
  craftsmanId: { key: 'craftsmanId', label: '手艺人', type: 'int', required: true, lookup: { table: 'craftsman', labelColumn: 'real_name', as: 'craftsmanName', options: HAIR_CIRCLE_CRAFTSMAN_OPTIONS }, list: { width: 90 }, filter: 'eq' },
  storeId: { key: 'storeId', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
  sourceId: { key: 'sourceId', label: '来源', type: 'int', required: true, lookup: { table: 'hair_circle_source', labelColumn: 'name', as: 'sourceName', options: HAIR_CIRCLE_SOURCE_OPTIONS }, list: { width: 110 }, filter: 'eq' },
  labelId: { key: 'labelId', label: '标签', type: 'int', lookup: { table: 'hair_circle_label', labelColumn: 'name', as: 'labelName', options: HAIR_CIRCLE_LABEL_OPTIONS }, list: { width: 90 }, filter: 'eq' },
  content: { key: 'content', label: '正文', type: 'textarea', required: true, max: 1000, list: { width: 240, ellipsis: true } },
  status: { key: 'status', label: '状态', type: 'enum', enum: HairCirclePostStatus, list: { width: 80 }, filter: 'eq' },
  reviewRemark: { key: 'reviewRemark', label: '处理意见', type: 'text', list: { width: 180, ellipsis: true } },
  reviewer: { key: 'reviewer', label: '处理人', type: 'text', list: { width: 90 } },
  reviewedAt: { key: 'reviewedAt', label: '处理时间', type: 'datetime', list: { width: 160 } },
  createdAt: { key: 'createdAt', label: '提交时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
} as const;

const f = hairCirclePostFields;

/**
 * /operate/hairCircle/manageList 内容列表: craftsmen's work posts, each of the craftsman's store
 * (store managers see and post for their own stores). A post made here for a craftsman waits for
 * review when its source says so; a published post is taken down with a reason and put back up;
 * changing a published post's title, text or cover sends it back to review.
 */
export const hairCirclePostResource = defineResource({
  name: 'hairCirclePost',
  title: '发圈内容',
  page: '/operate/hairCircle/manageList',
  table: 'hair_circle_post',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: '/mgt/hairCrcle/manage/queryPostPage', method: 'POST' }, detail: { path: '/mgt/hairCrcle/manage/getPostById', method: 'GET' } },
  ops: { create: 'operate:hairCirclePost:add', update: 'operate:hairCirclePost:edit', export: 'operate:hairCirclePost:export' },
  keyword: { label: '标题/正文', fields: ['title', 'content'] },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  form: { mode: 'drawer', width: 640 },
  workflow: {
    field: 'status',
    reasonColumn: 'review_remark',
    operatorColumn: 'reviewer',
    operatedAtColumn: 'reviewed_at',
    transitions: [
      {
        action: 'takeDown',
        label: '下架',
        from: [1],
        to: 3,
        op: 'operate:hairCirclePost:takeDown',
        reason: { label: '下架原因', required: true, max: 200 },
        danger: true,
      },
      {
        action: 'restore',
        label: '重新上架',
        from: [3],
        to: 1,
        op: 'operate:hairCirclePost:restore',
        confirm: '重新上架后顾客可再次看到该内容，确定上架？',
        doneText: '已重新上架',
      },
    ],
  },
  // prettier-ignore
  fields: [
    f.postNo,
    { ...f.coverUrl, form: true },
    { ...f.title, form: true, span: 2 },
    { ...f.craftsmanId, form: 'create' },
    f.storeId,
    { ...f.sourceId, form: 'create' },
    { ...f.labelId, form: true },
    { key: 'templateId', label: '模板', type: 'int', lookup: { table: 'hair_circle_template', labelColumn: 'name', as: 'templateName', options: HAIR_CIRCLE_TEMPLATE_OPTIONS }, form: 'create' },
    { ...f.content, form: true, span: 2 },
    { key: 'imageCount', label: '图片数', type: 'int', min: 0, max: 9, required: true, defaultValue: 1, form: true },
    f.status,
    { key: 'isTop', label: '置顶', type: 'bool', defaultValue: false, list: { width: 60 }, form: true, filter: 'eq' },
    { key: 'likeCount', label: '点赞', type: 'int', list: { width: 70 }, sortable: true },
    { key: 'viewCount', label: '浏览', type: 'int', list: { width: 70 }, sortable: true },
    { key: 'commentCount', label: '评论', type: 'int', list: { width: 70 } },
    f.reviewRemark,
    f.reviewer,
    f.reviewedAt,
    { key: 'createdBy', label: '提交人', type: 'text' },
    f.createdAt,
  ],
});
