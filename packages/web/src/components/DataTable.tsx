import { PAGE_SIZE, SHARED_TABLE_PAGE_SIZE, TABLE_MIN_HEIGHT, TABLE_RESIZE_DELAY_MS, type Envelope, type FieldRefusal, type PageInfo } from '@salon/contract';
import { App, Button, Table, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { request, RequestError } from '../api/request';
import { usePageAccess } from '../app/access';
import { session } from '../app/storage';
import { cleanFilters, type FilterValues } from './filterValues';
import { readPageSize, useServerPageSize, writePageSize } from './preferences';
import { useDebouncedClick } from './useDebouncedClick';

export interface ListSource {
  /** Remembers the page size per user under this view name. */
  view: string;
  url: string;
  method?: 'GET' | 'POST';
  /** POST the payload form-encoded (application/x-www-form-urlencoded) instead of JSON. */
  form?: boolean;
  /**
   * A separate count call (same filters and userId, POST unless `countMethod`) whose total
   * pages the list: it answers a number, `{ total }` / `{ count }`, or an envelope `page.total`.
   * The list call then goes with `counted: false`.
   */
  countUrl?: string;
  countMethod?: 'GET' | 'POST';
  /** The shared-table variant: 20 per page, options 5-40. */
  shared?: boolean;
  /** Empty the rows when a load fails. */
  emptyOnError?: boolean;
  /** Filters the list does not answer for yet (a lookup page before its first search): no request, no rows. */
  idle?(filters: FilterValues): boolean;
  /**
   * The parameters a filter bar shows a refusal under: a load refused naming only these shows no
   * notice (the page puts each message under its filter, `ListTable.refusal`). A refused load always empties the rows.
   */
  inlineFields?: readonly string[];
}

/** A column the user sorted by (the server accepts the resource's sortable fields only). */
export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

/** What a list asks for: filters, page and sort (kept in the URL by the list controller). */
export interface ListState {
  filters: FilterValues;
  pageNum: number;
  pageSize: number;
  sort: ListSort | null;
}

export interface ListTable<Row> {
  rows: Row[];
  page: PageInfo;
  loading: boolean;
  filters: FilterValues;
  /** The query asked for last (what the rows answer, or are loading for). */
  state?: ListState;
  /** The fields the last load was refused for (000006 naming filters): the rows are empty then. */
  refusal?: FieldRefusal[];
  selectedKeys: React.Key[];
  /** The ticked rows (kept across pages for keys ticked on another page). */
  selectedRows: Row[];
  /** `rows` as the table reports them; keys without a row keep the row known from before. */
  setSelectedKeys(keys: React.Key[], rows?: (Row | undefined)[]): void;
  /** New filters: back to page 1, selection cleared; `resetSort` goes back to the list's own order too (重置). */
  search(filters: FilterValues, options?: { resetSort?: boolean }): Promise<void>;
  /** A whole query at once (the URL's, on back and forward): selection cleared. */
  restore?(state: ListState): Promise<void>;
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

const isPageSize = (options: readonly number[], size: number) => options.includes(size);

/** The total a count call answers: a number, `{ total }` or `{ count }` (in `result` or `data`), or `page.total`. */
export function totalOf(envelope: Envelope<unknown> & { data?: unknown }): number {
  const body = envelope.result ?? envelope.data;
  const value =
    typeof body === 'number' || typeof body === 'string'
      ? body
      : body && typeof body === 'object'
        ? ((body as { total?: unknown; count?: unknown }).total ?? (body as { count?: unknown }).count)
        : envelope.page?.total;
  const total = Number(value ?? envelope.page?.total);
  return Number.isFinite(total) && total >= 0 ? total : 0;
}

/**
 * The list state behind a DataTable: filters, paging, selection, loading. `initial` starts it on a
 * page, size and sort (the URL's); the size must be one of the list's options.
 */
export function useListTable<Row>(
  source: ListSource,
  initialFilters: FilterValues = {},
  initial: Partial<Omit<ListState, 'filters'>> = {},
): ListTable<Row> & Required<Pick<ListTable<Row>, 'state' | 'refusal' | 'restore'>> {
  const sizes = source.shared ? SHARED_TABLE_PAGE_SIZE : PAGE_SIZE;
  // `nonce` makes a refresh with unchanged filters load again.
  // `recount`: the separate count call (countUrl) runs again (not for a move to another page).
  const [query, setQuery] = useState(() => ({
    filters: initialFilters,
    pageNum: initial.pageNum ?? 1,
    pageSize: initial.pageSize && isPageSize(sizes.options, initial.pageSize) ? initial.pageSize : readPageSize(source.view, sizes.default, sizes.options),
    sort: initial.sort ?? null,
    recount: true,
    nonce: 0,
  }));
  const [refusal, setRefusal] = useState<FieldRefusal[]>([]);
  const [rows, setRows] = useState<Row[]>([]);
  const [page, setPage] = useState<PageInfo>({ total: 0, pageNum: 1, pageSize: query.pageSize });
  const [loading, setLoading] = useState(true);
  const [selection, setSelection] = useState<{ keys: React.Key[]; byKey: Map<React.Key, Row> }>(() => ({ keys: [], byKey: new Map() }));
  const sequence = useRef(0);
  /** The last total of the separate count call, for page moves that do not count again. */
  const countedTotal = useRef<number | null>(null);
  const sourceRef = useRef(source);
  const waiting = useRef<(() => void)[]>([]);
  /**
   * Keyset lists answer a cursor for the page after each page: moving on page by page reads by
   * keyset (no OFFSET, as fast on page 1,000 as on page 1). Kept per query, forgotten on a new one.
   */
  const cursors = useRef<{ key: string; pages: Map<number, string> }>({ key: '', pages: new Map() });

  const load = useCallback(async (next: typeof query) => {
    const { url, method = 'POST', form, countUrl, countMethod = 'POST', emptyOnError, idle, inlineFields } = sourceRef.current;
    const id = ++sequence.current;
    if (idle?.(next.filters)) {
      setRows([]);
      setPage({ total: 0, pageNum: 1, pageSize: next.pageSize });
      setRefusal([]);
      setLoading(false);
      for (const resolve of waiting.current.splice(0)) resolve();
      return;
    }
    const sort = next.sort ? { sortField: next.sort.field, sortOrder: next.sort.order } : {};
    const queryKey = JSON.stringify([url, next.filters, sort, next.pageSize]);
    if (cursors.current.key !== queryKey) cursors.current = { key: queryKey, pages: new Map() };
    const cursor = next.pageNum > 1 ? cursors.current.pages.get(next.pageNum) : undefined;
    const userId = session.user()?.id;
    const filters = cleanFilters(next.filters);
    const payload = { ...filters, ...sort, ...(cursor ? { cursor } : {}), pageNum: next.pageNum, pageSize: next.pageSize, counted: !countUrl, userId };
    const call = <T,>(path: string, verb: 'GET' | 'POST', data: Record<string, unknown>) =>
      request<T>(path, verb === 'GET' ? { method: verb, params: data, raw: true, inlineFields } : { method: verb, data, form, raw: true, inlineFields });
    const recount = countUrl && (next.recount || countedTotal.current === null);
    try {
      const [envelope, total] = await Promise.all([
        call<Envelope<Row[]> & { data?: Row[] }>(url, method, payload),
        recount
          ? call<Envelope<unknown> & { data?: unknown }>(countUrl, countMethod, { ...filters, userId }).then(totalOf)
          : Promise.resolve(countUrl ? countedTotal.current : null),
      ]);
      if (id !== sequence.current) return;
      const list = envelope.result ?? envelope.data ?? [];
      setRows(list);
      setRefusal([]);
      const answered = envelope.page ?? { total: list.length, pageNum: next.pageNum, pageSize: next.pageSize };
      if (countUrl) countedTotal.current = total;
      setPage(countUrl && total !== null ? { ...answered, pageNum: next.pageNum, pageSize: next.pageSize, total, totalKind: 'exact' } : answered);
      if (envelope.page?.nextCursor && cursors.current.key === queryKey) cursors.current.pages.set(next.pageNum + 1, envelope.page.nextCursor);
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
      // Refused filters: no rows answer them (the old ones would read as the answer).
      if (id === sequence.current && (emptyOnError || err.fields.length)) {
        setRows([]);
        setPage({ total: 0, pageNum: 1, pageSize: next.pageSize });
      }
      if (id === sequence.current) setRefusal(err.fields);
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
    if (clearSelection) setSelection({ keys: [], byKey: new Map() });
    setLoading(true);
    setQuery((q) => ({ ...next, nonce: q.nonce + 1 }));
    return new Promise<void>((resolve) => waiting.current.push(resolve));
  }, []);

  // First use of the view in this browser: the size remembered on the server, if any.
  useServerPageSize(source.view, sizes.options, (pageSize) => {
    if (pageSize !== query.pageSize) void go({ ...query, pageNum: 1, pageSize, recount: false }, false);
  });

  const setSelectedKeys = useCallback((keys: React.Key[], picked?: (Row | undefined)[]) => {
    setSelection((before) => {
      const byKey = new Map<React.Key, Row>();
      keys.forEach((k, i) => {
        const row = picked?.[i] ?? before.byKey.get(k);
        if (row !== undefined) byKey.set(k, row);
      });
      return { keys, byKey };
    });
  }, []);

  return {
    rows,
    page,
    loading,
    filters: query.filters,
    state: { filters: query.filters, pageNum: query.pageNum, pageSize: query.pageSize, sort: query.sort },
    refusal,
    selectedKeys: selection.keys,
    selectedRows: selection.keys.filter((k) => selection.byKey.has(k)).map((k) => selection.byKey.get(k)!),
    setSelectedKeys,
    search: (filters, options) => go({ ...query, filters, pageNum: 1, sort: options?.resetSort ? null : query.sort, recount: true }, true),
    restore: (state) => go({ ...state, pageSize: isPageSize(sizes.options, state.pageSize) ? state.pageSize : query.pageSize, recount: true }, true),
    refresh: () => (announceListChange(), go({ ...query, pageNum: 1, recount: true }, true)),
    reload: () => (announceListChange(), go({ ...query, recount: true }, false)),
    changePage: (pageNum, pageSize) => {
      if (pageSize !== query.pageSize) {
        writePageSize(sourceRef.current.view, pageSize);
        void go({ ...query, pageNum: 1, pageSize, recount: false }, false);
      } else void go({ ...query, pageNum, recount: false }, false);
    },
    sort: query.sort,
    changeSort: (sort) => void go({ ...query, sort, pageNum: 1, recount: false }, false),
    pageSizeOptions: sizes.options,
  };
}

const EMPTY = '--';

/** Empty cells read '--' unless a column renders itself. */
function withEmptyCells<Row>(columns: ColumnsType<Row>): ColumnsType<Row> {
  return columns.map((c) =>
    'render' in c && c.render
      ? c
      : { ...c, render: (value: unknown) => (value === null || value === undefined || value === '' ? EMPTY : (value as ReactNode)) },
  );
}

/**
 * A custom button above the table (spec §5): it needs a name and an operation code, shows only
 * when the user holds the code on this page, and acts on the ticked rows ('请先勾选' without).
 */
export interface TableButton<Row> {
  name: string;
  code: string;
  onClick(selectedRows: Row[], selectedKeys: React.Key[]): unknown;
  type?: 'primary' | 'default' | 'dashed' | 'link' | 'text';
  danger?: boolean;
}

/** What a click on a custom button with no ticked row says (spec §5 'please tick first'). */
export const TICK_FIRST = '请先勾选';

interface Props<Row> {
  table: ListTable<Row>;
  columns: ColumnsType<Row>;
  rowKey: keyof Row & string;
  toolbar?: ReactNode;
  /** Custom buttons acting on the ticked rows; rows become tickable when there are any. */
  buttons?: TableButton<Row>[];
  title?: ReactNode;
  selectable?: boolean;
  /** What an empty table says (default '暂无数据'). */
  emptyText?: ReactNode;
  /**
   * The body fills the window below it (at least 300 px) and scrolls; the height is measured
   * again 300 ms after the window is resized. `false`: the table grows with its rows.
   */
  fitHeight?: boolean;
  /** Rows under the body on every page (a report's totals): antd's `summary`. */
  summary?: TableProps<Row>['summary'];
}

/** Room kept under the table body for the pagination and the page's padding. */
export const TABLE_FOOTER_SPACE = 88;

/** The height the table body may take: what the window has below it, at least TABLE_MIN_HEIGHT. */
export function bodyHeight(windowHeight: number, bodyTop: number): number {
  return Math.max(TABLE_MIN_HEIGHT, Math.floor(windowHeight - bodyTop - TABLE_FOOTER_SPACE));
}

/** The body height of the table in `box`, measured now and 300 ms after each window resize (debounced). */
export function useTableBodyHeight(box: RefObject<HTMLElement | null>, enabled: boolean): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!enabled) return;
    const measure = () => {
      const el = box.current;
      if (!el) return;
      const body = el.querySelector('.ant-table-body') ?? el.querySelector('.ant-table-tbody');
      const top = body ? body.getBoundingClientRect().top : el.getBoundingClientRect().top;
      setHeight(bodyHeight(window.innerHeight, top));
    };
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, TABLE_RESIZE_DELAY_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [box, enabled]);
  return enabled ? height : undefined;
}

/**
 * Columns marked `sorter: true` sort on the server: the header shows the list's sort, a click
 * asks for it (ascending, descending, then the list's own order again).
 */
function withServerSort<Row>(columns: ColumnsType<Row>, sort: ListSort | null): ColumnsType<Row> {
  return columns.map((c) => (c.sorter === true ? { ...c, sortOrder: sort && sort.field === c.key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null } : c));
}

/** A button needs a name and a code; one without is reported and left out (spec §5). */
export function usableButtons<Row>(buttons: TableButton<Row>[]): TableButton<Row>[] {
  return buttons.filter((b, i) => {
    const problems = [!b.name?.trim() && 'name', !b.code?.trim() && 'code'].filter(Boolean);
    if (problems.length) console.error(`DataTable: 第${i + 1}个自定义按钮缺少${problems.join('和')}，未显示`);
    return problems.length === 0;
  });
}

function CustomButton<Row>({ button, table }: { button: TableButton<Row>; table: ListTable<Row> }) {
  const { message } = App.useApp();
  const click = useDebouncedClick(() => {
    if (table.selectedKeys.length === 0) return void message.warning(TICK_FIRST);
    return button.onClick(table.selectedRows, table.selectedKeys);
  });
  return (
    <Button type={button.type} danger={button.danger} onClick={click}>
      {button.name}
    </Button>
  );
}

/** The custom buttons the user may use on this page (operation codes of the route's menu entry). */
function CustomButtons<Row>({ buttons, table }: { buttons: TableButton<Row>[]; table: ListTable<Row> }) {
  const access = usePageAccess();
  return (
    <>
      {usableButtons(buttons)
        .filter((b) => access.can(b.code))
        .map((b) => (
          <CustomButton key={b.code} button={b} table={table} />
        ))}
    </>
  );
}

/** The table of every list page: server paging, remembered page size, '--' cells, '暂无数据', server sort. */
export function DataTable<Row extends object>({
  table,
  columns,
  rowKey,
  toolbar,
  buttons,
  title,
  selectable,
  emptyText = '暂无数据',
  fitHeight = true,
  summary,
}: Props<Row>) {
  const box = useRef<HTMLDivElement>(null);
  const height = useTableBodyHeight(box, fitHeight);
  const totalText =
    table.page.totalKind === 'capped'
      ? `超过 ${table.page.total} 条`
      : table.page.totalKind === 'estimated'
        ? `约 ${table.page.total} 条`
        : `共 ${table.page.total} 条`;
  const hasButtons = !!buttons && buttons.length > 0;
  return (
    <div className="data-table" ref={box} style={{ minHeight: TABLE_MIN_HEIGHT }}>
      {title || toolbar || hasButtons ? (
        <div className="data-table__bar">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <div className="data-table__tools">
            {hasButtons ? <CustomButtons buttons={buttons} table={table} /> : null}
            {toolbar}
          </div>
        </div>
      ) : null}
      <Table<Row>
        rowKey={rowKey}
        size="middle"
        columns={withServerSort(withEmptyCells(columns), table.sort)}
        dataSource={table.rows}
        loading={table.loading}
        locale={{ emptyText }}
        scroll={{ x: 'max-content', y: height }}
        onChange={onSortChange(table)}
        summary={summary}
        rowSelection={
          selectable || hasButtons
            ? { selectedRowKeys: table.selectedKeys, preserveSelectedRowKeys: true, onChange: (keys, rows) => table.setSelectedKeys(keys, rows) }
            : undefined
        }
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
