import type { AreaNode, ResourceDef, StoreOption } from '@salon/contract';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterItem, FilterValues } from '../components/FilterBar';
import { initialValues, listFilters, toQuery as filtersToQuery } from './listFilters';
import type { LookupOptions } from './reference';
import { ResourceList } from './ResourceList';
import { useResourceList, type ResourcePageOptions } from './useResourceList';

export type { LookupOptions } from './reference';
export type { CustomInputProps, CustomInputs } from './formFields';
export { canReveal, cell, menuHasPage, type PageActions, type ResourcePageOptions, type ResourceRow } from './useResourceList';

/**
 * A whole page from a resource declaration: its list controller under the engine's view. Options
 * written for this declaration see its typed rows and keys; options shared by several declarations
 * (typed for any `ResourceDef`) are taken as well.
 */
export function ResourcePage<const R extends ResourceDef>(props: { def: R; options?: ResourcePageOptions<NoInfer<R>> }): ReactNode;
export function ResourcePage(props: { def: ResourceDef; options?: ResourcePageOptions }): ReactNode;
export function ResourcePage({ def, options }: { def: ResourceDef; options?: ResourcePageOptions }) {
  const list = useResourceList(def, options);
  return <ResourceList list={list} />;
}

/** The page component of a declaration, for the lazy page registry. */
export function resourcePage<const R extends ResourceDef>(def: R, options?: ResourcePageOptions<NoInfer<R>>): () => ReactNode;
export function resourcePage(def: ResourceDef, options?: ResourcePageOptions): () => ReactNode;
export function resourcePage(def: ResourceDef, options?: ResourcePageOptions) {
  return function DeclaredPage() {
    return <ResourcePage def={def} options={options} />;
  };
}

/** One tab of a page: its label and what it shows. */
export interface PageTab {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * The tabs of a page of several lists, the open one kept in the URL (`tab`): a shared link, a
 * reload and back/forward open the same tab. `initial` is the tab shown without one in the URL.
 */
export function PageTabs({ items, initial }: { items: readonly PageTab[]; initial?: string }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active = items.some((t) => t.key === asked) ? asked! : (initial ?? items[0]?.key);
  return (
    <Tabs
      className="page-tabs"
      activeKey={active}
      onChange={(key) =>
        setParams((before) => {
          const next = new URLSearchParams(before);
          next.set('tab', key);
          return next;
        })
      }
      items={items.map((t) => ({ key: t.key, label: t.label, children: t.children }))}
    />
  );
}

/** A page of several declarations, one tab each (a list and what it is filed under), e.g. 服务项目 | 项目分类. */
export function resourceTabsPage(tabs: readonly { label: string; def: ResourceDef; options?: ResourcePageOptions }[]) {
  return function DeclaredTabsPage() {
    return (
      <PageTabs
        items={tabs.map(({ label, def, options }, i) => ({
          key: def.name,
          label,
          // The first list keeps the bare names in the URL, the others their own.
          children: <ResourcePage def={def} options={{ urlKey: i === 0 ? '' : def.name, ...options }} />,
        }))}
      />
    );
  };
}

/* ------- a declaration's filters for views of their own (reports): the list controller's, in the old shapes ------- */

const noReference = { stores: [], areas: [], lookups: {} };

/** Filter bar items of a declaration; date ranges are slots turned into Start/End by `toQuery`. */
export function filterItems(
  def: ResourceDef,
  stores: StoreOption[],
  areas: AreaNode[],
  lookups: LookupOptions = {},
): { items: FilterItem[]; slots: Record<string, ReactNode> } {
  const list = listFilters(def, { stores, areas, lookups });
  return { items: list.map((f) => f.item), slots: Object.fromEntries(list.filter((f) => f.slot).map((f) => [f.item.key, f.slot])) };
}

/** The filter bar's starting values: date ranges that start from the last N days. */
export const initialFilterValues = (def: ResourceDef): FilterValues => initialValues(listFilters(def, noReference));

/** The bar's values as the list's parameters (values of no filter pass as they are). */
export function toQuery(def: ResourceDef, values: FilterValues): FilterValues {
  const list = listFilters(def, noReference);
  const own = new Set(list.map((f) => f.item.key));
  return { ...Object.fromEntries(Object.entries(values).filter(([k]) => !own.has(k))), ...filtersToQuery(list, values) };
}
