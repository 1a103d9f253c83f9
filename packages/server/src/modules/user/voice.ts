import {
  callRecordResource,
  consultRegResource,
  EvaluationOps,
  EvaluationPath,
  EvaluationReplyBody,
  evaluationResource,
  feedbackResource,
  QUESTION_TEXT_SAMPLES,
  QuestionnaireOps,
  QuestionnairePath,
  questionnaireResource,
  QuestionnaireStatus,
  QuestionType,
  SaveQuestionsBody,
  type ConsultDetailLines,
  type ConsultFollowUp,
  type QuestionnaireDetailLines,
  type QuestionResult,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../core/audit.js';
import { requireAuth } from '../../core/auth.js';
import { ok } from '../../core/envelope.js';
import { invalid, notFound, refuse } from '../../core/errors.js';
import type { Database } from '../../db/schema.js';
import { loadRecord, registerResource } from '../../engine/register.js';

const iso = (value: Date | string | null | undefined) => (value === null || value === undefined ? null : new Date(value).toISOString());

/** A review's order as its detail shows it: the items and what was paid. */
async function reviewOrder(db: Kysely<Database>, orderId: number) {
  const rows = await sql<{ items: string | null; paid: string; finished_at: Date | null }>`
    select (select string_agg(i.item_name, '、' order by i.id) from order_item i where i.order_id = o.id) as items, o.paid, o.finished_at
    from customer_order o where o.id = ${orderId}`.execute(db);
  const row = rows.rows[0];
  return { orderItems: row?.items ?? null, orderPaid: row?.paid ?? null, orderFinishedAt: iso(row?.finished_at) };
}

/** 用户评价: the declaration, plus the reply (回复), audited with the reply it replaces. */
function registerEvaluation(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  registerResource(app, evaluationResource, { detail: (database, row) => reviewOrder(database, row.orderId as number) });

  app.post(EvaluationPath.reply, { config: { permission: { op: EvaluationOps.reply } }, schema: { body: EvaluationReplyBody } }, async (request) => {
    const auth = requireAuth(request);
    const { id, reply } = request.body;
    // Within the user's stores, else "评价不存在".
    await loadRecord(db, evaluationResource, auth, id);
    const result = await db.transaction().execute(async (trx) => {
      const locked = await sql<{
        reply: string | null;
        replied_by: string | null;
        hidden: number;
      }>`select reply, replied_by, hidden from order_review where id = ${id} for update`.execute(trx);
      const before = locked.rows[0];
      if (!before) throw notFound('评价');
      if (before.hidden === 1) throw refuse('已隐藏的评价不能回复，请先显示该评价');
      await sql`update order_review set reply = ${reply}, replied_by = ${auth.name}, replied_at = now(), updated_at = now() where id = ${id}`.execute(trx);
      await audit(trx, request, {
        action: 'update',
        table: 'order_review',
        recordId: id,
        before: { reply: before.reply, repliedBy: before.replied_by },
        after: { reply, repliedBy: auth.name },
      });
      return { id, reply, repliedBy: auth.name, hasReply: 1 };
    });
    return ok(result);
  });
}

/** 用户反馈: 受理 writes when it was taken (the handler and time are the engine's). */
function registerFeedback(app: FastifyInstance) {
  registerResource(app, feedbackResource, {
    async afterTransition(trx, record, transition) {
      if (transition.action === 'accept') await sql`update user_feedback set accepted_at = now() where id = ${record.id as number}`.execute(trx);
    },
  });
}

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
function registerQuestionnaire(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  registerResource(app, questionnaireResource, {
    detail: (database, row) => questionnaireLines(database, row.id as number) as unknown as Promise<Record<string, unknown>>,
    async beforeWrite(values, { auth, mode }) {
      if (mode === 'create') values.created_by = auth.name;
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

/** A consultation's follow-ups, oldest first. */
async function followUps(db: Kysely<Database>, consultId: number): Promise<ConsultDetailLines> {
  const rows = await sql<Omit<ConsultFollowUp, 'at'> & { at: Date }>`
    select id, action, status_after as "statusAfter", note, operator, created_at as at from consult_followup where consult_id = ${consultId} order by created_at, id`.execute(
    db,
  );
  return { followUps: rows.rows.map((r) => ({ ...r, id: Number(r.id), at: iso(r.at)! })) };
}

/**
 * 咨询登记: registered by a store or customer service (the mobile is sealed by the field vault
 * before the engine sees it, so neither the table nor the audit ever holds it in clear; a
 * customer with that mobile is linked), followed up step by step, each step a dated row.
 */
function registerConsult(fastify: FastifyInstance) {
  const { vault } = fastify.services;
  // Only the consultation routes live in this scope: the hook seals the create form's mobile.
  void fastify.register(async (scoped) => {
    scoped.addHook('preHandler', async (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      if (request.method === 'POST' && request.routeOptions.url?.endsWith(consultRegResource.api.create!.path) && body && typeof body.mobile === 'string')
        body.mobile = vault.encrypt(body.mobile);
    });
    registerResource(scoped, consultRegResource, {
      detail: (database, row) => followUps(database, row.id as number) as unknown as Promise<Record<string, unknown>>,
      async beforeWrite(values, { trx, auth, mode }) {
        if (mode !== 'create') return;
        let mobile: string;
        try {
          mobile = vault.decrypt(String(values.mobile_enc));
        } catch {
          throw invalid('mobile', '手机号无效');
        }
        values.mobile_hash = vault.lookupHash(mobile);
        values.mobile_tail = mobile.slice(-4);
        const customer = await sql<{ id: number }>`select id from customer where mobile_hash = ${values.mobile_hash as string} limit 1`.execute(trx);
        values.customer_id = customer.rows[0]?.id ?? null;
        if (values.craftsman_id !== null && values.craftsman_id !== undefined) {
          const serves = await sql`select 1 from craftsman c where c.id = ${values.craftsman_id as number}
            and (c.store_id = ${values.store_id as number} or exists (select 1 from craftsman_store cs where cs.craftsman_id = c.id and cs.store_id = ${values.store_id as number}))`.execute(
            trx,
          );
          if (!serves.rows.length) throw refuse('所选手艺人不在该门店');
        }
        values.registered_by = auth.name;
      },
      async afterTransition(trx, record, transition, { auth, request }) {
        const reason = (request.body as { reason?: string | null }).reason?.trim();
        const note = reason || transition.label;
        await sql`insert into consult_followup (consult_id, action, status_after, note, operator, operator_id)
          values (${record.id as number}, ${transition.action}, ${transition.to as number}, ${note}, ${auth.name}, ${auth.userId})`.execute(trx);
        await sql`update consult_reg set follow_count = follow_count + 1, last_note = ${note} where id = ${record.id as number}`.execute(trx);
      },
    });
  });
}

/** The customer-voice pages of /operate/user: 用户评价, 用户反馈, 问卷调查, 咨询登记, 通话查询. */
export function registerVoice(app: FastifyInstance): void {
  registerEvaluation(app);
  registerFeedback(app);
  registerQuestionnaire(app);
  registerConsult(app);
  registerResource(app, callRecordResource);
}
