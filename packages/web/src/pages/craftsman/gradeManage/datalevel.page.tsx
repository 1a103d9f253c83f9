import { dataLevelResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/gradeManage/datalevel: 数据等级, the S-level thresholds, all from its declaration. */
export default resourcePage(dataLevelResource);
