import { cardOrderResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { CardRefundActions } from './storedValueParts';

/** /operate/financial/payCardOrder: 储值卡订单, from its declaration; the refund steps from the row. */
export default resourcePage(cardOrderResource, {
  rowActions: (row, page) => <CardRefundActions row={row} page={page} />,
});
