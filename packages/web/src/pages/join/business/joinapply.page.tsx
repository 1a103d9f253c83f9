import { applyResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { ApprovalLog } from './approvalLog';

/**
 * /join/business/joinapply 加盟申请: applications (from leads or entered here), waiting ones first;
 * 通过 / 驳回 (the reason required) by holders of the review code; the menu badge counts those waiting.
 */
export default resourcePage(applyResource, {
  detailExtra: (row) => <ApprovalLog rows={row.approvals} />,
  formDialog: {
    title: (record) => (record ? `编辑加盟申请 ${record.applyNo}` : '新增加盟申请'),
    intro: (record) => (record ? undefined : '同一手机号只能有一份待审核的加盟申请。'),
  },
});
