import { violationRecordResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/craftsman/violationRecord: 违规记录, all from its declaration (list, filters, form, approval, export). */
export default resourcePage(violationRecordResource);
