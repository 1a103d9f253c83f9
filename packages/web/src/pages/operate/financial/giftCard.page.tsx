import { giftCardResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/financial/giftCard: 礼品卡; 作废 (reason required, unspent cards only) is the declaration's transition. */
export default resourcePage(giftCardResource);
