import { CONTRACT_KIND, franContractResource, franContractSteps } from '@salon/contract';
import { contractPage } from './contractPage';

/** /join/protocol/join 加盟协议: franchise contracts, expiring ones first; 续签, 终止, the renewal chain and files in the detail; import and export. */
export default contractPage(franContractResource, franContractSteps, CONTRACT_KIND.franchise);
