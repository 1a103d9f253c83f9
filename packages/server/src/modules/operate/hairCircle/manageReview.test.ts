import { hairCirclePostResource, hairCirclePostReviewResource, hairCircleLabelResource, resourceEndpoints, RetCode, userImageResource } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { grantStoreManager } from '../generalConfig/_shared/grant.js';

/** /operate/hairCircle: the review steps from the right state only, posts of the craftsman's store, labels head office's. */
let t: TestApp;
let admin: Session;
let store001: Session;
const review = resourceEndpoints(hairCirclePostReviewResource);
const posts = resourceEndpoints(hairCirclePostResource);
const images = resourceEndpoints(userImageResource);
const labels = resourceEndpoints(hairCircleLabelResource);

const postOf = async (id: number) =>
  (
    await sql<{ status: number; review_remark: string | null; reviewer: string | null; store_id: number }>`
    select status, review_remark, reviewer, store_id from hair_circle_post where id = ${id}`.execute(t.db)
  ).rows[0];
const firstPost = async (status: number) =>
  (await sql<{ id: number }>`select id from hair_circle_post where status = ${status} order by id limit 1`.execute(t.db)).rows[0].id;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  await grantStoreManager(
    t.db,
    [hairCirclePostResource.page, hairCirclePostReviewResource.page, hairCircleLabelResource.page],
    [hairCirclePostResource.ops.create, hairCircleLabelResource.ops.create, hairCircleLabelResource.ops.update],
  );
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('内容审核: pass / reject only from 待审核', () => {
  it('passes a pending post (published, reviewer written, audited)', async () => {
    const id = await firstPost(0);
    await ok(t.app, admin, 'POST', review.transition.path, { id, action: 'pass', reason: '作品清晰' });
    expect(await postOf(id)).toMatchObject({ status: 1, review_remark: '作品清晰' });
    expect((await postOf(id)).reviewer).toBeTruthy();
    expect(await auditRows(t.db, { table: 'hair_circle_post', recordId: id })).not.toHaveLength(0);
  });

  it('refuses to review a post already published, rejected or taken down, writing nothing', async () => {
    for (const status of [1, 2, 3]) {
      const id = await firstPost(status);
      const before = await postOf(id);
      const audits = (await auditRows(t.db, { table: 'hair_circle_post', recordId: id })).length;
      await refused(t.app, admin, 'POST', review.transition.path, { id, action: 'pass' }, RetCode.REFUSED, '不能通过');
      await refused(t.app, admin, 'POST', review.transition.path, { id, action: 'reject', reason: '重复审核' }, RetCode.REFUSED, '不能驳回');
      expect(await postOf(id)).toEqual(before);
      expect(await auditRows(t.db, { table: 'hair_circle_post', recordId: id })).toHaveLength(audits);
    }
  });

  it('rejecting needs a reason; with one, the post is rejected and the reason kept', async () => {
    const id = await firstPost(0);
    await refused(t.app, admin, 'POST', review.transition.path, { id, action: 'reject' }, RetCode.INVALID);
    expect((await postOf(id)).status).toBe(0);
    await ok(t.app, admin, 'POST', review.transition.path, { id, action: 'reject', reason: '正文含联系方式' });
    expect(await postOf(id)).toMatchObject({ status: 2, review_remark: '正文含联系方式' });
  });

  it('a store manager sees only its stores’ posts in the queue', async () => {
    const scope = await sql<{ store_id: number }>`select store_id from user_store where user_id = ${store001.userId}`.execute(t.db);
    const mine = scope.rows.map((r) => r.store_id);
    const rows = await ok<{ storeId: number }[]>(t.app, store001, 'POST', review.list.path, { pageSize: 200 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => mine.includes(r.storeId))).toBe(true);
  });
});

describe('内容列表: a post belongs to its craftsman’s store', () => {
  const body = (craftsmanId: number, sourceId: number) => ({
    craftsmanId,
    sourceId,
    title: '清爽短发｜到店体验',
    content: '欢迎到店找我～',
    imageCount: 2,
    isTop: false,
  });
  const source = async (code: string) => (await sql<{ id: number }>`select id from hair_circle_source where code = ${code}`.execute(t.db)).rows[0].id;

  it('takes the craftsman’s store, waits for review from a reviewed source, is published at once from head office’s own', async () => {
    const c = (await sql<{ id: number; store_id: number }>`select id, store_id from craftsman where status in (1, 2) order by id desc limit 1`.execute(t.db))
      .rows[0];
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', posts.create.path, body(c.id, await source('CRAFTSMAN_APP')));
    expect(await postOf(id)).toMatchObject({ status: 0, store_id: c.store_id });
    const direct = await ok<{ id: number }>(t.app, admin, 'POST', posts.create.path, body(c.id, await source('HQ_EDITOR')));
    expect((await postOf(direct.id)).status).toBe(1);
    // Changing what a published post shows sends it back to review.
    await ok(t.app, admin, 'POST', posts.update.path, { id: direct.id, title: '改过的标题', content: '欢迎到店找我～', imageCount: 2, isTop: true });
    expect((await postOf(direct.id)).status).toBe(0);
  });

  it('a store manager cannot post for a craftsman of another store (nothing written)', async () => {
    const scope = await sql<{ store_id: number }>`select store_id from user_store where user_id = ${store001.userId}`.execute(t.db);
    const other = (
      await sql<{
        id: number;
      }>`select id from craftsman where status in (1, 2) and store_id <> all(${scope.rows.map((r) => r.store_id)}) order by id limit 1`.execute(t.db)
    ).rows[0].id;
    const n = await countRows(t.db, 'hair_circle_post');
    await refused(t.app, store001, 'POST', posts.create.path, body(other, await source('STORE_WALL')), RetCode.REFUSED);
    expect(await countRows(t.db, 'hair_circle_post')).toBe(n);
  });

  it('labels are head office’s: a store manager granted 新增标签 is refused in words', async () => {
    const n = await countRows(t.db, 'hair_circle_label');
    await refused(
      t.app,
      store001,
      'POST',
      labels.create.path,
      { name: '门店自建', category: 0, sortOrder: 1, enabled: true },
      RetCode.REFUSED,
      '由总部统一维护',
    );
    expect(await countRows(t.db, 'hair_circle_label')).toBe(n);
  });

  it('a label in use is not deleted', async () => {
    const used = (await sql<{ id: number }>`select label_id as id from hair_circle_post where label_id is not null limit 1`.execute(t.db)).rows[0].id;
    await refused(t.app, admin, 'POST', labels.remove.path, { id: used }, RetCode.REFUSED, '不能删除');
  });
});

describe('用户图片审核', () => {
  const imageOf = async (id: number) =>
    (await sql<{ status: number; reject_reason: string | null }>`select status, reject_reason from user_image where id = ${id}`.execute(t.db)).rows[0];
  it('passes or rejects (with a reason) a pending picture only', async () => {
    const pending = await sql<{ id: number }>`select id from user_image where status = 0 order by id limit 2`.execute(t.db);
    const [a, b] = pending.rows.map((r) => Number(r.id));
    await ok(t.app, admin, 'POST', images.transition.path, { id: a, action: 'pass' });
    expect((await imageOf(a)).status).toBe(1);
    await refused(t.app, admin, 'POST', images.transition.path, { id: b, action: 'reject', reason: '' }, RetCode.INVALID);
    await ok(t.app, admin, 'POST', images.transition.path, { id: b, action: 'reject', reason: '图片与发型无关' });
    expect(await imageOf(b)).toEqual({ status: 2, reject_reason: '图片与发型无关' });
    await refused(t.app, admin, 'POST', images.transition.path, { id: a, action: 'reject', reason: '再次驳回' }, RetCode.REFUSED, '不能驳回');
    expect(await imageOf(a)).toEqual({ status: 1, reject_reason: null });
  });

  it('the next pending picture skips the one shown', async () => {
    const next = await ok<{ id: number | null; pending: number }>(t.app, admin, 'GET', '/mgt/hairCrcle/userImage/nextPending', {});
    expect(next.id).not.toBeNull();
    const after = await ok<{ id: number | null; pending: number }>(t.app, admin, 'GET', '/mgt/hairCrcle/userImage/nextPending', { afterId: next.id });
    expect(after.id).not.toBe(next.id);
    expect(after.pending).toBe(next.pending);
  });
});
