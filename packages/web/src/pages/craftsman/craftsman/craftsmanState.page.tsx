import { craftsmanStateResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/craftsman/craftsmanState: 手艺人状态, dated status changes (waiting ones first, cancellable), all from its declaration. */
export default resourcePage(craftsmanStateResource);
