import { ucardRecordResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/financial/ulcardRecord: U卡记录, the visits redeemed against U cards. */
export default resourcePage(ucardRecordResource);
