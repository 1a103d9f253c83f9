import { priceChangeResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/craftsman/priceChange: 调价记录 (applied here, decided on 调价审批), all from its declaration. */
export default resourcePage(priceChangeResource);
