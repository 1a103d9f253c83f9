import { GiftCardPath, RetCode } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/financial/giftCard 礼品卡: voided with a reason while unspent. */
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});
const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows;

describe('gift cards', () => {
  it('a gift card is voided with a reason while unspent; a spent one is refused', async () => {
    const [fresh] = await rows(sql<{ id: number }>`select id from gift_card where status = 0 order by id limit 1`);
    await refused(t.app, admin, 'POST', GiftCardPath.transition, { id: fresh.id, action: 'void' }, RetCode.INVALID, '请填写作废原因');
    expect(await ok(t.app, admin, 'POST', GiftCardPath.transition, { id: fresh.id, action: 'void', reason: '卡片丢失' })).toMatchObject({ status: 4 });
    const [spent] = await rows(sql<{ id: number }>`select id from gift_card where status = 1 and balance < face_value order by id limit 1`);
    await refused(t.app, admin, 'POST', GiftCardPath.transition, { id: spent.id, action: 'void', reason: '作废' }, RetCode.REFUSED, '礼品卡已消费');
    const [usedUp] = await rows(sql<{ id: number }>`select id from gift_card where status = 2 order by id limit 1`);
    await refused(
      t.app,
      admin,
      'POST',
      GiftCardPath.transition,
      { id: usedUp.id, action: 'void', reason: '作废' },
      RetCode.REFUSED,
      '当前状态「已用完」不能作废',
    );
  });
});
