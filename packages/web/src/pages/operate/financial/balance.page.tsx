import { cardBalanceResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { AdjustAction, CardLedger } from './storedValueParts';

/** /operate/financial/balance: 余额管理, from its declaration; 调整余额 from the row, the ledger in the detail. */
export default resourcePage(cardBalanceResource, {
  rowActions: (row, page) => <AdjustAction row={row} page={page} />,
  detailExtra: (row) => <CardLedger row={row} />,
});
