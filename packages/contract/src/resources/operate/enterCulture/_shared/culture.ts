import { defineEnum } from '../../../../enums/define.js';
import type { WorkflowDef } from '../../../../resource/types.js';

/** 企业文化: articles of two channels (企业资讯 inside the chain, 官网新闻 on the website), tools, jobs, materials, scheduled pushes. */
export const ArticleChannel = { enterMessage: 1, officialWebsiteNews: 2 } as const;

export const EnterMessageCategory = defineEnum([
  { value: 0, label: '公司动态', labelEn: 'company news', color: 'blue' },
  { value: 1, label: '制度公告', labelEn: 'policy notice', color: 'orange' },
  { value: 2, label: '表彰通报', labelEn: 'commendation', color: 'gold' },
  { value: 3, label: '培训动态', labelEn: 'training news', color: 'green' },
]);

export const WebsiteNewsCategory = defineEnum([
  { value: 10, label: '品牌新闻', labelEn: 'brand news', color: 'blue' },
  { value: 11, label: '媒体报道', labelEn: 'press coverage', color: 'purple' },
  { value: 12, label: '行业资讯', labelEn: 'industry news', color: 'cyan' },
  { value: 13, label: '公益活动', labelEn: 'charity', color: 'green' },
]);

export const ArticleStatus = defineEnum([
  { value: 0, label: '草稿', labelEn: 'draft', color: 'default' },
  { value: 1, label: '已发布', labelEn: 'published', color: 'green' },
  { value: 2, label: '已下线', labelEn: 'offline', color: 'orange' },
]);

/** 发布 a draft or an offline article; 下线 a published one. */
export const articleWorkflow = (prefix: string): WorkflowDef => ({
  field: 'status',
  operatorColumn: 'operator',
  operatedAtColumn: 'operated_at',
  transitions: [
    { action: 'publish', label: '发布', from: [0, 2], to: 1, op: `${prefix}:publish`, confirm: '发布后所有人可见，确定发布？' },
    { action: 'offline', label: '下线', from: [1], to: 2, op: `${prefix}:offline`, confirm: '下线后不再展示，确定下线？', danger: true },
  ],
});

export const ToolCategory = defineEnum([
  { value: 0, label: '数据看板', labelEn: 'dashboards', color: 'blue' },
  { value: 1, label: '排班考勤', labelEn: 'rosters', color: 'cyan' },
  { value: 2, label: '营销物料', labelEn: 'marketing', color: 'magenta' },
  { value: 3, label: '培训学习', labelEn: 'training', color: 'green' },
  { value: 4, label: '客户服务', labelEn: 'customer service', color: 'orange' },
]);

export const ToolAudience = defineEnum([
  { value: 0, label: '全员', labelEn: 'everyone' },
  { value: 1, label: '店长', labelEn: 'store managers' },
  { value: 2, label: '手艺人', labelEn: 'craftsmen' },
]);

export const JobType = defineEnum([
  { value: 0, label: '发型师', labelEn: 'stylist', color: 'blue' },
  { value: 1, label: '发型助理', labelEn: 'assistant', color: 'cyan' },
  { value: 2, label: '店长', labelEn: 'store manager', color: 'purple' },
  { value: 3, label: '总部职能', labelEn: 'head office', color: 'geekblue' },
  { value: 4, label: '管培生', labelEn: 'trainee', color: 'green' },
]);

export const JobStatus = defineEnum([
  { value: 0, label: '草稿', labelEn: 'draft', color: 'default' },
  { value: 1, label: '招聘中', labelEn: 'hiring', color: 'green' },
  { value: 2, label: '已关闭', labelEn: 'closed', color: 'default' },
]);

export const CultureMaterialKind = defineEnum([
  { value: 0, label: '图片', labelEn: 'picture', color: 'blue' },
  { value: 1, label: '视频', labelEn: 'video', color: 'purple' },
  { value: 2, label: '海报', labelEn: 'poster', color: 'magenta' },
  { value: 3, label: '文案', labelEn: 'copy', color: 'green' },
]);

export const PushAudience = defineEnum([
  { value: 0, label: '全部顾客', labelEn: 'all customers', color: 'blue' },
  { value: 1, label: '会员顾客', labelEn: 'members', color: 'gold' },
  { value: 2, label: '全体手艺人', labelEn: 'all craftsmen', color: 'purple' },
  { value: 3, label: '门店店长', labelEn: 'store managers', color: 'cyan' },
]);

export const PushChannel = defineEnum([
  { value: 0, label: 'App推送', labelEn: 'app push' },
  { value: 1, label: '小程序订阅消息', labelEn: 'mini-program message' },
  { value: 2, label: '公众号模板消息', labelEn: 'official-account template' },
]);

export const PushStatus = defineEnum([
  { value: 0, label: '待推送', labelEn: 'scheduled', color: 'gold' },
  { value: 1, label: '已推送', labelEn: 'sent', color: 'green' },
  { value: 2, label: '已取消', labelEn: 'cancelled', color: 'default' },
]);
