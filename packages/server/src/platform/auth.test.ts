import { APP_ID, ENCRYPTED_PREFIX, RetCode, RetMsg, sealAt, type UserInfo } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_PWD_THROTTLE, LOGIN_THROTTLE } from '../core/loginThrottle.js';
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
      expect(env.retMsg).toBe('请输入用户名');
      expect(env.result).toMatchObject({ fields: [{ field: 'account', message: '请输入用户名' }] });
    }
    const env = await tryLogin(t.app, 'admin', '');
    expect(env.retCode).toBe(RetCode.INVALID);
    expect(env.result).toMatchObject({ fields: [{ field: 'pwd' }] });
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
});

/** Moves the recorded failures of an account from an address `ms` into the past, as if that long had passed. */
async function backdateFailures(account: string, ip: string, ms: number) {
  await t.db
    .updateTable('login_failure')
    .set({ created_at: sql`created_at - ${`${ms} milliseconds`}::interval` })
    .where('account', '=', account)
    .where('ip', '=', ip)
    .execute();
}

const outboxCodes = (mobile: string) => call<{ mobile: string; code: string | null }[]>(t.app, null, 'GET', '/dev/sms-outbox', { mobile });
const wait = (seconds: number) => `登录失败次数过多，请${seconds}秒后再试`;

describe('sign-in throttling (an attacker cannot keep the real user out)', () => {
  it('an attacker at one address only slows itself down: each failure past the third doubles its wait; the real user elsewhere signs in at once', async () => {
    const victim = storeManager(5);
    const attacker = '203.0.113.5';
    const office = '198.51.100.20';
    for (let i = 0; i < LOGIN_THROTTLE.freePerSource; i++)
      expect((await tryLogin(t.app, victim.account, `Bad@${i}xx`, attacker)).retMsg).toBe(RetMsg.LOGIN_FAILED);
    // Past the free failures, the next attempt from there waits; within the wait even the right
    // password is refused unchecked, and the refused attempts do not count.
    for (let i = 0; i < 20; i++)
      expect(await tryLogin(t.app, victim.account, i % 2 ? victim.pwd : `Bad@${i}yy`, attacker)).toMatchObject({ retCode: RetCode.REFUSED, retMsg: wait(1) });
    // The real user at the office is not held by any of it.
    const session = await login(t.app, victim.account, victim.pwd, office);
    await ok(t.app, session, 'GET', SIGNED_IN_ROUTE);

    await backdateFailures(victim.account, attacker, 1500);
    expect((await tryLogin(t.app, victim.account, 'Bad@3xx', attacker)).retMsg).toBe(RetMsg.LOGIN_FAILED);
    expect((await tryLogin(t.app, victim.account, 'Bad@4xx', attacker)).retMsg).toBe(wait(2));
    await backdateFailures(victim.account, attacker, 2500);
    expect((await tryLogin(t.app, victim.account, 'Bad@5xx', attacker)).retMsg).toBe(RetMsg.LOGIN_FAILED);
    expect((await tryLogin(t.app, victim.account, 'Bad@6xx', attacker)).retMsg).toBe(wait(4));

    // However long it goes on, one address never locks the account.
    const row = await t.db.selectFrom('app_user').select('locked_until').where('account', '=', victim.account).executeTakeFirstOrThrow();
    expect(row.locked_until).toBeNull();
    await login(t.app, victim.account, victim.pwd, office);
    await login(t.app, victim.account, victim.pwd, '198.51.100.21');
  });

  it('a burst of guesses sent all at once is taken one at a time: past the third, the rest wait', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => tryLogin(t.app, DEMO.ops01.account, `Burst@${i}xx`, '203.0.113.88')));
    expect(answers.filter((a) => a.retMsg === RetMsg.LOGIN_FAILED)).toHaveLength(LOGIN_THROTTLE.freePerSource);
    expect(answers.filter((a) => a.retMsg === wait(1))).toHaveLength(10 - LOGIN_THROTTLE.freePerSource);
  });

  it('more than 30 failures from one address, on any accounts, refuse every sign-in from it; other addresses are not affected', async () => {
    const spray = '203.0.113.77';
    const user = storeManager(11);
    for (let i = 0; i < LOGIN_THROTTLE.sourceCap; i++)
      expect((await tryLogin(t.app, `ghost-spray-${i}`, 'Bad@2026xx', spray)).retMsg).toBe(RetMsg.LOGIN_FAILED);
    expect(await tryLogin(t.app, user.account, user.pwd, spray)).toMatchObject({
      retCode: RetCode.REFUSED,
      retMsg: '该地址登录失败次数过多，请15分钟后再试',
      result: null,
    });
    await login(t.app, user.account, user.pwd, '198.51.100.30');
  });

  it('only failures from many addresses lock the account; the real user lifts the lock with an SMS code', async () => {
    const victim = storeManager(9);
    const addresses = ['203.0.113.11', '203.0.113.12', '203.0.113.13', '203.0.113.14', '203.0.113.15'];
    // Four addresses, 12 failures: more than 10, but from too few sources to lock anyone out.
    for (const ip of addresses.slice(0, 4))
      for (let i = 0; i < 3; i++) expect((await tryLogin(t.app, victim.account, `Bad@${i}zz`, ip)).retMsg).toBe(RetMsg.LOGIN_FAILED);
    await login(t.app, victim.account, victim.pwd, '198.51.100.40');

    // A fifth address joins in: the account locks, for every address, even with the right password.
    expect((await tryLogin(t.app, victim.account, 'Bad@0zz', addresses[4])).retMsg).toBe(RetMsg.LOGIN_FAILED);
    expect(await tryLogin(t.app, victim.account, victim.pwd, '198.51.100.41')).toMatchObject({ retCode: RetCode.REFUSED, retMsg: RetMsg.LOCKED, result: null });
    expect((await tryLogin(t.app, victim.account, victim.pwd, '198.51.100.40')).retMsg).toBe(RetMsg.LOCKED);

    // The code sent to the user's mobile proves it is them: the recovery lifts the lock.
    await ok(t.app, null, 'POST', `/uc/user/sendMobileCode?mobile=${victim.mobile}`, undefined, { remoteAddress: '198.51.100.41' });
    const [{ code }] = (await outboxCodes(victim.mobile)).result;
    await ok(t.app, null, 'POST', '/uc/user/updateAccountPwd', { mobile: victim.mobile, code, pwd: 'Lifted@2026' }, { remoteAddress: '198.51.100.41' });
    const session = await login(t.app, victim.account, 'Lifted@2026', '198.51.100.41');
    await ok(t.app, session, 'GET', SIGNED_IN_ROUTE);
  });

  it('an unknown account is slowed down and locked exactly like a real one', async () => {
    const real = storeManager(2);
    const ghost = `ghost-${Date.now()}`;
    const ip = '203.0.113.9';
    for (let i = 0; i < LOGIN_THROTTLE.freePerSource; i++) {
      expect((await tryLogin(t.app, real.account, `Bad@${i}ww`, ip)).retMsg).toBe(RetMsg.LOGIN_FAILED);
      expect((await tryLogin(t.app, ghost, `Bad@${i}ww`, ip)).retMsg).toBe(RetMsg.LOGIN_FAILED);
    }
    const [forReal, forGhost] = [await tryLogin(t.app, real.account, 'Bad@9ww', ip), await tryLogin(t.app, ghost, 'Bad@9ww', ip)];
    expect(forGhost).toEqual(forReal);
    expect(forReal.retMsg).toBe(wait(1));

    for (const other of ['203.0.113.21', '203.0.113.22', '203.0.113.23', '203.0.113.24'])
      for (let i = 0; i < 3; i++) await tryLogin(t.app, ghost, `Bad@${i}vv`, other);
    expect(await tryLogin(t.app, ghost, 'Bad@2026', '198.51.100.99')).toMatchObject({ retCode: RetCode.REFUSED, retMsg: RetMsg.LOCKED, result: null });
  });

  it('failed export-password checks are throttled on their own and never lock or slow the sign-in', async () => {
    const user = DEMO.area01;
    const session = await login(t.app, user.account, user.pwd);
    for (let i = 0; i < CHECK_PWD_THROTTLE.freeFailures; i++)
      await refused(t.app, session, 'POST', '/uc/user/checkPwd', { pwd: `Wrong@${i}` }, RetCode.REFUSED, '密码错误');
    // The next check waits, the right password too.
    await refused(t.app, session, 'POST', '/uc/user/checkPwd', { pwd: user.pwd }, RetCode.REFUSED, '密码错误次数过多，请1秒后再试');
    for (let i = 0; i < 12; i++) await call(t.app, session, 'POST', '/uc/user/checkPwd', { pwd: `Wrong@x${i}` });

    // Sign-in knows nothing of it: no failure recorded, no lock, no wait.
    expect(await t.db.selectFrom('login_failure').select('id').where('account', '=', user.account).execute()).toEqual([]);
    await login(t.app, user.account, user.pwd);
    await login(t.app, user.account, user.pwd, '198.51.100.60');

    await t.db
      .updateTable('password_check_failure')
      .set({ created_at: sql`created_at - interval '2 seconds'` })
      .where('user_id', '=', session.userId)
      .execute();
    await ok(t.app, session, 'POST', '/uc/user/checkPwd', { pwd: user.pwd });
    // A right password clears the count.
    await refused(t.app, session, 'POST', '/uc/user/checkPwd', { pwd: 'Wrong@again' }, RetCode.REFUSED, '密码错误');
    await refused(t.app, session, 'POST', '/uc/user/checkPwd', { pwd: 'Wrong@again2' }, RetCode.REFUSED, '密码错误');
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
      expect(env.result).toMatchObject({ fields: [{ field: 'password', message }] });
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

  it('a disabled account answers a guesser like a wrong password, and 50110 only where the password was proven', async () => {
    const user = storeManager(4);
    const home = '198.51.100.50';
    const session = await login(t.app, user.account, user.pwd, home);
    await ok(t.app, session, 'GET', SIGNED_IN_ROUTE);
    await ok(t.app, admin, 'GET', '/uc/user/userDisable', { id: session.userId, status: 0 });
    // The signed-in session proved the password: it is told why.
    await refused(t.app, session, 'GET', SIGNED_IN_ROUTE, undefined, RetCode.ACCOUNT_DISABLED, RetMsg.ACCOUNT_DISABLED);

    // From an address that never signed in as this user, right and wrong passwords answer alike.
    const stranger = '203.0.113.60';
    const right = await tryLogin(t.app, user.account, user.pwd, stranger);
    const wrong = await tryLogin(t.app, user.account, 'Wrong@2026', stranger);
    expect(right).toEqual(wrong);
    expect(right).toMatchObject({ retCode: RetCode.REFUSED, retMsg: RetMsg.LOGIN_FAILED, result: null });

    // Where a session of this user was opened before, the right password is told 50110; a wrong one is still only wrong.
    expect(await tryLogin(t.app, user.account, user.pwd, home)).toMatchObject({
      retCode: RetCode.ACCOUNT_DISABLED,
      retMsg: RetMsg.ACCOUNT_DISABLED,
      result: null,
    });
    expect((await tryLogin(t.app, user.account, 'Wrong@2026', home)).retMsg).toBe(RetMsg.LOGIN_FAILED);

    await ok(t.app, admin, 'GET', '/uc/user/userDisable', { id: session.userId, status: 1 });
    const back = await login(t.app, user.account, user.pwd, stranger);
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
