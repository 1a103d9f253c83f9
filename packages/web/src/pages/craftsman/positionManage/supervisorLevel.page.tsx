import { supervisorLevelResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/positionManage/supervisorLevel: 主管等级, assignments with their history, all from its declaration. */
export default resourcePage(supervisorLevelResource);
