import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Page path -> lazily loaded page, one file per page: pages/<route path>.page.tsx (default export)
 * is the page of that route ('./operate/shop/anomaly.page.tsx' -> '/operate/shop/anomaly'). A page
 * chunk loads only when visited. Must list exactly the contract's IMPLEMENTED_PAGES (a test checks it).
 */
export const PAGE_MODULES: Record<string, () => Promise<{ default: ComponentType }>> = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: ComponentType }>(['./**/*.page.tsx', '!./demo/**'])).map(([file, load]) => [
    file.slice(1, -'.page.tsx'.length),
    load,
  ]),
);

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

export function pageLoader(path: string): LazyExoticComponent<ComponentType> | undefined {
  const load = PAGE_MODULES[path];
  if (!load) return undefined;
  let page = cache.get(path);
  if (!page) {
    page = lazy(load);
    cache.set(path, page);
  }
  return page;
}
