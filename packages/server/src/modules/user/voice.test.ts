import {
  CallPath,
  ConsultPath,
  EvaluationPath,
  FeedbackPath,
  QuestionnairePath,
  evaluationResource,
  feedbackResource,
  resourceEndpoints,
  RetCode,
  RetMsg,
  type ConsultDetailLines,
  type RevealResult,
  type QuestionnaireDetailLines,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, countRows, DEMO, decrypt, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../test/harness.js';

/** Customer voice (/operate/user): 用户评价, 用户反馈, 问卷调查, 咨询登记, 通话查询. */
let t: TestApp;
let admin: Session;
let store001: Session;
let store1: number;

type Row = Record<string, unknown> & { id: number };
const MASKED = /^1\d{3}\*{4}\d{4}$/;
/** An audit row's before/after (jsonb reads as an object on both databases; text would read as a string). */
const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  store1 = (await t.db.selectFrom('app_user').select('store_id').where('account', '=', 'store001').executeTakeFirstOrThrow()).store_id!;
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

describe('用户评价', () => {
  it("store001's menu holds the user group with its four customer-voice pages (not the questionnaires)", async () => {
    type Node = { url: string | null; children: Node[] };
    const menu = await ok<Node[]>(t.app, store001, 'GET', '/uc/resource/getMenuList');
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    const group = flat(menu).find((n) => n.url === '/operate/user');
    expect(group?.children.map((c) => c.url)).toEqual(
      expect.arrayContaining(['/operate/user/evaluation', '/operate/user/feedback', '/operate/user/consultReg', '/operate/user/callQuery']),
    );
    expect(flat(menu).some((n) => n.url === '/operate/user/questionnaire')).toBe(false);
  });

  it('lists reviews of real finished orders, newest first, filtered by store, stars and reply; store001 sees store 1 only, masked', async () => {
    const all = await list(admin, EvaluationPath.list);
    expect(all.page!.total).toBeGreaterThan(100);
    const keys = all.result.map((r) => Date.parse(r.reviewedAt as string));
    expect(keys).toEqual([...keys].sort((a, b) => b - a));
    const first = all.result[0];
    expect(first).toMatchObject({ orderNo: expect.stringMatching(/^\d{16}$/), storeName: expect.any(String), ratingOverall: expect.any(Number) });
    const order = await one(
      sql<{
        status: number;
        store_id: number;
      }>`select o.status, o.store_id from customer_order o join order_review r on r.order_id = o.id where r.id = ${first.id}`,
    );
    expect([3, 5, 8]).toContain(order.status);
    expect(order.store_id).toBe(first.storeId);

    const own = await list(store001, EvaluationPath.list, { pageSize: 200 });
    expect(own.result.length).toBeGreaterThan(0);
    expect(own.result.every((r) => r.storeId === store1)).toBe(true);
    expect(own.result.every((r) => MASKED.test(r.customerMobile as string))).toBe(true);
    const n = await one(sql<{ n: number }>`select count(*)::int as n from order_review where store_id = ${store1}`);
    expect(own.page!.total).toBe(n.n);
    // Masked for the admin too, who holds 查看完整号码 and reveals the whole number (sealed).
    expect(first.customerMobile).toMatch(MASKED);
    const revealed = await ok<RevealResult>(t.app, admin, 'POST', resourceEndpoints(evaluationResource).reveal.path, { id: first.id, field: 'customerMobile' });
    expect(revealed.value).toMatch(/^enc1:/);
    expect((await decrypt(admin, revealed)).value).toMatch(/^1\d{10}$/);

    const other = await one(sql<{ id: number }>`select id from order_review where store_id <> ${store1} order by id limit 1`);
    await refused(t.app, store001, 'GET', EvaluationPath.detail, { id: other.id }, RetCode.REFUSED, '评价不存在');

    const low = await rows(admin, EvaluationPath.list, { ratingOverall: 1 });
    expect(low.length).toBeGreaterThan(0);
    expect(low.every((r) => r.ratingOverall === 1)).toBe(true);
    const unanswered = await rows(admin, EvaluationPath.list, { hasReply: 0, storeId: store1 });
    expect(unanswered.every((r) => r.hasReply === 0 && r.reply === null && r.storeId === store1)).toBe(true);
    await refused(t.app, admin, 'POST', EvaluationPath.list, { ratingOverall: 6 }, RetCode.INVALID, 'ratingOverall');
  });

  it('a reply is written with who and when, audited with the reply it replaces; hidden reviews take none until shown again', async () => {
    const review = (await rows(store001, EvaluationPath.list, { hasReply: 0, hidden: 0 }))[0];
    await refused(t.app, store001, 'POST', EvaluationPath.reply, { id: review.id, reply: '   ' }, RetCode.INVALID, 'reply');
    const replied = await ok<Row>(t.app, store001, 'POST', EvaluationPath.reply, { id: review.id, reply: '感谢您的认可，期待再次光临！' });
    expect(replied).toMatchObject({ hasReply: 1, repliedBy: '王丽娟' });
    const detail = await ok<Row>(t.app, store001, 'GET', EvaluationPath.detail, { id: review.id });
    expect(detail).toMatchObject({ reply: '感谢您的认可，期待再次光临！', repliedBy: '王丽娟', hasReply: 1, orderItems: expect.any(String) });
    await ok(t.app, admin, 'POST', EvaluationPath.reply, { id: review.id, reply: '总部已回访，感谢支持' });
    const [audit] = await auditRows(t.db, { table: 'order_review', recordId: review.id });
    expect(audit).toMatchObject({ action: 'update', user_name: '系统管理员' });
    expect(json(audit.before)).toMatchObject({ reply: '感谢您的认可，期待再次光临！', repliedBy: '王丽娟' });
    expect(json(audit.after)).toMatchObject({ reply: '总部已回访，感谢支持' });

    // Hide (a reason is required), then a reply is refused and nothing is written; show again.
    await refused(t.app, admin, 'POST', EvaluationPath.transition, { id: review.id, action: 'hide' }, RetCode.REFUSED, '请填写隐藏原因');
    expect(await move(admin, EvaluationPath.transition, review.id, 'hide', '含广告引流信息')).toMatchObject({ hidden: 1 });
    await refused(
      t.app,
      admin,
      'POST',
      EvaluationPath.transition,
      { id: review.id, action: 'hide', reason: '再隐藏' },
      RetCode.REFUSED,
      '当前状态「已隐藏」不能隐藏',
    );
    const before = await snapshot('order_review', review.id);
    await refused(t.app, admin, 'POST', EvaluationPath.reply, { id: review.id, reply: '再回复' }, RetCode.REFUSED, '已隐藏的评价不能回复');
    expect(await snapshot('order_review', review.id)).toBe(before);
    expect(await ok<Row>(t.app, admin, 'GET', EvaluationPath.detail, { id: review.id })).toMatchObject({
      hidden: 1,
      hiddenReason: '含广告引流信息',
      hiddenBy: '系统管理员',
    });
    expect(await move(admin, EvaluationPath.transition, review.id, 'show')).toMatchObject({ hidden: 0 });
    // store001 may reply but not hide; nor reply to another store's review.
    await refused(t.app, store001, 'POST', EvaluationPath.transition, { id: review.id, action: 'hide', reason: 'x' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    const other = await one(sql<{ id: number }>`select id from order_review where store_id <> ${store1} and hidden = 0 order by id limit 1`);
    await refused(t.app, store001, 'POST', EvaluationPath.reply, { id: other.id, reply: '越权回复' }, RetCode.REFUSED, '评价不存在');
  });
});

describe('用户反馈', () => {
  it('受理 then 回复并完结: handler, times and reply written, steps out of order refused, every step audited', async () => {
    const open = (await rows(store001, FeedbackPath.list, { status: 0 }))[0];
    expect(open.storeId).toBe(store1);
    expect(open.contactMobile).toMatch(MASKED);
    await refused(
      t.app,
      admin,
      'POST',
      FeedbackPath.transition,
      { id: open.id, action: 'resolve', reason: '已处理' },
      RetCode.REFUSED,
      '当前状态「待处理」不能回复并完结',
    );
    // The store manager reads its store's feedback but does not handle it.
    await refused(t.app, store001, 'POST', FeedbackPath.transition, { id: open.id, action: 'accept' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect(await move(admin, FeedbackPath.transition, open.id, 'accept')).toMatchObject({ status: 1 });
    const accepted = await ok<Row>(t.app, admin, 'GET', FeedbackPath.detail, { id: open.id });
    expect(accepted).toMatchObject({ status: 1, handler: '系统管理员', acceptedAt: expect.any(String) });
    const before = await snapshot('user_feedback', open.id);
    await refused(t.app, admin, 'POST', FeedbackPath.transition, { id: open.id, action: 'resolve' }, RetCode.REFUSED, '请填写回复内容');
    expect(await snapshot('user_feedback', open.id)).toBe(before);
    expect(await move(admin, FeedbackPath.transition, open.id, 'resolve', '已联系门店整改，感谢反馈')).toMatchObject({ status: 2 });
    expect(await ok<Row>(t.app, admin, 'GET', FeedbackPath.detail, { id: open.id })).toMatchObject({
      status: 2,
      reply: '已联系门店整改，感谢反馈',
      handler: '系统管理员',
    });
    await refused(t.app, admin, 'POST', FeedbackPath.transition, { id: open.id, action: 'accept' }, RetCode.REFUSED, '当前状态「已处理」不能受理');
    expect((await auditRows(t.db, { table: 'user_feedback', recordId: open.id })).map((a) => a.action).reverse()).toEqual([
      'transition:accept',
      'transition:resolve',
    ]);
  });

  it('finds feedback by the whole contact mobile; store001 sees none without a store or of another store', async () => {
    const [sample] = await rows(admin, FeedbackPath.list, { pageSize: 1 });
    expect(sample.contactMobile).toMatch(MASKED);
    const revealed = await ok<RevealResult>(t.app, admin, 'POST', resourceEndpoints(feedbackResource).reveal.path, { id: sample.id, field: 'contactMobile' });
    const contactMobile = (await decrypt(admin, revealed)).value!;
    expect(contactMobile).toMatch(/^1\d{10}$/);
    const found = await rows(admin, FeedbackPath.list, { contactMobile });
    expect(found.map((r) => r.id)).toContain(sample.id);
    await refused(t.app, admin, 'POST', FeedbackPath.list, { contactMobile: '1380000' }, RetCode.INVALID, 'contactMobile');
    const own = await rows(store001, FeedbackPath.list, { pageSize: 200 });
    expect(own.every((r) => r.storeId === store1)).toBe(true);
    const n = await one(sql<{ n: number }>`select count(*)::int as n from user_feedback where store_id = ${store1}`);
    expect(own.length).toBe(n.n);
  });
});

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

describe('咨询登记', () => {
  it('a store registers a consultation (mobile encrypted at rest, in no audit in clear), follows it up step by step', async () => {
    const body = { storeId: store1, consultItem: 1, customerName: '测试顾客', mobile: '13912345678', channel: 2, content: '想烫卷发，问价格' };
    await refused(t.app, store001, 'POST', ConsultPath.create, { ...body, mobile: '1391234' }, RetCode.INVALID, 'mobile');
    const other = await one(sql<{ id: number }>`select id from store where id <> ${store1} order by id limit 1`);
    await refused(t.app, store001, 'POST', ConsultPath.create, { ...body, storeId: other.id }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    const elsewhere = await one(
      sql<{
        id: number;
      }>`select id from craftsman where store_id <> ${store1} and not exists (select 1 from craftsman_store cs where cs.craftsman_id = craftsman.id and cs.store_id = ${store1}) order by id limit 1`,
    );
    await refused(t.app, store001, 'POST', ConsultPath.create, { ...body, craftsmanId: elsewhere.id }, RetCode.REFUSED, '所选手艺人不在该门店');

    const { id } = await ok<{ id: number }>(t.app, store001, 'POST', ConsultPath.create, body);
    const stored = await one(
      sql<{
        mobile_enc: string;
        mobile_tail: string;
        registered_by: string;
        status: number;
      }>`select mobile_enc, mobile_tail, registered_by, status from consult_reg where id = ${id}`,
    );
    expect(stored).toMatchObject({ mobile_tail: '5678', registered_by: '王丽娟', status: 0 });
    expect(stored.mobile_enc).not.toContain('13912345678');
    const [created] = await auditRows(t.db, { table: 'consult_reg', recordId: id });
    expect(JSON.stringify(created.after)).not.toContain('13912345678');
    // Listed masked for the store, found by the whole number.
    const found = await rows(store001, ConsultPath.list, { mobile: '13912345678' });
    expect(found.map((r) => r.id)).toEqual([id]);
    expect(found[0].mobile).toBe('1391****5678');

    await refused(t.app, store001, 'POST', ConsultPath.transition, { id, action: 'followUp' }, RetCode.REFUSED, '请填写跟进记录');
    await move(store001, ConsultPath.transition, id, 'followUp', '已加微信发送价格表');
    await move(store001, ConsultPath.transition, id, 'followUp', '约周六下午到店');
    await move(store001, ConsultPath.transition, id, 'arrived');
    await refused(t.app, store001, 'POST', ConsultPath.transition, { id, action: 'noIntent', reason: '晚了' }, RetCode.REFUSED, '当前状态「已到店」不能无意向');
    const detail = await ok<Row & ConsultDetailLines>(t.app, store001, 'GET', ConsultPath.detail, { id });
    expect(detail).toMatchObject({ status: 2, followCount: 3, lastNote: '已到店', followedBy: '王丽娟' });
    expect(detail.followUps.map((f) => [f.action, f.statusAfter, f.note, f.operator])).toEqual([
      ['followUp', 1, '已加微信发送价格表', '王丽娟'],
      ['followUp', 1, '约周六下午到店', '王丽娟'],
      ['arrived', 2, '已到店', '王丽娟'],
    ]);
    expect((await auditRows(t.db, { table: 'consult_reg', recordId: id })).map((a) => a.action).reverse()).toEqual([
      'create',
      'transition:followUp',
      'transition:followUp',
      'transition:arrived',
    ]);
  });

  it('store001 lists its own store only; the seeded follow-ups agree with the status', async () => {
    const own = await list(store001, ConsultPath.list, { pageSize: 200 });
    expect(own.result.length).toBeGreaterThan(10);
    expect(own.result.every((r) => r.storeId === store1 && MASKED.test(r.mobile as string))).toBe(true);
    const followed = own.result.find((r) => (r.followCount as number) > 1)!;
    const detail = await ok<Row & ConsultDetailLines>(t.app, store001, 'GET', ConsultPath.detail, { id: followed.id });
    expect(detail.followUps).toHaveLength(followed.followCount as number);
    expect(detail.followUps.at(-1)!.statusAfter).toBe(followed.status);
  });
});

describe('通话查询', () => {
  it('needs a date range of at most 93 days, lists newest first, filters direction and result, masks for the store', async () => {
    await refused(t.app, admin, 'POST', CallPath.list, {}, RetCode.INVALID, 'startedAtStart');
    await refused(t.app, admin, 'POST', CallPath.list, { startedAtStart: '2026-01-01', startedAtEnd: '2026-06-30' }, RetCode.INVALID, '不能超过93天');
    const end = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() + 8 * 3_600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
    const range = { startedAtStart: start, startedAtEnd: end };
    const all = await list(admin, CallPath.list, range);
    expect(all.page!.total).toBeGreaterThan(100);
    const times = all.result.map((r) => Date.parse(r.startedAt as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const missed = await rows(admin, CallPath.list, { ...range, direction: 2, result: 2 });
    expect(missed.length).toBeGreaterThan(0);
    expect(missed.every((r) => r.direction === 2 && r.result === 2 && r.durationSec === 0)).toBe(true);
    const own = await list(store001, CallPath.list, range);
    expect(own.result.length).toBeGreaterThan(0);
    expect(own.result.every((r) => r.storeId === store1 && MASKED.test(r.customerMobile as string))).toBe(true);
    const withOrder = all.result.find((r) => r.orderNo);
    expect(withOrder?.orderNo).toMatch(/^\d{16}$/);
    const other = all.result.find((r) => r.storeId !== store1)!;
    await refused(t.app, store001, 'GET', CallPath.detail, { id: other.id }, RetCode.REFUSED, '通话记录不存在');
    await refused(t.app, store001, 'POST', CallPath.export, range, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});
