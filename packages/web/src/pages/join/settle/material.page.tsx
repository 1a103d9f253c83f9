import { costMatterResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /join/settle/material 物料费用: a cost page of the shared declaration; a line in a confirmed settlement offers no 编辑/删除 (the server refuses it in words). */
export default resourcePage(costMatterResource);
