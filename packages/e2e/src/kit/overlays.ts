import type { Locator, Page } from 'playwright-core';
import { FormFields, named } from './form';

/**
 * An open dialog (a form, a reason before a step, an export check), by its title when given,
 * else the topmost one. Its fields are found by label (see FormFields).
 */
export class Dialog extends FormFields {
  constructor(page: Page, name?: string | RegExp) {
    super((name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')).filter({ visible: true }).last());
  }

  async waitOpen(): Promise<this> {
    await this.root.waitFor();
    return this;
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name: named(name) });
  }

  /** Clicks the dialog's submit button (保存 unless named). */
  async submit(name: string | RegExp = '保存'): Promise<void> {
    await this.button(name).click();
  }

  text(text: string | RegExp): Locator {
    return this.root.getByText(text);
  }

  /** Waits until the dialog has gone. */
  async closed(): Promise<void> {
    await this.root.waitFor({ state: 'hidden' });
  }

  /** Closes it with its × and waits until it has gone. */
  async close(): Promise<void> {
    await this.root.locator('.ant-modal-close').click();
    await this.closed();
  }
}

/** The confirm box of a step (antd Modal.confirm), answered with one of its buttons. */
export async function confirm(page: Page, button: string | RegExp): Promise<void> {
  await page.locator('.ant-modal-confirm').getByRole('button', { name: button }).click();
}

/** The pop-up confirmation next to a button (antd Popconfirm), answered with one of its buttons. */
export async function popconfirm(page: Page, button: string): Promise<void> {
  await page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: named(button) })
    .click();
}

/** The open side drawer: a record's detail lines, its tables, or a drawer form. */
export class Drawer extends FormFields {
  constructor(page: Page, title?: string | RegExp) {
    const open = page.locator('.ant-drawer:visible');
    super((title ? open.filter({ hasText: title }) : open).last());
  }

  async waitOpen(): Promise<this> {
    await this.root.waitFor();
    return this;
  }

  /** The value of a detail line (a Descriptions item) by its label. */
  line(label: string): Locator {
    return this.root
      .locator(
        `xpath=.//*[contains(concat(' ', @class, ' '), ' ant-descriptions-item-label ')][normalize-space(.)='${label}']` +
          `/following-sibling::*[contains(concat(' ', @class, ' '), ' ant-descriptions-item-content ')][1]`,
      )
      .first();
  }

  async lineText(label: string): Promise<string> {
    return (await this.line(label).innerText()).trim();
  }

  heading(name: string | RegExp): Locator {
    return this.root.getByRole('heading', { name });
  }

  text(text: string | RegExp): Locator {
    return this.root.getByText(text);
  }

  /** The rows of the drawer's tables (or of the one inside `within`, a CSS selector). */
  rows(within?: string): Locator {
    return (within ? this.root.locator(within) : this.root).locator('.ant-table-row');
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name: named(name) });
  }

  async close(): Promise<void> {
    await this.root.locator('.ant-drawer-close').first().click();
    await this.root.waitFor({ state: 'hidden' });
  }
}
