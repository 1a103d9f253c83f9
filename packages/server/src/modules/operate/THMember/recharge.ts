import { thRecharge, thRechargeResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { assertStore } from '../integral/_shared/points.js';
import { lockMember, postThEntry } from './_shared/thLedger.js';

/** /operate/THMember/recharge 会员充值: the recharge rows from their declaration, and 会员充值 at a store of the user's (member locked, one transaction). */
export function registerThRecharge(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(app, thRechargeResource, { conditions: () => [sql`t.kind = 1`] });
  registerEndpoint(app, thRecharge, async (input, { auth, request }) => {
    await assertStore(db, await auth.scope(), input.storeId, '会员充值');
    return db.transaction().execute(async (trx) => {
      const member = await lockMember(trx, input.memberNo);
      const before = member.balance;
      const entry = await postThEntry(trx, member, {
        kind: 1,
        amount: input.amount,
        storeId: input.storeId,
        payMethod: input.payMethod,
        remark: input.remark ?? '门店充值',
        operator: auth.name,
      });
      await audit(trx, request, {
        action: 'create',
        table: 'th_ledger',
        recordId: entry.ledgerId,
        before: { balance: before },
        after: { ...input, balance: entry.balance },
      });
      return { memberId: member.id, ...entry };
    });
  });
}
