import { USER_UPDATE_CHECK_INTERVAL_MS, VERSION_CHECK_INTERVAL_MS, type UserInfo, type VersionInfo } from '@salon/contract';
import { post } from '../api/request';
import { session, storage, StorageKey } from './storage';

export type VersionVerdict = 'same' | 'relogin' | 'refresh';

/** Spec §4: a changed `loginout` needs a new sign-in; a changed `version` only a refresh. */
export function compareVersion(stored: VersionInfo | null, server: VersionInfo): VersionVerdict {
  if (!stored) return 'same';
  if (stored.loginout !== server.loginout) return 'relogin';
  if (stored.version !== server.version) return 'refresh';
  return 'same';
}

/** True when the last run is older than the interval; records this run. */
function due(key: string, interval: number, now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (now - last < interval) return false;
  sessionStorage.setItem(key, String(now));
  return true;
}

/** On route change, at most once a minute. Returns what the user must be told, if anything. */
export async function checkVersion(): Promise<{ verdict: VersionVerdict; accept(): void } | null> {
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
  const verdict = compareVersion(stored, server);
  if (!stored) storage.write(StorageKey.version, server);
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
