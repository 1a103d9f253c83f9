import { CONTRACT_KIND, decoContractResource, decoContractSteps } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoutes } from './_shared/contracts.js';

/** /join/protocol/finishing 装修协议 (franchise_contract kind 3): the contract pages' shared routes for this kind. */
export function registerFinishing(app: FastifyInstance): void {
  contractRoutes(app, CONTRACT_KIND.decoration, decoContractResource, decoContractSteps);
}
