import type { LoginResult } from '@salon/contract';
import { beforeAll, beforeEach, inject } from 'vitest';
import { configureRequest, post } from '../api/request';
import { session } from '../app/storage';

/** Stores a signed-in admin's session as the shell does after login (the previous one cleared). */
export function saveAdminSession(admin: LoginResult, mobile = '13800000000'): void {
  session.clearAll();
  session.save({
    token: admin.token,
    secret: admin.secret,
    serverTime: admin.serverTime,
    user: { id: admin.id, name: admin.name, nickName: admin.nickName, account: admin.account, mobile, updateTime: admin.updateTime },
  });
}

/**
 * For a test file against the real server (src/test/server.ts): points the request layer at it
 * with `route` as the current page, signs the admin in once, and puts the session back before
 * each test. Answers the login result (once signed in).
 */
export function adminForThisFile(route: string): () => LoginResult {
  let admin: LoginResult | undefined;
  beforeAll(async () => {
    configureRequest({ baseUrl: `${inject('serverUrl')}/api`, currentRoute: () => route });
    session.clearAll();
    admin = await post<LoginResult>('/uc/user/login', { account: 'admin', pwd: 'Salon@2026' });
  });
  beforeEach(() => saveAdminSession(admin!));
  return () => admin!;
}
