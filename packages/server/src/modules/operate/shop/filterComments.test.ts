import { RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/filterComments: comments, their review, and the filter words. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Row = Record<string, unknown> & { id: number; storeId: number; displayStatus: number };

const LIST = '/mgt/comment/queryCommentPage';
const DETAIL = '/mgt/comment/getCommentById';
const ADD = '/mgt/comment/add';
const MOVE = '/mgt/comment/transition';
const WORDS = '/mgt/comment/queryFilterWordPage';
const WORD_ADD = '/mgt/commentFilterWord/add';
const WORD_EDIT = '/mgt/commentFilterWord/update';
const CRAFTSMEN = '/mgt/comment/getCraftsmanOptions';

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const list = (session: Session, query: Record<string, unknown> = {}, url = LIST) => ok<Row[]>(t.app, session, 'POST', url, { pageSize: 200, ...query });
const commentCount = async () => (await sql<{ n: number }>`select count(*)::int as n from store_comment`.execute(t.db)).rows[0].n;
/** A craftsman serving in store 1, and an item. */
const refs = async () => {
  const c = await sql<{ id: number }>`select craftsman_id as id from craftsman_store where store_id = 1 and active_status = 1 order by id limit 1`.execute(
    t.db,
  );
  const other = await sql<{
    id: number;
  }>`select craftsman_id as id from craftsman_store cs where store_id = 2 and not exists (select 1 from craftsman_store o where o.craftsman_id = cs.craftsman_id and o.store_id = 1) order by id limit 1`.execute(
    t.db,
  );
  const item = await sql<{ id: number }>`select id from item where item_name = '洗剪吹'`.execute(t.db);
  return { craftsmanId: c.rows[0].id, otherCraftsmanId: other.rows[0].id, itemId: item.rows[0].id };
};
const entry = async (content: string) => {
  const { craftsmanId, itemId } = await refs();
  return {
    storeId: 1,
    craftsmanId,
    itemId,
    customerNickname: '回访顾客',
    customerMobile: '13912345678',
    ratingOverall: 5,
    ratingSkill: 5,
    ratingAttitude: 4,
    ratingEnvironment: 5,
    content,
    tags: '技术好,服务热情',
    commentedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  };
};

describe('comment list (评论列表)', () => {
  it('lists ~300 seeded comments over many stores, with their craftsman and item, newest first', async () => {
    const { envelope } = await request<Row[]>(t.app, admin, 'POST', LIST, { pageSize: 50 });
    expect(envelope.page?.total).toBeGreaterThanOrEqual(280);
    expect(envelope.page?.total).toBeLessThanOrEqual(320);
    const all = await list(admin);
    expect(new Set(all.map((r) => r.storeId)).size).toBeGreaterThan(20);
    expect(all[0]).toMatchObject({
      storeName: expect.any(String),
      craftsmanName: expect.any(String),
      itemName: expect.any(String),
      customerMobile: expect.stringMatching(/^1\d{3}\*{4}\d{4}$/),
    });
    const times = all.map((r) => Date.parse(r.commentedAt as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The last 60 days.
    expect(Math.min(...times)).toBeGreaterThan(Date.now() - 61 * 86_400_000);
  });

  it('filters by status, rating, store, keyword and date; held comments name the words they hit', async () => {
    const held = await list(admin, { displayStatus: 0 });
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((r) => r.displayStatus === 0 && typeof r.matchedWords === 'string' && (r.matchedWords as string).length > 0)).toBe(true);
    const shown = await list(admin, { displayStatus: 1 });
    expect(shown.length).toBeGreaterThan(150);
    const blocked = await list(admin, { displayStatus: 2 });
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.every((r) => r.handleNote && r.handler)).toBe(true);
    const low = await list(admin, { ratingOverall: 2 });
    expect(low.length).toBeGreaterThan(0);
    expect(low.every((r) => r.ratingOverall === 2)).toBe(true);
    const store3 = await list(admin, { storeId: 3 });
    expect(store3.every((r) => r.storeId === 3)).toBe(true);
    const keyword = await list(admin, { keyword: '微信' });
    expect(keyword.length).toBeGreaterThan(0);
    expect(keyword.every((r) => String(r.content).includes('微信') || String(r.customerNickname).includes('微信'))).toBe(true);
    const day = new Date(Date.now() + 8 * 3_600_000 - 7 * 86_400_000).toISOString().slice(0, 10);
    const recent = await list(admin, { commentedAtStart: day });
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan((await list(admin)).length);
    expect(recent.every((r) => Date.parse(r.commentedAt as string) >= Date.parse(`${day}T00:00:00+08:00`))).toBe(true);
    await refused(t.app, admin, 'POST', LIST, { displayStatus: 7 }, RetCode.INVALID, 'displayStatus');
  });

  it('store001 sees only store 1, and not the detail of another store', async () => {
    const mine = await list(store001);
    expect(mine.length).toBeGreaterThan(5);
    expect(mine.every((r) => r.storeId === 1)).toBe(true);
    expect((await list(admin, { storeId: 1 })).map((r) => r.id)).toEqual(mine.map((r) => r.id));
    const [foreign] = await list(admin, { storeId: 2 });
    await refused(t.app, store001, 'GET', DETAIL, { id: foreign.id }, RetCode.REFUSED, '评论不存在');
    const options = await ok<{ id: number; name: string }[]>(t.app, store001, 'GET', CRAFTSMEN);
    expect(options.length).toBeGreaterThan(3);
    const stores = await sql<{ store_id: number }>`select distinct store_id from craftsman where id in (${sql.join(options.map((o) => o.id))})`.execute(t.db);
    expect(stores.rows.map((r) => r.store_id)).toEqual([1]);
    expect(options[0].name).toMatch(/（.+）$/);
  });
});

describe('review (屏蔽 / 恢复展示 / 审核通过)', () => {
  it('blocking needs a reason and the operation; block, restore and approve are audited', async () => {
    const [shown] = await list(admin, { displayStatus: 1, storeId: 1 });
    await refused(t.app, store001, 'POST', MOVE, { id: shown.id, action: 'block', reason: '含联系方式' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, admin, 'POST', MOVE, { id: shown.id, action: 'block' }, RetCode.INVALID, '请填写屏蔽原因');
    await refused(t.app, admin, 'POST', MOVE, { id: shown.id, action: 'block', reason: '   ' }, RetCode.INVALID, '请填写屏蔽原因');
    expect((await ok<Row>(t.app, admin, 'GET', DETAIL, { id: shown.id })).displayStatus).toBe(1);

    await ok(t.app, admin, 'POST', MOVE, { id: shown.id, action: 'block', reason: '与本次服务无关的广告内容' });
    expect(await ok<Row>(t.app, admin, 'GET', DETAIL, { id: shown.id })).toMatchObject({
      displayStatus: 2,
      handler: '系统管理员',
      handleNote: '与本次服务无关的广告内容',
    });
    const [blockAudit] = await auditRows(t.db, { table: 'store_comment', action: 'transition:block', recordId: shown.id });
    expect(blockAudit).toMatchObject({ before: { displayStatus: 1 }, after: { displayStatus: 2, reason: '与本次服务无关的广告内容' } });
    // store001 sees the block on its own store's comment.
    expect((await ok<Row>(t.app, store001, 'GET', DETAIL, { id: shown.id })).displayStatus).toBe(2);

    // Forbidden moves: approve a blocked one, block it again.
    await refused(t.app, admin, 'POST', MOVE, { id: shown.id, action: 'approve' }, RetCode.REFUSED, '当前状态「已屏蔽」不能审核通过');
    await refused(t.app, admin, 'POST', MOVE, { id: shown.id, action: 'block', reason: '重复' }, RetCode.REFUSED, '当前状态「已屏蔽」不能屏蔽');
    await ok(t.app, admin, 'POST', MOVE, { id: shown.id, action: 'restore', reason: '顾客申诉，复核后恢复' });
    expect(await ok<Row>(t.app, admin, 'GET', DETAIL, { id: shown.id })).toMatchObject({ displayStatus: 1, handleNote: '顾客申诉，复核后恢复' });
    await refused(t.app, admin, 'POST', MOVE, { id: shown.id, action: 'restore' }, RetCode.REFUSED, '当前状态「展示中」不能恢复展示');
    expect(await auditRows(t.db, { table: 'store_comment', action: 'transition:restore', recordId: shown.id })).toHaveLength(1);

    const [held] = await list(admin, { displayStatus: 0 });
    await ok(t.app, admin, 'POST', MOVE, { id: held.id, action: 'approve' });
    expect((await ok<Row>(t.app, admin, 'GET', DETAIL, { id: held.id })).displayStatus).toBe(1);
    expect(await auditRows(t.db, { table: 'store_comment', action: 'transition:approve', recordId: held.id })).toHaveLength(1);
  });
});

describe('call-back entry (客服回访补录)', () => {
  it('refuses bad input with the field named and writes nothing', async () => {
    const before = await commentCount();
    const valid = await entry('老师剪得很好，很满意');
    const { otherCraftsmanId } = await refs();
    await refused(t.app, admin, 'POST', ADD, { ...valid, ratingOverall: 6 }, RetCode.INVALID, 'ratingOverall');
    await refused(t.app, admin, 'POST', ADD, { ...valid, customerMobile: '1391234' }, RetCode.INVALID, 'customerMobile');
    await refused(t.app, admin, 'POST', ADD, { ...valid, content: '' }, RetCode.INVALID, 'content');
    await refused(t.app, admin, 'POST', ADD, { ...valid, craftsmanId: otherCraftsmanId }, RetCode.INVALID, '该手艺人不在所选门店服务');
    await refused(
      t.app,
      admin,
      'POST',
      ADD,
      { ...valid, commentedAt: new Date(Date.now() + 86_400_000).toISOString() },
      RetCode.INVALID,
      '评论时间不能晚于现在',
    );
    await refused(t.app, store001, 'POST', ADD, valid, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect(await commentCount()).toBe(before);
  });

  it('keeps only the masked mobile; a hit on an enabled filter word holds the comment, a disabled word does not', async () => {
    const clean = await ok<{ id: number }>(t.app, admin, 'POST', ADD, await entry('老师剪得很好，很满意'));
    expect(await ok<Row>(t.app, admin, 'GET', DETAIL, { id: clean.id })).toMatchObject({
      displayStatus: 1,
      matchedWords: null,
      source: 5,
      customerMobile: '1391****5678',
    });
    const stored = await sql<{ customer_mobile: string }>`select customer_mobile from store_comment where id = ${clean.id}`.execute(t.db);
    expect(stored.rows[0].customer_mobile).toBe('1391****5678');

    const flagged = await ok<{ id: number }>(t.app, admin, 'POST', ADD, await entry('剪得不错，需要预约的加 V X：abc123，比美剪坊划算'));
    const row = await ok<Row>(t.app, admin, 'GET', DETAIL, { id: flagged.id });
    expect(row.displayStatus).toBe(0);
    expect(String(row.matchedWords).split('、').sort()).toEqual(['vx', '美剪坊', '加v'].sort());
    const [created] = await auditRows(t.db, { table: 'store_comment', action: 'create', recordId: flagged.id });
    expect(created.after).toMatchObject({ storeId: 1 });

    // 便宜 is a disabled word.
    const cheap = await ok<{ id: number }>(t.app, admin, 'POST', ADD, await entry('价格便宜，效果也好'));
    expect((await ok<Row>(t.app, admin, 'GET', DETAIL, { id: cheap.id })).displayStatus).toBe(1);
  });
});

describe('filter words (过滤词)', () => {
  it('lists the seeded words by category; store001 reads them but cannot change them', async () => {
    const words = await list(admin, {}, WORDS);
    expect(words.length).toBeGreaterThanOrEqual(15);
    expect(new Set(words.map((w) => w.category)).size).toBe(5);
    expect((await list(admin, { category: 3 }, WORDS)).every((w) => w.category === 3)).toBe(true);
    expect((await list(store001, {}, WORDS)).length).toBe(words.length);
    await refused(t.app, store001, 'POST', WORD_ADD, { word: '加盟', category: 2, enabled: true }, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });

  it('refuses a duplicate in another spelling; a new word holds new comments; disabling lets them through', async () => {
    const before = (await list(admin, {}, WORDS)).length;
    await refused(t.app, admin, 'POST', WORD_ADD, { word: 'V X', category: 3, enabled: true }, RetCode.INVALID, '过滤词已存在');
    await refused(t.app, admin, 'POST', WORD_ADD, { word: '微信', category: 3, enabled: true }, RetCode.INVALID, '过滤词已存在');
    await refused(t.app, admin, 'POST', WORD_ADD, { word: '', category: 3, enabled: true }, RetCode.INVALID, 'word');
    await refused(t.app, admin, 'POST', WORD_ADD, { word: '抖音号', category: 9, enabled: true }, RetCode.INVALID, 'category');
    expect((await list(admin, {}, WORDS)).length).toBe(before);

    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', WORD_ADD, { word: '抖音号', category: 3, enabled: true, remark: '引流到个人账号' });
    const word = await ok<Row>(t.app, admin, 'GET', '/mgt/commentFilterWord/detail', { id });
    expect(word).toMatchObject({ word: '抖音号', createdBy: '系统管理员', enabled: true });
    const held = await ok<{ id: number }>(t.app, admin, 'POST', ADD, await entry('关注我的抖音号看更多发型'));
    expect(await ok<Row>(t.app, admin, 'GET', DETAIL, { id: held.id })).toMatchObject({ displayStatus: 0, matchedWords: '抖音号' });

    await ok(t.app, admin, 'POST', WORD_EDIT, { id, word: '抖音号', category: 3, enabled: false, remark: '停用' });
    const [edit] = await auditRows(t.db, { table: 'comment_filter_word', action: 'update', recordId: id });
    expect(edit.after).toMatchObject({ enabled: false });
    const through = await ok<{ id: number }>(t.app, admin, 'POST', ADD, await entry('关注我的抖音号看更多发型'));
    expect((await ok<Row>(t.app, admin, 'GET', DETAIL, { id: through.id })).displayStatus).toBe(1);

    await ok(t.app, admin, 'POST', '/mgt/commentFilterWord/delete', { id });
    expect((await list(admin, {}, WORDS)).length).toBe(before);
    expect(await auditRows(t.db, { table: 'comment_filter_word', action: 'delete', recordId: id })).toHaveLength(1);
  });
});
