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
