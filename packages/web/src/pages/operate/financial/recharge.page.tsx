import { rechargeRecordResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/financial/recharge: 充值记录, the ledger's recharge rows, from its declaration. */
export default resourcePage(rechargeRecordResource);
