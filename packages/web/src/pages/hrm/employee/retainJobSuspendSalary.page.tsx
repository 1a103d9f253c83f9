import { retainResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/**
 * /hrm/employee/retainJobSuspendSalary 留职停薪审批: applications to keep the job with pay suspended,
 * waiting ones first (the menu badge counts them); 通过 / 驳回 by head office, 撤回 by the applicant;
 * an approved period reads 待停薪 / 停薪中 / 已复岗, and 工资结算 pays no base wage for its days.
 */
export default resourcePage(retainResource, {
  render: { days: (v) => (v === null || v === undefined ? '--' : `${String(v)} 天`) },
  formDialog: {
    title: () => '申请留职停薪',
    intro: () => '审批通过后，停薪期间的日子不计底薪（工资结算按天扣减）；同一手艺人的停薪期间不能重叠。',
  },
});
