import { craftsmanRegisterResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/craftsman/manage: 手艺人列表 (the register), all from its declaration: masked mobile and ID number with the audited reveal, add, edit, export. */
export default resourcePage(craftsmanRegisterResource);
