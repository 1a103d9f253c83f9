import path from 'node:path';
import { ConfigError, parseSmsSettings, type SmsSettings } from './sms/provider.js';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /**
   * SMS_PROVIDER: 'outbox' (the default: messages go to the sms_outbox table and the log) or
   * 'aliyun' with its SMS_* settings; any other name, or a missing setting, stops the start
   * (sms/provider.ts).
   */
  sms: SmsSettings;
  /**
   * DEV_SMS_OUTBOX=1: /api/dev/sms-outbox answers the outbox's codes to loopback callers (the demo
   * and the tests). Off by default: with it on, any local process could reset any password.
   */
  devSmsOutbox: boolean;
  /** Test-only routes (loopback only): code fixtures. Never on in production. */
  devRoutes: boolean;
  /**
   * TRUST_PROXY: the reverse proxies whose X-Forwarded-For / X-Forwarded-Proto are believed
   * (addresses or CIDRs, comma-separated, or 'loopback'; a number is that many hops). Unset: none,
   * the client is the socket's address. Sign-in throttling counts per client address, so behind a
   * proxy this must name it, or every client looks like the proxy.
   */
  trustProxy: false | string | number;
  /**
   * ACCESS_LOG: a line per request at info level: 'off' (default; errors and warnings are always
   * logged with the request id), 'on', or a fraction (0.01) of requests sampled.
   */
  accessLogSample: number;
  /** Requests a user may make per second (sustained) before 42901. */
  rateLimitPerSecond: number;
  rateLimitBurst: number;
  webDist?: string;
  logLevel: string;
  /** Upload storage: unset = embedded (files under DATA_DIR/files, this server is the storage host). */
  oss?: { host: string; accessKeyId: string; accessKeySecret: string; publicHost: string };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    sms: parseSmsSettings(env),
    devSmsOutbox: env.DEV_SMS_OUTBOX === '1',
    devRoutes: env.DEV_ROUTES === '1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    accessLogSample: parseAccessLog(env.ACCESS_LOG),
    rateLimitPerSecond: Number(env.RATE_LIMIT_PER_SECOND ?? 50),
    rateLimitBurst: Number(env.RATE_LIMIT_BURST ?? 200),
    webDist: env.WEB_DIST ?? path.join(root, 'packages/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    oss:
      env.OSS_HOST && env.OSS_ACCESS_KEY_ID && env.OSS_ACCESS_KEY_SECRET
        ? {
            host: env.OSS_HOST.replace(/\/$/, ''),
            accessKeyId: env.OSS_ACCESS_KEY_ID,
            accessKeySecret: env.OSS_ACCESS_KEY_SECRET,
            publicHost: (env.OSS_PUBLIC_HOST || env.OSS_HOST).replace(/\/$/, ''),
          }
        : undefined,
  };
}

/** TRUST_PROXY: unset or empty trusts no proxy; digits are a hop count; anything else a list for proxy-addr. */
export function parseTrustProxy(value: string | undefined): false | string | number {
  const text = value?.trim() ?? '';
  if (!text || /^(0|false|off|no)$/i.test(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(true|on|yes|all)$/i.test(text))
    throw new ConfigError(
      `TRUST_PROXY=${value}: name the proxy (its address, CIDR or 'loopback') or a hop count; trusting every sender would let any client choose its own address.`,
    );
  return text;
}

/** ACCESS_LOG: off (default), on, or a sampled fraction between 0 and 1. */
export function parseAccessLog(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (!text || text === 'off' || text === '0') return 0;
  if (text === 'on' || text === '1') return 1;
  const fraction = Number(text);
  if (!Number.isFinite(fraction) || fraction < 0 || fraction > 1)
    throw new ConfigError(`ACCESS_LOG=${value}: use off, on, or a fraction of requests such as 0.01.`);
  return fraction;
}
