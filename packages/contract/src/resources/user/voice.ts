import { z } from 'zod';
import { idSchema } from '../../api/zod.js';
import { Apps } from '../../enums/store.js';
import {
  CallDirection,
  CallParty,
  CallResult,
  ConsultChannel,
  ConsultItem,
  ConsultStatus,
  FeedbackCategory,
  FeedbackStatus,
  QuestionnaireStatus,
  QuestionnaireTarget,
  QuestionType,
  ReplyState,
  ReviewStars,
  ReviewVisibility,
} from '../../enums/voice.js';
import type { FieldDef } from '../../resource/types.js';
import { defineResource } from '../../resource/types.js';
import { validateMobile } from '../../validators/phone.js';
import { OrderPath } from '../financial/order.js';

/**
 * Customer voice, the /operate/user pages about what customers say: reviews of finished orders
 * (用户评价), feedback from the apps (用户反馈), questionnaires (问卷调查), consultations registered
 * by stores and customer service (咨询登记) and the calls with customers (通话查询).
 */
export const EVALUATION_PAGE = '/operate/user/evaluation';
export const FEEDBACK_PAGE = '/operate/user/feedback';
export const QUESTIONNAIRE_PAGE = '/operate/user/questionnaire';
export const CONSULT_REG_PAGE = '/operate/user/consultReg';
export const CALL_QUERY_PAGE = '/operate/user/callQuery';

/** The call list shows the last 7 days unless asked otherwise, and at most 93 days at a time (as the order list). */
export const CALL_RANGE_DEFAULT_DAYS = 7;
export const CALL_RANGE_MAX_DAYS = 93;
/** A questionnaire holds at most this many questions, a choice question at most this many options. */
export const QUESTIONNAIRE_MAX_QUESTIONS = 30;
export const QUESTION_MAX_OPTIONS = 10;
/** How many of the latest answers of a text question the questionnaire detail shows. */
export const QUESTION_TEXT_SAMPLES = 20;

export const EvaluationPath = {
  list: '/mgt/evaluation/queryEvaluationPage',
  detail: '/mgt/evaluation/getEvaluationDetail',
  export: '/mgt/evaluation/exportEvaluation',
  transition: '/mgt/evaluation/transition',
  reply: '/mgt/evaluation/reply',
} as const;
export const EvaluationOps = {
  export: 'operate:evaluation:export',
  viewMobile: 'operate:evaluation:viewMobile',
  reply: 'operate:evaluation:reply',
  hide: 'operate:evaluation:hide',
  show: 'operate:evaluation:show',
} as const;

export const FeedbackPath = {
  list: '/mgt/feedback/queryFeedbackPage',
  detail: '/mgt/feedback/getFeedbackDetail',
  export: '/mgt/feedback/exportFeedback',
  transition: '/mgt/feedback/transition',
} as const;
export const FeedbackOps = {
  export: 'operate:feedback:export',
  viewMobile: 'operate:feedback:viewMobile',
  handle: 'operate:feedback:handle',
} as const;

export const QuestionnairePath = {
  list: '/mgt/questionnaire/queryQuestionnairePage',
  detail: '/mgt/questionnaire/getQuestionnaireDetail',
  create: '/mgt/questionnaire/add',
  update: '/mgt/questionnaire/update',
  transition: '/mgt/questionnaire/transition',
  saveQuestions: '/mgt/questionnaire/saveQuestions',
} as const;
export const QuestionnaireOps = {
  create: 'operate:questionnaire:add',
  update: 'operate:questionnaire:edit',
  publish: 'operate:questionnaire:publish',
  end: 'operate:questionnaire:end',
} as const;

export const ConsultPath = {
  list: '/mgt/consultReg/queryConsultPage',
  detail: '/mgt/consultReg/getConsultDetail',
  create: '/mgt/consultReg/add',
  export: '/mgt/consultReg/exportConsult',
  transition: '/mgt/consultReg/transition',
} as const;
export const ConsultOps = {
  create: 'operate:consult:add',
  export: 'operate:consult:export',
  viewMobile: 'operate:consult:viewMobile',
  follow: 'operate:consult:follow',
} as const;

export const CallPath = {
  list: '/mgt/callRecord/queryCallPage',
  detail: '/mgt/callRecord/getCallDetail',
  export: '/mgt/callRecord/exportCall',
} as const;
export const CallOps = {
  export: 'operate:call:export',
  viewMobile: 'operate:call:viewMobile',
} as const;

const craftsmanLookup = {
  table: 'craftsman',
  labelColumn: 'real_name',
  as: 'craftsmanName',
  options: { path: OrderPath.craftsmanOptions, method: 'GET' },
} as const;
const orderJoin = { alias: 'o', table: 'customer_order', on: 'order_id' } as const;
const customerJoin = { alias: 'cu', table: 'customer', on: 'customer_id' } as const;

/** A mobile held encrypted at rest (the field vault), found by its keyed hash, masked unless the page's 查看完整号码 is held. */
const encryptedMobile = (key: string, label: string, column: string, hashColumn: string, from?: string): FieldDef => ({
  key,
  column,
  ...(from ? { from } : {}),
  label,
  type: 'mobile',
  masked: true,
  encrypted: { hashColumn },
  validate: validateMobile,
  list: { width: 130 },
  filter: 'eq',
  placeholder: '完整的11位手机号',
});

const star = (key: string, column: string, label: string): FieldDef => ({ key, column, label, type: 'int', min: 1, max: 5, list: { width: 70 } });

/**
 * /operate/user/evaluation 用户评价: what customers said about a finished order (one review per
 * order), newest first. The store (or head office) replies (audited, the reply may be corrected);
 * a review breaking the rules is hidden from the apps with a reason, and shown again.
 */
export const evaluationResource = defineResource({
  name: 'evaluation',
  title: '评价',
  page: EVALUATION_PAGE,
  table: 'order_review',
  joins: [orderJoin, customerJoin],
  scope: { by: 'store', field: 'storeId', since: 'reviewedAt' },
  api: {
    list: { path: EvaluationPath.list, method: 'POST' },
    detail: { path: EvaluationPath.detail, method: 'GET' },
    export: { path: EvaluationPath.export, method: 'GET' },
    transition: { path: EvaluationPath.transition, method: 'POST' },
  },
  ops: { export: EvaluationOps.export, viewMasked: EvaluationOps.viewMobile },
  extraOps: [{ code: EvaluationOps.reply, name: '回复' }],
  count: 'capped',
  keyset: { field: 'reviewedAt' },
  workflow: {
    field: 'hidden',
    reasonColumn: 'hidden_reason',
    operatorColumn: 'hidden_by',
    operatedAtColumn: 'hidden_at',
    transitions: [
      {
        action: 'hide',
        label: '隐藏',
        from: [0],
        to: 1,
        op: EvaluationOps.hide,
        reason: { label: '隐藏原因', required: true, max: 200 },
        danger: true,
        confirm: '隐藏后顾客端不再展示该评价，确定隐藏？',
      },
      { action: 'show', label: '显示', from: [1], to: 0, op: EvaluationOps.show, confirm: '恢复后该评价重新在顾客端展示，确定显示？' },
    ],
  },
  // Filters in this order: the 4 first show, then 更多.
  // prettier-ignore
  fields: [
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'craftsmanId', column: 'craftsman_id', label: '手艺人', type: 'int', lookup: craftsmanLookup, list: { width: 80 }, filter: 'eq' },
    { key: 'ratingOverall', column: 'rating_overall', label: '综合评分', type: 'enum', enum: ReviewStars, list: { width: 130 }, filter: 'eq' },
    { key: 'reviewedAt', column: 'reviewed_at', label: '评价时间', type: 'datetime', list: { width: 140 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    { key: 'hasReply', column: 'has_reply', label: '回复状态', type: 'enum', enum: ReplyState, list: { width: 80 }, filter: 'eq' },
    { key: 'hidden', column: 'hidden', label: '展示状态', type: 'enum', enum: ReviewVisibility, list: { width: 80 }, filter: 'eq' },
    { key: 'orderNo', column: 'order_no', from: 'o', label: '订单号', type: 'text', max: 24, list: { width: 160 }, filter: 'eq' },
    encryptedMobile('customerMobile', '顾客手机号', 'mobile_enc', 'mobile_hash', 'cu'),
    star('ratingSkill', 'rating_skill', '技术'),
    star('ratingAttitude', 'rating_attitude', '态度'),
    star('ratingEnvironment', 'rating_environment', '环境'),
    { key: 'tags', column: 'tags', label: '标签', type: 'text', list: { width: 150, ellipsis: true } },
    { key: 'content', column: 'content', label: '评价内容', type: 'textarea', list: { width: 240, ellipsis: true } },
    { key: 'reply', column: 'reply', label: '回复内容', type: 'textarea', list: { width: 200, ellipsis: true } },
    { key: 'repliedBy', column: 'replied_by', label: '回复人', type: 'text' },
    { key: 'repliedAt', column: 'replied_at', label: '回复时间', type: 'datetime' },
    { key: 'hiddenReason', column: 'hidden_reason', label: '隐藏原因', type: 'text' },
    { key: 'hiddenBy', column: 'hidden_by', label: '隐藏/显示操作人', type: 'text' },
    { key: 'hiddenAt', column: 'hidden_at', label: '隐藏/显示时间', type: 'datetime' },
    { key: 'orderId', column: 'order_id', label: '订单ID', type: 'int', detail: false },
    { key: 'customerId', column: 'customer_id', label: '顾客ID', type: 'int', detail: false },
  ],
});

/** 回复: the store's answer to a review (a new reply replaces the old one; both are in the audit). */
export const EvaluationReplyBody = z.object({
  id: idSchema,
  reply: z.string({ error: '请填写回复内容' }).trim().min(1, '请填写回复内容').max(500, '回复内容最多500个字'),
});
export type EvaluationReplyBody = z.infer<typeof EvaluationReplyBody>;

/**
 * /operate/user/feedback 用户反馈: what customers wrote in the apps' feedback form, with the
 * contact mobile they left (encrypted at rest) and the store if they named one. 受理 takes it
 * (处理中), 回复并完结 answers and closes it (已处理); the handler and time are written.
 */
export const feedbackResource = defineResource({
  name: 'feedback',
  title: '反馈',
  page: FEEDBACK_PAGE,
  table: 'user_feedback',
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: {
    list: { path: FeedbackPath.list, method: 'POST' },
    detail: { path: FeedbackPath.detail, method: 'GET' },
    export: { path: FeedbackPath.export, method: 'GET' },
    transition: { path: FeedbackPath.transition, method: 'POST' },
  },
  ops: { export: FeedbackOps.export, viewMasked: FeedbackOps.viewMobile },
  keyset: { field: 'createdAt' },
  workflow: {
    field: 'status',
    reasonColumn: 'reply',
    operatorColumn: 'handler',
    operatedAtColumn: 'handled_at',
    transitions: [
      { action: 'accept', label: '受理', from: [0], to: 1, op: FeedbackOps.handle, confirm: '受理后由你负责跟进并回复该反馈，确定受理？' },
      { action: 'resolve', label: '回复并完结', from: [1], to: 2, op: FeedbackOps.handle, reason: { label: '回复内容', required: true, max: 500 } },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'category', column: 'category', label: '反馈类型', type: 'enum', enum: FeedbackCategory, list: { width: 90 }, filter: 'eq' },
    { key: 'status', column: 'status', label: '处理状态', type: 'enum', enum: FeedbackStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'createdAt', column: 'created_at', label: '反馈时间', type: 'datetime', list: { width: 140 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    { key: 'app', column: 'app', label: '来源App', type: 'enum', enum: Apps, list: { width: 100 }, filter: 'eq' },
    { key: 'content', column: 'content', label: '反馈内容', type: 'textarea', list: { width: 260, ellipsis: true } },
    encryptedMobile('contactMobile', '联系手机号', 'contact_mobile_enc', 'contact_mobile_hash'),
    { key: 'nickname', column: 'nickname', label: '用户昵称', type: 'text', list: { width: 90 } },
    { key: 'handler', column: 'handler', label: '处理人', type: 'text', list: { width: 80 } },
    { key: 'handledAt', column: 'handled_at', label: '处理时间', type: 'datetime', list: { width: 140 } },
    { key: 'acceptedAt', column: 'accepted_at', label: '受理时间', type: 'datetime' },
    { key: 'reply', column: 'reply', label: '回复内容', type: 'textarea', list: { width: 200, ellipsis: true } },
    { key: 'customerId', column: 'customer_id', label: '顾客ID', type: 'int', detail: false },
  ],
});

/**
 * /operate/user/questionnaire 问卷调查: head office drafts a questionnaire (title, who it is for,
 * period) and its questions, publishes it to the apps (the questions are then fixed) and ends it;
 * the detail counts the answers: responses, and per option how many chose it.
 */
export const questionnaireResource = defineResource({
  name: 'questionnaire',
  title: '问卷',
  page: QUESTIONNAIRE_PAGE,
  table: 'questionnaire',
  scope: { by: 'none' },
  api: {
    list: { path: QuestionnairePath.list, method: 'POST' },
    detail: { path: QuestionnairePath.detail, method: 'GET' },
    create: { path: QuestionnairePath.create, method: 'POST' },
    update: { path: QuestionnairePath.update, method: 'POST' },
    transition: { path: QuestionnairePath.transition, method: 'POST' },
  },
  ops: { create: QuestionnaireOps.create, update: QuestionnaireOps.update },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  form: { width: 640 },
  workflow: {
    field: 'status',
    locked: [1, 2],
    transitions: [
      { action: 'publish', label: '发布', from: [0], to: 1, op: QuestionnaireOps.publish, confirm: '发布后问卷推送给目标顾客，题目不可再修改，确定发布？' },
      { action: 'end', label: '结束', from: [1], to: 2, op: QuestionnaireOps.end, confirm: '结束后顾客不能再提交答卷，确定结束？', danger: true },
    ],
  },
  check: (v) => (v.startDate && v.endDate && String(v.endDate) < String(v.startDate) ? '结束日期不能早于开始日期' : true),
  // prettier-ignore
  fields: [
    { key: 'title', column: 'title', label: '问卷标题', type: 'text', required: true, max: 40, list: { width: 220 }, form: true, filter: 'like', span: 2 },
    { key: 'status', column: 'status', label: '状态', type: 'enum', enum: QuestionnaireStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'target', column: 'target', label: '调查对象', type: 'enum', enum: QuestionnaireTarget, required: true, list: { width: 150 }, form: true, filter: 'eq', defaultValue: 0 },
    { key: 'startDate', column: 'start_date', label: '开始日期', type: 'date', required: true, list: { width: 100 }, form: true },
    { key: 'endDate', column: 'end_date', label: '结束日期', type: 'date', required: true, list: { width: 100 }, form: true },
    { key: 'questionCount', column: 'question_count', label: '题目数', type: 'int', list: { width: 70 } },
    { key: 'description', column: 'description', label: '问卷说明', type: 'textarea', max: 300, form: true, span: 2 },
    { key: 'createdBy', column: 'created_by', label: '创建人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', column: 'created_at', label: '创建时间', type: 'datetime', list: { width: 140 }, filter: 'dateRange', sortable: true },
    { key: 'publishedBy', column: 'published_by', label: '发布人', type: 'text' },
    { key: 'publishedAt', column: 'published_at', label: '发布时间', type: 'datetime' },
    { key: 'endedBy', column: 'ended_by', label: '结束操作人', type: 'text' },
    { key: 'endedAt', column: 'ended_at', label: '结束时间', type: 'datetime' },
  ],
});

/** One question as the editor saves it: choice questions carry 2..10 distinct options, text questions none. */
export const QuestionInput = z
  .object({
    title: z.string({ error: '请填写题目' }).trim().min(1, '请填写题目').max(100, '题目最多100个字'),
    type: z.coerce.number().refine((v) => QuestionType.has(v), '题型的取值不正确'),
    options: z
      .array(z.string().trim().min(1, '选项不能为空').max(40, '选项最多40个字'))
      .max(QUESTION_MAX_OPTIONS, `每题最多${QUESTION_MAX_OPTIONS}个选项`)
      .default([]),
    required: z.boolean().default(true),
  })
  .superRefine((q, ctx) => {
    if (q.type === 2 && q.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: '文本题不设选项' });
    if (q.type !== 2 && q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: '选择题至少2个选项' });
    if (new Set(q.options).size !== q.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: '选项不能重复' });
  });
export type QuestionInput = z.infer<typeof QuestionInput>;

/** 保存题目: the whole list of a draft's questions, in order (replaces what was there). */
export const SaveQuestionsBody = z.object({
  id: idSchema,
  questions: z.array(QuestionInput).min(1, '请至少添加一道题').max(QUESTIONNAIRE_MAX_QUESTIONS, `最多${QUESTIONNAIRE_MAX_QUESTIONS}道题`),
});
export type SaveQuestionsBody = z.infer<typeof SaveQuestionsBody>;

/** A question in the questionnaire detail, with what the answers say. */
export interface QuestionResult {
  id: number;
  seq: number;
  title: string;
  type: number;
  required: boolean;
  /** Choice questions: each option and how many responses chose it. */
  options: { label: string; count: number }[];
  /** Responses that answered this question. */
  answered: number;
  /** Text questions: the latest answers. */
  texts: { text: string; at: string }[];
}
export interface QuestionnaireDetailLines {
  responseCount: number;
  questions: QuestionResult[];
}

/**
 * /operate/user/consultReg 咨询登记: consultations a store or customer service registers
 * (who, the mobile encrypted at rest, what about, which store and craftsman, the channel), then
 * follows up: every step (跟进 / 已到店 / 无意向) is a dated follow-up row with its note and operator.
 */
export const consultRegResource = defineResource({
  name: 'consultReg',
  title: '咨询',
  page: CONSULT_REG_PAGE,
  table: 'consult_reg',
  scope: { by: 'store', field: 'storeId', since: 'createdAt' },
  api: {
    list: { path: ConsultPath.list, method: 'POST' },
    detail: { path: ConsultPath.detail, method: 'GET' },
    create: { path: ConsultPath.create, method: 'POST' },
    export: { path: ConsultPath.export, method: 'GET' },
    transition: { path: ConsultPath.transition, method: 'POST' },
  },
  ops: { create: ConsultOps.create, export: ConsultOps.export, viewMasked: ConsultOps.viewMobile },
  keyset: { field: 'createdAt' },
  form: { width: 640 },
  workflow: {
    field: 'status',
    reasonColumn: 'last_note',
    operatorColumn: 'followed_by',
    operatedAtColumn: 'followed_at',
    transitions: [
      { action: 'followUp', label: '跟进', from: [0, 1, 3], to: 1, op: ConsultOps.follow, reason: { label: '跟进记录', required: true, max: 300 } },
      { action: 'arrived', label: '已到店', from: [0, 1], to: 2, op: ConsultOps.follow, reason: { label: '到店说明', required: false, max: 300 } },
      { action: 'noIntent', label: '无意向', from: [0, 1], to: 3, op: ConsultOps.follow, reason: { label: '无意向原因', required: true, max: 300 } },
    ],
  },
  // prettier-ignore
  fields: [
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', required: true, list: { width: 140 }, form: 'create', filter: 'eq' },
    { key: 'consultItem', column: 'consult_item', label: '咨询项目', type: 'enum', enum: ConsultItem, required: true, list: { width: 90 }, form: 'create', filter: 'eq' },
    { key: 'status', column: 'status', label: '跟进状态', type: 'enum', enum: ConsultStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'createdAt', column: 'created_at', label: '登记时间', type: 'datetime', list: { width: 140 }, filter: 'dateRange', range: { maxDays: 366 }, sortable: true },
    { key: 'customerName', column: 'customer_name', label: '顾客姓名', type: 'text', required: true, max: 20, list: { width: 80 }, form: 'create', filter: 'like' },
    { ...encryptedMobile('mobile', '手机号', 'mobile_enc', 'mobile_hash'), required: true, form: 'create' },
    { key: 'channel', column: 'channel', label: '咨询渠道', type: 'enum', enum: ConsultChannel, required: true, list: { width: 100 }, form: 'create', filter: 'eq' },
    { key: 'craftsmanId', column: 'craftsman_id', label: '手艺人', type: 'int', lookup: craftsmanLookup, list: { width: 80 }, form: 'create', filter: 'eq' },
    { key: 'content', column: 'content', label: '咨询内容', type: 'textarea', max: 300, list: { width: 200, ellipsis: true }, form: 'create', span: 2 },
    { key: 'followCount', column: 'follow_count', label: '跟进次数', type: 'int', list: { width: 80 } },
    { key: 'lastNote', column: 'last_note', label: '最近跟进', type: 'text', list: { width: 180, ellipsis: true } },
    { key: 'followedBy', column: 'followed_by', label: '跟进人', type: 'text', list: { width: 80 } },
    { key: 'followedAt', column: 'followed_at', label: '跟进时间', type: 'datetime', list: { width: 140 } },
    { key: 'registeredBy', column: 'registered_by', label: '登记人', type: 'text', list: { width: 80 } },
    { key: 'customerId', column: 'customer_id', label: '顾客ID', type: 'int', detail: false },
  ],
});

/** One follow-up of a consultation, oldest first in the detail. */
export interface ConsultFollowUp {
  id: number;
  action: string;
  statusAfter: number;
  note: string | null;
  operator: string;
  at: string;
}
export interface ConsultDetailLines {
  followUps: ConsultFollowUp[];
}

/**
 * /operate/user/callQuery 通话查询: the calls between stores or customer service and customers
 * (the chain's number-protection line records them): within a date range (required, the last 7
 * days to start with, at most 93), newest first by keyset, a capped count, a streamed export.
 */
export const callRecordResource = defineResource({
  name: 'callRecord',
  title: '通话记录',
  page: CALL_QUERY_PAGE,
  table: 'call_record',
  joins: [orderJoin],
  scope: { by: 'store', field: 'storeId', since: 'startedAt' },
  api: { list: { path: CallPath.list, method: 'POST' }, detail: { path: CallPath.detail, method: 'GET' }, export: { path: CallPath.export, method: 'GET' } },
  ops: { export: CallOps.export, viewMasked: CallOps.viewMobile },
  count: 'capped',
  keyset: { field: 'startedAt' },
  // prettier-ignore
  fields: [
    { key: 'storeId', column: 'store_id', label: '门店', type: 'store', list: { width: 140 }, filter: 'eq' },
    { key: 'startedAt', column: 'started_at', label: '开始时间', type: 'datetime', list: { width: 150 }, filter: 'dateRange', range: { required: true, defaultDays: CALL_RANGE_DEFAULT_DAYS, maxDays: CALL_RANGE_MAX_DAYS }, sortable: true },
    { key: 'direction', column: 'direction', label: '呼叫方向', type: 'enum', enum: CallDirection, list: { width: 80 }, filter: 'eq' },
    { key: 'result', column: 'result', label: '通话结果', type: 'enum', enum: CallResult, list: { width: 80 }, filter: 'eq' },
    { key: 'callNo', column: 'call_no', label: '通话编号', type: 'text', max: 24, list: { width: 170 }, filter: 'eq' },
    encryptedMobile('customerMobile', '顾客号码', 'mobile_enc', 'mobile_hash'),
    { key: 'party', column: 'party', label: '我方', type: 'enum', enum: CallParty, list: { width: 80 }, filter: 'eq' },
    { key: 'staffName', column: 'staff_name', label: '通话人', type: 'text', list: { width: 80 } },
    { key: 'durationSec', column: 'duration_sec', label: '通话时长(秒)', type: 'int', list: { width: 100 }, sortable: true },
    { key: 'orderNo', column: 'order_no', from: 'o', label: '关联订单', type: 'text', list: { width: 160 } },
    { key: 'remark', column: 'remark', label: '备注', type: 'text', list: { width: 160, ellipsis: true } },
    { key: 'orderId', column: 'order_id', label: '订单ID', type: 'int', detail: false },
    { key: 'customerId', column: 'customer_id', label: '顾客ID', type: 'int', detail: false },
  ],
});
