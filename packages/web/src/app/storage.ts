import type { MenuNode, UserInfo } from '@salon/contract';

/** Keys of what the console keeps in the browser (spec §3 "Locally stored"). */
export const StorageKey = {
  token: 'token',
  secret: 'sessionSecret',
  clockSkew: 'clockSkew',
  loginMarker: 'hasLoggedIn',
  user: 'userInfo',
  menu: 'menuList',
  routeHistory: 'routeHistory',
  version: 'versionInfo',
  userCheckedAt: 'userCheckedAt',
  versionCheckedAt: 'versionCheckedAt',
  areaList: 'areaList',
} as const;

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  if (value === null || value === undefined) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}

export const storage = { read, write };

export interface StoredSession {
  token: string;
  secret: string;
  user: UserInfo;
}

export const session = {
  token: () => read<string>(StorageKey.token),
  secret: () => read<string>(StorageKey.secret),
  user: () => read<UserInfo>(StorageKey.user),
  menu: () => read<MenuNode[]>(StorageKey.menu),
  /** A cached login is valid when a user id is stored locally. */
  isLoggedIn: () => !!read<UserInfo>(StorageKey.user)?.id,
  /** Server time minus local time, so `at` timestamps match the server clock. */
  clockSkew: () => read<number>(StorageKey.clockSkew) ?? 0,
  save(s: StoredSession & { serverTime: number }) {
    write(StorageKey.token, s.token);
    write(StorageKey.secret, s.secret);
    write(StorageKey.user, s.user);
    write(StorageKey.clockSkew, s.serverTime - Date.now());
    write(StorageKey.loginMarker, true);
  },
  saveUser: (user: UserInfo) => write(StorageKey.user, user),
  saveMenu: (menu: MenuNode[] | null) => write(StorageKey.menu, menu),
  clearUser() {
    write(StorageKey.user, null);
    write(StorageKey.menu, null);
  },
  /** The signed-in session goes (user, menu, token, key); other records stay. */
  clearSession() {
    for (const key of [StorageKey.user, StorageKey.menu, StorageKey.token, StorageKey.secret]) write(key, null);
  },
  /** Logout: every local and session value goes. */
  clearAll() {
    localStorage.clear();
    sessionStorage.clear();
  },
};
