import { USER_UPDATE_CHECK_INTERVAL_MS, VERSION_CHECK_INTERVAL_MS, type UserInfo, type VersionInfo } from '@salon/contract';
import { post } from '../api/request';
import { session, storage, StorageKey } from './storage';

export type VersionVerdict = 'same' | 'relogin' | 'refresh';

/**
 * The version of this very bundle: vite.config.ts defines __APP_VERSION__ at build as the same
 * {version, loginout} it writes to /version.json. Absent when not built by vite build (tests, dev).
 */
declare const __APP_VERSION__: VersionInfo | undefined;
export const BUILT_VERSION: VersionInfo | null = typeof __APP_VERSION__ === 'undefined' ? null : __APP_VERSION__;

/**
 * What the server's version file is compared with: the running bundle's version (a deploy
 * after the page loaded is seen at the first check, even with nothing stored yet), and the
 * loginout of the stored record (the sign-in was made under it), else the bundle's.
 */
export function versionBaseline(stored: VersionInfo | null, built: VersionInfo | null): VersionInfo | null {
  if (!stored && !built) return null;
  return { version: built?.version ?? stored!.version, loginout: stored?.loginout ?? built!.loginout };
}

/** Spec §4: a changed `loginout` needs a new sign-in; a changed `version` only a refresh. */
export function compareVersion(baseline: VersionInfo | null, server: VersionInfo): VersionVerdict {
  if (!baseline) return 'same';
  if (baseline.loginout !== server.loginout) return 'relogin';
  if (baseline.version !== server.version) return 'refresh';
  return 'same';
}

/** True when the last run is older than the interval; records this run. */
function due(key: string, interval: number, now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (now - last < interval) return false;
  sessionStorage.setItem(key, String(now));
  return true;
}

/**
 * On route change, at most once a minute. Returns what the user must be told, if anything.
 * `built` is the running bundle's version (BUILT_VERSION; a parameter for tests).
 */
export async function checkVersion(built: VersionInfo | null = BUILT_VERSION): Promise<{ verdict: VersionVerdict; accept(): void } | null> {
  if (!due(StorageKey.versionCheckedAt, VERSION_CHECK_INTERVAL_MS)) return null;
  let server: VersionInfo;
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    server = (await response.json()) as VersionInfo;
  } catch {
    return null; // initial data load failures are only logged
  }
  const stored = storage.read<VersionInfo>(StorageKey.version);
  const verdict = compareVersion(versionBaseline(stored, built), server);
  // The first record: kept once it matches (a different server is what the dialog is for).
  if (!stored && verdict === 'same') storage.write(StorageKey.version, server);
  return { verdict, accept: () => storage.write(StorageKey.version, server) };
}

/** Every 5 minutes at most: a changed updateTime on the server means the user must sign in again. */
export async function checkUserUpdated(): Promise<boolean> {
  const user = session.user();
  if (!user?.id || !due(StorageKey.userCheckedAt, USER_UPDATE_CHECK_INTERVAL_MS)) return false;
  try {
    const fresh = await post<UserInfo>('/uc/user/getById', { id: user.id }, { silent: true });
    return fresh.updateTime !== user.updateTime;
  } catch {
    return false;
  }
}
