import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useMenu } from './MenuContext';
import { operationCodes } from './menuRules';

/**
 * Spec §6: buttons show according to the operation-authority codes among the current
 * route's menu children. A convenience only: the server checks every call itself.
 */
export function usePageAccess(): { can(code: string): boolean } {
  const { menu } = useMenu();
  const { pathname } = useLocation();
  return useMemo(() => {
    const codes = operationCodes(menu, pathname);
    return { can: (code: string) => codes.has(code) };
  }, [menu, pathname]);
}
