import {
  resourceEndpoints,
  type FieldDef,
  type FieldKey,
  type FieldRefusal,
  type FieldValue,
  type MenuNode,
  type ResourceDef,
  type RowOf,
  type TransitionDef,
} from '@salon/contract';
import { App, Button, Form, Space, Tooltip } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ignoreRequestError, post } from '../api/request';
import { usePageAccess } from '../app/access';
import { useMenu } from '../app/MenuContext';
import { useListTable, type ListState, type ListTable } from '../components/DataTable';
import { withLabelWidths } from '../components/columnWidth';
import { DeleteButton } from '../components/DeleteButton';
import type { FilterValues } from '../components/FilterBar';
import { renderValue } from './fieldView';
import type { CustomInputs, FormSection } from './formFields';
import {
  coerceParam,
  fromQuery,
  initialValues,
  listFilters,
  readListState,
  stateKey,
  toQuery,
  writeListState,
  type FilterPatches,
  type ListFilter,
} from './listFilters';
import { MaskedValue } from './MaskedValue';
import { useReference, type Reference } from './reference';

/** One record as the list and detail answer it (a declaration's own: `RowOf<typeof def>`). */
export type ResourceRow = Record<string, unknown> & { id: number };

/** What a page's own additions can do: reload the list, ask for an operation code. */
export interface PageActions {
  reload(): Promise<void>;
  can(code: string): boolean;
}

/** A column of the list, typed by the declaration's row. */
export type ListColumn<R extends ResourceDef> = ColumnType<RowOf<R>>;

/** What a page builds its columns from: the declared ones, and any one field's as declared (with changes). */
export interface ColumnKit<R extends ResourceDef> {
  /** The declaration's list columns, in order. */
  declared: ListColumn<R>[];
  /** One field's column as declared (its label, width and cell), changed by `patch`. */
  field(key: FieldKey<R>, patch?: Partial<ListColumn<R>>): ListColumn<R>;
}

/** How a status step's dialog reads on this page (the engine's words otherwise). */
export interface TransitionDialogText {
  title?: string;
  /** Shown above the reason (default: the transition's `confirm`). */
  intro?: ReactNode;
  okText?: string;
  /** The notice once done (default: 已 + the label). */
  doneText?: string;
}

/**
 * A page's own cells by field key, each given the field's typed value. A declaration with a field
 * built without a literal key has open rows: its cells take any value.
 */
export type CellRenderers<R extends ResourceDef> = string extends R['fields'][number]['key']
  ? // eslint-disable-next-line @typescript-eslint/no-explicit-any
    { [key: string]: ((value: any, row: RowOf<R>) => ReactNode) | undefined }
  : { [F in R['fields'][number] as F['key']]?: (value: FieldValue<F>, row: RowOf<R>) => ReactNode };

/** How the create/edit dialog reads on this page (`record`: the row edited, null when creating). */
export interface FormDialogOptions<R extends ResourceDef> {
  title?: (record: RowOf<R> | null) => string;
  /** A line above the fields. */
  intro?: (record: RowOf<R> | null) => ReactNode;
  /** The fields in titled groups (others come last). */
  sections?: readonly FormSection[];
  /** The notice once saved. */
  savedText?: (record: RowOf<R> | null) => string;
  /** A rule across the values and the record (its hook on the server says the same), shown under the field it names. */
  check?: (values: Record<string, unknown>, record: RowOf<R> | null) => true | string | FieldRefusal;
}

/** What a page adds to its declaration (all optional; the declaration alone makes a whole page). */
export interface ResourcePageOptions<R extends ResourceDef = ResourceDef> {
  /**
   * A hidden page holding the create form (resourceFormPage): the 新增 button goes there when the
   * user's menu holds it, else the form opens in a dialog as usual.
   */
  createPage?: string;
  /** List cells and detail rows a page draws itself, by field key. */
  render?: CellRenderers<R>;
  /** Form controls a page brings, by field key. */
  inputs?: CustomInputs;
  /** How the create/edit dialog reads. */
  formDialog?: FormDialogOptions<R>;
  /** More buttons in a row's 操作 cell. */
  rowActions?: (row: RowOf<R>, page: PageActions) => ReactNode;
  /** More content under a record's detail (the detail answers the row and what its hook adds). */
  detailExtra?: (row: RowOf<R> & Record<string, unknown>, page: PageActions) => ReactNode;
  /** The list's columns, built from the declared ones (default: the declared ones); 操作 always comes last. */
  columns?: (kit: ColumnKit<R>) => ColumnsType<RowOf<R>>;
  /** Changes to the declared filters, by field key ('keyword' for the keyword); `false` leaves one out. */
  filters?: FilterPatches<R>;
  /** The engine's own buttons the page does without (it brings its own: a drawer of its own for 查看, a form of its own for 新增…). */
  hide?: readonly ('detail' | 'edit' | 'create' | 'remove')[];
  /** How a status step's dialog reads for a row. */
  transitionDialog?: (row: RowOf<R>, transition: TransitionDef) => TransitionDialogText;
  /** Why a status step the user may take is not open for this row (shown on the disabled button), or null. */
  transitionBlocked?: (row: RowOf<R>, transition: TransitionDef) => string | null;
  /** Which rows offer 删除 beyond the workflow's locked states (a hook refuses the others on the server: 只有草稿可以删除). */
  removable?: (row: RowOf<R>) => boolean;
  /** The list's state in the page's URL under this prefix ('' by default; a page of several lists gives each its own), or `false`. */
  urlKey?: string | false;
  /** The 筛选方案 control: the filter groups saved under this key (usually the page's route). */
  filterGroups?: string;
}

/** Whether the user's menu holds a page (a hidden one included). */
export function menuHasPage(menu: readonly MenuNode[], path: string): boolean {
  return menu.some((n) => n.url === path || menuHasPage(n.children, path));
}

/** Whether the user may reveal the resource's masked fields. */
export const canReveal = (def: ResourceDef, can: (code: string) => boolean) => !!def.ops.viewMasked && can(def.ops.viewMasked);

/**
 * A list cell or detail row: the page's own drawing, else by the field's type. A masked field
 * (always masked on the wire) gets the reveal button when `reveal` says the user holds the
 * resource's 查看完整号码.
 */
export function cell<R extends ResourceDef>(
  options: Pick<ResourcePageOptions<R>, 'render'>,
  f: FieldDef,
  value: unknown,
  row: ResourceRow,
  reveal?: { def: ResourceDef; can: boolean },
): ReactNode {
  const draw = (options.render as Partial<Record<string, (value: unknown, row: ResourceRow) => ReactNode>> | undefined)?.[f.key];
  if (draw) return draw(value, row);
  if (f.masked && reveal?.can) return <MaskedValue def={reveal.def} field={f} row={row} />;
  return renderValue(f, value, row);
}

/** The dialogs a list opens: one at a time. */
export type ListDialog<Row> =
  { kind: 'create' } | { kind: 'edit'; row: Row } | { kind: 'detail'; row: Row } | { kind: 'transition'; row: Row; transition: TransitionDef } | null;

/** The headless list of a declaration: everything `ResourceList` draws, for a page to use or draw itself. */
export interface ResourceListController<R extends ResourceDef> {
  def: R;
  options: ResourcePageOptions<R>;
  endpoints: ReturnType<typeof resourceEndpoints>;
  reference: Reference;
  /** Whether the user holds an operation code of this page. */
  can(code: string): boolean;
  /** The filter bar: its items and controls, its form, and what 查询 / 重置 do. */
  filters: {
    list: ListFilter[];
    form: ReturnType<typeof Form.useForm<FilterValues>>[0];
    /** What the bar shows first (the URL's filters, else the defaults). */
    startValues: FilterValues;
    /** What 重置 goes back to. */
    defaultValues: FilterValues;
    search(values: FilterValues): Promise<void>;
    reset(values: FilterValues): Promise<void>;
  };
  /** Rows, paging, sort, selection and reloads. */
  table: ListTable<RowOf<R>>;
  /** The columns, 操作 last (built when read). */
  readonly columns: ColumnsType<RowOf<R>>;
  /** The dialog open now, and how to open or close one. */
  dialog: ListDialog<RowOf<R>>;
  open(dialog: ListDialog<RowOf<R>>): void;
  /** What row actions and dialogs get: reload the list, ask for an operation code. */
  page: PageActions;
  /** Whether the 新增 button shows, and where it goes. */
  create: { allowed: boolean; start(): void };
  /** Whether the list answers nothing yet (a lookup page before its first search), and what it says then. */
  waiting: string | null;
}

/** A lookup page (searchRequired) answers nothing until one of its filters is given. */
const waitsForSearch = (def: ResourceDef, filters: FilterValues) =>
  !!def.searchRequired && !def.searchRequired.anyOf.some((key) => filters[key] !== undefined && filters[key] !== null && filters[key] !== '');

/**
 * The list controller of a declaration (filters, query and URL, columns, dialogs, permissions),
 * under `ResourceList` or a page's own view: one place for what every list page does, so a page
 * says only what is its own.
 */
export function useResourceList<const R extends ResourceDef>(def: R, options: ResourcePageOptions<NoInfer<R>> = {}): ResourceListController<R> {
  type Row = RowOf<R>;
  const { message } = App.useApp();
  const access = usePageAccess();
  const { menu } = useMenu();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const endpoints = useMemo(() => resourceEndpoints(def), [def]);
  const reference = useReference(def);
  const [form] = Form.useForm<FilterValues>();
  const filterList = listFilters(def, reference, options.filters as FilterPatches);
  const prefix = options.urlKey === false ? null : options.urlKey ? `${options.urlKey}.` : '';

  // Where the list starts: the URL's state when it has one, else the declared defaults.
  const [start] = useState(() => {
    const defaults = initialValues(filterList);
    const fromUrl = prefix === null ? null : readListState(params, prefix, (p, text) => coerceParam(def, filterList, p, text));
    const values = fromUrl ? fromQuery(filterList, fromUrl.filters) : defaults;
    return { defaults, values, state: fromUrl, query: fromUrl ? fromUrl.filters : toQuery(filterList, defaults) };
  });
  const inlineFields = filterList.flatMap((f) => f.params);
  const table = useListTable<Row>(
    { view: def.name, url: endpoints.list.path, method: endpoints.list.method, idle: (filters) => waitsForSearch(def, filters), inlineFields },
    start.query,
    start.state ? { pageNum: start.state.pageNum, pageSize: start.state.pageSize || undefined, sort: start.state.sort } : {},
  );

  // The URL follows what the user asks for (查询, 重置, a page, a sort); back and forward bring it back.
  const asked = useRef(false);
  const shown = useRef(stateKey(table.state));
  const ask = <T,>(run: () => T): T => ((asked.current = true), run());
  const currentKey = stateKey(table.state);
  useEffect(() => {
    if (prefix === null || currentKey === shown.current) return;
    shown.current = currentKey;
    if (!asked.current) return;
    asked.current = false;
    const isDefault = stateKey({ ...table.state, filters: toQuery(filterList, start.defaults), pageNum: 1, sort: null }) === currentKey;
    setParams((before) => writeListState(before, prefix, isDefault ? null : table.state));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentKey]);
  const urlState = prefix === null ? null : readListState(params, prefix, (p, text) => coerceParam(def, filterList, p, text));
  // A size the list does not offer (an edited link) is the user's own.
  const sizeOf = (state: ListState) => (table.pageSizeOptions.includes(state.pageSize) ? state.pageSize : table.state.pageSize);
  const urlKey = urlState ? stateKey({ ...urlState, pageSize: sizeOf(urlState) }) : null;
  useEffect(() => {
    if (prefix === null) return;
    const target: ListState = urlState
      ? { ...urlState, pageSize: sizeOf(urlState) }
      : { filters: toQuery(filterList, start.defaults), pageNum: 1, pageSize: table.state.pageSize, sort: null };
    const key = stateKey(target);
    if (key === shown.current) return;
    shown.current = key;
    form.setFieldsValue({ ...Object.fromEntries(filterList.map((f) => [f.item.key, undefined])), ...fromQuery(filterList, target.filters) });
    void table.restore(target);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlKey]);

  // A load refused for its filters: each message under its filter (the request layer said nothing).
  useEffect(() => {
    const errors = new Map<string, string>();
    for (const r of table.refusal) {
      const filter = filterList.find((f) => f.params.includes(r.field));
      if (filter && !errors.has(filter.item.key)) errors.set(filter.item.key, r.message);
    }
    form.setFields(filterList.map((f) => ({ name: f.item.key, errors: errors.has(f.item.key) ? [errors.get(f.item.key)!] : [] })));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table.refusal]);

  const [dialog, open] = useState<ListDialog<Row>>(null);
  const can = useCallback((code: string) => access.can(code), [access]);
  const page: PageActions = { reload: () => table.reload(), can };
  const hidden = new Set(options.hide ?? []);
  const reveal = { def, can: canReveal(def, can) };
  const createPage = options.createPage && menuHasPage(menu, options.createPage) ? options.createPage : null;
  const statusKey = def.workflow?.field;

  async function remove(row: Row) {
    try {
      await post(endpoints.remove.path, { id: row.id });
      message.success(`已删除${def.title}`);
      await table.reload();
    } catch (err) {
      ignoreRequestError(err);
    }
  }

  const fieldColumn = (f: FieldDef, patch: Partial<ColumnType<Row>> = {}): ColumnType<Row> => ({
    title: f.label,
    dataIndex: f.key,
    key: f.key,
    width: typeof f.list === 'object' ? f.list.width : undefined,
    ellipsis: typeof f.list === 'object' ? f.list.ellipsis : undefined,
    sorter: f.sortable === true,
    render: (value: unknown, row: Row) => cell(options as ResourcePageOptions<R>, f, value, row as ResourceRow, reveal),
    ...patch,
  });
  const kit: ColumnKit<R> = {
    declared: def.fields.filter((f) => f.list).map((f) => fieldColumn(f)),
    field: (key, patch) => {
      const f = def.fields.find((x) => x.key === key);
      if (!f) throw new Error(`${def.name}: no field ${String(key)}`);
      return fieldColumn(f, patch);
    },
  };

  /** A record in one of its workflow's locked states is neither edited nor deleted (the server refuses both). */
  const locked = (row: Row) => !!def.workflow?.locked?.includes((row as ResourceRow)[statusKey!] as number | string);
  const editable = (row: Row) => !hidden.has('edit') && !!def.ops.update && can(def.ops.update) && !locked(row);
  const transitions = (row: Row) =>
    (def.workflow?.transitions ?? []).filter((t) => t.from.includes((row as ResourceRow)[statusKey!] as number | string) && can(t.op));
  const removable = !hidden.has('remove') && !!def.ops.remove && can(def.ops.remove);
  const hasActions =
    !hidden.has('detail') || !!options.rowActions || (def.workflow?.transitions.length ?? 0) > 0 || removable || (!!def.ops.update && !hidden.has('edit'));
  const actionsColumn: ColumnType<Row> = {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    render: (_: unknown, row: Row) => (
      <Space size={0} wrap>
        {hidden.has('detail') ? null : (
          <Button type="link" size="small" onClick={() => open({ kind: 'detail', row })}>
            查看
          </Button>
        )}
        {editable(row) ? (
          <Button type="link" size="small" onClick={() => open({ kind: 'edit', row })}>
            编辑
          </Button>
        ) : null}
        {options.rowActions?.(row, page)}
        {transitions(row).map((t) => {
          const blocked = options.transitionBlocked?.(row, t) ?? null;
          const button = (
            <Button
              key={t.action}
              type="link"
              size="small"
              danger={t.danger}
              disabled={!!blocked}
              onClick={() => open({ kind: 'transition', row, transition: t })}
            >
              {t.label}
            </Button>
          );
          return blocked ? (
            <Tooltip key={t.action} title={blocked}>
              {button}
            </Tooltip>
          ) : (
            button
          );
        })}
        {removable && !locked(row) && (options.removable?.(row as RowOf<R>) ?? true) ? (
          <DeleteButton title={`删除该${def.title}？`} onConfirm={() => remove(row)} />
        ) : null}
      </Space>
    ),
  };
  // Built when the view reads them: a page's columns may use what it works out after this hook (the week shown).
  // Every header as wide as its label needs (no wrapping 时长(分钟)).
  const columns = (): ColumnsType<Row> => [...withLabelWidths(options.columns ? options.columns(kit) : kit.declared), ...(hasActions ? [actionsColumn] : [])];

  const clearRefused = () => form.setFields(filterList.map((f) => ({ name: f.item.key, errors: [] })));
  const wrappedTable: ListTable<Row> = {
    ...table,
    changePage: (pageNum, pageSize) => ask(() => table.changePage(pageNum, pageSize)),
    changeSort: (sort) => ask(() => table.changeSort(sort)),
  };

  return {
    def,
    options: options as ResourcePageOptions<R>,
    endpoints,
    reference,
    can,
    filters: {
      list: filterList,
      form,
      startValues: start.values,
      defaultValues: start.defaults,
      search: (values) => {
        clearRefused();
        const query = toQuery(filterList, values);
        if (def.searchRequired && waitsForSearch(def, query)) message.warning(def.searchRequired.message);
        return ask(() => table.search(query));
      },
      reset: (values) => {
        clearRefused();
        return ask(() => table.search(toQuery(filterList, values), { resetSort: true }));
      },
    },
    table: wrappedTable,
    get columns() {
      return columns();
    },
    dialog,
    open,
    page,
    create: {
      allowed: !hidden.has('create') && !!def.ops.create && can(def.ops.create),
      start: () => (createPage ? navigate(createPage) : open({ kind: 'create' })),
    },
    waiting: def.searchRequired && waitsForSearch(def, table.filters) ? def.searchRequired.message : null,
  };
}
