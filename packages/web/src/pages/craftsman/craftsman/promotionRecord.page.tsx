import { promotionRecordResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/craftsman/promotionRecord: 晋升记录 (applied here, decided on 定级审批), all from its declaration. */
export default resourcePage(promotionRecordResource);
