import { transferResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/attendanceManage/transfer 调店记录: the stores' loans and transfers with their approval and whether they are in force; 新增调店申请 asks head office. */
export default resourcePage(transferResource);
