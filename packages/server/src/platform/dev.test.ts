import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { RetCode, RetMsg } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { ConfigError, createSmsProvider, type SmsMessage, type SmsProvider } from '../sms/provider.js';
import { DEMO, openTestApp, request, type TestApp } from '../test/harness.js';

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

    // A write the database refuses halfway (foreign key): 000001 in words, and nothing of it kept.
    const conflict = await request(t.app, null, 'POST', '/api/dev/fixtures/conflict', {});
    expect(conflict.envelope).toMatchObject({ retCode: RetCode.REFUSED, retMsg: RetMsg.CONFLICT });
    expect(await t.db.selectFrom('item_category').select('id').where('name', '=', '冲突测试分类').execute()).toEqual([]);

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
    for (let i = 0; i < 2; i++)
      expect((await request(t.app, null, 'GET', '/api/dev/fixtures/busy', { key, times: 2 })).envelope.retCode).toBe(RetCode.RATE_LIMITED);
    const { envelope } = await request(t.app, null, 'GET', '/api/dev/fixtures/busy', { key, times: 2 });
    expect(envelope).toMatchObject({ retCode: RetCode.SUCCESS, result: { attempts: 3 } });
  });

  it('the status fixture answers a non-200 HTTP status', async () => {
    expect((await request(t.app, null, 'GET', '/api/dev/fixtures/status')).statusCode).toBe(503);
  });

  it('answers only loopback callers', async () => {
    for (const url of ['/api/dev/fixtures/acknowledge', '/api/dev/sms-outbox?mobile=13800000000']) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.10' });
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.body), url).toEqual({ retCode: RetCode.REFUSED, retMsg: `${RetMsg.NOT_FOUND}：GET ${url.split('?')[0]}`, result: null });
    }
  });

  it('refuses a loopback caller that came through a reverse proxy, with the answer of an unknown path', async () => {
    // A code is waiting in the outbox for this mobile.
    expect((await request(t.app, null, 'POST', `/uc/user/sendMobileCode?mobile=${DEMO.store001.mobile}`, {})).envelope.retCode).toBe(RetCode.SUCCESS);
    const direct = await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${DEMO.store001.mobile}`, remoteAddress: '127.0.0.1' });
    expect(JSON.parse(direct.body)).toMatchObject({
      retCode: RetCode.SUCCESS,
      result: [{ mobile: DEMO.store001.mobile, code: expect.stringMatching(/^\d{6}$/) }],
    });

    const unknown = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/dev/no-such-route?mobile=1' })).body);
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7;proto=https' },
      { 'x-real-ip': '203.0.113.7' },
      { 'X-Forwarded-For': '127.0.0.1' },
    ]) {
      for (const [url, path] of [
        [`/api/dev/sms-outbox?mobile=${DEMO.store001.mobile}`, '/api/dev/sms-outbox'],
        ['/api/dev/fixtures/acknowledge', '/api/dev/fixtures/acknowledge'],
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers, remoteAddress: '127.0.0.1' });
        expect(response.statusCode, JSON.stringify(headers)).toBe(200);
        const body = JSON.parse(response.body);
        expect(body, JSON.stringify(headers)).toEqual({ ...unknown, retMsg: unknown.retMsg.replace('/api/dev/no-such-route', path) });
        expect(response.body).not.toMatch(/"code":"\d{6}"/);
      }
    }
  });
});

describe('the SMS provider', () => {
  it('SMS_PROVIDER defaults to the embedded outbox; a name without an implementation, or aliyun without its keys, stops the start', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox' });
    expect(loadConfig({ SMS_PROVIDER: '' }).sms).toEqual({ provider: 'outbox' });
    expect(loadConfig({ SMS_PROVIDER: ' Outbox ' }).sms).toEqual({ provider: 'outbox' });
    for (const name of ['tencent', 'none']) {
      expect(() => loadConfig({ SMS_PROVIDER: name })).toThrow(ConfigError);
      expect(() => loadConfig({ SMS_PROVIDER: name })).toThrow(
        `SMS_PROVIDER=${name}: this server has no implementation of that SMS provider (available: outbox, aliyun)`,
      );
    }
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'id' })).toThrow(
      'SMS_PROVIDER=aliyun needs SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_CODE',
    );
    expect(createSmsProvider({ provider: 'outbox' }, t.db, () => {}).name).toBe('outbox');
  });

  it('the outbox reader exists only with DEV_SMS_OUTBOX=1', async () => {
    expect(loadConfig({}).devSmsOutbox).toBe(false);
    expect(loadConfig({ DEV_SMS_OUTBOX: '1' }).devSmsOutbox).toBe(true);
    const app = await buildApp({ ...t.services, config: { ...t.services.config, devSmsOutbox: false } });
    try {
      await app.ready();
      expect(app.routeTable.some((r) => r.url.startsWith('/api/dev/sms-outbox'))).toBe(false);
      // A code waits in the outbox, but no local process can read it.
      expect((await request(app, null, 'POST', `/uc/user/sendMobileCode?mobile=${DEMO.area01.mobile}`, {})).envelope.retCode).toBe(RetCode.SUCCESS);
      const response = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${DEMO.area01.mobile}`, remoteAddress: '127.0.0.1' });
      expect(JSON.parse(response.body)).toEqual({ retCode: RetCode.REFUSED, retMsg: `${RetMsg.NOT_FOUND}：GET /api/dev/sms-outbox`, result: null });
    } finally {
      await app.close();
    }
  });

  it('the outbox reader exists only in outbox mode', async () => {
    expect(t.app.routeTable.some((r) => r.url === '/api/dev/sms-outbox')).toBe(true);
    const sent: SmsMessage[] = [];
    const real: SmsProvider = { name: 'carrier', send: async (m) => void sent.push(m) };
    const app = await buildApp({ ...t.services, sms: real });
    try {
      await app.ready();
      expect(app.routeTable.some((r) => r.url.startsWith('/api/dev/sms-outbox'))).toBe(false);
      const response = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${DEMO.store001.mobile}`, remoteAddress: '127.0.0.1' });
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.body)).toEqual({ retCode: RetCode.REFUSED, retMsg: `${RetMsg.NOT_FOUND}：GET /api/dev/sms-outbox`, result: null });
      // Codes go to that provider instead.
      const { envelope } = await request(app, null, 'POST', `/uc/user/sendMobileCode?mobile=${DEMO.ops01.mobile}`, {});
      expect(envelope.retCode).toBe(RetCode.SUCCESS);
      expect(sent).toEqual([expect.objectContaining({ mobile: DEMO.ops01.mobile, code: expect.stringMatching(/^\d{6}$/) })]);
    } finally {
      await app.close();
    }
  });
});

describe('logging', () => {
  /** An app over the same database whose log lines are collected. */
  async function loggedApp(accessLogSample: number) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = await buildApp({ ...t.services, config: { ...t.services.config, accessLogSample } }, { logger: { level: 'info', stream } });
    return { app, lines };
  }

  it('no line per request by default; an unexpected error is always logged with its request id', async () => {
    const { app, lines } = await loggedApp(0);
    try {
      for (let i = 0; i < 3; i++) expect((await request(app, null, 'GET', '/api/dev/fixtures/acknowledge')).statusCode).toBe(200);
      expect(lines).toEqual([]);
      const { envelope } = await request(app, null, 'GET', '/api/dev/fixtures/crash');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 50, requestId: envelope.requestId });
    } finally {
      await app.close();
    }
  });

  it('ACCESS_LOG=on writes one line per request, with its request id, method, url and status', async () => {
    expect(loadConfig({}).accessLogSample).toBe(0);
    expect(loadConfig({ ACCESS_LOG: 'on' }).accessLogSample).toBe(1);
    expect(loadConfig({ ACCESS_LOG: '0.01' }).accessLogSample).toBe(0.01);
    expect(() => loadConfig({ ACCESS_LOG: 'lots' })).toThrow(ConfigError);
    const { app, lines } = await loggedApp(1);
    try {
      await request(app, null, 'GET', '/api/dev/fixtures/acknowledge');
      expect(lines).toEqual([
        expect.objectContaining({ level: 30, msg: 'request', method: 'GET', url: '/api/dev/fixtures/acknowledge', statusCode: 200, reqId: expect.any(String) }),
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('unknown paths and oversized bodies', () => {
  it('an unknown /api path answers HTTP 200, 000001 接口不存在 naming the path', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const { statusCode, envelope } = await request(t.app, null, method, '/api/no/such/route?x=1', method === 'POST' ? {} : undefined);
      expect(statusCode).toBe(200);
      expect(envelope).toEqual({ retCode: RetCode.REFUSED, retMsg: `接口不存在：${method} /api/no/such/route`, result: null });
    }
  });

  it('with the web app served, other unknown paths still get the single-page app', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
    const app = await buildApp({ ...t.services, config: { ...t.services.config, webDist: dist } });
    try {
      for (const url of ['/system/manage/user', '/apix', '/some/deep/path?x=1']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<title>console</title>');
      }
      for (const [method, url] of [
        ['GET', '/api'],
        ['GET', '/api/nope?x=1'],
        ['POST', '/api/nope'],
      ] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, url).toBe(200);
        expect(JSON.parse(response.body), url).toEqual({ retCode: RetCode.REFUSED, retMsg: `接口不存在：${method} ${url.split('?')[0]}`, result: null });
      }
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('a body that is not JSON answers 000006, not a crash', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/uc/user/login', headers: { 'content-type': 'application/json' }, payload: '{"account":' });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body).retCode).toBe(RetCode.INVALID);
  });

  it('a body over the 2 MB limit answers HTTP 200, 000006 naming the limit, and is not read', async () => {
    const payload = JSON.stringify({ account: 'admin', pwd: 'x'.repeat(2 * 1024 * 1024) });
    const response = await t.app.inject({ method: 'POST', url: '/api/uc/user/login', headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ retCode: RetCode.INVALID, retMsg: '请求内容过大：请求体不能超过2MB', result: null });
    // Just under the limit is read (and judged on its content).
    const under = await t.app.inject({
      method: 'POST',
      url: '/api/uc/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'admin', pwd: 'x'.repeat(1024 * 1024) }),
    });
    expect(JSON.parse(under.body).retMsg).not.toContain('请求内容过大');
  });
});
