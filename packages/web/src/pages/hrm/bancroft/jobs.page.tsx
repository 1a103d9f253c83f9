import { jobPostingResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /hrm/bancroft/jobs 招聘职位: postings by city, 草稿 → 已发布 → 已关闭 (已过期 once past the end date), all from its declaration. */
export default resourcePage(jobPostingResource);
