import type { Locator, Page } from 'playwright-core';

/**
 * The console's notices: antd messages (a write's "已保存") and notifications (the request layer's
 * errors and warnings, imports, exports). Both go by themselves after a few seconds.
 */
export class Notices {
  constructor(readonly page: Page) {}

  /** Every notice on screen now. */
  all(): Locator {
    return this.page.locator('.ant-message-notice, .ant-notification-notice');
  }

  /** The notices holding this text (an older one may still be on screen beside a newer one). */
  holding(text: string | RegExp): Locator {
    return this.all().filter({ hasText: text });
  }

  /** The first notice holding this text. */
  with(text: string | RegExp): Locator {
    return this.holding(text).first();
  }

  /** Waits for a notice holding this text. */
  async expect(text: string | RegExp, timeout?: number): Promise<void> {
    await this.with(text).waitFor({ timeout });
  }

  /** Error notices (a refused call, a failed request): notifications of type error and error messages. */
  errors(): Locator {
    return this.page.locator('.ant-notification-notice-error, .ant-notification-notice:has(.ant-notification-notice-icon-error), .ant-message-error');
  }

  /** The texts of the error notices on screen now. */
  async errorTexts(): Promise<string[]> {
    return (await this.errors().allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  }

  /** Waits until no notice is left on screen. */
  async gone(timeout = 10_000): Promise<void> {
    await this.page.waitForFunction(() => document.querySelectorAll('.ant-message-notice, .ant-notification-notice').length === 0, undefined, { timeout });
  }
}
