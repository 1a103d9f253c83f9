import { RetCode } from '@salon/contract';
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.js';
import { DEMO, login, ok, openTestApp, request, type Session, type TestApp } from '../test/harness.js';

/**
 * Writes read their record FOR UPDATE inside their transaction: an edit that arrives while the
 * record is being published waits for the publish, then sees it published and is refused
 * (workflow `locked`), rather than editing a record the stores already read. Proven on notices
 * (/operate/shop/notice: published and withdrawn notices are locked).
 */
let t: TestApp;
let admin: Session;

const ADD = '/mgt/storeNotice/add';
const UPDATE = '/mgt/storeNotice/update';
const MOVE = '/mgt/storeNotice/transition';
const draft = {
  title: '关于门店空调滤网清洗的通知',
  noticeType: 1,
  importance: 1,
  targetType: 1,
  needConfirm: false,
  content: '请各门店本周内完成空调滤网清洗。',
};

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

const titleOf = async (id: number) =>
  (await sql<{ title: string; status: number }>`select title, status from store_notice where id = ${id}`.execute(t.db)).rows[0];

/**
 * Runs `call` while another transaction holds the notice's row, having set it published but not
 * yet committed; commits once the call waits on the row (PostgreSQL), or after a moment
 * (PGlite, whose one connection serves a transaction at a time: the call queues behind it).
 */
async function duringPublish<T>(id: number, call: () => Promise<T>): Promise<T> {
  let pending!: Promise<T>;
  await t.db.transaction().execute(async (trx: Transaction<Database>) => {
    await sql`select id from store_notice where id = ${id} for update`.execute(trx);
    await sql`update store_notice set status = 1, published_at = now() where id = ${id}`.execute(trx);
    pending = call();
    if (t.kind === 'postgres') {
      // Asked on another connection: a transaction sees pg_stat_activity as it was when first read.
      for (let i = 0; i < 200; i++) {
        const waiting = await sql<{
          n: number;
        }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
        if (waiting.rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } else await new Promise((resolve) => setTimeout(resolve, 100));
  });
  return pending;
}

describe('writes under the row lock', () => {
  it('an edit arriving while the notice is being published waits, then is refused: the published text stays', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', ADD, draft);
    const answer = await duringPublish(id, () => request(t.app, admin, 'POST', UPDATE, { ...draft, id, title: '发布途中被改的标题' }));
    expect({ retCode: answer.envelope.retCode, retMsg: answer.envelope.retMsg }).toEqual({ retCode: RetCode.REFUSED, retMsg: '已发布的公告不可修改' });
    expect(await titleOf(id)).toEqual({ title: draft.title, status: 1 });
  });

  it('a transition arriving meanwhile reads the state the other left', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', ADD, { ...draft, title: '关于门店灯箱检修的通知' });
    const answer = await duringPublish(id, () => request(t.app, admin, 'POST', MOVE, { id, action: 'publish' }));
    expect(answer.envelope).toMatchObject({ retCode: RetCode.REFUSED, retMsg: '当前状态「已发布」不能发布' });
  });

  it('an edit of a draft nobody holds goes through', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', ADD, draft);
    await ok(t.app, admin, 'POST', UPDATE, { ...draft, id, title: '关于门店空调滤网清洗的通知（更正）' });
    expect(await titleOf(id)).toEqual({ title: '关于门店空调滤网清洗的通知（更正）', status: 0 });
  });
});
