import { nodePushResource, resourceEndpoints, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, countRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { sendDuePushes } from './nodePush.sender.js';

/** /operate/enterCulture/nodePush: a push is scheduled ahead; the scheduler sends it at its time, once. */
let t: TestApp;
let admin: Session;
const api = resourceEndpoints(nodePushResource);
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const body = (pushAt: string) => ({ title: '会员日提醒', content: '明天会员日，剪发8折', audience: 1, channel: 0, pushAt });
const pushOf = async (id: number) =>
  (
    await sql<{
      status: number;
      recipient_count: number | null;
      sent_at: Date | null;
    }>`select status, recipient_count, sent_at from node_push where id = ${id}`.execute(t.db)
  ).rows[0];

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('节点推送', () => {
  it('refuses a push at a past time (or within the minute) under its field, writing nothing', async () => {
    const n = await countRows(t.db, 'node_push');
    await refused(t.app, admin, 'POST', api.create.path, body(inHours(-1)), RetCode.INVALID, 'pushAt');
    await refused(t.app, admin, 'POST', api.create.path, body(new Date(Date.now() + 10_000).toISOString()), RetCode.INVALID, 'pushAt');
    expect(await countRows(t.db, 'node_push')).toBe(n);
  });

  it('the scheduler sends a push once its time has come: a log row with the members counted, 已推送, audited as the system; once', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, body(inHours(2)));
    expect(await sendDuePushes(t.db)).not.toContain(id); // not yet
    expect((await pushOf(id)).status).toBe(0);

    const later = new Date(Date.now() + 2 * 3_600_000 + 60_000);
    const members = (await sql<{ n: number }>`select count(*)::int as n from customer where status <> 2 and member_level > 0`.execute(t.db)).rows[0].n;
    expect(await sendDuePushes(t.db, later)).toContain(id);
    const sent = await pushOf(id);
    expect(sent).toMatchObject({ status: 1, recipient_count: members });
    expect(sent.sent_at?.getTime()).toBe(later.getTime());
    const log = await sql<{ recipient_count: number; sender: string }>`select recipient_count, sender from node_push_log where push_id = ${id}`.execute(t.db);
    expect(log.rows).toEqual([{ recipient_count: members, sender: '系统定时任务' }]);
    expect(await auditRows(t.db, { table: 'node_push', action: 'send', recordId: id })).toHaveLength(1);

    // A second sweep sends nothing again; a sent push is no longer edited nor cancelled.
    expect(await sendDuePushes(t.db, later)).not.toContain(id);
    await refused(t.app, admin, 'POST', api.update.path, { id, ...body(inHours(5)) }, RetCode.REFUSED);
    await refused(t.app, admin, 'POST', api.transition.path, { id, action: 'cancel', reason: '不推了' }, RetCode.REFUSED, '不能取消推送');
  });

  it('a cancelled push is never sent', async () => {
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', api.create.path, body(inHours(1)));
    await ok(t.app, admin, 'POST', api.transition.path, { id, action: 'cancel', reason: '活动取消' });
    expect(await sendDuePushes(t.db, new Date(Date.now() + 3 * 3_600_000))).not.toContain(id);
    expect((await pushOf(id)).status).toBe(2);
  });
});
