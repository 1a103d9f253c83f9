import { z } from 'zod';
import { idSchema, intSchema, textSchema } from '../../../api/zod.js';
import { QuestionnaireStatus, QuestionnaireTarget, QuestionType } from '../../../enums/voice.js';
import { defineResource } from '../../../resource/types.js';

export const QUESTIONNAIRE_PAGE = '/operate/user/questionnaire';

/** A questionnaire holds at most this many questions, a choice question at most this many options. */
export const QUESTIONNAIRE_MAX_QUESTIONS = 30;
export const QUESTION_MAX_OPTIONS = 10;
/** How many of the latest answers of a text question the questionnaire detail shows. */
export const QUESTION_TEXT_SAMPLES = 20;

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
  check: (v) => (v.startDate && v.endDate && String(v.endDate) < String(v.startDate) ? { field: 'endDate', message: '结束日期不能早于开始日期' } : true),
  // prettier-ignore
  fields: [
    { key: 'title', label: '问卷标题', type: 'text', required: true, max: 40, list: { width: 220 }, form: true, filter: 'like', span: 2 },
    { key: 'status', label: '状态', type: 'enum', enum: QuestionnaireStatus, list: { width: 80 }, filter: 'eq' },
    { key: 'target', label: '调查对象', type: 'enum', enum: QuestionnaireTarget, required: true, list: { width: 150 }, form: true, filter: 'eq', defaultValue: 0 },
    { key: 'startDate', label: '开始日期', type: 'date', required: true, list: { width: 100 }, form: true },
    { key: 'endDate', label: '结束日期', type: 'date', required: true, list: { width: 100 }, form: true },
    { key: 'questionCount', label: '题目数', type: 'int', list: { width: 70 } },
    { key: 'description', label: '问卷说明', type: 'textarea', max: 300, form: true, span: 2 },
    { key: 'createdBy', label: '创建人', type: 'text', list: { width: 90 } },
    { key: 'createdAt', label: '创建时间', type: 'datetime', list: { width: 140 }, filter: 'dateRange', sortable: true },
    { key: 'publishedBy', label: '发布人', type: 'text' },
    { key: 'publishedAt', label: '发布时间', type: 'datetime' },
    { key: 'endedBy', label: '结束操作人', type: 'text' },
    { key: 'endedAt', label: '结束时间', type: 'datetime' },
  ],
});

/** One question as the editor saves it: choice questions carry 2..10 distinct options, text questions none. */
export const QuestionInput = z
  .object({
    title: textSchema({ error: '请填写题目' }).min(1, '请填写题目').max(100, '题目最多100个字'),
    type: intSchema({ error: '题型的取值不正确' }).refine((v) => QuestionType.has(v), '题型的取值不正确'),
    options: z
      .array(textSchema().min(1, '选项不能为空').max(40, '选项最多40个字'))
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
