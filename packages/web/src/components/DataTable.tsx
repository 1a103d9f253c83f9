import { PAGE_SIZE, SHARED_TABLE_PAGE_SIZE, TABLE_MIN_HEIGHT, type Envelope, type PageInfo } from '@salon/contract';
import { Table, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { request, RequestError } from '../api/request';
import { session } from '../app/storage';
import type { FilterValues } from './FilterBar';
import { readPageSize, useServerPageSize, writePageSize } from './preferences';

export interface ListSource {
  /** Remembers the page size per user under this view name. */
  view: string;
  url: string;
  method?: 'GET' | 'POST';
  /** The shared-table variant: 20 per page, options 5-40. */
  shared?: boolean;
  /** Empty the rows when a load fails. */
  emptyOnError?: boolean;
  /** Filters the list does not answer for yet (a lookup page before its first search): no request, no rows. */
  idle?(filters: FilterValues): boolean;
}

/** A column the user sorted by (the server accepts the resource's sortable fields only). */
export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface ListTable<Row> {
  rows: Row[];
  page: PageInfo;
  loading: boolean;
  filters: FilterValues;
  selectedKeys: React.Key[];
  setSelectedKeys(keys: React.Key[]): void;
  /** New filters: back to page 1, selection cleared. */
  search(filters: FilterValues): Promise<void>;
  /** Same filters: back to page 1, selection cleared. */
  refresh(): Promise<void>;
  /** Reloads the current page (after an edit of one row). */
  reload(): Promise<void>;
  changePage(pageNum: number, pageSize: number): void;
  /** The user's sort, null for the list's own order. */
  sort: ListSort | null;
  /** A new sort: back to page 1, selection kept. */
  changeSort(sort: ListSort | null): void;
  pageSizeOptions: readonly number[];
}

/**
 * Pages refresh or reload their list after a write (create, edit, a status step): the kit says
 * so on `window`, and whatever counts records elsewhere (the menu badges) counts again.
 */
export const LIST_CHANGED = 'salon:list-changed';
function announceListChange() {
  window.dispatchEvent(new Event(LIST_CHANGED));
}

/** The list state behind a DataTable: filters, paging, selection, loading. */
export function useListTable<Row>(source: ListSource, initialFilters: FilterValues = {}): ListTable<Row> {
  const sizes = source.shared ? SHARED_TABLE_PAGE_SIZE : PAGE_SIZE;
  // `nonce` makes a refresh with unchanged filters load again.
  const [query, setQuery] = useState({ filters: initialFilters, pageNum: 1, pageSize: readPageSize(source.view, sizes.default, sizes.options), sort: null as ListSort | null, nonce: 0 });
  const [rows, setRows] = useState<Row[]>([]);
  const [page, setPage] = useState<PageInfo>({ total: 0, pageNum: 1, pageSize: query.pageSize });
  const [loading, setLoading] = useState(true);
  const [selectedKeys, setSelectedKeys] = useState<React.Key[]>([]);
  const sequence = useRef(0);
  const sourceRef = useRef(source);
  const waiting = useRef<(() => void)[]>([]);
  /**
   * Keyset lists answer a cursor for the page after each page: moving on page by page reads by
   * keyset (no OFFSET, as fast on page 1,000 as on page 1). Kept per query, forgotten on a new one.
   */
  const cursors = useRef<{ key: string; pages: Map<number, string> }>({ key: '', pages: new Map() });

  const load = useCallback(async (next: typeof query) => {
    const { url, method = 'POST', emptyOnError, idle } = sourceRef.current;
    const id = ++sequence.current;
    if (idle?.(next.filters)) {
      setRows([]);
      setPage({ total: 0, pageNum: 1, pageSize: next.pageSize });
      setLoading(false);
      for (const resolve of waiting.current.splice(0)) resolve();
      return;
    }
    const sort = next.sort ? { sortField: next.sort.field, sortOrder: next.sort.order } : {};
    const queryKey = JSON.stringify([url, next.filters, sort, next.pageSize]);
    if (cursors.current.key !== queryKey) cursors.current = { key: queryKey, pages: new Map() };
    const cursor = next.pageNum > 1 ? cursors.current.pages.get(next.pageNum) : undefined;
    const payload = { ...next.filters, ...sort, ...(cursor ? { cursor } : {}), pageNum: next.pageNum, pageSize: next.pageSize, counted: true, userId: session.user()?.id };
    try {
      const envelope = await request<Envelope<Row[]> & { data?: Row[] }>(url, method === 'GET' ? { method, params: payload, raw: true } : { method, data: payload, raw: true });
      if (id !== sequence.current) return;
      const list = envelope.result ?? envelope.data ?? [];
      setRows(list);
      setPage(envelope.page ?? { total: list.length, pageNum: next.pageNum, pageSize: next.pageSize });
      if (envelope.page?.nextCursor && cursors.current.key === queryKey) cursors.current.pages.set(next.pageNum + 1, envelope.page.nextCursor);
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
      if (id === sequence.current && emptyOnError) setRows([]);
    } finally {
      if (id === sequence.current) {
        setLoading(false);
        for (const resolve of waiting.current.splice(0)) resolve();
      }
    }
  }, []);

  useEffect(() => {
    void load(query);
  }, [load, query]);

  /** Starts a load for the next query; resolves when it has finished. */
  const go = useCallback((next: Omit<typeof query, 'nonce'>, clearSelection: boolean) => {
    if (clearSelection) setSelectedKeys([]);
    setLoading(true);
    setQuery((q) => ({ ...next, nonce: q.nonce + 1 }));
    return new Promise<void>((resolve) => waiting.current.push(resolve));
  }, []);

  // First use of the view in this browser: the size remembered on the server, if any.
  useServerPageSize(source.view, sizes.options, (pageSize) => {
    if (pageSize !== query.pageSize) void go({ ...query, pageNum: 1, pageSize }, false);
  });

  return {
    rows,
    page,
    loading,
    filters: query.filters,
    selectedKeys,
    setSelectedKeys,
    search: (filters) => go({ ...query, filters, pageNum: 1 }, true),
    refresh: () => (announceListChange(), go({ ...query, pageNum: 1 }, true)),
    reload: () => (announceListChange(), go(query, false)),
    changePage: (pageNum, pageSize) => {
      if (pageSize !== query.pageSize) {
        writePageSize(sourceRef.current.view, pageSize);
        void go({ ...query, pageNum: 1, pageSize }, false);
      } else void go({ ...query, pageNum }, false);
    },
    sort: query.sort,
    changeSort: (sort) => void go({ ...query, sort, pageNum: 1 }, false),
    pageSizeOptions: sizes.options,
  };
}

const EMPTY = '--';

/** Empty cells read '--' unless a column renders itself. */
function withEmptyCells<Row>(columns: ColumnsType<Row>): ColumnsType<Row> {
  return columns.map((c) => ('render' in c && c.render ? c : { ...c, render: (value: unknown) => (value === null || value === undefined || value === '' ? EMPTY : (value as ReactNode)) }));
}

interface Props<Row> {
  table: ListTable<Row>;
  columns: ColumnsType<Row>;
  rowKey: keyof Row & string;
  toolbar?: ReactNode;
  title?: ReactNode;
  selectable?: boolean;
  /** What an empty table says (default '暂无数据'). */
  emptyText?: ReactNode;
}

/**
 * Columns marked `sorter: true` sort on the server: the header shows the list's sort, a click
 * asks for it (ascending, descending, then the list's own order again).
 */
function withServerSort<Row>(columns: ColumnsType<Row>, sort: ListSort | null): ColumnsType<Row> {
  return columns.map((c) => (c.sorter === true ? { ...c, sortOrder: sort && sort.field === c.key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null } : c));
}

/** The table of every list page: server paging, remembered page size, '--' cells, '暂无数据', server sort. */
export function DataTable<Row extends object>({ table, columns, rowKey, toolbar, title, selectable, emptyText = '暂无数据' }: Props<Row>) {
  const totalText = table.page.totalKind === 'capped' ? `超过 ${table.page.total} 条` : table.page.totalKind === 'estimated' ? `约 ${table.page.total} 条` : `共 ${table.page.total} 条`;
  return (
    <div className="data-table" style={{ minHeight: TABLE_MIN_HEIGHT }}>
      {title || toolbar ? (
        <div className="data-table__bar">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <div className="data-table__tools">{toolbar}</div>
        </div>
      ) : null}
      <Table<Row>
        rowKey={rowKey}
        size="middle"
        columns={withServerSort(withEmptyCells(columns), table.sort)}
        dataSource={table.rows}
        loading={table.loading}
        locale={{ emptyText }}
        scroll={{ x: 'max-content' }}
        onChange={onSortChange(table)}
        rowSelection={selectable ? { selectedRowKeys: table.selectedKeys, onChange: table.setSelectedKeys } : undefined}
        pagination={{
          current: table.page.pageNum,
          pageSize: table.page.pageSize,
          total: table.page.total,
          showSizeChanger: true,
          pageSizeOptions: table.pageSizeOptions.map(String),
          showTotal: () => totalText,
          onChange: table.changePage,
        }}
      />
    </div>
  );
}

/** antd reports paging and sorting through one callback: paging has its own, sorting goes here. */
function onSortChange<Row>(table: ListTable<Row>): TableProps<Row>['onChange'] {
  return (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const field = typeof sorter.columnKey === 'string' ? sorter.columnKey : null;
    table.changeSort(field && sorter.order ? { field, order: sorter.order === 'ascend' ? 'asc' : 'desc' } : null);
  };
}
