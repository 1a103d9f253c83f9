import type { LoginResult, MenuNode, UserInfo } from '@salon/contract';
import { cancelAll, get, post, releaseSessionLock, type CallSession } from '../api/request';
import { session } from './storage';

/**
 * Signs in. A first login (firstLogin 0) stores nothing and clears any stored session (spec §4:
 * the user is cleared, then the change-password form shows): the session that form's call
 * needs comes back in `pending`, kept in memory only, so a reload does not boot signed in.
 */
export async function signIn(account: string, pwd: string): Promise<LoginResult & { pending?: CallSession }> {
  const result = await post<LoginResult>('/uc/user/login', { account, pwd });
  releaseSessionLock();
  if (result.firstLogin === 0) {
    session.clearSession();
    return { ...result, pending: { token: result.token, secret: result.secret, userId: result.id, clockSkew: result.serverTime - Date.now() } };
  }
  // The mobile arrives sealed with the session key of this very response.
  const { decryptDeep } = await import('@salon/contract');
  const user: UserInfo = await decryptDeep(result.secret, {
    id: result.id,
    name: result.name,
    nickName: result.nickName,
    account: result.account,
    mobile: result.mobile,
    updateTime: result.updateTime,
  });
  session.save({ token: result.token, secret: result.secret, user, serverTime: result.serverTime });
  return result;
}

/** The signed-in user's menu. `quietSession`: a lost session only rejects (the boot sends the user to login itself). */
export function fetchMenu(options: { quietSession?: boolean } = {}): Promise<MenuNode[]> {
  return get<MenuNode[]>('/uc/resource/getMenuList', { userId: session.user()?.id }, options);
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
