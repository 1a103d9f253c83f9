import type { ReportDef } from '@salon/contract';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ReportPage } from '../../../engine/ReportPage';

/** One view of an analysis page: its tab label and the report declaration it shows. */
export interface ReportTab {
  key: string;
  label: string;
  report: ReportDef;
}

/**
 * An analysis page of several report declarations (by month, by city, by source…), one tab each,
 * each the engine's report page (filters, chart, table with 合计, export); the open tab kept in the
 * URL (`tab`), so a link, a reload and back/forward open the same view.
 */
export function reportTabs(tabs: readonly ReportTab[]) {
  return function ReportTabsPage() {
    const [params, setParams] = useSearchParams();
    const active = tabs.find((t) => t.key === params.get('tab')) ?? tabs[0];
    return (
      <Tabs
        className="page-tabs"
        activeKey={active.key}
        destroyOnHidden
        onChange={(key) =>
          setParams((before) => {
            const next = new URLSearchParams(before);
            next.set('tab', key);
            return next;
          })
        }
        items={tabs.map((t) => ({ key: t.key, label: t.label, children: <ReportPage def={t.report} /> }))}
      />
    );
  };
}
