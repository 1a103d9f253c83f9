import { CONTRACT_KIND } from '../../../enums/franchise.js';
import { defineResource } from '../../../resource/types.js';
import { contractResource, contractSteps } from '../_shared/franchise.js';

/**
 * /join/protocol/join 加盟协议: the franchise contracts between the brand and a franchisee for one 加盟
 * store (franchise_contract kind 1). Head office lists them with where each term stands (即将到期 and
 * 已到期 from the end date), adds and edits them (never two in force over one day for one store),
 * renews one (the next term from the day after it ends; the old one 已续签), terminates one early with a
 * reason, deletes one not yet started, imports a sheet and exports the list. The detail shows the
 * renewal chain and the attached files. Menu badge: those in force ending within 30 days.
 */
export const franContractResource = defineResource(contractResource(CONTRACT_KIND.franchise));

export const franContractSteps = contractSteps(CONTRACT_KIND.franchise);
