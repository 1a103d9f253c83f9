import { healthCardResource, healthCertificateResource, type ResourceDef } from '@salon/contract';
import { resourceTabsPage, type ResourcePageOptions } from '../../../engine/ResourcePage';

/** Days left as a clerk reads them: 今天到期, 剩 N 天, 已过期 N 天. */
const daysLeft = (v: unknown) => {
  if (v === null || v === undefined) return '--';
  const n = Number(v);
  if (n < 0) return <span style={{ color: '#cf1322' }}>已过期 {-n} 天</span>;
  if (n === 0) return <span style={{ color: '#d46b08' }}>今天到期</span>;
  return n <= 30 ? <span style={{ color: '#d46b08' }}>剩 {n} 天</span> : `剩 ${n} 天`;
};
const cardOptions: ResourcePageOptions<typeof healthCardResource> = { render: { daysLeft } };
const certificateOptions: ResourcePageOptions<typeof healthCertificateResource> = {
  formDialog: {
    title: () => '办理 / 换证',
    intro: () => '登记后即为该手艺人的当前健康证；已有健康证的，旧证保留在办证记录中。',
  },
};

/**
 * /hrm/employee/healthCardList 健康证列表: every craftsman in service with the current certificate's
 * status as of today (expired, expiring and missing ones first), and the register of certificates.
 */
export default resourceTabsPage([
  { label: '健康证', def: healthCardResource as ResourceDef, options: cardOptions as ResourcePageOptions },
  { label: '办证记录', def: healthCertificateResource as ResourceDef, options: certificateOptions as ResourcePageOptions },
]);
