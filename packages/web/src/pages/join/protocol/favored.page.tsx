import { CONTRACT_KIND, favoredContractResource, favoredContractSteps } from '@salon/contract';
import { contractPage } from './contractPage';

/** /join/protocol/favored 优惠协议: the store's contracts of this kind, as 加盟协议's page. */
export default contractPage(favoredContractResource, favoredContractSteps, CONTRACT_KIND.favored);
