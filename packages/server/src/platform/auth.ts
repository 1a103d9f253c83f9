import crypto from 'node:crypto';
import {
  CheckPwdBody,
  CODE_RESEND_LOCK_S,
  ForcedUpdateBody,
  GetByIdBody,
  LoginBody,
  RetCode,
  RetMsg,
  SendMobileCodeQuery,
  SMS_CODE,
  UpdateAccountPwdBody,
  type LoginResult,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { audit } from '../core/audit.js';
import { clientAddress, requireAuth } from '../core/auth.js';
import { ok } from '../core/envelope.js';
import { AppError, forbidden, refuse } from '../core/errors.js';
import { assertPasswordCheckAllowed, beginSignIn, isKnownSource, oneAtATime, recordPasswordCheck } from '../core/loginThrottle.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../core/passwords.js';
import { sha256 } from '../core/secrets.js';
import { createSession, revokeSession, revokeSessions } from './session.js';
import { toUserInfo } from './users.js';
import { targetUserId } from './userScope.js';

const RETRIEVE = 'retrieve';

export function registerAuthRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, vault, sms } = app.services;

  app.post('/uc/user/login', { config: { permission: { public: true } }, schema: { body: LoginBody } }, async (request) => {
    const { account, pwd } = request.body;
    const ip = clientAddress(request);
    const user = await oneAtATime(account, ip, async () => {
      const found = await db.selectFrom('app_user').selectAll().where('account', '=', account).executeTakeFirst();
      // Waits, the per-address cap and the account lock come first: a refused attempt checks no password.
      const attempt = await beginSignIn(db, account, ip, found);
      if (!found) {
        await burnPasswordCheck(pwd);
        await attempt.failed();
        throw refuse(RetMsg.LOGIN_FAILED);
      }
      if (!(await verifyPassword(found.pwd_hash, pwd))) {
        await attempt.failed();
        throw refuse(RetMsg.LOGIN_FAILED);
      }
      if (found.status !== 1) {
        // A disabled account answers like a wrong password (a guesser learns nothing, not even that the
        // password was right) unless this address has proven the password before: a session of this
        // user was opened from it. There the real user is told why (50110).
        if (!(await isKnownSource(db, found.id, ip))) {
          await attempt.failed();
          throw refuse(RetMsg.LOGIN_FAILED);
        }
        await attempt.succeeded();
        throw new AppError(RetCode.ACCOUNT_DISABLED, RetMsg.ACCOUNT_DISABLED);
      }
      await attempt.succeeded();
      return found;
    });

    const session = await db.transaction().execute(async (trx) => {
      if (user.single_session) await revokeSessions(trx, user.id, 'elsewhere');
      return createSession(trx, request, user.id);
    });
    const result: LoginResult = {
      ...(await toUserInfo(user, vault, session.secret)),
      token: session.token,
      secret: session.secret,
      firstLogin: user.first_login,
      serverTime: Date.now(),
    };
    return ok(result);
  });

  app.post('/uc/user/logout', { config: { permission: { signedIn: true, firstLogin: true } } }, async (request) => {
    const auth = requireAuth(request);
    await revokeSession(db, auth.sessionId, 'logout');
    return ok(null);
  });

  app.post('/uc/user/getById', { config: { permission: { signedIn: true } }, schema: { body: GetByIdBody } }, async (request) => {
    const auth = requireAuth(request);
    const userId = await targetUserId(db, auth, request.body.id);
    const user = await db.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) throw refuse('用户不存在');
    return ok(await toUserInfo(user, vault, auth.secret, { own: user.id === auth.userId }));
  });

  /** Forced first-time change: only a session whose user still has firstLogin 0. */
  app.post('/uc/user/update', { config: { permission: { signedIn: true, firstLogin: true } }, schema: { body: ForcedUpdateBody } }, async (request) => {
    const auth = requireAuth(request);
    if (request.body.id !== auth.userId) throw forbidden();
    if (auth.firstLogin !== 0) throw refuse('仅首次登录可直接设置密码，其他情况请通过找回密码修改');
    const user = await db.selectFrom('app_user').select(['pwd_hash']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
    if (await verifyPassword(user.pwd_hash, request.body.password)) throw refuse('新密码不能与原密码相同');
    const pwdHash = await hashPassword(request.body.password);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('app_user').set({ pwd_hash: pwdHash, first_login: 1, update_time: new Date() }).where('id', '=', auth.userId).execute();
      await revokeSessions(trx, auth.userId, 'password');
      await audit(trx, request, { action: 'changePassword', table: 'app_user', recordId: auth.userId });
    });
    return ok(null);
  });

  app.post('/uc/user/sendMobileCode', { config: { permission: { public: true } }, schema: { querystring: SendMobileCodeQuery } }, async (request) => {
    const mobile = request.query.mobile;
    const mobileHash = vault.lookupHash(mobile);
    const last = await db
      .selectFrom('verification_code')
      .select('created_at')
      .where('mobile_hash', '=', mobileHash)
      .where('purpose', '=', RETRIEVE)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const waitMs = last ? last.created_at.getTime() + CODE_RESEND_LOCK_S * 1000 - Date.now() : 0;
    if (waitMs > 0) throw refuse(`${Math.ceil(waitMs / 1000)}秒后可再次发送`);

    const code = crypto
      .randomInt(0, 10 ** SMS_CODE.length)
      .toString()
      .padStart(SMS_CODE.length, '0');
    const user = await db.selectFrom('app_user').select('id').where('mobile_hash', '=', mobileHash).where('status', '=', 1).executeTakeFirst();
    const pending = await db
      .insertInto('verification_code')
      .values({ mobile_hash: mobileHash, purpose: RETRIEVE, code_hash: sha256(`${mobileHash}:${code}`), expires_at: new Date(Date.now() + SMS_CODE.ttlMs) })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Only registered mobiles get a message; the answer is the same either way.
    if (user) {
      try {
        await sms.send({ mobile, purpose: RETRIEVE, code, content: `【美发连锁】您的验证码为${code}，5分钟内有效，用于找回后台密码。如非本人操作请忽略。` });
      } catch (error) {
        // The provider refused (flow control, template, keys) or did not answer: the log says what
        // it said, the user may try again at once (the code that was not sent is forgotten).
        request.log.error({ err: error, requestId: request.id, provider: sms.name }, 'SMS not sent');
        await db.deleteFrom('verification_code').where('id', '=', pending.id).execute();
        throw refuse('短信发送失败，请稍后再试');
      }
    }
    return ok(null);
  });

  app.post('/uc/user/updateAccountPwd', { config: { permission: { public: true } }, schema: { body: UpdateAccountPwdBody } }, async (request) => {
    const { mobile, code, pwd } = request.body;
    const mobileHash = vault.lookupHash(mobile);
    const pending = await db
      .selectFrom('verification_code')
      .selectAll()
      .where('mobile_hash', '=', mobileHash)
      .where('purpose', '=', RETRIEVE)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const usable = pending && !pending.used_at && pending.expires_at.getTime() > Date.now() && pending.attempts < SMS_CODE.maxAttempts;
    if (!pending || !usable) throw refuse('验证码已失效，请重新获取');
    if (pending.code_hash !== sha256(`${mobileHash}:${code}`)) {
      await db
        .updateTable('verification_code')
        .set({ attempts: sql`attempts + 1` })
        .where('id', '=', pending.id)
        .execute();
      throw refuse('验证码错误');
    }
    const user = await db.selectFrom('app_user').select(['id', 'account']).where('mobile_hash', '=', mobileHash).executeTakeFirst();
    if (!user) throw refuse('验证码错误');
    const pwdHash = await hashPassword(pwd);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('verification_code').set({ used_at: new Date() }).where('id', '=', pending.id).execute();
      await trx
        .updateTable('app_user')
        .set({ pwd_hash: pwdHash, first_login: 1, locked_until: null, update_time: new Date() })
        .where('id', '=', user.id)
        .execute();
      await trx.deleteFrom('login_failure').where('account', '=', user.account).execute();
      await revokeSessions(trx, user.id, 'password');
    });
    return ok(null);
  });

  /** Export password check: the signed-in user's own password. */
  app.post('/uc/user/checkPwd', { config: { permission: { signedIn: true } }, schema: { body: CheckPwdBody } }, async (request) => {
    const auth = requireAuth(request);
    if (request.body.account && request.body.account !== auth.account) throw forbidden();
    // Throttled on its own (waits after repeated failures); it never counts toward the sign-in lock.
    await assertPasswordCheckAllowed(db, auth.userId);
    const user = await db.selectFrom('app_user').select(['pwd_hash']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
    const passed = await verifyPassword(user.pwd_hash, request.body.pwd);
    await recordPasswordCheck(db, auth.userId, passed);
    if (!passed) throw refuse('密码错误');
    return ok(null);
  });
}
