import { dialResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/**
 * /join/settle/dial 拨款管理: head office's disbursements to franchise stores (补贴, 多付退回, 结算结余, 其他),
 * 审核 / 驳回 (reason) then 拨款; a 结算结余 names its confirmed settlement and never exceeds what is owed.
 */
export default resourcePage(dialResource, {
  formDialog: {
    title: (record) => (record ? `修改拨款单 ${String(record.dialNo)}` : '新增拨款单'),
    intro: (record) => (record ? undefined : '结算结余须选择该门店已确认、结余为正的结算单，同一结算单未驳回的拨款合计不超过其结余。'),
  },
});
