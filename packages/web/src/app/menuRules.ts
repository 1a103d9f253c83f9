import { MENU_MAX_DEPTH, RESET_WINDOW, type MenuNode } from '@salon/contract';

/** Spec §2: top-level entries without children are dropped. */
export function dropEmptyTopLevel(menu: MenuNode[]): MenuNode[] {
  return menu.filter((m) => m.children.some((c) => c.url));
}

const pageChildren = (node: MenuNode) => node.children.filter((c) => c.url);

/** A menu entry with a page path: pages, and groups/modules that redirect. */
export interface MenuRoute {
  path: string;
  title: string;
  /** Depth-below-2 entries without operation-authority children go to their first child. */
  redirectTo?: string;
  node: MenuNode;
}

/** Every routable entry of the menu, in menu order. */
export function menuRoutes(menu: MenuNode[]): MenuRoute[] {
  const out: MenuRoute[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (!node.url) continue;
      const first = firstLeaf(pageChildren(node));
      if (node.lv < MENU_MAX_DEPTH && !node.hasOperationAuthority && first) {
        out.push({ path: node.url, title: node.name, redirectTo: first, node });
      } else {
        out.push({ path: node.url, title: node.name, node });
      }
      walk(node.children);
    }
  };
  walk(dropEmptyTopLevel(menu));
  return out;
}

function firstLeaf(nodes: MenuNode[]): string | undefined {
  for (const node of nodes) {
    if (node.hidden) continue;
    if (node.lv >= MENU_MAX_DEPTH && node.url) return node.url;
    const deeper = firstLeaf(pageChildren(node));
    if (deeper) return deeper;
  }
  return undefined;
}

/** The landing page after login: the first leaf of level 2. */
export function landingPath(menu: MenuNode[]): string | undefined {
  return firstLeaf(dropEmptyTopLevel(menu));
}

/** One entry of the sidebar: a module or group with entries below it, or a page. */
export interface SidebarEntry {
  path: string;
  node: MenuNode;
  children?: SidebarEntry[];
}

/**
 * The sidebar (three levels): the same entries as the routes, top-level entries without
 * children dropped (spec §2, dropEmptyTopLevel); hidden pages and operation entries are not
 * shown; a module or group with visible pages opens into them.
 */
export function sidebarTree(menu: MenuNode[]): SidebarEntry[] {
  const walk = (nodes: MenuNode[]): SidebarEntry[] =>
    nodes
      .filter((n) => n.url && !n.hidden)
      .map((n) => {
        const pages = n.children.filter((c) => c.url && !c.hidden);
        return n.lv < MENU_MAX_DEPTH && pages.length ? { path: n.url!, node: n, children: walk(pages) } : { path: n.url!, node: n };
      });
  return walk(dropEmptyTopLevel(menu));
}

/** A page the menu search can find: its trail (module / group / page) and the operations it holds. */
export interface SearchablePage {
  path: string;
  title: string;
  /** 模块 / 分组 / 页面 */
  trail: string;
  /** The operation entries the page holds for this user (申请退款, 导出订单…). */
  operations: string[];
}

/** Flat list of visible pages for the menu search, with the names of the operations each holds. */
export function searchablePages(menu: MenuNode[]): SearchablePage[] {
  const out: SearchablePage[] = [];
  const walk = (nodes: MenuNode[], trail: string[]) => {
    for (const node of nodes) {
      if (!node.url || node.hidden) continue;
      if (node.lv >= MENU_MAX_DEPTH)
        out.push({
          path: node.url,
          title: node.name,
          trail: [...trail, node.name].join(' / '),
          operations: node.children.filter((c) => c.code && !c.url).map((c) => c.name),
        });
      walk(node.children, [...trail, node.name]);
    }
  };
  walk(dropEmptyTopLevel(menu), []);
  return out;
}

/**
 * The menu entries from the top to a path's entry (module › group › page), hidden pages included:
 * the page header's breadcrumb. Empty when the user's menu does not hold the path.
 */
export function menuTrail(menu: MenuNode[], path: string): MenuNode[] {
  for (const node of menu) {
    if (node.url === path) return [node];
    const below = menuTrail(node.children, path);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Operation codes granted on a page: the code children of its menu entry. */
export function operationCodes(menu: MenuNode[], path: string): Set<string> {
  const codes = new Set<string>();
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (node.url === path) for (const c of node.children) if (c.code) codes.add(c.code);
      walk(node.children);
    }
  };
  walk(menu);
  return codes;
}

export function isSmartLook(path: string): boolean {
  return path.startsWith('/smartMarketing') || path.startsWith('/intelligentManagement');
}

/** Spec §4: inside the reset window, visitors without a login marker start clean. */
export function inResetWindow(now: Date): boolean {
  return now >= new Date(RESET_WINDOW.start) && now <= new Date(RESET_WINDOW.end);
}

/** The redirect target kept in /login?redirect=..., only paths inside the console. */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) return undefined;
  return target;
}
