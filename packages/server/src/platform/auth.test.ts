import { APP_ID, ENCRYPTED_PREFIX, LOGIN_LOCK, RetCode, RetMsg, sealAt, type UserInfo } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../core/secrets.js';
import {
  call,
  decrypt,
  DEMO,
  freshAt,
  login,
  ok,
  openTestApp,
  refused,
  storeManager,
  tryLogin,
  userIdOf,
  type Session,
  type TestApp,
} from '../test/harness.js';

/**
 * Sign-in, sessions and password flows as a caller sees them. Every test that changes a
 * user's password, lock or status uses an account no other test in this file touches.
 */
let t: TestApp;
let admin: Session;
const SIGNED_IN_ROUTE = '/uc/resource/getMenuList';

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

describe('login', () => {
  it('answers a random token of at least 128 bits, a new one at every login, and the mobile encrypted', async () => {
    const first = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
    const second = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
    expect(Buffer.from(first.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(first.token).not.toBe(second.token);
    expect(first.secret).not.toBe(second.secret);
    expect(first.result).toMatchObject({ account: 'admin', firstLogin: 1, name: '系统管理员' });
    expect(first.userId).toBe(await userIdOf(t.db, 'admin'));

    expect(first.result.mobile.startsWith(ENCRYPTED_PREFIX)).toBe(true);
    expect(JSON.stringify(first.result)).not.toContain(DEMO.admin.mobile);
    expect((await decrypt(first, first.result)).mobile).toBe(DEMO.admin.mobile);
    // Sealed with this session's key only.
    expect((await decrypt(second, first.result)).mobile).not.toBe(DEMO.admin.mobile);

    // The database keeps only a hash of the token.
    const stored = await t.db
      .selectFrom('user_session')
      .select('token_hash')
      .where('token_hash', 'in', [first.token, sha256(first.token)])
      .execute();
    expect(stored.map((s) => s.token_hash)).toEqual([sha256(first.token)]);
    // Both sessions are usable at once (no single-session flag on admin).
    await ok(t.app, first, 'GET', SIGNED_IN_ROUTE);
    await ok(t.app, second, 'GET', SIGNED_IN_ROUTE);
  });

  it('names the empty field: account → 请输入用户名, pwd → 请输入密码 (000006)', async () => {
    for (const account of ['', '   ']) {
      const env = await tryLogin(t.app, account, 'whatever');
      expect(env.retCode).toBe(RetCode.INVALID);
      expect(env.retMsg).toContain('account');
      expect(env.retMsg).toContain('请输入用户名');
    }
    const env = await tryLogin(t.app, 'admin', '');
    expect(env.retCode).toBe(RetCode.INVALID);
    expect(env.retMsg).toContain('pwd');
    expect(env.retMsg).toContain('请输入密码');
    const missing = await call(t.app, null, 'POST', '/uc/user/login', {});
    expect(missing.retCode).toBe(RetCode.INVALID);
  });

  it('answers a wrong password and an unknown account identically', async () => {
    const wrong = await tryLogin(t.app, storeManager(10).account, 'Wrong@2026');
    const unknown = await tryLogin(t.app, `ghost${Date.now()}`, 'Wrong@2026');
    expect(wrong.retCode).toBe(RetCode.REFUSED);
    expect({ retCode: unknown.retCode, retMsg: unknown.retMsg, result: unknown.result }).toEqual({
      retCode: wrong.retCode,
      retMsg: wrong.retMsg,
      result: wrong.result,
    });
    expect(wrong.retMsg).toBe(RetMsg.LOGIN_FAILED);
  });

  it('locks an account after more than 10 failures in the window, even for the right password, until an admin unlocks it', async () => {
    const victim = storeManager(5);
    // Ten failures do not lock; a success clears the count.
    for (let i = 0; i < LOGIN_LOCK.maxFailures; i++) expect((await tryLogin(t.app, victim.account, `Bad@${i}xx`)).retMsg).toBe(RetMsg.LOGIN_FAILED);
    await login(t.app, victim.account, victim.pwd);

    for (let i = 0; i <= LOGIN_LOCK.maxFailures; i++) expect((await tryLogin(t.app, victim.account, `Bad@${i}xx`)).retMsg).toBe(RetMsg.LOGIN_FAILED);
    const locked = await tryLogin(t.app, victim.account, victim.pwd);
    expect(locked).toMatchObject({ retCode: RetCode.REFUSED, retMsg: RetMsg.LOCKED, result: null });
    expect((await tryLogin(t.app, victim.account, 'Bad@again')).retMsg).toBe(RetMsg.LOCKED);

    await ok(t.app, admin, 'POST', '/uc/user/unlock', { id: await userIdOf(t.db, victim.account) });
    const session = await login(t.app, victim.account, victim.pwd);
    await ok(t.app, session, 'GET', SIGNED_IN_ROUTE);
  });
});

describe('session checks on every signed-in route', () => {
  it('refuses a call without a token, or with an unknown one, with 50120', async () => {
    await refused(t.app, null, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.TOKEN_INVALID, RetMsg.TOKEN_INVALID);
    await refused(t.app, admin, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.TOKEN_INVALID, undefined, { token: null });
    await refused(t.app, admin, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.TOKEN_INVALID, undefined, { token: 'x'.repeat(43) });
  });

  it('refuses a missing, malformed or foreign `at` header with 50120', async () => {
    const other = await login(t.app, DEMO.ops01.account, DEMO.ops01.pwd);
    const cases: [string, string | null][] = [
      ['missing', null],
      ['garbage', 'not-an-at-header'],
      ['sealed with another session key', await sealAt(other.secret, { userId: admin.userId, appId: APP_ID, ts: Date.now() })],
      ['another user id', await sealAt(admin.secret, { userId: other.userId, appId: APP_ID, ts: Date.now() })],
      ['another app', await sealAt(admin.secret, { userId: admin.userId, appId: 'other-app', ts: Date.now() })],
    ];
    for (const [label, at] of cases) {
      const env = await call(t.app, admin, 'GET', SIGNED_IN_ROUTE, undefined, { at });
      expect(env.retCode, label).toBe(RetCode.TOKEN_INVALID);
    }
    // Another user's own, valid `at` does not open this session either.
    const env = await call(t.app, admin, 'GET', SIGNED_IN_ROUTE, undefined, { at: await freshAt(other) });
    expect(env.retCode).toBe(RetCode.TOKEN_INVALID);
    // The session itself is still fine.
    await ok(t.app, admin, 'GET', SIGNED_IN_ROUTE);
  });

  it('refuses a replayed or stale `at` header', async () => {
    const at = await freshAt(admin);
    await ok(t.app, admin, 'GET', SIGNED_IN_ROUTE, undefined, { at });
    const replay = await call(t.app, admin, 'GET', SIGNED_IN_ROUTE, undefined, { at });
    expect(replay.retCode).not.toBe(RetCode.SUCCESS);
    expect(replay.retCode).toBe(RetCode.REFUSED);

    const stale = await freshAt(admin, Date.now() - 10 * 60_000);
    expect((await call(t.app, admin, 'GET', SIGNED_IN_ROUTE, undefined, { at: stale })).retCode).toBe(RetCode.REFUSED);
    const future = await freshAt(admin, Date.now() + 10 * 60_000);
    expect((await call(t.app, admin, 'GET', SIGNED_IN_ROUTE, undefined, { at: future })).retCode).toBe(RetCode.REFUSED);
  });

  it('logout revokes the session: its next call gets 50120', async () => {
    const session = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
    await ok(t.app, session, 'POST', '/uc/user/logout');
    await refused(t.app, session, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.TOKEN_INVALID);
    // Other sessions of the same user are untouched.
    await ok(t.app, admin, 'GET', SIGNED_IN_ROUTE);
  });

  it('getById answers the own user info with the mobile encrypted', async () => {
    const info = await ok<UserInfo>(t.app, admin, 'POST', '/uc/user/getById', { id: admin.userId });
    expect(info.mobile.startsWith(ENCRYPTED_PREFIX)).toBe(true);
    expect((await decrypt(admin, info)).mobile).toBe(DEMO.admin.mobile);
    expect(typeof info.updateTime).toBe('string');
  });
});

describe('forced first-time password change', () => {
  it('lets a first-login session do nothing but change its password, validates the new one, then revokes the session', async () => {
    const first = await login(t.app, DEMO.newbie.account, DEMO.newbie.pwd);
    expect(first.firstLogin).toBe(0);
    await refused(t.app, first, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.REFUSED, '首次登录');
    await refused(t.app, first, 'POST', '/mgt/configEnum/getConfigEnums', { type: 'priceLevel' }, RetCode.REFUSED, '首次登录');
    await refused(t.app, first, 'POST', '/uc/user/queryUserPage', {}, RetCode.REFUSED);

    // Someone else's id is refused.
    await refused(t.app, first, 'POST', '/uc/user/update', { id: admin.userId, firstLogin: 1, password: 'Other@2026' }, RetCode.REFUSED);

    const invalid: [string, string][] = [
      ['abc', '密码长度必须6-16位'],
      ['abcdefgh', '密码必须包含字母、数字和特殊字符'],
      ['Abcdefgh@12345678', '密码长度必须6-16位'], // 17 characters
      ['', '请输入密码'],
    ];
    for (const [password, message] of invalid) {
      const env = await refused(t.app, first, 'POST', '/uc/user/update', { id: first.userId, firstLogin: 1, password }, RetCode.INVALID, message);
      expect(env.retMsg).toContain('password');
    }
    // Nothing changed: the old password still signs in, still as a first login.
    const again = await login(t.app, DEMO.newbie.account, DEMO.newbie.pwd);
    expect(again.firstLogin).toBe(0);
    // The same password is not a change.
    await refused(t.app, first, 'POST', '/uc/user/update', { id: first.userId, firstLogin: 1, password: DEMO.newbie.pwd }, RetCode.REFUSED);

    const newPwd = 'Newbie#2026';
    await ok(t.app, first, 'POST', '/uc/user/update', { id: first.userId, firstLogin: 1, password: newPwd });
    await refused(t.app, first, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.PASSWORD_CHANGED, RetMsg.PASSWORD_CHANGED);
    await refused(t.app, again, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.PASSWORD_CHANGED);

    expect((await tryLogin(t.app, DEMO.newbie.account, DEMO.newbie.pwd)).retMsg).toBe(RetMsg.LOGIN_FAILED);
    const after = await login(t.app, DEMO.newbie.account, newPwd);
    expect(after.firstLogin).toBe(1);
    await ok(t.app, after, 'GET', SIGNED_IN_ROUTE);
    // The direct change is for first logins only.
    await refused(t.app, after, 'POST', '/uc/user/update', { id: after.userId, firstLogin: 1, password: 'Again#2026' }, RetCode.REFUSED);

    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'changePassword').where('record_id', '=', String(first.userId)).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain(newPwd);
  });

  it('a password reset by an admin ends every session of that user with 50140', async () => {
    const a = await login(t.app, DEMO.stylist02.account, DEMO.stylist02.pwd);
    const b = await login(t.app, DEMO.stylist02.account, DEMO.stylist02.pwd);
    await ok(t.app, b, 'GET', SIGNED_IN_ROUTE);
    await ok(t.app, admin, 'POST', '/uc/user/resetPwd', { id: b.userId, password: 'Reset@2026' });
    await refused(t.app, a, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.PASSWORD_CHANGED);
    await refused(t.app, b, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.PASSWORD_CHANGED);
    expect((await tryLogin(t.app, DEMO.stylist02.account, DEMO.stylist02.pwd)).retMsg).toBe(RetMsg.LOGIN_FAILED);
    const fresh = await login(t.app, DEMO.stylist02.account, 'Reset@2026');
    expect(fresh.firstLogin).toBe(0);
  });
});

describe('single session and disabled accounts', () => {
  it('a single-session user signing in again ends the first session with 50130', async () => {
    const user = storeManager(3);
    await t.db.updateTable('app_user').set({ single_session: true }).where('account', '=', user.account).execute();
    const first = await login(t.app, user.account, user.pwd);
    await ok(t.app, first, 'GET', SIGNED_IN_ROUTE);
    const second = await login(t.app, user.account, user.pwd);
    await refused(t.app, first, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.SIGNED_IN_ELSEWHERE, RetMsg.SIGNED_IN_ELSEWHERE);
    await ok(t.app, second, 'GET', SIGNED_IN_ROUTE);
  });

  it('disabling a user ends its sessions with 50110 and refuses its login with 50110; enabling restores it', async () => {
    const user = storeManager(4);
    const session = await login(t.app, user.account, user.pwd);
    await ok(t.app, session, 'GET', SIGNED_IN_ROUTE);
    await ok(t.app, admin, 'GET', '/uc/user/userDisable', { id: session.userId, status: 0 });
    await refused(t.app, session, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.ACCOUNT_DISABLED, RetMsg.ACCOUNT_DISABLED);
    const denied = await tryLogin(t.app, user.account, user.pwd);
    expect(denied).toMatchObject({ retCode: RetCode.ACCOUNT_DISABLED, result: null });
    // A wrong password still says only "wrong": the status is not revealed to a guesser.
    expect((await tryLogin(t.app, user.account, 'Wrong@2026')).retMsg).toBe(RetMsg.LOGIN_FAILED);

    await ok(t.app, admin, 'GET', '/uc/user/userDisable', { id: session.userId, status: 1 });
    const back = await login(t.app, user.account, user.pwd);
    await ok(t.app, back, 'GET', SIGNED_IN_ROUTE);
    // The old session stays ended.
    await refused(t.app, session, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.ACCOUNT_DISABLED);
  });
});

describe('password retrieval by SMS code', () => {
  const outbox = (mobile: string) => call<{ mobile: string; code: string | null; createTime: string }[]>(t.app, null, 'GET', '/dev/sms-outbox', { mobile });

  it('sends a code to the outbox, locks resending for 60 s, and resets the password with the right code only', async () => {
    const user = storeManager(6);
    // An older message, to see that the outbox answers newest first.
    await t.services.sms.send({ mobile: user.mobile, purpose: 'test', code: '000000', content: 'older message' });

    await ok(t.app, null, 'POST', `/uc/user/sendMobileCode?mobile=${user.mobile}`);
    const sent = await outbox(user.mobile);
    expect(sent.retCode).toBe(RetCode.SUCCESS);
    expect(sent.result.length).toBe(2);
    const [latest, older] = sent.result;
    expect(latest).toMatchObject({ mobile: user.mobile });
    expect(latest.code).toMatch(/^\d{6}$/);
    expect(Number.isNaN(Date.parse(latest.createTime))).toBe(false);
    expect(older.code).toBe('000000');
    expect(Date.parse(latest.createTime)).toBeGreaterThanOrEqual(Date.parse(older.createTime));

    await refused(t.app, null, 'POST', `/uc/user/sendMobileCode?mobile=${user.mobile}`, undefined, RetCode.REFUSED, '秒后可再次发送');
    expect((await outbox(user.mobile)).result.length).toBe(2);

    const wrongCode = latest.code === '111111' ? '222222' : '111111';
    await refused(t.app, null, 'POST', '/uc/user/updateAccountPwd', { mobile: user.mobile, code: wrongCode, pwd: 'Found@2026' }, RetCode.REFUSED, '验证码');
    expect((await tryLogin(t.app, user.account, 'Found@2026')).retMsg).toBe(RetMsg.LOGIN_FAILED);
    // Retrieval wants 8-16 characters.
    await refused(
      t.app,
      null,
      'POST',
      '/uc/user/updateAccountPwd',
      { mobile: user.mobile, code: latest.code, pwd: 'Ab@1234' },
      RetCode.INVALID,
      '密码长度必须8-16位',
    );

    const before = await login(t.app, user.account, user.pwd);
    await ok(t.app, null, 'POST', '/uc/user/updateAccountPwd', { mobile: user.mobile, code: latest.code, pwd: 'Found@2026' });
    const session = await login(t.app, user.account, 'Found@2026');
    expect(session.firstLogin).toBe(1);
    expect((await tryLogin(t.app, user.account, user.pwd)).retMsg).toBe(RetMsg.LOGIN_FAILED);
    await refused(t.app, before, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.PASSWORD_CHANGED);
    // A code works once.
    await refused(t.app, null, 'POST', '/uc/user/updateAccountPwd', { mobile: user.mobile, code: latest.code, pwd: 'Again@2026' }, RetCode.REFUSED);
  });

  it('a code dies after five wrong tries', async () => {
    const user = storeManager(7);
    await ok(t.app, null, 'POST', `/uc/user/sendMobileCode?mobile=${user.mobile}`);
    const [{ code }] = (await outbox(user.mobile)).result;
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++)
      await refused(t.app, null, 'POST', '/uc/user/updateAccountPwd', { mobile: user.mobile, code: wrong, pwd: 'Found@2026' }, RetCode.REFUSED, '验证码错误');
    await refused(t.app, null, 'POST', '/uc/user/updateAccountPwd', { mobile: user.mobile, code: code!, pwd: 'Found@2026' }, RetCode.REFUSED, '验证码已失效');
    await login(t.app, user.account, user.pwd);
  });

  it('answers an unregistered mobile the same way but sends nothing', async () => {
    const mobile = '13512345678';
    await ok(t.app, null, 'POST', `/uc/user/sendMobileCode?mobile=${mobile}`);
    expect((await outbox(mobile)).result).toEqual([]);
  });

  it('refuses a malformed mobile with 000006 请输入正确的手机号码', async () => {
    for (const mobile of ['12345', '23800000000', '1380000000a']) {
      await refused(t.app, null, 'POST', `/uc/user/sendMobileCode?mobile=${mobile}`, undefined, RetCode.INVALID, '请输入正确的手机号码');
    }
    await refused(t.app, null, 'POST', '/uc/user/sendMobileCode', undefined, RetCode.INVALID);
    await refused(
      t.app,
      null,
      'POST',
      '/uc/user/updateAccountPwd',
      { mobile: '12345', code: '123456', pwd: 'Found@2026' },
      RetCode.INVALID,
      '请输入正确的手机号码',
    );
    await refused(
      t.app,
      null,
      'POST',
      '/uc/user/updateAccountPwd',
      { mobile: storeManager(8).mobile, code: '', pwd: 'Found@2026' },
      RetCode.INVALID,
      '请输入手机验证码',
    );
  });
});

describe('export password check', () => {
  it('accepts the own password and refuses a wrong one or another account', async () => {
    const session = await login(t.app, DEMO.stylist01.account, DEMO.stylist01.pwd);
    await ok(t.app, session, 'POST', '/uc/user/checkPwd', { pwd: DEMO.stylist01.pwd, account: DEMO.stylist01.account });
    await ok(t.app, session, 'POST', '/uc/user/checkPwd', { pwd: DEMO.stylist01.pwd });
    await refused(t.app, session, 'POST', '/uc/user/checkPwd', { pwd: 'Wrong@2026' }, RetCode.REFUSED, '密码错误');
    await refused(t.app, session, 'POST', '/uc/user/checkPwd', { pwd: DEMO.admin.pwd, account: DEMO.admin.account }, RetCode.REFUSED);
    await refused(t.app, session, 'POST', '/uc/user/checkPwd', { pwd: '' }, RetCode.INVALID, '请输入密码');
  });
});
