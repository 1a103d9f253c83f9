import { JOB_DRAFT, jobPostingResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/**
 * /hrm/bancroft/jobs 招聘职位: postings by city, 草稿 → 已发布 → 已关闭 (已过期 once past the end date),
 * from its declaration; only a draft offers 删除 (the server refuses the others).
 */
export default resourcePage(jobPostingResource, { removable: (row) => row.status === JOB_DRAFT });
