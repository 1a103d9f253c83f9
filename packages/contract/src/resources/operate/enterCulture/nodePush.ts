import { defineResource } from '../../../resource/types.js';
import { PushAudience, PushChannel, PushStatus } from './_shared/culture.js';

/**
 * /operate/enterCulture/nodePush 节点推送: messages sent at a chosen time (festivals, store
 * anniversaries, member days) to an audience over a channel. A push is scheduled in the future;
 * the server's scheduler sends it at its time (recorded in the push log with the recipients
 * counted then) and marks it 已推送; a scheduled push may be edited or cancelled before then.
 */
export const nodePushResource = defineResource({
  name: 'nodePush',
  title: '节点推送',
  page: '/operate/enterCulture/nodePush',
  table: 'node_push',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/enterCulture/push/queryPage', method: 'POST' } },
  ops: { create: 'operate:nodePush:add', update: 'operate:nodePush:edit', export: 'operate:nodePush:export' },
  keyword: { label: '标题/内容', fields: ['title', 'content'] },
  defaultSort: { field: 'pushAt', dir: 'desc', first: { field: 'status', values: [0] } },
  form: { width: 640 },
  workflow: {
    field: 'status',
    locked: [1, 2],
    reasonColumn: 'cancel_reason',
    operatorColumn: 'operator',
    operatedAtColumn: 'operated_at',
    transitions: [
      {
        action: 'cancel',
        label: '取消推送',
        from: [0],
        to: 2,
        op: 'operate:nodePush:cancel',
        reason: { label: '取消原因', required: true, max: 200 },
        danger: true,
        doneText: '已取消推送',
      },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'title', label: '推送标题', type: 'text', required: true, max: 30, list: { width: 160 }, form: true },
    { key: 'content', label: '推送内容', type: 'textarea', required: true, max: 200, list: { width: 260, ellipsis: true }, form: true, span: 2 },
    { key: 'audience', label: '推送对象', type: 'enum', enum: PushAudience, required: true, list: { width: 100 }, form: true, filter: 'eq' },
    { key: 'channel', label: '推送渠道', type: 'enum', enum: PushChannel, required: true, list: { width: 130 }, form: true, filter: 'eq' },
    { key: 'linkUrl', label: '点击跳转', type: 'text', max: 300, form: true, span: 2, placeholder: 'App内页面路径或https链接，可不填' },
    { key: 'pushAt', label: '推送时间', type: 'datetime', required: true, list: { width: 160 }, form: true, filter: 'dateRange', sortable: true, help: '须晚于当前时间，到点由系统自动推送' },
    { key: 'status', label: '状态', type: 'enum', enum: PushStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'recipientCount', label: '推送人数', type: 'int', list: { width: 90 } },
    { key: 'sentAt', label: '实际推送时间', type: 'datetime', list: { width: 160 } },
    { key: 'cancelReason', label: '取消原因', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'createdBy', label: '创建人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '创建时间', type: 'datetime' },
  ],
});
