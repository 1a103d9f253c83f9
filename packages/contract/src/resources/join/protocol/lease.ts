import { CONTRACT_KIND } from '../../../enums/franchise.js';
import { defineResource } from '../../../resource/types.js';
import { contractResource, contractSteps } from '../_shared/franchise.js';

/**
 * /join/protocol/lease 租赁协议: the store's lease with its landlord (rent a year, deposit); ending leases count on the menu badge.
 * The same declaration as 加盟协议 for its kind (franchise_contract kind 2): list with the term's state,
 * add and edit without overlap for the store, 续签, 终止, delete before the start, import, export.
 */
export const rentContractResource = defineResource(contractResource(CONTRACT_KIND.rent));

export const rentContractSteps = contractSteps(CONTRACT_KIND.rent);
