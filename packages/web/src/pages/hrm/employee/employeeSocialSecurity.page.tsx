import {
  SOCIAL_SECURITY_GRACE_DAYS,
  socialSecurityMissingResource,
  socialSecurityRateResource,
  socialSecurityResource,
  socialSecuritySummaryResource,
  type ResourceDef,
} from '@salon/contract';
import { resourceTabsPage, type ResourcePageOptions } from '../../../engine/ResourcePage';

const payMonth = (v: unknown) => (typeof v === 'string' && v ? `${v.slice(0, 4)}年${Number(v.slice(5, 7))}月` : '--');
const overdue = (v: unknown) => <span style={{ color: '#cf1322' }}>{String(v)} 天</span>;

const enrolment: ResourcePageOptions<typeof socialSecurityResource> = {
  formDialog: {
    title: (row) => (row ? '修改社保登记' : '社保登记'),
    intro: () => '登记后为未参保，办理「参保」即以当天为参保日期；月缴金额按参保城市的费率逐项计算（四舍五入到分）。',
  },
};
const missing: ResourcePageOptions<typeof socialSecurityMissingResource> = {
  render: { daysInService: overdue },
};
const summary: ResourcePageOptions<typeof socialSecuritySummaryResource> = { render: { month: payMonth } };

/**
 * /hrm/employee/employeeSocialSecurity 员工社保: enrolments with their monthly contributions, the craftsmen
 * in service for more than 30 days without enrolment, this month's summary per city, and the rates per city.
 */
export default resourceTabsPage([
  { label: '参保名单', def: socialSecurityResource as ResourceDef, options: enrolment as ResourcePageOptions },
  { label: `未参保提醒（入职超${SOCIAL_SECURITY_GRACE_DAYS}天）`, def: socialSecurityMissingResource as ResourceDef, options: missing as ResourcePageOptions },
  { label: '城市汇总', def: socialSecuritySummaryResource as ResourceDef, options: summary as ResourcePageOptions },
  { label: '城市费率', def: socialSecurityRateResource as ResourceDef },
]);
