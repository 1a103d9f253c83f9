import { PassThrough } from 'node:stream';
import { intSchema, RetCode, textSchema } from '@salon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../core/envelope.js';
import { AppError } from '../core/errors.js';
import { notFoundError } from './notFound.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: a request carrying one came from elsewhere, whatever its socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Callers on this machine only: the socket's own address is loopback (never request.ip, which
 * TRUST_PROXY may take from a header) and the request carries no proxy header, since a reverse
 * proxy on this host connects from loopback on behalf of anyone. Everyone else gets the answer
 * of a path that does not exist.
 */
function assertLoopback(request: FastifyRequest) {
  const socketAddress = request.socket.remoteAddress ?? request.ip;
  if (!LOOPBACK.has(socketAddress) || PROXY_HEADERS.some((h) => request.headers[h] !== undefined)) throw notFoundError(request);
}

/**
 * Routes for tests on this machine. The outbox reader exists only with the outbox SMS provider
 * and the explicit DEV_SMS_OUTBOX=1 (the demo's `npm start` sets it and says so); the fixtures
 * only with DEV_ROUTES=1. Both answer loopback callers only (assertLoopback).
 */
export function registerDevRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, sms } = app.services;

  if (sms.name === 'outbox' && config.devSmsOutbox) {
    app.get(
      '/dev/sms-outbox',
      { config: { permission: { public: true } }, schema: { querystring: z.object({ mobile: textSchema().min(1).max(20) }) } },
      async (request) => {
        assertLoopback(request);
        const rows = await db
          .selectFrom('sms_outbox')
          .select(['mobile', 'code', 'created_at'])
          .where('mobile', '=', request.query.mobile)
          .orderBy('id', 'desc')
          .limit(20)
          .execute();
        return ok(rows.map((r) => ({ mobile: r.mobile, code: r.code, createTime: r.created_at.toISOString() })));
      },
    );
  }

  if (config.devRoutes) {
    /** Fails unexpectedly, to prove that a crash answers 999999 with a request id and no stack. */
    app.get('/dev/fixtures/crash', { config: { permission: { public: true } } }, async (request) => {
      assertLoopback(request);
      throw new Error('fixture: unexpected failure');
    });
    /**
     * A write the database itself refuses halfway (a category added, then an item under a category
     * that does not exist): proves a constraint answers 000001 and the transaction keeps nothing.
     */
    app.post('/dev/fixtures/conflict', { config: { permission: { public: true } } }, async (request) => {
      assertLoopback(request);
      await db.transaction().execute(async (trx) => {
        const category = await trx.insertInto('item_category').values({ name: '冲突测试分类', sort_order: 999 }).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('item')
          .values({ category_id: category.id + 100000, item_name: '冲突测试项目', duration: 30 })
          .execute();
      });
      return ok(null);
    });
    /** Answers the alternative success forms of spec §8: retCode 2004001, or a `code` flag of 1. */
    app.get(
      '/dev/fixtures/altSuccess',
      { config: { permission: { public: true } }, schema: { querystring: z.object({ form: z.enum(['2004001', 'code']) }) } },
      async (request) => {
        assertLoopback(request);
        return request.query.form === 'code'
          ? { code: 1, retCode: 'OK', retMsg: 'ok', result: { form: 'code' } }
          : { retCode: '2004001', retMsg: '成功', result: { form: '2004001' } };
      },
    );
    /** Answers 2003003, which the console shows in a modal with one button. */
    app.get('/dev/fixtures/acknowledge', { config: { permission: { public: true } } }, async (request) => {
      assertLoopback(request);
      throw new AppError(RetCode.ACKNOWLEDGE, '该门店本月已结算，不能再修改');
    });
    /** Rate-limited `times` times for a key, then succeeds: proves the client's 42901 retry. */
    const hits = new Map<string, number>();
    app.get(
      '/dev/fixtures/busy',
      {
        config: { permission: { public: true } },
        schema: { querystring: z.object({ key: textSchema().min(1).max(100), times: intSchema({ min: 0, max: 40 }) }) },
      },
      async (request) => {
        assertLoopback(request);
        const n = (hits.get(request.query.key) ?? 0) + 1;
        hits.set(request.query.key, n);
        if (n <= request.query.times) throw new AppError(RetCode.RATE_LIMITED, '请求过于频繁，请稍后再试');
        return ok({ attempts: n });
      },
    );
    /**
     * Sends the answer's headers and first bytes at once and the rest `ms` later: a call the
     * console cancels while its answer is still arriving (the request layer's body read aborts).
     */
    app.get(
      '/dev/fixtures/slowBody',
      { config: { permission: { public: true } }, schema: { querystring: z.object({ ms: intSchema({ min: 0, max: 10_000 }) }) } },
      async (request, reply) => {
        assertLoopback(request);
        const body = new PassThrough();
        body.write('{"retCode":"000000","retMsg":"成功",');
        const timer = setTimeout(() => body.end('"result":{"slow":true}}'), request.query.ms);
        body.on('close', () => clearTimeout(timer));
        return reply.header('content-type', 'application/json; charset=utf-8').send(body);
      },
    );
    /** Answers with an HTTP status other than 200 (GET, and POST for uploads that fail outright). */
    app.route({
      method: ['GET', 'POST'],
      url: '/dev/fixtures/status',
      config: { permission: { public: true } },
      handler: async (request, reply) => {
        assertLoopback(request);
        return reply.status(503).send({ retCode: RetCode.UNEXPECTED, retMsg: 'Service Unavailable', result: null });
      },
    });
  }
}
