import { CONTRACT_KIND, rentContractResource, rentContractSteps } from '@salon/contract';
import { contractPage } from './contractPage';

/** /join/protocol/lease 租赁协议: the store's contracts of this kind, as 加盟协议's page. */
export default contractPage(rentContractResource, rentContractSteps, CONTRACT_KIND.rent);
