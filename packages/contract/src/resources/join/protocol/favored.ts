import { CONTRACT_KIND } from '../../../enums/franchise.js';
import { defineResource } from '../../../resource/types.js';
import { contractResource, contractSteps } from '../_shared/franchise.js';

/**
 * /join/protocol/favored 优惠协议: preferential terms granted to a franchisee for one store (a reduced management fee over a period).
 * The same declaration as 加盟协议 for its kind (franchise_contract kind 4): list with the term's state,
 * add and edit without overlap for the store, 续签, 终止, delete before the start, import, export.
 */
export const favoredContractResource = defineResource(contractResource(CONTRACT_KIND.favored));

export const favoredContractSteps = contractSteps(CONTRACT_KIND.favored);
