import { leadResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { LeadDetailLink, LeadSteps } from './leadSteps';

/**
 * /join/business/affiliateLead 加盟线索: prospects by channel, city, owner and status; 新增 / 编辑, and
 * on an open lead 跟进, 转申请, 分配 and 无效 (with the reason); 详情 opens 加盟线索详情.
 */
export default resourcePage(leadResource, {
  // 详情 is the whole record (加盟线索详情): no drawer beside it.
  hide: ['detail'],
  formDialog: {
    title: (record) => (record ? `编辑线索 ${record.leadNo}` : '新增线索'),
    intro: (record) => (record ? undefined : '同一手机号只能有一条跟进中的线索；新线索的第一条跟进记录后即为跟进中。'),
  },
  rowActions: (row, page) => (
    <>
      <LeadDetailLink id={row.id} />
      <LeadSteps lead={row} can={page.can} onDone={page.reload} />
    </>
  ),
});
