import { settleConfigResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/generalConfig/settleAccounts: 结算配置, all from its declaration. */
export default resourcePage(settleConfigResource);
