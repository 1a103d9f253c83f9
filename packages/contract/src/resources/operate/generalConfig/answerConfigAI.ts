import { z } from 'zod';
import { textSchema } from '../../../api/zod.js';
import { defineEnum } from '../../../enums/define.js';
import { defineEndpoint } from '../../../resource/endpoint.js';
import { defineResource } from '../../../resource/types.js';

export const AnswerMatchMode = defineEnum([
  { value: 0, label: '命中任一关键词', labelEn: 'any keyword', color: 'blue' },
  { value: 1, label: '命中全部关键词', labelEn: 'all keywords', color: 'purple' },
]);

/** A rule's keywords as written: split on commas (either width), 、 or blanks, trimmed, empty ones left out, lower-cased. */
export const splitKeywords = (text: string | null | undefined): string[] => [
  ...new Set(
    String(text ?? '')
      .split(/[,，、\s]+/)
      .map((k) => k.trim().toLowerCase())
      .filter(Boolean),
  ),
];

export const validateKeywords = (value: string | null | undefined) => {
  const words = splitKeywords(value);
  if (!words.length) return '请输入关键词';
  if (words.length > 10) return '关键词最多10个';
  if (words.some((w) => w.length > 20)) return '每个关键词最多20个字';
  return true;
};

/** A rule as the matcher takes it. */
export interface AnswerRule {
  id: number;
  title: string;
  keywords: string;
  matchMode: number;
  answer: string;
  priority: number;
}

/**
 * The rule that answers a question: among rules whose keywords the question holds (any, or all of
 * them by the rule's mode; case ignored), the highest priority, then the most keywords hit, then
 * the lowest id. Null when none does.
 */
export function matchAnswerRule<R extends AnswerRule>(question: string, rules: readonly R[]): { rule: R; hits: string[] } | null {
  const q = question.toLowerCase();
  let best: { rule: R; hits: string[] } | null = null;
  for (const rule of rules) {
    const words = splitKeywords(rule.keywords);
    const hits = words.filter((w) => q.includes(w));
    const matched = rule.matchMode === 1 ? words.length > 0 && hits.length === words.length : hits.length > 0;
    if (!matched) continue;
    if (
      !best ||
      rule.priority > best.rule.priority ||
      (rule.priority === best.rule.priority && (hits.length > best.hits.length || (hits.length === best.hits.length && rule.id < best.rule.id)))
    )
      best = { rule, hits };
  }
  return best;
}

/**
 * /operate/generalConfig/answerConfigAI AI问答配置: the service desk's question → answer rules
 * (keywords, answer, priority, enabled); the page's 问答测试 asks which rule answers a question.
 */
export const answerRuleResource = defineResource({
  name: 'answerRule',
  title: '问答规则',
  page: '/operate/generalConfig/answerConfigAI',
  table: 'ai_answer_rule',
  scope: { by: 'none' },
  api: { list: { path: '/mgt/generalConfig/answer/queryPage', method: 'POST' } },
  ops: { create: 'operate:answerRule:add', update: 'operate:answerRule:edit', remove: 'operate:answerRule:delete', export: 'operate:answerRule:export' },
  keyword: { label: '标题/关键词', fields: ['title', 'keywords', 'answer'] },
  defaultSort: { field: 'priority', dir: 'desc' },
  form: { mode: 'drawer', width: 640 },
  // prettier-ignore
  fields: [
    { key: 'title', label: '规则名称', type: 'text', required: true, max: 30, list: { width: 140 }, form: true },
    { key: 'keywords', label: '关键词', type: 'text', required: true, max: 200, validate: validateKeywords, list: { width: 220, ellipsis: true }, form: true, span: 2, help: '多个关键词用逗号或空格分隔，最多10个' },
    { key: 'matchMode', label: '匹配方式', type: 'enum', enum: AnswerMatchMode, required: true, defaultValue: 0, list: { width: 130 }, form: true, filter: 'eq' },
    { key: 'answer', label: '回复内容', type: 'textarea', required: true, max: 1000, list: { width: 300, ellipsis: true }, form: true, span: 2 },
    { key: 'priority', label: '优先级', type: 'int', min: 0, max: 999, required: true, defaultValue: 50, list: { width: 80 }, form: true, sortable: true, help: '0~999，多条规则同时命中时数字大的优先' },
    { key: 'enabled', label: '启用', type: 'bool', defaultValue: true, list: { width: 70 }, form: true, filter: 'eq' },
    { key: 'hitCount', label: '命中次数', type: 'int', list: { width: 90 }, sortable: true },
    { key: 'updatedBy', label: '修改人', type: 'text', list: { width: 90 } },
    { key: 'updatedAt', label: '修改时间', type: 'datetime', list: { width: 160 } },
  ],
});

/** 问答测试: which enabled rule answers a question (none: the desk's fallback). Counts nothing. */
export const answerRuleTest = defineEndpoint({
  path: '/mgt/generalConfig/answer/test',
  method: 'POST',
  permission: { menu: '/operate/generalConfig/answerConfigAI' },
  body: z.object({ question: textSchema({ label: '问题' }).min(1, '请输入问题').max(200, '问题最多200个字') }),
  result: z.object({
    matched: z.boolean(),
    ruleId: z.number().int().nullable(),
    title: z.string().nullable(),
    priority: z.number().int().nullable(),
    hits: z.array(z.string()),
    answer: z.string(),
  }),
  summary: 'AI问答配置：测试一个问题命中哪条启用的规则',
});

/** What the desk says when no rule answers. */
export const ANSWER_FALLBACK = '抱歉，这个问题我还不会回答，已为您转接人工客服。';
