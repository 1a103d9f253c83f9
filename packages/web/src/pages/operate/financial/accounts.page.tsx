import { reconciliationResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/financial/accounts: 对账管理, from its declaration (处理差异 with a note). */
export default resourcePage(reconciliationResource);
