import { dimissionReportResource } from '@salon/contract';
import { Tag } from 'antd';
import { resourcePage } from '../../../engine/ResourcePage';

/**
 * /hrm/employee/resignationRecord 离职记录: the completed departures (who, store, entry and leave date,
 * months served, reason, the no-rehire flag), newest first; 取消离职 (head office, within 30 days of the
 * leave date) puts a mistaken one back in service; export.
 */
export default resourcePage(dimissionReportResource, {
  render: {
    noRehire: (v) => (v ? <Tag color="red">不再录用</Tag> : '--'),
    monthsServed: (v) =>
      v === null || v === undefined ? '--' : Number(v) >= 12 ? `${Math.floor(Number(v) / 12)} 年 ${Number(v) % 12} 个月` : `${String(v)} 个月`,
  },
  transitionBlocked: (row) => {
    const leave = row.leaveDate ? Date.parse(`${row.leaveDate}T00:00:00+08:00`) : NaN;
    return Number.isFinite(leave) && Date.now() - leave > 31 * 86_400_000 ? '离职已超过 30 天，不能取消' : null;
  },
});
