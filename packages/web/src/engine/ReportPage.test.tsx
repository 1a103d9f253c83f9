import { businessDailyReport, formatMeasure, reportEndpoints, type MenuNode, type ReportAnswer } from '@salon/contract';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../api/call';
import { MenuContext } from '../app/MenuContext';
import { adminForThisFile } from '../test/adminSession';
import { chartOption } from './ReportChart';
import { reportPage } from './ReportPage';

/**
 * A report page from its declaration (日报表) against the real server, signed in as admin: the
 * filter bar from the declared filters, the chart, the rows, the totals with the previous period,
 * and the export button only for holders of the export code.
 */
const def = businessDailyReport;
adminForThisFile(def.page);
const Page = reportPage(def);

let nextId = 1;
const node = (over: Partial<MenuNode>): MenuNode => ({
  id: nextId++,
  parentId: null,
  name: '',
  url: null,
  path: null,
  code: null,
  icon: null,
  sortOrder: 0,
  lv: 2,
  nodeKey: 2,
  menuKey: 3,
  hidden: false,
  hasOperationAuthority: false,
  children: [],
  ...over,
});
const menuWith = (codes: string[]): MenuNode[] => [
  node({
    name: '数据分析',
    url: '/analysis',
    lv: 0,
    children: [
      node({
        name: '经营分析',
        url: '/analysis/business',
        lv: 1,
        children: [
          node({ name: def.title, url: def.page, hasOperationAuthority: codes.length > 0, children: codes.map((code) => node({ name: code, code, lv: 3 })) }),
        ],
      }),
    ],
  }),
];

function show(codes: string[]) {
  const router = createMemoryRouter([{ path: def.page, element: <Page /> }], { initialEntries: [def.page] });
  render(
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
      <AntApp>
        <MenuContext.Provider value={{ menu: menuWith(codes), reload: async () => {} }}>
          <RouterProvider router={router} />
        </MenuContext.Provider>
      </AntApp>
    </ConfigProvider>,
  );
}

/** The answer the page asks for first: the declared default range (the last 31 days). */
const firstAnswer = () => {
  const days = def.filters.find((f) => f.key === 'bizDate')!.range!.defaultDays!;
  return call(reportEndpoints(def).list, {
    bizDateStart: dayjs()
      .subtract(days - 1, 'day')
      .format('YYYY-MM-DD'),
    bizDateEnd: dayjs().format('YYYY-MM-DD'),
  });
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('reportPage', () => {
  it('shows the declared filters, the rows of the default range, the totals and the previous period', async () => {
    const expected = await firstAnswer();
    expect(expected.rows.length).toBeGreaterThan(20);
    show([def.ops.export]);
    for (const label of ['下单日期', '门店', '区域', '支付方式']) expect(await screen.findByText(label)).toBeTruthy();
    expect(screen.getByText(def.description!)).toBeTruthy();

    // The newest day first on page 1 of the table is the range's first day (rows in date order).
    const table = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-table');
      if (!found || !within(found).queryByText(expected.rows[0].bizDate as string)) throw new Error('no rows yet');
      return found;
    });
    const headers = [...table.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent?.trim());
    expect(headers).toEqual([...def.dimensions.map((d) => d.label), ...def.measures.map((m) => m.label)]);

    const totals = table.querySelector<HTMLElement>('.report-summary--totals')!;
    expect(within(totals).getByText('合计')).toBeTruthy();
    expect(
      within(totals).getByText(
        formatMeasure(
          def.measures.find((m) => m.key === 'paid')!,
          expected.totals.paid,
        ),
      ),
    ).toBeTruthy();
    const previous = table.querySelector<HTMLElement>('.report-summary--previous')!;
    expect(previous.textContent).toContain(`上期${expected.previous!.start} ~ ${expected.previous!.end}`);
    expect(
      within(previous).getByText(
        formatMeasure(
          def.measures.find((m) => m.key === 'orderCount')!,
          expected.previous!.totals.orderCount,
        ),
      ),
    ).toBeTruthy();
    expect(table.querySelector('.report-summary--change')!.textContent).toMatch(/环比.*%/);

    // The chart's chunk loads once there are rows to draw.
    expect(await screen.findByRole('img', { name: `${def.title}图表` })).toBeTruthy();
    expect(screen.getByRole('button', { name: /导出/ })).toBeTruthy();
  });

  it('offers no export without the export code', async () => {
    show([]);
    await waitFor(() => expect(document.querySelector('.report-summary--totals')).not.toBeNull());
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
  });

  it('draws a line per declared chart measure over the dimension', async () => {
    const answer: ReportAnswer = await firstAnswer();
    const option = chartOption(def, answer.rows) as { xAxis: { data: string[] }; series: { type: string; name: string; data: (number | null)[] }[] };
    expect(option.xAxis.data).toEqual(answer.rows.map((r) => r.bizDate));
    expect(option.series.map((s) => [s.type, s.name])).toEqual([
      ['line', '实收金额'],
      ['line', '退款金额'],
      ['line', '净收入'],
    ]);
    expect(option.series[0].data).toEqual(answer.rows.map((r) => Number(r.paid)));
  });
});
