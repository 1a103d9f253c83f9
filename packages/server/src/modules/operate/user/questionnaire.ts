import {
  QUESTION_TEXT_SAMPLES,
  QuestionnaireOps,
  QuestionnairePath,
  questionnaireResource,
  QuestionnaireStatus,
  QuestionType,
  SaveQuestionsBody,
  type QuestionnaireDetailLines,
  type QuestionResult,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../core/audit.js';
import { ok } from '../../../core/envelope.js';
import { notFound, refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerResource } from '../../../engine/register.js';
import { iso } from './_shared/voice.js';

/** A questionnaire's questions with their answers counted: responses, per option, answered, the latest texts. */
export async function questionnaireLines(db: Kysely<Database>, id: number): Promise<QuestionnaireDetailLines> {
  const questions = await sql<{ id: number; seq: number; title: string; question_type: number; options: string[]; required: boolean }>`
    select id, seq, title, question_type, options, required from questionnaire_question where questionnaire_id = ${id} order by seq`.execute(db);
  const responses = await sql<{ n: number }>`select count(*)::int as n from questionnaire_response where questionnaire_id = ${id}`.execute(db);
  const chosen = await sql<{ question_id: number; idx: number; n: number }>`
    select a.question_id, c.idx::int as idx, count(*)::int as n
    from questionnaire_answer a join questionnaire_question q on q.id = a.question_id cross join unnest(a.choices) as c(idx)
    where q.questionnaire_id = ${id} group by a.question_id, c.idx`.execute(db);
  const answered = await sql<{ question_id: number; n: number }>`
    select a.question_id, count(distinct a.response_id)::int as n
    from questionnaire_answer a join questionnaire_question q on q.id = a.question_id
    where q.questionnaire_id = ${id} and (cardinality(a.choices) > 0 or coalesce(a.text_answer, '') <> '') group by a.question_id`.execute(db);
  const texts = await sql<{ question_id: number; text_answer: string; submitted_at: Date }>`
    select question_id, text_answer, submitted_at from (
      select a.question_id, a.text_answer, r.submitted_at, row_number() over (partition by a.question_id order by r.submitted_at desc, a.id desc) as rn
      from questionnaire_answer a join questionnaire_question q on q.id = a.question_id join questionnaire_response r on r.id = a.response_id
      where q.questionnaire_id = ${id} and q.question_type = 2 and coalesce(a.text_answer, '') <> '') x
    where rn <= ${QUESTION_TEXT_SAMPLES} order by question_id, submitted_at desc`.execute(db);
  const count = new Map(chosen.rows.map((r) => [`${r.question_id}:${r.idx}`, r.n]));
  const answeredOf = new Map(answered.rows.map((r) => [r.question_id, r.n]));
  const result: QuestionResult[] = questions.rows.map((q) => ({
    id: q.id,
    seq: q.seq,
    title: q.title,
    type: q.question_type,
    required: q.required,
    options: (q.options ?? []).map((label, i) => ({ label, count: count.get(`${q.id}:${i}`) ?? 0 })),
    answered: answeredOf.get(q.id) ?? 0,
    texts: texts.rows.filter((t) => t.question_id === q.id).map((t) => ({ text: t.text_answer, at: iso(t.submitted_at)! })),
  }));
  return { responseCount: responses.rows[0].n, questions: result };
}

/** How a question reads in the audit: "1. 题目（单选题：A / B）". */
const questionText = (q: { seq: number; title: string; type: number; options: string[] }) =>
  `${q.seq}. ${q.title}（${QuestionType.labelOf(q.type)}${q.options.length ? `：${q.options.join(' / ')}` : ''}）`;

/**
 * 问卷调查: the declaration (a draft is edited, published, ended; published and ended ones are
 * locked), the questions saved as a whole while a draft, the answers counted in the detail.
 */
export function registerQuestionnaire(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  registerResource(app, questionnaireResource, {
    detail: (database, row) => questionnaireLines(database, row.id as number) as unknown as Promise<Record<string, unknown>>,
    async beforeWrite(values, { auth, mode }) {
      if (mode === 'create') values.createdBy = auth.name;
    },
    async beforeTransition(trx, record, transition) {
      if (transition.action !== 'publish') return;
      const rows = await sql<{ question_count: number; expired: boolean }>`
        select question_count, end_date < (now() at time zone 'Asia/Shanghai')::date as expired from questionnaire where id = ${record.id as number}`.execute(
        trx,
      );
      const q = rows.rows[0];
      if (!q || q.question_count < 1) throw refuse('问卷还没有题目，请先添加题目再发布');
      if (q.expired) throw refuse('问卷结束日期已过，请先修改问卷周期再发布');
    },
    async afterTransition(trx, record, transition, { auth }) {
      const id = record.id as number;
      if (transition.action === 'publish') await sql`update questionnaire set published_by = ${auth.name}, published_at = now() where id = ${id}`.execute(trx);
      if (transition.action === 'end') await sql`update questionnaire set ended_by = ${auth.name}, ended_at = now() where id = ${id}`.execute(trx);
    },
  });

  app.post(
    QuestionnairePath.saveQuestions,
    { config: { permission: { op: QuestionnaireOps.update } }, schema: { body: SaveQuestionsBody } },
    async (request) => {
      const { id, questions } = request.body;
      const result = await db.transaction().execute(async (trx) => {
        const found = await sql<{
          status: number;
          question_count: number;
        }>`select status, question_count from questionnaire where id = ${id} for update`.execute(trx);
        const q = found.rows[0];
        if (!q) throw notFound('问卷');
        if (q.status !== 0) throw refuse(`${QuestionnaireStatus.labelOf(q.status)}的问卷不可修改题目`);
        const old = await sql<{ seq: number; title: string; question_type: number; options: string[] }>`
        select seq, title, question_type, options from questionnaire_question where questionnaire_id = ${id} order by seq`.execute(trx);
        const answers = await sql<{ n: number }>`select count(*)::int as n from questionnaire_response where questionnaire_id = ${id}`.execute(trx);
        if (answers.rows[0].n > 0) throw refuse('问卷已有答卷，不可修改题目');
        await sql`delete from questionnaire_question where questionnaire_id = ${id}`.execute(trx);
        for (const [i, question] of questions.entries()) {
          await sql`insert into questionnaire_question (questionnaire_id, seq, title, question_type, options, required)
          values (${id}, ${i + 1}, ${question.title}, ${question.type}, ${question.options}::text[], ${question.required})`.execute(trx);
        }
        await sql`update questionnaire set question_count = ${questions.length}, updated_at = now() where id = ${id}`.execute(trx);
        await audit(trx, request, {
          action: 'update',
          table: 'questionnaire',
          recordId: id,
          before: {
            questionCount: q.question_count,
            questions: old.rows.map((r) => questionText({ seq: r.seq, title: r.title, type: r.question_type, options: r.options ?? [] })),
          },
          after: {
            questionCount: questions.length,
            questions: questions.map((r, i) => questionText({ seq: i + 1, title: r.title, type: r.type, options: r.options })),
          },
        });
        return { id, questionCount: questions.length };
      });
      return ok(result);
    },
  );
}
