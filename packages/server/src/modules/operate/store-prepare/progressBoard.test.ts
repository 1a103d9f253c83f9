import { advanceStorePrepare, RetCode, RetMsg, storePrepareBoard, type BoardCard } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** 进度看板: the cards by stage with their days in stage, filters, a move (the list's advance) logged, refusals, store-less users refused. */
let t: TestApp;
let admin: Session;
let store001: Session;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

const board = (s: Session, query: Record<string, unknown> = {}) => ok<BoardCard[]>(t.app, s, 'GET', storePrepareBoard.path, query);

describe('进度看板', () => {
  it('shows every project in progress in its stage column with its days in stage (as SQL counts them), and the recently opened', async () => {
    const cards = await board(admin);
    const inProgress = (await sql<{ n: number }>`select count(*)::int as n from store_prepare where status = 1`.execute(t.db)).rows[0].n;
    expect(cards.filter((c) => c.status === 1)).toHaveLength(inProgress);
    for (let stage = 1; stage <= 6; stage++)
      expect(
        cards.some((c) => c.stage === stage && c.status === 1),
        `stage ${stage}`,
      ).toBe(true);
    expect(cards.some((c) => c.stage === 7 && c.status === 2)).toBe(true);
    expect(cards.some((c) => c.status === 3)).toBe(false);
    const one = cards.find((c) => c.status === 1)!;
    const days = (
      await sql<{
        d: number;
      }>`select ((now() at time zone 'Asia/Shanghai')::date - (stage_since at time zone 'Asia/Shanghai')::date)::int as d from store_prepare where id = ${one.id}`.execute(
        t.db,
      )
    ).rows[0].d;
    expect(one.daysInStage).toBe(days);
    expect(cards.some((c) => c.daysInStage > 7)).toBe(true);
    const sh = await board(admin, { cityId: 310000 });
    expect(sh.length).toBeGreaterThan(0);
    expect(sh.every((c) => c.cityName === '上海市')).toBe(true);
    await refused(t.app, admin, 'GET', storePrepareBoard.path, { cityId: 'abc' }, RetCode.INVALID, 'cityId');
  });

  it('a move one column to the right is the list’s advance: the card changes column, its days restart, the log has the move', async () => {
    const card = (await board(admin)).find((c) => c.status === 1 && c.stage === 3 && c.daysInStage > 0)!;
    await refused(t.app, admin, 'POST', advanceStorePrepare.path, { id: card.id, toStage: 5 }, RetCode.REFUSED, '只能推进到下一阶段「装修施工」');
    await ok(t.app, admin, 'POST', advanceStorePrepare.path, { id: card.id, toStage: 4 });
    const moved = (await board(admin)).find((c) => c.id === card.id)!;
    expect(moved).toMatchObject({ stage: 4, daysInStage: 0 });
    const log = (
      await sql<{
        from_stage: number;
        to_stage: number;
        operator: string;
      }>`select from_stage, to_stage, operator from store_prepare_log where prepare_id = ${card.id} order by id desc limit 1`.execute(t.db)
    ).rows[0];
    expect(log).toEqual({ from_stage: 3, to_stage: 4, operator: '系统管理员' });
  });

  it('is a head-office page: a store manager without it is refused', async () => {
    await refused(t.app, store001, 'GET', storePrepareBoard.path, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});
