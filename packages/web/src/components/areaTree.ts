import type { AreaNode } from '@salon/contract';

/**
 * Store area picker rules (spec §4): the scope decides which level of the city tree
 * (1 city, 2 district, 3 store) can be checked. Levels below the scope are left out;
 * levels above it are shown to find one's way, without a checkbox.
 */
export type AreaScope = 'city' | 'district' | 'store';

export const SCOPE_LEVEL: Record<AreaScope, 1 | 2 | 3> = { city: 1, district: 2, store: 3 };
const LEVEL_NAME = { 1: 'city', 2: 'district', 3: 'store' } as const;

export interface AreaTreeNode {
  /** Unique across levels: 'city-310000', 'district-310001', 'store-12'. */
  key: string;
  value: string;
  title: string;
  id: number;
  level: 1 | 2 | 3;
  checkable: boolean;
  children?: AreaTreeNode[];
  isLeaf?: boolean;
}

export const areaKey = (level: 1 | 2 | 3, id: number): string => `${LEVEL_NAME[level]}-${id}`;

/** The levels that can be checked in a scope (exactly one). */
export function checkableLevels(scope: AreaScope): (1 | 2 | 3)[] {
  return [SCOPE_LEVEL[scope]];
}

/** The tree for a scope. Branches without any node of the scope's level are dropped. */
export function buildScopeTree(tree: readonly AreaNode[], scope: AreaScope): AreaTreeNode[] {
  const target = SCOPE_LEVEL[scope];
  const walk = (nodes: readonly AreaNode[]): AreaTreeNode[] =>
    nodes.flatMap((node): AreaTreeNode[] => {
      if (node.level > target) return [];
      const key = areaKey(node.level, node.id);
      const checkable = node.level === target;
      if (checkable) return [{ key, value: key, title: node.name, id: node.id, level: node.level, checkable, isLeaf: true }];
      const children = walk(node.children ?? []);
      return children.length ? [{ key, value: key, title: node.name, id: node.id, level: node.level, checkable, children }] : [];
    });
  return walk(tree);
}

/** Keys of checked nodes -> ids of the scope's level (other keys are ignored). */
export function keysToIds(keys: readonly (string | number)[], scope: AreaScope): number[] {
  const prefix = `${LEVEL_NAME[SCOPE_LEVEL[scope]]}-`;
  return keys
    .map(String)
    .filter((k) => k.startsWith(prefix))
    .map((k) => Number(k.slice(prefix.length)));
}

export function idsToKeys(ids: readonly number[], scope: AreaScope): string[] {
  return ids.map((id) => areaKey(SCOPE_LEVEL[scope], id));
}

/** How many nodes of each level a scope tree holds, and which of them are checkable (for checks and tests). */
export function levelsOf(nodes: readonly AreaTreeNode[], out = new Map<number, { count: number; checkable: number }>()) {
  for (const n of nodes) {
    const entry = out.get(n.level) ?? { count: 0, checkable: 0 };
    entry.count++;
    if (n.checkable) entry.checkable++;
    out.set(n.level, entry);
    if (n.children) levelsOf(n.children, out);
  }
  return out;
}

/** Every key of a scope tree. */
export function keysOf(nodes: readonly AreaTreeNode[], out: string[] = []): string[] {
  for (const n of nodes) {
    out.push(n.key);
    if (n.children) keysOf(n.children, out);
  }
  return out;
}
