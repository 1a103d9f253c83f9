import { deliverySourceReport } from '@salon/contract';
import { reportPage } from '../../../engine/ReportPage';

/** /operate/delivery_goods/source_statistics: 来源统计 — goods orders by source channel with a pie of the sales, from its report declaration. */
export default reportPage(deliverySourceReport);
