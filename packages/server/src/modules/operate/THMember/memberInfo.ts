import { thMemberResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { refuse } from '../../../core/errors.js';
import { registerResource } from '../../../engine/register.js';
import { thLedgerOf } from './_shared/thLedger.js';

/** /operate/THMember/memberInfo 会员信息: members from their declaration, the detail with the ledger; freezing is head office's. */
export function registerThMember(app: FastifyInstance): void {
  registerResource(app, thMemberResource, {
    detail: (db, row) => thLedgerOf(db, row.id),
    async beforeTransition(_trx, _record, _transition, { auth }) {
      if (!(await auth.scope()).all) throw refuse('冻结、解冻TH会员须由总部办理');
    },
  });
}
