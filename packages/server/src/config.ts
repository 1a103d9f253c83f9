import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** 'outbox' (embedded default: sms_outbox table and the log) or a real provider name. */
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
    smsProvider: env.SMS_PROVIDER ?? 'outbox',
    devRoutes: env.DEV_ROUTES === '1',
    rateLimitPerSecond: Number(env.RATE_LIMIT_PER_SECOND ?? 50),
    rateLimitBurst: Number(env.RATE_LIMIT_BURST ?? 200),
    webDist: env.WEB_DIST ?? path.join(root, 'packages/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    oss:
      env.OSS_HOST && env.OSS_ACCESS_KEY_ID && env.OSS_ACCESS_KEY_SECRET
        ? { host: env.OSS_HOST.replace(/\/$/, ''), accessKeyId: env.OSS_ACCESS_KEY_ID, accessKeySecret: env.OSS_ACCESS_KEY_SECRET, publicHost: (env.OSS_PUBLIC_HOST || env.OSS_HOST).replace(/\/$/, '') }
        : undefined,
  };
}
