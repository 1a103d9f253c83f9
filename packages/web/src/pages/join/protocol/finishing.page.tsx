import { CONTRACT_KIND, decoContractResource, decoContractSteps } from '@salon/contract';
import { contractPage } from './contractPage';

/** /join/protocol/finishing 装修协议: the store's contracts of this kind, as 加盟协议's page. */
export default contractPage(decoContractResource, decoContractSteps, CONTRACT_KIND.decoration);
