import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface SmsMessage {
  mobile: string;
  purpose: string;
  code?: string;
  content: string;
}

/** Sends a text message. Real providers plug in here; the embedded default is the outbox. */
export interface SmsProvider {
  readonly name: string;
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

/** What SMS_PROVIDER may name: the providers this server has an implementation of. */
const FACTORIES: Record<string, (db: Kysely<Database>, log: (text: string) => void) => SmsProvider> = {
  outbox: (db, log) => new OutboxSmsProvider(db, log),
};

export const SMS_PROVIDER_NAMES: readonly string[] = Object.keys(FACTORIES);
export const DEFAULT_SMS_PROVIDER = 'outbox';

/** A setting the server cannot start with; the message says what to change. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads SMS_PROVIDER: unset or empty is the embedded outbox; a name without an implementation stops the start. */
export function parseSmsProvider(value: string | undefined): string {
  const name = (value ?? '').trim().toLowerCase() || DEFAULT_SMS_PROVIDER;
  if (!FACTORIES[name]) {
    throw new ConfigError(
      `SMS_PROVIDER=${value}: this server has no implementation of that SMS provider (available: ${SMS_PROVIDER_NAMES.join(', ')}). Unset SMS_PROVIDER to use the embedded outbox, or add the provider in packages/server/src/sms/provider.ts.`,
    );
  }
  return name;
}

/** The provider the configuration names (see parseSmsProvider). */
export function createSmsProvider(name: string, db: Kysely<Database>, log: (text: string) => void): SmsProvider {
  return FACTORIES[parseSmsProvider(name)](db, log);
}
