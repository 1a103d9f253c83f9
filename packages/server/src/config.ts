import path from 'node:path';
import { parseSmsProvider } from './sms/provider.js';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /**
   * SMS_PROVIDER: 'outbox' (the default: messages go to the sms_outbox table and the log, and only
   * then does /api/dev/sms-outbox exist) or another provider this server implements; any other
   * name stops the start (sms/provider.ts).
   */
  smsProvider: string;
  /** Test-only routes (loopback only): code fixtures. Never on in production. */
  devRoutes: boolean;
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
    smsProvider: parseSmsProvider(env.SMS_PROVIDER),
    devRoutes: env.DEV_ROUTES === '1',
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
