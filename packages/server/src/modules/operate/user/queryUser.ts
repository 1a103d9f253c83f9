import { queryUserResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../engine/register.js';
import { userProfileLines } from './_shared/customerService.js';

/**
 * /operate/user/queryUser 用户查询: one user's whole picture found by the whole mobile, from the
 * declaration. Every number in it is masked (the user's and the family's); the whole one comes from
 * the resource's reveal, one customer at a time, audited (issue 12.3).
 */
export function registerQueryUser(fastify: FastifyInstance): void {
  const { vault } = fastify.services;
  registerResource(fastify, queryUserResource, {
    async detail(database, row) {
      return { ...(await userProfileLines(database, vault, row.id as number)) };
    },
  });
}
