import { thConsume, thConsumptionResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { audit } from '../../../core/audit.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { assertStore } from '../integral/_shared/points.js';
import { lockMember, postThEntry } from './_shared/thLedger.js';

/** /operate/THMember/consumption 会员消费: the spend rows from their declaration, and 会员消费 at a store of the user's (refused when short or frozen). */
export function registerThConsumption(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(app, thConsumptionResource, { conditions: () => [sql`t.kind = 2`] });
  registerEndpoint(app, thConsume, async (input, { auth, request }) => {
    await assertStore(db, await auth.scope(), input.storeId, '会员消费');
    return db.transaction().execute(async (trx) => {
      const member = await lockMember(trx, input.memberNo);
      const before = member.balance;
      const entry = await postThEntry(trx, member, {
        kind: 2,
        amount: input.amount,
        storeId: input.storeId,
        item: input.item,
        remark: '会员余额支付',
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
