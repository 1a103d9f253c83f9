import { RetCode, RetMsg } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/shop/anomaly 门店异常: reported by a store, handled step by step. */
let t: TestApp;
let admin: Session;
let store001: Session;

type Row = Record<string, unknown> & { id: number; storeId: number; status: number };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const rowsIn = async (table: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db)).rows[0].n;
const list = (session: Session, url: string, query: Record<string, unknown> = {}) => ok<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query });

describe('anomaly (门店异常)', () => {
  const LIST = '/mgt/storeAnomaly/queryAnomalyPage';
  const ADD = '/mgt/storeAnomaly/add';
  const MOVE = '/mgt/storeAnomaly/transition';
  const valid = { storeId: 1, anomalyType: 1, level: 2, reportedAt: new Date(Date.now() - 3_600_000).toISOString(), description: '3号工位吹风机冒烟，已断电' };

  it('store001 reports for its store; bad input is refused and writes nothing', async () => {
    const before = await rowsIn('store_anomaly');
    await refused(t.app, store001, 'POST', ADD, { ...valid, anomalyType: 9 }, RetCode.INVALID, 'anomalyType');
    await refused(t.app, store001, 'POST', ADD, { ...valid, description: '' }, RetCode.INVALID, 'description');
    await refused(
      t.app,
      store001,
      'POST',
      ADD,
      { ...valid, reportedAt: new Date(Date.now() + 86_400_000).toISOString() },
      RetCode.INVALID,
      '发生时间不能晚于现在',
    );
    expect(await rowsIn('store_anomaly')).toBe(before);
    const { id } = await ok<{ id: number }>(t.app, store001, 'POST', ADD, valid);
    expect(await ok<Row>(t.app, store001, 'GET', '/mgt/storeAnomaly/detail', { id })).toMatchObject({ status: 0, reporter: '王丽娟', anomalyType: 1 });
  });

  it('待处理 → 处理中 → 已解决, with the operation and in order', async () => {
    const [open] = await list(store001, LIST, { status: 0 });
    await refused(t.app, store001, 'POST', MOVE, { id: open.id, action: 'handle' }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await refused(t.app, admin, 'POST', MOVE, { id: open.id, action: 'resolve', reason: '已修复' }, RetCode.REFUSED, '当前状态「待处理」不能已解决');
    await ok(t.app, admin, 'POST', MOVE, { id: open.id, action: 'handle', reason: '已联系维修' });
    await refused(t.app, admin, 'POST', MOVE, { id: open.id, action: 'resolve' }, RetCode.INVALID, '请填写处理结果');
    await ok(t.app, admin, 'POST', MOVE, { id: open.id, action: 'resolve', reason: '已更换吹风机' });
    expect(await ok<Row>(t.app, admin, 'GET', '/mgt/storeAnomaly/detail', { id: open.id })).toMatchObject({
      status: 2,
      handler: '系统管理员',
      handleNote: '已更换吹风机',
    });
    expect(await auditRows(t.db, { table: 'store_anomaly', action: 'transition:resolve', recordId: open.id })).toHaveLength(1);
  });
});
