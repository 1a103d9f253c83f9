import { rGradeResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /craftsman/gradeManage/rGrade: R级管理 (trainees' R levels, decided on 定级审批), all from its declaration. */
export default resourcePage(rGradeResource);
