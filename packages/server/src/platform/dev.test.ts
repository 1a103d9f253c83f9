import { RetCode } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, request, type TestApp } from '../test/harness.js';

/** The code fixtures (DEV_ROUTES=1) and the answers of the error paths they exercise. */
let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('dev fixtures', () => {
  it('an unexpected failure answers HTTP 200, 999999 with the request id, and no stack, error text or file path', async () => {
    const { statusCode, body, envelope } = await request(t.app, null, 'GET', '/api/dev/fixtures/crash');
    expect(statusCode).toBe(200);
    expect(envelope.retCode).toBe(RetCode.UNEXPECTED);
    expect(envelope.requestId).toEqual(expect.any(String));
    expect(envelope.retMsg).toContain(envelope.requestId);
    for (const leak of ['stack', 'Error:', 'fixture', 'node_modules', '.ts:', '.js:']) expect(body).not.toContain(leak);
    expect(body).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
    expect(body).not.toMatch(/(?:\/[\w.-]+){2,}\.(?:ts|js)/);

    // Each answer names its own request.
    const again = await request(t.app, null, 'GET', '/api/dev/fixtures/crash');
    expect(again.envelope.requestId).not.toBe(envelope.requestId);
  });

  it('the acknowledge fixture answers 2003003 with its message', async () => {
    const { statusCode, envelope } = await request(t.app, null, 'GET', '/api/dev/fixtures/acknowledge');
    expect(statusCode).toBe(200);
    expect(envelope).toMatchObject({ retCode: RetCode.ACKNOWLEDGE, result: null });
    expect(envelope.retMsg.length).toBeGreaterThan(0);
  });

  it('the busy fixture answers 42901 the given number of times, then succeeds', async () => {
    const key = `k${Date.now()}`;
    for (let i = 0; i < 2; i++) expect((await request(t.app, null, 'GET', '/api/dev/fixtures/busy', { key, times: 2 })).envelope.retCode).toBe(RetCode.RATE_LIMITED);
    const { envelope } = await request(t.app, null, 'GET', '/api/dev/fixtures/busy', { key, times: 2 });
    expect(envelope).toMatchObject({ retCode: RetCode.SUCCESS, result: { attempts: 3 } });
  });

  it('the status fixture answers a non-200 HTTP status', async () => {
    expect((await request(t.app, null, 'GET', '/api/dev/fixtures/status')).statusCode).toBe(503);
  });

  it('answers only loopback callers', async () => {
    for (const url of ['/api/dev/fixtures/acknowledge', '/api/dev/sms-outbox?mobile=13800000000']) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.10' });
      expect(JSON.parse(response.body).retCode, url).toBe(RetCode.NOT_FOUND);
    }
  });
});

describe('unknown paths', () => {
  it('an unknown /api path answers HTTP 404 with an envelope naming it', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const { statusCode, envelope } = await request(t.app, null, method, '/api/no/such/route?x=1', method === 'POST' ? {} : undefined);
      expect(statusCode).toBe(404);
      expect(envelope).toMatchObject({ retCode: RetCode.NOT_FOUND, result: null });
      expect(envelope.retMsg).toContain('/api/no/such/route');
      expect(envelope.retMsg).not.toContain('x=1');
    }
  });

  it('a body that is not JSON answers 000006, not a crash', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/uc/user/login', headers: { 'content-type': 'application/json' }, payload: '{"account":' });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body).retCode).toBe(RetCode.INVALID);
  });
});
