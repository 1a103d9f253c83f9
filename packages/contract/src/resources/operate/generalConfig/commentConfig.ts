import { defineEnum } from '../../../enums/define.js';
import { defineResource } from '../../../resource/types.js';

export const CommentStar = defineEnum([
  { value: 1, label: '1星', labelEn: '1 star', color: 'red' },
  { value: 2, label: '2星', labelEn: '2 stars', color: 'volcano' },
  { value: 3, label: '3星', labelEn: '3 stars', color: 'gold' },
  { value: 4, label: '4星', labelEn: '4 stars', color: 'lime' },
  { value: 5, label: '5星', labelEn: '5 stars', color: 'green' },
]);

/**
 * /operate/generalConfig/commentConfig 评论配置: the tags a customer picks when rating a visit, per
 * star level, in order, with the automatic reply the app sends for that rating. Chain-wide, kept
 * by head office; a star level keeps at most 8 enabled tags.
 */
export const commentConfigResource = defineResource({
  name: 'commentConfig',
  title: '评价标签',
  page: '/operate/generalConfig/commentConfig',
  table: 'comment_config',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/generalConfig/comment/queryPage', method: 'POST' } },
  ops: {
    create: 'operate:commentConfig:add',
    update: 'operate:commentConfig:edit',
    remove: 'operate:commentConfig:delete',
    export: 'operate:commentConfig:export',
  },
  defaultSort: { field: 'star', dir: 'desc' },
  form: { width: 560 },
  // prettier-ignore
  fields: [
    { key: 'star', label: '评分', type: 'enum', enum: CommentStar, required: true, list: { width: 80 }, form: true, filter: 'eq', sortable: true },
    { key: 'tag', label: '评价标签', type: 'text', required: true, unique: true, max: 12, list: { width: 140 }, form: true, filter: 'like' },
    { key: 'sortOrder', label: '排序', type: 'int', min: 0, max: 9999, required: true, defaultValue: 100, list: { width: 70 }, form: true, sortable: true },
    { key: 'enabled', label: '启用', type: 'bool', defaultValue: true, list: { width: 70 }, form: true, filter: 'eq' },
    { key: 'autoReply', label: '自动回复', type: 'text', max: 200, list: { width: 300, ellipsis: true }, form: true, span: 2 },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 160 } },
  ],
});

/** Enabled tags one star level keeps at most. */
export const COMMENT_TAGS_PER_STAR = 8;
