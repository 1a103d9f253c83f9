import { memberCardResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { CardLedger } from './storedValueParts';

/** /operate/financial/membership: 会员卡管理, from its declaration; the detail shows the card's ledger, freeze/unfreeze from the row. */
export default resourcePage(memberCardResource, {
  detailExtra: (row) => <CardLedger row={row} />,
});
