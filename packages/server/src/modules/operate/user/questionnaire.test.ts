import { QuestionnairePath, RetCode, RetMsg, type QuestionnaireDetailLines } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, countRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/user/questionnaire 问卷调查: a draft's questions, publishing, ending, the answers counted. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Row = Record<string, unknown> & { id: number };
/** An audit row's before/after (jsonb reads as an object on both databases; text would read as a string). */
const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const list = async (session: Session, url: string, query: Record<string, unknown> = {}) => {
  const { envelope } = await request<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query });
  expect(envelope.retCode, envelope.retMsg).toBe(RetCode.SUCCESS);
  return envelope;
};
const rows = async (session: Session, url: string, query: Record<string, unknown> = {}) => (await list(session, url, query)).result;
const one = async <T>(text: ReturnType<typeof sql<T>>) => (await text.execute(t.db)).rows[0];
const move = (session: Session, url: string, id: number, action: string, reason?: string) => ok<Row>(t.app, session, 'POST', url, { id, action, reason });
/** What a refused write must leave as it was. */
const snapshot = async (table: 'order_review' | 'user_feedback' | 'questionnaire' | 'consult_reg', id: number) =>
  JSON.stringify({ row: (await sql`select * from ${sql.table(table)} where id = ${id}`.execute(t.db)).rows, audit: await countRows(t.db, 'audit_log') });

describe('问卷调查', () => {
  it('a draft gets its questions, is published (then locked) and ended; answers are counted per option', async () => {
    const created = await ok<{ id: number }>(t.app, admin, 'POST', QuestionnairePath.create, {
      title: '测试问卷：洗护体验',
      target: 1,
      startDate: '2026-11-01',
      endDate: '2099-12-31',
    });
    const id = created.id;
    await refused(
      t.app,
      admin,
      'POST',
      QuestionnairePath.create,
      { title: '日期反了', target: 0, startDate: '2026-12-01', endDate: '2026-11-01' },
      RetCode.INVALID,
      '结束日期不能早于开始日期',
    );
    // Nothing to publish yet.
    await refused(t.app, admin, 'POST', QuestionnairePath.transition, { id, action: 'publish' }, RetCode.REFUSED, '请先添加题目');
    await refused(
      t.app,
      admin,
      'POST',
      QuestionnairePath.saveQuestions,
      { id, questions: [{ title: '满意吗', type: 0, options: ['满意'] }] },
      RetCode.INVALID,
      'questions.0.options',
    );
    await refused(
      t.app,
      admin,
      'POST',
      QuestionnairePath.saveQuestions,
      { id, questions: [{ title: '建议', type: 2, options: ['a', 'b'] }] },
      RetCode.INVALID,
      '文本题不设选项',
    );
    const questions = [
      { title: '您对洗护的满意度', type: 0, options: ['满意', '一般', '不满意'] },
      { title: '您用过哪些护理（可多选）', type: 1, options: ['深层修护', '头皮养护', '头皮清洁'] },
      { title: '其他建议', type: 2, options: [], required: false },
    ];
    expect(await ok(t.app, admin, 'POST', QuestionnairePath.saveQuestions, { id, questions })).toMatchObject({ questionCount: 3 });
    const [saved] = await auditRows(t.db, { table: 'questionnaire', recordId: id });
    expect(json(saved.after)).toMatchObject({
      questionCount: 3,
      questions: ['1. 您对洗护的满意度（单选题：满意 / 一般 / 不满意）', expect.any(String), '3. 其他建议（文本题）'],
    });
    await ok(t.app, admin, 'POST', QuestionnairePath.update, {
      id,
      title: '测试问卷：洗护体验调查',
      target: 1,
      startDate: '2026-11-01',
      endDate: '2099-12-31',
    });

    expect(await move(admin, QuestionnairePath.transition, id, 'publish')).toMatchObject({ status: 1 });
    const before = await snapshot('questionnaire', id);
    await refused(t.app, admin, 'POST', QuestionnairePath.saveQuestions, { id, questions }, RetCode.REFUSED, '进行中的问卷不可修改题目');
    await refused(
      t.app,
      admin,
      'POST',
      QuestionnairePath.update,
      { id, title: '改标题', target: 1, startDate: '2026-11-01', endDate: '2099-12-31' },
      RetCode.REFUSED,
      '进行中的问卷不可修改',
    );
    expect(await snapshot('questionnaire', id)).toBe(before);

    // Two answers come in from the app: counted per option, multiple choices each counted.
    const qs = (await sql<{ id: number; seq: number }>`select id, seq from questionnaire_question where questionnaire_id = ${id} order by seq`.execute(t.db))
      .rows;
    for (const [single, multi, text] of [
      [0, '{0,2}', '很好'],
      [0, '{1}', null],
    ] as const) {
      const r = await one(sql<{ id: number }>`insert into questionnaire_response (questionnaire_id) values (${id}) returning id`);
      await sql`insert into questionnaire_answer (response_id, question_id, choices, text_answer) values
        (${r.id}, ${qs[0].id}, ${`{${single}}`}::smallint[], null), (${r.id}, ${qs[1].id}, ${multi}::smallint[], null), (${r.id}, ${qs[2].id}, '{}', ${text})`.execute(
        t.db,
      );
    }
    const detail = await ok<Row & QuestionnaireDetailLines>(t.app, admin, 'GET', QuestionnairePath.detail, { id });
    expect(detail).toMatchObject({ status: 1, responseCount: 2, publishedBy: '系统管理员', questionCount: 3 });
    expect(detail.questions[0].options).toEqual([
      { label: '满意', count: 2 },
      { label: '一般', count: 0 },
      { label: '不满意', count: 0 },
    ]);
    expect(detail.questions[1].options.map((o) => o.count)).toEqual([1, 1, 1]);
    expect(detail.questions[2]).toMatchObject({ answered: 1, texts: [{ text: '很好' }] });

    expect(await move(admin, QuestionnairePath.transition, id, 'end')).toMatchObject({ status: 2 });
    await refused(t.app, admin, 'POST', QuestionnairePath.transition, { id, action: 'publish' }, RetCode.REFUSED, '当前状态「已结束」不能发布');
    expect(await ok<Row>(t.app, admin, 'GET', QuestionnairePath.detail, { id })).toMatchObject({ endedBy: '系统管理员' });
  });

  it('the seeded questionnaires: ended ones hold answers, and store managers are not granted the page', async () => {
    const ended = (await rows(admin, QuestionnairePath.list, { status: 2 })).filter((r) => r.createdBy !== '系统管理员');
    expect(ended.length).toBeGreaterThan(0);
    const detail = await ok<Row & QuestionnaireDetailLines>(t.app, admin, 'GET', QuestionnairePath.detail, { id: ended[0].id });
    expect(detail.responseCount).toBeGreaterThan(10);
    const single = detail.questions.find((q) => q.type === 0)!;
    expect(single.options.reduce((s, o) => s + o.count, 0)).toBe(single.answered);
    await refused(t.app, store001, 'POST', QuestionnairePath.list, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});
