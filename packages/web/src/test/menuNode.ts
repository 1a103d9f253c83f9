import type { MenuNode } from '@salon/contract';

/** A menu entry as the server answers it, for a test's own menu: a page (lv 2) unless `over` says otherwise. */
export const menuNode = (id: number, over: Partial<MenuNode>): MenuNode => ({
  id,
  parentId: null,
  name: '',
  url: null,
  path: null,
  code: null,
  icon: null,
  sortOrder: 0,
  lv: 2,
  nodeKey: 2,
  menuKey: 3,
  hidden: false,
  hasOperationAuthority: false,
  children: [],
  ...over,
});
