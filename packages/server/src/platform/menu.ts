import type { MenuNode } from '@salon/contract';
import type { Menu } from '../db/schema.js';

/** Builds the menu tree of spec §3 from flat rows, children ordered by sortOrder then id. */
export function buildMenuTree(rows: Menu[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const m of rows) {
    nodes.set(m.id, {
      id: m.id,
      parentId: m.parent_id,
      name: m.name,
      url: m.url,
      path: m.url,
      code: m.code,
      icon: m.icon,
      sortOrder: m.sort_order,
      lv: m.lv,
      nodeKey: m.lv,
      menuKey: m.lv,
      hidden: m.hidden,
      hasOperationAuthority: false,
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) {
      parent.children.push(node);
      if (!node.url) parent.hasOperationAuthority = true;
    } else if (node.parentId === null) roots.push(node);
  }
  const sort = (list: MenuNode[]) => {
    list.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

/** The granted entries plus every ancestor, so a granted page always has its path in the tree. */
export function withAncestors(all: Menu[], grantedIds: Set<number>): Menu[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  const keep = new Set<number>();
  for (const id of grantedIds) {
    let cur = byId.get(id);
    while (cur && !keep.has(cur.id)) {
      keep.add(cur.id);
      cur = cur.parent_id === null ? undefined : byId.get(cur.parent_id);
    }
  }
  return all.filter((m) => keep.has(m.id));
}
