import { storeBusinessDayResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/financial/business: 营业流水, each store's days, from its declaration (date range, store, district, export). */
export default resourcePage(storeBusinessDayResource);
