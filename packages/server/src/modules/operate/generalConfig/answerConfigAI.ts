import { ANSWER_FALLBACK, answerRuleResource, answerRuleTest, matchAnswerRule, splitKeywords } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { headOfficeHooks } from './_shared/headOffice.js';

/**
 * /operate/generalConfig/answerConfigAI: the service desk's answer rules (head office's; keywords
 * kept as a clean comma list) and the test that says which enabled rule answers a question.
 */
export function registerAnswerRules(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(
    app,
    answerRuleResource,
    headOfficeHooks('AI问答规则', { updatedBy: true }, async (values) => {
      if (typeof values.keywords === 'string') values.keywords = splitKeywords(values.keywords).join(',');
    }),
  );

  registerEndpoint(app, answerRuleTest, async ({ question }) => {
    const rules = await sql<{ id: number; title: string; keywords: string; matchMode: number; answer: string; priority: number }>`
      select id, title, keywords, match_mode as "matchMode", answer, priority from ai_answer_rule where enabled order by id`.execute(db);
    const found = matchAnswerRule(question, rules.rows);
    if (!found) return { matched: false, ruleId: null, title: null, priority: null, hits: [], answer: ANSWER_FALLBACK };
    return { matched: true, ruleId: found.rule.id, title: found.rule.title, priority: found.rule.priority, hits: found.hits, answer: found.rule.answer };
  });
}
