import type { MenuNode } from '@salon/contract';
import { createContext, useContext } from 'react';

export interface MenuState {
  menu: MenuNode[];
  /** Re-reads the menu from the server (after a grant change). */
  reload(): Promise<void>;
}

export const MenuContext = createContext<MenuState>({ menu: [], reload: async () => {} });
export const useMenu = () => useContext(MenuContext);
