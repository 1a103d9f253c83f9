import { CONTRACT_KIND, rentContractResource, rentContractSteps } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoutes } from './_shared/contracts.js';

/** /join/protocol/lease 租赁协议 (franchise_contract kind 2): the contract pages' shared routes for this kind. */
export function registerLease(app: FastifyInstance): void {
  contractRoutes(app, CONTRACT_KIND.rent, rentContractResource, rentContractSteps);
}
