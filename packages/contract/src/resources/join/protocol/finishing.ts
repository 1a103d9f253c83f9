import { CONTRACT_KIND } from '../../../enums/franchise.js';
import { defineResource } from '../../../resource/types.js';
import { contractResource, contractSteps } from '../_shared/franchise.js';

/**
 * /join/protocol/finishing 装修协议: the store's fit-out contracts with a decoration company (the opening's and later refits); the store's versions in order (renovation version list) and the overlap check as a read (check contract).
 * The same declaration as 加盟协议 for its kind (franchise_contract kind 3): list with the term's state,
 * add and edit without overlap for the store, 续签, 终止, delete before the start, import, export.
 */
export const decoContractResource = defineResource(contractResource(CONTRACT_KIND.decoration));

export const decoContractSteps = contractSteps(CONTRACT_KIND.decoration);
