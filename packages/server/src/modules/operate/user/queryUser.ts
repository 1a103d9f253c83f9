import { CustomerServiceOps, queryUserResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../../core/audit.js';
import { registerResource } from '../../../engine/register.js';
import { userProfileLines } from './_shared/customerService.js';

/** /operate/user/queryUser 用户查询: one user's whole picture found by the whole mobile, from the declaration; whole numbers shown are audited. */
export function registerQueryUser(fastify: FastifyInstance): void {
  const { vault } = fastify.services;
  registerResource(fastify, queryUserResource, {
    async detail(database, row, { auth, request }) {
      const whole = await auth.can({ op: CustomerServiceOps.queryUserViewMobile });
      const lines = await userProfileLines(database, vault, auth, row.id as number, whole);
      // Whole numbers shown (the user's and the family's) are audited: who looked at whose.
      if (whole)
        await audit(database, request, {
          action: 'viewMobile',
          table: 'customer',
          recordId: row.id as number,
          after: { page: 'queryUser', familyMembers: lines.family?.members.length ?? 0 },
        });
      return { ...lines };
    },
  });
}
