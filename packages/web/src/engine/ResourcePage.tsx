import { resourceEndpoints, type AreaNode, type FieldDef, type MenuNode, type ResourceDef, type StoreOption, type TransitionDef } from '@salon/contract';
import { App, Button, Space, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ignoreRequestError, post } from '../api/request';
import { usePageAccess } from '../app/access';
import { useMenu } from '../app/MenuContext';
import { DataTable, useListTable } from '../components/DataTable';
import { NumberRangeInput, rangeParams } from '../components/NumberRangeInput';
import { DateRangeInput } from '../components/DateRangeInput';
import { DeleteButton } from '../components/DeleteButton';
import { ExportButton } from '../components/ExportButton';
import { FilterBar, type FilterItem, type FilterValues } from '../components/FilterBar';
import { PageCard } from '../components/PageCard';
import '../components/kit.css';
import { renderValue } from './fieldView';
import { MaskedValue } from './MaskedValue';
import type { CustomInputs } from './formFields';
import { useReference, type LookupOptions } from './reference';

export type { LookupOptions } from './reference';
export type { CustomInputProps, CustomInputs } from './formFields';

/** One record as the list and detail answer it. */
export type ResourceRow = Record<string, unknown> & { id: number };
type Row = ResourceRow;

/** Filter bar items of a declaration; date ranges are slots turned into Start/End on search. */
function filterItems(
  def: ResourceDef,
  stores: StoreOption[],
  areas: AreaNode[],
  lookups: LookupOptions = {},
): { items: FilterItem[]; slots: Record<string, React.ReactNode> } {
  const items: FilterItem[] = [];
  const slots: Record<string, React.ReactNode> = {};
  if (def.keyword) items.push({ type: 'input', key: 'keyword', label: def.keyword.label });
  for (const f of def.fields) {
    if (!f.filter) continue;
    if (f.type === 'enum')
      items.push({
        type: 'select',
        key: f.key,
        label: f.label,
        options: f.enum!.items.map((i) => ({ value: i.value, label: i.label })),
        mode: f.filter === 'in' ? 'multiple' : undefined,
      });
    else if (f.type === 'store')
      items.push({ type: 'select', key: f.key, label: f.label, options: stores.map((s) => ({ value: s.id, label: `${s.storeName}（${s.storeCode}）` })) });
    else if (f.lookup?.options) items.push({ type: 'select', key: f.key, label: f.label, options: lookups[f.key] ?? [] });
    else if (f.type === 'district')
      items.push({
        type: 'select',
        key: f.key,
        label: f.label,
        options: areas.flatMap((c) => (c.children ?? []).map((d) => ({ value: d.id, label: `${c.name} ${d.name}` }))),
      });
    else if (f.filter === 'dateRange') {
      items.push({ type: 'slot', key: f.key, label: f.label, slot: f.key, wide: true });
      // A range of at most maxDays: once one end is picked, days further than that are disabled.
      const maxDays = f.range?.maxDays;
      const tooFar = maxDays
        ? (current: Dayjs, info: { from?: Dayjs }) => !!info.from && Math.abs(current.startOf('day').diff(info.from.startOf('day'), 'day')) >= maxDays
        : undefined;
      slots[f.key] = <DateRangeInput style={{ width: '100%' }} allowClear={!f.range?.required} disabledDate={tooFar} />;
    } else if (f.filter === 'range') {
      items.push({ type: 'slot', key: f.key, label: f.label, slot: f.key });
      slots[f.key] = <NumberRangeInput min={f.min} max={f.max} decimals={f.type === 'int' ? 0 : f.scale} />;
    } else items.push({ type: 'input', key: f.key, label: f.label, placeholder: f.placeholder });
  }
  return { items, slots };
}

/** The filter bar's starting values: date ranges that start from the last N days. */
function initialFilterValues(def: ResourceDef): FilterValues {
  const values: FilterValues = {};
  for (const f of def.fields) {
    const days = f.filter === 'dateRange' ? f.range?.defaultDays : undefined;
    if (days)
      values[f.key] = [
        dayjs()
          .subtract(days - 1, 'day')
          .startOf('day'),
        dayjs().startOf('day'),
      ];
  }
  return values;
}

/** A lookup page (searchRequired) answers nothing until one of its filters is given. */
const waitsForSearch = (def: ResourceDef, filters: FilterValues) =>
  !!def.searchRequired && !def.searchRequired.anyOf.some((key) => filters[key] !== undefined && filters[key] !== null && filters[key] !== '');

function toQuery(def: ResourceDef, values: FilterValues): FilterValues {
  const out: FilterValues = { ...values };
  for (const f of def.fields) {
    if (f.filter === 'range') {
      delete out[f.key];
      Object.assign(out, rangeParams(f.key, values[f.key]));
      continue;
    }
    if (f.filter !== 'dateRange' || !Array.isArray(values[f.key])) continue;
    const [start, end] = values[f.key] as [Dayjs, Dayjs];
    delete out[f.key];
    out[`${f.key}Start`] = start.format('YYYY-MM-DD');
    out[`${f.key}End`] = end.format('YYYY-MM-DD');
  }
  return out;
}

/** What a page's own additions can do: reload the list, ask for an operation code. */
export interface PageActions {
  reload(): Promise<void>;
  can(code: string): boolean;
}

/** What a page adds to its declaration (all optional; the declaration alone makes a whole page). */
export interface ResourcePageOptions {
  /**
   * A hidden page holding the create form (resourceFormPage): the 新增 button goes there when the
   * user's menu holds it, else the form opens in a dialog as usual.
   */
  createPage?: string;
  /** List cells and detail rows a page draws itself, by field key. */
  render?: Partial<Record<string, (value: unknown, row: Row) => ReactNode>>;
  /** Form controls a page brings, by field key. */
  inputs?: CustomInputs;
  /** More buttons in a row's 操作 cell. */
  rowActions?: (row: Row, page: PageActions) => ReactNode;
  /** More content under a record's detail. */
  detailExtra?: (row: Row, page: PageActions) => ReactNode;
}

/** Whether the user's menu holds a page (a hidden one included). */
export function menuHasPage(menu: readonly MenuNode[], path: string): boolean {
  return menu.some((n) => n.url === path || menuHasPage(n.children, path));
}

/**
 * A list cell or detail row: the page's own drawing, else by the field's type. A masked field
 * (always masked on the wire) gets the reveal button when `reveal` says the user holds the
 * resource's 查看完整号码.
 */
export const cell = (options: ResourcePageOptions, f: FieldDef, value: unknown, row: Row, reveal?: { def: ResourceDef; can: boolean }) => {
  const draw = options.render?.[f.key];
  if (draw) return draw(value, row);
  if (f.masked && reveal?.can) return <MaskedValue def={reveal.def} field={f} row={row} />;
  return renderValue(f, value, row);
};

/** Whether the user may reveal the resource's masked fields. */
export const canReveal = (def: ResourceDef, can: (code: string) => boolean) => !!def.ops.viewMasked && can(def.ops.viewMasked);

// The create/edit form, the detail drawer and the status dialog load when first opened: a list
// page shows its rows without the form inputs' code.
const ResourceForm = lazy(() => import('./ResourceDialogs').then((m) => ({ default: m.ResourceForm })));
const ResourceDetail = lazy(() => import('./ResourceDialogs').then((m) => ({ default: m.ResourceDetail })));
const TransitionModal = lazy(() => import('./ResourceDialogs').then((m) => ({ default: m.TransitionModal })));
// Only pages that declare an import (and users granted it) load the upload button.
const ImportButton = lazy(() => import('../components/ImportButton').then((m) => ({ default: m.ImportButton })));

/** A whole page from a resource declaration: filters, table, detail, form and status actions. */
export function ResourcePage({ def, options = {} }: { def: ResourceDef; options?: ResourcePageOptions }) {
  const { message } = App.useApp();
  const access = usePageAccess();
  const { menu } = useMenu();
  const navigate = useNavigate();
  const ep = useMemo(() => resourceEndpoints(def), [def]);
  const [startValues] = useState(() => initialFilterValues(def));
  const table = useListTable<Row>(
    { view: def.name, url: ep.list.path, method: ep.list.method, idle: (filters) => waitsForSearch(def, filters) },
    toQuery(def, startValues),
  );
  const reference = useReference(def);
  const { stores, areas, lookups } = reference;
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [viewing, setViewing] = useState<Row | null>(null);
  const [moving, setMoving] = useState<{ row: Row; transition: TransitionDef } | null>(null);
  const { items, slots } = filterItems(def, stores, areas, lookups);
  const statusKey = def.workflow?.field;
  const actions: PageActions = { reload: () => table.reload(), can: (code) => access.can(code) };
  const createPage = options.createPage && menuHasPage(menu, options.createPage) ? options.createPage : null;
  const reveal = { def, can: canReveal(def, access.can) };

  async function remove(row: Row) {
    try {
      await post(ep.remove.path, { id: row.id });
      message.success(`已删除${def.title}`);
      await table.reload();
    } catch (err) {
      ignoreRequestError(err);
    }
  }

  const columns: ColumnsType<Row> = [
    ...def.fields
      .filter((f) => f.list)
      .map((f) => ({
        title: f.label,
        dataIndex: f.key,
        key: f.key,
        width: typeof f.list === 'object' ? f.list.width : undefined,
        ellipsis: typeof f.list === 'object' ? f.list.ellipsis : undefined,
        sorter: f.sortable === true,
        render: (value: unknown, row: Row) => cell(options, f, value, row, reveal),
      })),
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, row: Row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setViewing(row)}>
            查看
          </Button>
          {def.ops.update && access.can(def.ops.update) && !def.workflow?.locked?.includes(row[statusKey!] as number | string) ? (
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              编辑
            </Button>
          ) : null}
          {options.rowActions?.(row, actions)}
          {def.workflow?.transitions
            .filter((t) => t.from.includes(row[statusKey!] as number) && access.can(t.op))
            .map((t) => (
              <Button key={t.action} type="link" size="small" danger={t.danger} onClick={() => setMoving({ row, transition: t })}>
                {t.label}
              </Button>
            ))}
          {def.ops.remove && access.can(def.ops.remove) ? <DeleteButton title={`删除该${def.title}？`} onConfirm={() => remove(row)} /> : null}
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      filters={
        items.length ? (
          <FilterBar
            items={items}
            slots={slots}
            initialValues={startValues}
            onSearch={(v) => {
              const query = toQuery(def, v);
              if (def.searchRequired && waitsForSearch(def, query)) message.warning(def.searchRequired.message);
              return table.search(query);
            }}
          />
        ) : undefined
      }
    >
      <DataTable
        table={table}
        columns={columns}
        rowKey="id"
        title={`${def.title}列表`}
        emptyText={def.searchRequired && waitsForSearch(def, table.filters) ? def.searchRequired.message : undefined}
        toolbar={
          <>
            {def.import && def.ops.import && access.can(def.ops.import) ? (
              <Suspense fallback={null}>
                <ImportButton
                  url={ep.import.path}
                  templateUrl={ep.importTemplate.path}
                  templateName={`${def.title}导入模板.xlsx`}
                  onImported={() => void table.reload()}
                />
              </Suspense>
            ) : null}
            {def.ops.export && access.can(def.ops.export) ? (
              <ExportButton url={ep.export.path} params={table.filters} confirmPassword={def.fields.some((f) => f.masked)} />
            ) : null}
            {def.ops.create && access.can(def.ops.create) ? (
              <Button type="primary" onClick={() => (createPage ? navigate(createPage) : setEditing('new'))}>
                新增{def.title}
              </Button>
            ) : null}
          </>
        }
      />
      <Suspense fallback={null}>
        {editing ? (
          <ResourceForm
            def={def}
            reference={reference}
            inputs={options.inputs}
            record={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={async () => {
              setEditing(null);
              await table.reload();
            }}
          />
        ) : null}
        {viewing ? <ResourceDetail def={def} id={viewing.id} options={options} actions={actions} onClose={() => setViewing(null)} /> : null}
        {moving ? (
          <TransitionModal
            def={def}
            {...moving}
            onClose={() => setMoving(null)}
            onDone={async () => {
              setMoving(null);
              await table.reload();
            }}
          />
        ) : null}
      </Suspense>
    </PageCard>
  );
}

/** The page component of a declaration, for the lazy page registry. */
export function resourcePage(def: ResourceDef, options?: ResourcePageOptions) {
  return function DeclaredPage() {
    return <ResourcePage def={def} options={options} />;
  };
}

/** A page of several declarations, one tab each (a list and what it is filed under), e.g. 服务项目 | 项目分类. */
export function resourceTabsPage(tabs: readonly { label: string; def: ResourceDef; options?: ResourcePageOptions }[]) {
  return function DeclaredTabsPage() {
    return (
      <Tabs
        className="page-tabs"
        items={tabs.map(({ label, def, options }) => ({ key: def.name, label, children: <ResourcePage def={def} options={options} /> }))}
      />
    );
  };
}
