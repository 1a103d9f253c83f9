import { useEffect, useState } from 'react';
import { get, post } from '../api/request';
import { session } from './storage';

/**
 * Whether the side menu is collapsed, remembered per user: in this browser (read at once) and on
 * the server (user preference `siderCollapsed`), so it follows the user to another browser and
 * survives the sign-out, which clears the browser's storage.
 */
export const SIDER_PREFERENCE = 'siderCollapsed';
const localKey = () => `${SIDER_PREFERENCE}:${session.user()?.id ?? 0}`;

function stored(): boolean | null {
  const raw = localStorage.getItem(localKey());
  return raw === null ? null : raw === 'true';
}

export function useSiderCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => stored() ?? false);
  // Nothing in this browser for the user yet: take the server's.
  useEffect(() => {
    if (stored() !== null || !session.user()?.id) return;
    let live = true;
    void get<unknown>('/uc/preference/get', { key: SIDER_PREFERENCE }, { silent: true })
      .then((value) => {
        if (!live || typeof value !== 'boolean' || stored() !== null) return;
        localStorage.setItem(localKey(), String(value));
        setCollapsed(value);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const change = (next: boolean) => {
    setCollapsed(next);
    localStorage.setItem(localKey(), String(next));
    void post('/uc/preference/set', { key: SIDER_PREFERENCE, value: next }, { silent: true }).catch(() => undefined);
  };
  return [collapsed, change];
}
