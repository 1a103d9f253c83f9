import { QuestionCircleOutlined } from '@ant-design/icons';
import {
  formatDimension,
  formatMeasure,
  formatPercent,
  PAGE_SIZE,
  REPORT_TOTALS_LABEL,
  reportEndpoints,
  reportSource,
  type PageInfo,
  type ReportAnswer,
  type ReportDef,
  type ReportMeasure,
} from '@salon/contract';
import { Alert, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { call } from '../api/call';
import { ignoreRequestError } from '../api/request';
import { usePageAccess } from '../app/access';
import { DataTable, type ListTable } from '../components/DataTable';
import { ExportButton } from '../components/ExportButton';
import { FilterBar, type FilterValues } from '../components/FilterBar';
import { PageCard } from '../components/PageCard';
import '../components/kit.css';
import './report.css';
import { useReference } from './reference';
import { initialValues, listFilters, toQuery } from './listFilters';

type Row = ReportAnswer['rows'][number];
/** The key of a row of a report grouped by several dimensions (never a dimension or measure key). */
const ROW_KEY = '__rowKey';

// The chart (echarts) loads the first time a report with a chart has rows to draw.
const ReportChart = lazy(() => import('./ReportChart'));

/**
 * The table state a report gives the kit's DataTable: every row of the answer, paged here (a
 * report answers all its rows at once, at most its maxRows).
 */
function useReportTable(rows: Row[], loading: boolean, filters: FilterValues, search: (filters: FilterValues) => Promise<void>): ListTable<Row> {
  const [paging, setPaging] = useState<{ pageNum: number; pageSize: number }>({ pageNum: 1, pageSize: PAGE_SIZE.default });
  const page: PageInfo = { total: rows.length, ...paging };
  return {
    rows,
    page,
    loading,
    filters,
    state: { filters, ...paging, sort: null },
    refusal: [],
    restore: (state) => (setPaging({ pageNum: state.pageNum, pageSize: state.pageSize }), search(state.filters)),
    selectedKeys: [],
    selectedRows: [],
    setSelectedKeys: () => {},
    search: (next) => (setPaging((p) => ({ ...p, pageNum: 1 })), search(next)),
    refresh: () => search(filters),
    reload: () => search(filters),
    changePage: (pageNum, pageSize) => setPaging({ pageNum: pageSize === paging.pageSize ? pageNum : 1, pageSize }),
    sort: null,
    changeSort: () => {},
    pageSizeOptions: PAGE_SIZE.options,
  };
}

/** A header with the measure's meaning beside it. */
const header = (label: string, help?: string): ReactNode =>
  help ? (
    <span>
      {label}{' '}
      <Tooltip title={help}>
        <QuestionCircleOutlined className="report-help" />
      </Tooltip>
    </span>
  ) : (
    label
  );

/** The change from the previous period as a percentage ('+12%', '-3%'); none for percentages or from nothing. */
function change(measure: ReportMeasure, now: unknown, before: unknown): string {
  if (measure.format === 'percent' || now === null || before === null || now === undefined || before === undefined || Number(before) === 0) return '--';
  const ratio = (Number(now) - Number(before)) / Math.abs(Number(before));
  return `${ratio > 0 ? '+' : ''}${formatPercent(ratio)}`;
}

/** A whole report page from its declaration: filter bar, chart, table with totals (and the previous period), export. */
export function ReportPage({ def }: { def: ReportDef }) {
  const access = usePageAccess();
  const source = useMemo(() => reportSource(def), [def]);
  const endpoints = reportEndpoints(def);
  const { stores, areas, lookups } = useReference(source);
  // The declared filters as the resource lists show them (store, district, enum, date range…).
  const filterList = useMemo(() => listFilters(source, { stores, areas, lookups }), [source, stores, areas, lookups]);
  const [startValues] = useState(() => initialValues(filterList));
  const [query, setQuery] = useState(() => ({ filters: toQuery(filterList, startValues), nonce: 0 }));
  const [answer, setAnswer] = useState<ReportAnswer | null>(null);
  const [loading, setLoading] = useState(true);
  /** Searches waiting for their answer (the filter bar shows its loading until then). */
  const waiting = useRef<(() => void)[]>([]);
  const filters = query.filters;

  useEffect(() => {
    let current = true;
    call(endpoints.list, query.filters)
      .then((answered) => current && setAnswer(answered))
      .catch((err: unknown) => {
        ignoreRequestError(err);
        if (current) setAnswer(null);
      })
      .finally(() => {
        if (!current) return;
        setLoading(false);
        for (const resolve of waiting.current.splice(0)) resolve();
      });
    return () => {
      current = false;
    };
  }, [endpoints.list, query]);

  const search = (next: FilterValues) => {
    setLoading(true);
    setQuery((q) => ({ filters: next, nonce: q.nonce + 1 }));
    return new Promise<void>((resolve) => waiting.current.push(resolve));
  };
  // A row's key: its dimension value, or all of them joined when there are several (招聘数据: day × city × source).
  const rows = useMemo(() => {
    const answered = answer?.rows ?? [];
    return def.dimensions.length > 1 ? answered.map((r) => ({ ...r, [ROW_KEY]: def.dimensions.map((d) => String(r[d.key])).join('\u0001') })) : answered;
  }, [answer, def]);
  const table = useReportTable(rows, loading, filters, search);
  const items = filterList.map((f) => f.item);
  const slots = Object.fromEntries(filterList.filter((f) => f.slot).map((f) => [f.item.key, f.slot]));

  const columns: ColumnsType<Row> = [
    ...def.dimensions.map((d) => ({
      title: d.label,
      dataIndex: d.key,
      key: d.key,
      width: d.width,
      render: (v: unknown) => formatDimension(d, v as string | null),
    })),
    ...def.measures.map((m) => ({
      title: header(m.label, m.help),
      dataIndex: m.key,
      key: m.key,
      width: m.width,
      align: 'right' as const,
      render: (v: unknown) => formatMeasure(m, v as string | number | null),
    })),
  ];

  /** One summary row: a label in the dimension columns, a cell per measure. */
  const summaryRow = (key: string, label: string, cellOf: (m: ReportMeasure) => string, note?: string) => (
    <Table.Summary.Row key={key} className={`report-summary report-summary--${key}`}>
      <Table.Summary.Cell index={0} colSpan={def.dimensions.length}>
        <Typography.Text strong={key === 'totals'}>{label}</Typography.Text>
        {note ? <div className="report-summary__note">{note}</div> : null}
      </Table.Summary.Cell>
      {def.measures.map((m, i) => (
        <Table.Summary.Cell key={m.key} index={def.dimensions.length + i} align="right">
          {key === 'totals' ? <Typography.Text strong>{cellOf(m)}</Typography.Text> : cellOf(m)}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
  const totals = answer?.totals;
  const previous = answer?.previous;

  return (
    <PageCard
      filters={
        items.length ? <FilterBar items={items} slots={slots} initialValues={startValues} onSearch={(v) => table.search(toQuery(filterList, v))} /> : undefined
      }
    >
      {def.description ? (
        <Typography.Paragraph type="secondary" className="report-description">
          {def.description}
        </Typography.Paragraph>
      ) : null}
      {answer?.truncated ? (
        <Alert type="warning" showIcon className="report-truncated" title={`结果超过${rows.length}行，仅显示前${rows.length}行，请缩小筛选范围`} />
      ) : null}
      {def.chart && rows.length ? (
        <Suspense fallback={<div className="report-chart" />}>
          <ReportChart def={def} rows={rows} />
        </Suspense>
      ) : null}
      <DataTable
        table={table}
        columns={columns}
        rowKey={def.dimensions.length > 1 ? ROW_KEY : def.dimensions[0].key}
        title={def.title}
        fitHeight={false}
        toolbar={def.ops.export && access.can(def.ops.export) ? <ExportButton url={endpoints.export.path} params={filters} /> : null}
        summary={() =>
          totals && rows.length ? (
            <Table.Summary>
              {summaryRow('totals', REPORT_TOTALS_LABEL, (m) => formatMeasure(m, totals[m.key]))}
              {previous ? summaryRow('previous', '上期', (m) => formatMeasure(m, previous.totals[m.key]), `${previous.start} ~ ${previous.end}`) : null}
              {previous ? summaryRow('change', '环比', (m) => change(m, totals[m.key], previous.totals[m.key])) : null}
            </Table.Summary>
          ) : null
        }
      />
    </PageCard>
  );
}

/** The page component of a report declaration, for the lazy page registry. */
export function reportPage(def: ReportDef) {
  return function DeclaredReportPage() {
    return <ReportPage def={def} />;
  };
}
