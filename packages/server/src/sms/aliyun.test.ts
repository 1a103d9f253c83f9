import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { RetCode } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DEMO, login, ok, openTestApp, refused, storeManager, type TestApp } from '../test/harness.js';
import { AliyunSmsProvider, type AliyunSmsConfig } from './aliyun.js';

/**
 * Aliyun SMS (dysmsapi SendSms) against a fake of its RPC endpoint on this machine. The fake
 * recomputes the signature from the documented algorithm on its own (nothing of ours), checks every
 * parameter, and answers as the real API does: Code "OK", a business refusal, or HTTP 400 for a
 * signature that does not match.
 */
const SECRET = 'fake-secret-of-the-test';
const KEY_ID = 'LTAI-test-key';

/** RFC 3986 percent-encoding, written here independently of sms/aliyun.ts. */
const encode = (s: string) =>
  Buffer.from(s, 'utf8')
    .toString('binary')
    .split('')
    .map((c) => (/[A-Za-z0-9\-_.~]/.test(c) ? c : `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');

interface Received {
  params: Record<string, string>;
  signatureOk: boolean;
}

let fake: http.Server;
let endpoint: string;
const received: Received[] = [];
let answer: 'ok' | 'flow-control' = 'ok';

function startFake(): Promise<void> {
  fake = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      const canonical = Object.keys(params)
        .filter((k) => k !== 'Signature')
        .sort()
        .map((k) => `${encode(k)}=${encode(params[k])}`)
        .join('&');
      const expected = crypto
        .createHmac('sha1', `${SECRET}&`)
        .update(`${req.method}&${encode('/')}&${encode(canonical)}`)
        .digest('base64');
      const signatureOk = params.Signature === expected;
      received.push({ params, signatureOk });
      const requestId = crypto.randomUUID().toUpperCase();
      res.setHeader('content-type', 'application/json;charset=utf-8');
      if (!signatureOk || params.AccessKeyId !== KEY_ID) {
        res.statusCode = 400;
        return res.end(JSON.stringify({ RequestId: requestId, Message: 'Specified signature does not match our calculation.', Code: 'SignatureDoesNotMatch' }));
      }
      if (answer === 'flow-control')
        return res.end(JSON.stringify({ RequestId: requestId, Message: '触发小时级流控Permits:5', Code: 'isv.BUSINESS_LIMIT_CONTROL' }));
      res.end(JSON.stringify({ RequestId: requestId, Message: 'OK', BizId: '900619746936498440^0', Code: 'OK' }));
    });
  });
  return new Promise((resolve) =>
    fake.listen(0, '127.0.0.1', () => {
      endpoint = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

const config = (secret = SECRET): AliyunSmsConfig => ({
  accessKeyId: KEY_ID,
  accessKeySecret: secret,
  signName: '美发连锁',
  templateCode: 'SMS_465370001',
  endpoint,
  regionId: 'cn-hangzhou',
});

let t: TestApp;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  await startFake();
  t = await openTestApp();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ ...t.services, sms: new AliyunSmsProvider(config()) }, { logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

describe('Aliyun SMS', () => {
  it('posts a SendSms the API accepts: signed, with the template and the code the password reset then takes', async () => {
    answer = 'ok';
    const user = storeManager(2);
    const before = Date.now();
    await ok(app, null, 'POST', `/uc/user/sendMobileCode?mobile=${user.mobile}`);
    const sent = received.at(-1)!;
    expect(sent.signatureOk).toBe(true);
    expect(sent.params).toMatchObject({
      AccessKeyId: KEY_ID,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: user.mobile,
      RegionId: 'cn-hangzhou',
      SignName: '美发连锁',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_465370001',
      Version: '2017-05-25',
    });
    expect(sent.params.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(Math.abs(Date.parse(sent.params.Timestamp) - before)).toBeLessThan(5000);
    const { code } = JSON.parse(sent.params.TemplateParam) as { code: string };
    expect(code).toMatch(/^\d{6}$/);

    // The code in the message is the one the server checks.
    await ok(app, null, 'POST', '/uc/user/updateAccountPwd', { mobile: user.mobile, code, pwd: 'ViaAliyun@2026' });
    await login(app, user.account, 'ViaAliyun@2026');

    // Every call has its own nonce.
    await ok(app, null, 'POST', `/uc/user/sendMobileCode?mobile=${DEMO.store001.mobile}`);
    expect(received.at(-1)!.params.SignatureNonce).not.toBe(sent.params.SignatureNonce);
  });

  it('a refusal (flow control) answers 000001 in words, logs the provider’s code and request id, and holds no resend lock', async () => {
    answer = 'flow-control';
    const mobile = DEMO.ops01.mobile;
    const logged = logLines.length;
    await refused(app, null, 'POST', `/uc/user/sendMobileCode?mobile=${mobile}`, undefined, RetCode.REFUSED, '短信发送失败，请稍后再试');
    const log = logLines.slice(logged).join('\n');
    expect(log).toContain('isv.BUSINESS_LIMIT_CONTROL');
    expect(log).toContain('触发小时级流控');
    expect(log).toMatch(/RequestId [0-9A-F-]{36}/);
    expect(log).toContain('"level":50');

    // The code that was not sent is forgotten: trying again at once is allowed.
    answer = 'ok';
    await ok(app, null, 'POST', `/uc/user/sendMobileCode?mobile=${mobile}`);
    expect(received.at(-1)!.params.PhoneNumbers).toBe(mobile);
  });

  it('a wrong secret is refused by the fake’s own signature check (the check can fail)', async () => {
    const other = await buildApp({ ...t.services, sms: new AliyunSmsProvider(config('not-the-secret')) });
    try {
      await refused(other, null, 'POST', `/uc/user/sendMobileCode?mobile=${DEMO.area01.mobile}`, undefined, RetCode.REFUSED, '短信发送失败');
      expect(received.at(-1)!.signatureOk).toBe(false);
    } finally {
      await other.close();
    }
  });
});
