import { storeTransactionResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/shop/storeTransaction: 门店事务, all from its declaration. */
export default resourcePage(storeTransactionResource);
