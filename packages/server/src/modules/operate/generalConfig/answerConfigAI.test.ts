import { answerRuleResource, answerRuleTest, commentConfigResource, resourceEndpoints, RetCode, settleConfigResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { grantStoreManager } from './_shared/grant.js';

/** /operate/generalConfig: the answer test, the tag limit per star, settlement kept by head office. */
let t: TestApp;
let admin: Session;
let store001: Session;
const rules = resourceEndpoints(answerRuleResource);
const tags = resourceEndpoints(commentConfigResource);
const settle = resourceEndpoints(settleConfigResource);
type Answer = { matched: boolean; ruleId: number | null; title: string | null; hits: string[]; answer: string };
const ask = (question: string) => ok<Answer>(t.app, admin, 'POST', answerRuleTest.path, { question });

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  await grantStoreManager(t.db, [settleConfigResource.page, answerRuleResource.page], [settleConfigResource.ops.update, answerRuleResource.ops.create]);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('AI问答配置: which rule answers a question', () => {
  it('the highest priority among matching enabled rules; all-keyword rules need every keyword; no match gives the fallback', async () => {
    expect(await ask('你们几点开门呀')).toMatchObject({ matched: true, title: '营业时间', hits: ['几点开门'] });
    // 退款 (90) and 投诉 (95) both match: the higher priority answers.
    expect(await ask('我要投诉，还要退款')).toMatchObject({ matched: true, title: '投诉' });
    // 优惠券过期 needs both 优惠券 and 过期.
    expect((await ask('优惠券怎么用')).title).not.toBe('优惠券过期');
    expect(await ask('我的优惠券过期了')).toMatchObject({ title: '优惠券过期', hits: ['优惠券', '过期'] });
    expect(await ask('今天天气怎么样')).toMatchObject({ matched: false, ruleId: null });
    // A disabled rule never answers.
    expect((await ask('最近有什么活动')).title).not.toBe('旧版问答（停用）');
  });

  it('a new rule answers at once; its keywords are kept as a clean list', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', rules.create.path, {
      title: '洗头',
      keywords: ' 洗头， 洗发  、冲水 ',
      matchMode: 0,
      answer: '剪发含洗头服务。',
      priority: 999,
      enabled: true,
    });
    expect((await sql<{ keywords: string }>`select keywords from ai_answer_rule where id = ${id}`.execute(t.db)).rows[0].keywords).toBe('洗头,洗发,冲水');
    expect(await ask('剪发可以洗头吗，营业时间呢')).toMatchObject({ ruleId: id });
  });

  it('refuses an empty question (000006) and a store user’s new rule in words', async () => {
    await refused(t.app, admin, 'POST', answerRuleTest.path, { question: '  ' }, RetCode.INVALID, 'question');
    const n = await countRows(t.db, 'ai_answer_rule');
    await refused(
      t.app,
      store001,
      'POST',
      rules.create.path,
      { title: '门店', keywords: '门店', matchMode: 0, answer: '门店', priority: 1, enabled: true },
      RetCode.REFUSED,
      '由总部统一维护',
    );
    expect(await countRows(t.db, 'ai_answer_rule')).toBe(n);
  });
});

describe('评论配置: at most 8 enabled tags a star level', () => {
  it('refuses a ninth enabled tag under 评分, writing nothing', async () => {
    const have = (await sql<{ n: number }>`select count(*)::int as n from comment_config where star = 4 and enabled`.execute(t.db)).rows[0].n;
    for (let i = have; i < 8; i++)
      await ok(t.app, admin, 'POST', tags.create.path, { star: 4, tag: `标签${i}`, sortOrder: 100, enabled: true, autoReply: null });
    const n = await countRows(t.db, 'comment_config');
    await refused(t.app, admin, 'POST', tags.create.path, { star: 4, tag: '第九个', sortOrder: 100, enabled: true }, RetCode.INVALID, 'star');
    expect(await countRows(t.db, 'comment_config')).toBe(n);
    // A disabled one is kept.
    await ok(t.app, admin, 'POST', tags.create.path, { star: 4, tag: '第九个', sortOrder: 100, enabled: false });
  });
});

describe('结算配置', () => {
  it('a store manager reads its own store’s settlement, masked card, and may not change it', async () => {
    const rows = await ok<{ id: number; storeId: number; bankCard: string }[]>(t.app, store001, 'POST', settle.list.path, { pageSize: 50 });
    const scope = (await sql<{ store_id: number }>`select store_id from user_store where user_id = ${store001.userId}`.execute(t.db)).rows.map(
      (r) => r.store_id,
    );
    expect(rows.every((r) => scope.includes(r.storeId))).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].bankCard).toContain('*');
    const before = (await sql`select * from settle_config where id = ${rows[0].id}`.execute(t.db)).rows[0];
    const b = before as Record<string, unknown>;
    const body = {
      id: rows[0].id,
      cycle: b.cycle,
      settleDay: b.settle_day,
      feeRate: '0.10',
      minAmount: b.min_amount,
      accountName: b.account_name,
      bankName: b.bank_name,
      bankCard: b.bank_card,
      autoSettle: b.auto_settle,
    };
    await refused(t.app, store001, 'POST', settle.update.path, body, RetCode.REFUSED, '由总部统一维护');
    expect((await sql`select * from settle_config where id = ${rows[0].id}`.execute(t.db)).rows[0]).toEqual(before);
  });

  it('one configuration per store', async () => {
    const taken = (await sql<{ store_id: number }>`select store_id from settle_config order by id limit 1`.execute(t.db)).rows[0].store_id;
    await refused(
      t.app,
      admin,
      'POST',
      settle.create.path,
      {
        storeId: taken,
        cycle: 2,
        settleDay: 5,
        feeRate: '0.38',
        minAmount: '0',
        accountName: '某某',
        bankName: '招商银行',
        bankCard: '6222020200112233445',
        autoSettle: true,
      },
      RetCode.INVALID,
      'storeId',
    );
  });
});
