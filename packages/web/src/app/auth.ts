import type { LoginResult, MenuNode, UserInfo } from '@salon/contract';
import { cancelAll, get, post, releaseSessionLock } from '../api/request';
import { session } from './storage';

export async function signIn(account: string, pwd: string): Promise<LoginResult> {
  const result = await post<LoginResult>('/uc/user/login', { account, pwd });
  // The mobile arrives sealed with the session key of this very response.
  const { decryptDeep } = await import('@salon/contract');
  const user: UserInfo = await decryptDeep(result.secret, { id: result.id, name: result.name, nickName: result.nickName, account: result.account, mobile: result.mobile, updateTime: result.updateTime });
  session.save({ token: result.token, secret: result.secret, user, serverTime: result.serverTime });
  releaseSessionLock();
  return result;
}

export function fetchMenu(): Promise<MenuNode[]> {
  return get<MenuNode[]>('/uc/resource/getMenuList', { userId: session.user()?.id });
}

/** Spec §4 logout: the server session ends, storage and caches are cleared, back to /login, reload. */
export async function signOut(options: { callServer?: boolean } = {}): Promise<void> {
  if (options.callServer !== false && session.token()) {
    await post('/uc/user/logout', {}, { silent: true }).catch(() => undefined);
  }
  cancelAll();
  session.clearAll();
  try {
    indexedDB.deleteDatabase('areaTable');
  } catch {
    // no IndexedDB: nothing cached
  }
  location.hash = '#/login';
  location.reload();
}
