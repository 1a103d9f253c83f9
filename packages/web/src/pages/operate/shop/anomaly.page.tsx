import { anomalyResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/shop/anomaly: 门店异常, all from its declaration. */
export default resourcePage(anomalyResource);
