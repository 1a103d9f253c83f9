import { CONTRACT_KIND, favoredContractResource, favoredContractSteps } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoutes } from './_shared/contracts.js';

/** /join/protocol/favored 优惠协议 (franchise_contract kind 4): the contract pages' shared routes for this kind. */
export function registerFavored(app: FastifyInstance): void {
  contractRoutes(app, CONTRACT_KIND.favored, favoredContractResource, favoredContractSteps);
}
