import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ALIYUN_SMS_ENDPOINT, AliyunSmsProvider, type AliyunSmsConfig } from './aliyun.js';

export interface SmsMessage {
  mobile: string;
  purpose: string;
  code?: string;
  content: string;
}

/** Sends a text message. The embedded default is the outbox; `aliyun` sends through Aliyun SMS. */
export interface SmsProvider {
  readonly name: string;
  /** Rejects (SmsSendError) when the provider refuses the message. */
  send(message: SmsMessage): Promise<void>;
}

/** Embedded default: every message goes to the sms_outbox table and the server log. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: (text: string) => void,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db
      .insertInto('sms_outbox')
      .values({ mobile: message.mobile, purpose: message.purpose, code: message.code ?? null, content: message.content })
      .execute();
    this.log(`SMS to ${message.mobile}: ${message.content}`);
  }
}

/** The SMS settings: the provider and, for a real one, its credentials. */
export type SmsSettings = { provider: 'outbox' } | ({ provider: 'aliyun' } & AliyunSmsConfig);

export const SMS_PROVIDER_NAMES = ['outbox', 'aliyun'] as const;
export const DEFAULT_SMS_PROVIDER = 'outbox';

/** A setting the server cannot start with; the message says what to change. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** What SMS_PROVIDER=aliyun needs besides the name. */
const ALIYUN_VARIABLES = {
  accessKeyId: 'SMS_ACCESS_KEY_ID',
  accessKeySecret: 'SMS_ACCESS_KEY_SECRET',
  signName: 'SMS_SIGN_NAME',
  templateCode: 'SMS_TEMPLATE_CODE',
} as const;

/**
 * Reads SMS_PROVIDER and its settings: unset or empty is the embedded outbox; `aliyun` needs
 * SMS_ACCESS_KEY_ID, SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME and SMS_TEMPLATE_CODE (SMS_ENDPOINT and
 * SMS_REGION optional). Any other name, or a missing setting, stops the start with a message.
 */
export function parseSmsSettings(env: NodeJS.ProcessEnv): SmsSettings {
  const value = env.SMS_PROVIDER;
  const name = (value ?? '').trim().toLowerCase() || DEFAULT_SMS_PROVIDER;
  if (name === 'outbox') return { provider: 'outbox' };
  if (name === 'aliyun') {
    const missing = Object.values(ALIYUN_VARIABLES).filter((v) => !env[v]?.trim());
    if (missing.length)
      throw new ConfigError(
        `SMS_PROVIDER=aliyun needs ${missing.join(', ')} (from the Aliyun SMS console: an AccessKey, the approved 签名 and verification-code template).`,
      );
    const read = (key: keyof typeof ALIYUN_VARIABLES) => env[ALIYUN_VARIABLES[key]]!.trim();
    return {
      provider: 'aliyun',
      accessKeyId: read('accessKeyId'),
      accessKeySecret: read('accessKeySecret'),
      signName: read('signName'),
      templateCode: read('templateCode'),
      endpoint: env.SMS_ENDPOINT?.trim() || ALIYUN_SMS_ENDPOINT,
      regionId: env.SMS_REGION?.trim() || 'cn-hangzhou',
    };
  }
  throw new ConfigError(
    `SMS_PROVIDER=${value}: this server has no implementation of that SMS provider (available: ${SMS_PROVIDER_NAMES.join(', ')}). Unset SMS_PROVIDER to use the embedded outbox, or add the provider in packages/server/src/sms/provider.ts.`,
  );
}

/** The provider the settings name. */
export function createSmsProvider(settings: SmsSettings, db: Kysely<Database>, log: (text: string) => void): SmsProvider {
  return settings.provider === 'aliyun' ? new AliyunSmsProvider(settings) : new OutboxSmsProvider(db, log);
}
