import crypto from 'node:crypto';
import type { SmsMessage, SmsProvider } from './provider.js';

/** Aliyun Short Message Service (dysmsapi), SendSms over its signed RPC API. */
export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** 短信签名, as approved in the console (【美发连锁】). */
  signName: string;
  /** The approved verification-code template, with a ${code} variable (SMS_123456789). */
  templateCode: string;
  /** https://dysmsapi.aliyuncs.com; a local fake in the tests. */
  endpoint: string;
  regionId: string;
}

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com';
export const ALIYUN_SMS_VERSION = '2017-05-25';

/** The provider refused the message: its code and words, and the request id its support asks for. */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
  constructor(
    readonly provider: string,
    readonly code: string,
    readonly providerMessage: string,
    readonly requestId: string | undefined,
  ) {
    super(`${provider} SMS refused: ${code} ${providerMessage}${requestId ? ` (RequestId ${requestId})` : ''}`);
  }
}

/** RFC 3986 encoding as Aliyun's RPC signature wants it: only A-Z a-z 0-9 - _ . ~ stay, a space is %20. */
export const percentEncode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The RPC signature (signature version 1.0): the parameters but Signature sorted by name, each
 * name and value percent-encoded and joined as a query string; that string percent-encoded once
 * more after `METHOD&%2F&`; HMAC-SHA1 keyed with the secret and '&', in base64.
 */
export function signRpc(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return crypto.createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** Timestamp as the RPC API wants it: ISO 8601 in UTC without milliseconds. */
const rpcTimestamp = (now: Date) => now.toISOString().replace(/\.\d{3}Z$/, 'Z');

export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  constructor(private readonly config: AliyunSmsConfig) {}

  /** The form SendSms is posted with, signed (exposed for the test's fake to compare). */
  signedParams(message: SmsMessage, now = new Date()): Record<string, string> {
    const params: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: message.mobile,
      RegionId: this.config.regionId,
      SignName: this.config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: crypto.randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.config.templateCode,
      TemplateParam: JSON.stringify({ code: message.code ?? '' }),
      Timestamp: rpcTimestamp(now),
      Version: ALIYUN_SMS_VERSION,
    };
    return { ...params, Signature: signRpc('POST', params, this.config.accessKeySecret) };
  }

  async send(message: SmsMessage): Promise<void> {
    if (!message.code) throw new Error('the Aliyun provider sends verification codes only (its template has a ${code} variable)');
    const response = await fetch(`${this.config.endpoint.replace(/\/$/, '')}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
      body: new URLSearchParams(this.signedParams(message)).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    let answer: { Code?: string; Message?: string; RequestId?: string };
    try {
      answer = JSON.parse(text);
    } catch {
      throw new SmsSendError(this.name, `HTTP ${response.status}`, text.slice(0, 200), undefined);
    }
    // Success is Code "OK"; a refusal (flow control, bad template, signature) names its Code.
    if (answer.Code !== 'OK') throw new SmsSendError(this.name, answer.Code ?? `HTTP ${response.status}`, answer.Message ?? '', answer.RequestId);
  }
}
