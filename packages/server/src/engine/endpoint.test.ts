import { defineEndpoint, instant, RetCode } from '@salon/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorReply } from '../core/errorReply.js';
import { refuse } from '../core/errors.js';
import { registerEndpoint } from './endpoint.js';

/**
 * registerEndpoint on a bare Fastify with the API's validator and error answer: the input schema
 * refuses (000006 naming the field) and types the handler's input; the result schema serialises
 * the answer in the envelope (unknown keys out, dates as ISO text, a paged list's page); an answer
 * it does not describe is a 999999, a refusal goes out as thrown, a signed-in route wants a session.
 */
const at = new Date('2026-03-01T02:03:04.000Z');
const visit = defineEndpoint({
  path: '/visits',
  method: 'GET',
  permission: { public: true },
  query: z.object({ storeId: z.coerce.number({ error: '请选择门店' }).int().positive('请选择门店') }),
  result: z.object({ storeId: z.number(), lastVisit: instant }),
  summary: '最近到店',
});
const pages = defineEndpoint({
  path: '/pages',
  method: 'POST',
  permission: { public: true },
  body: z.object({ broken: z.boolean().optional() }),
  result: z.array(z.object({ n: z.number() })),
  paged: true,
  summary: '分页',
});
const refused = defineEndpoint({ path: '/refused', method: 'POST', permission: { public: true }, result: z.null(), summary: '拒绝' });
const mine = defineEndpoint({ path: '/mine', method: 'POST', permission: { signedIn: true }, result: z.number(), summary: '本人' });

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorReply);
  registerEndpoint(app, visit, async ({ storeId }) => ({ storeId, lastVisit: at, secret: 'not for the wire' }) as never);
  registerEndpoint(app, pages, async ({ broken }) =>
    broken
      ? { result: [{ n: 'one' }] as never, page: { total: 1, pageNum: 1, pageSize: 15 } }
      : { result: [{ n: 1 }], page: { total: 1, pageNum: 1, pageSize: 15 } },
  );
  registerEndpoint(app, refused, async () => {
    throw refuse('不可以');
  });
  registerEndpoint(app, mine, async (_input, { auth }) => auth.userId);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('registerEndpoint', () => {
  it('answers in the envelope, serialised by the result schema', async () => {
    const answer = await app.inject({ method: 'GET', url: '/visits?storeId=7' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ retCode: RetCode.SUCCESS, retMsg: '成功', result: { storeId: 7, lastVisit: '2026-03-01T02:03:04.000Z' } });
  });

  it('refuses bad input with 000006 naming the field, before the handler runs', async () => {
    const answer = (await app.inject({ method: 'GET', url: '/visits?storeId=x' })).json();
    expect(answer.retCode).toBe(RetCode.INVALID);
    expect(`${answer.retMsg} ${JSON.stringify(answer.result)}`).toContain('请选择门店');
  });

  it('a paged list carries its page', async () => {
    const answer = (await app.inject({ method: 'POST', url: '/pages', payload: {} })).json();
    expect(answer).toEqual({ retCode: RetCode.SUCCESS, retMsg: '成功', result: [{ n: 1 }], page: { total: 1, pageNum: 1, pageSize: 15 } });
  });

  it('an answer the schema does not describe is a 999999, never sent half right', async () => {
    const answer = (await app.inject({ method: 'POST', url: '/pages', payload: { broken: true } })).json();
    expect(answer.retCode).toBe(RetCode.UNEXPECTED);
    expect(answer.result).toBeNull();
  });

  it('a refusal goes out as thrown, and a signed-in endpoint wants a session', async () => {
    expect((await app.inject({ method: 'POST', url: '/refused', payload: {} })).json()).toMatchObject({ retCode: RetCode.REFUSED, retMsg: '不可以' });
    expect((await app.inject({ method: 'POST', url: '/mine', payload: {} })).json()).toMatchObject({ retCode: RetCode.TOKEN_INVALID });
  });
});
