import type { Locator, Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A button's accessible name: the label itself, after an icon's name when it has one ("download 导出"),
 * never a longer label ending in it ("审核通过" is not "通过"). A pattern is used as given.
 */
export const named = (label: string | RegExp): RegExp =>
  // antd may space a two-character label ("确 定") outside the console's ConfigProvider.
  typeof label === 'string' ? new RegExp(`(^|\\s)${[...label].map(escape).join('\\s?')}$`) : label;

/** An option of the select dropdown that is open now. */
export const option = (page: Page, text: string | RegExp) => page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text });

/**
 * Opens a single select, picks the first option holding `text` (after typing `type` or filling
 * `search` to narrow it) and waits for the dropdown to close: on a loaded machine a dropdown has
 * been seen to stay open over the dialog's buttons, so a second click on the select closes it.
 */
export async function pick(page: Page, select: Locator, text: string | RegExp, narrow: { type?: string; search?: string } = {}): Promise<void> {
  await select.click();
  if (narrow.type) await page.keyboard.type(narrow.type);
  if (narrow.search) await select.locator('input').first().fill(narrow.search);
  await option(page, text).first().click();
  const open = page.locator('.ant-select-dropdown:visible').first();
  if (
    !(await open.waitFor({ state: 'hidden', timeout: 3000 }).then(
      () => true,
      () => false,
    ))
  ) {
    await select.click();
    await open.waitFor({ state: 'hidden' });
  }
}

/**
 * The fields of an antd form (a filter bar, a dialog, a drawer's form, a form page), found by
 * their label. Labels are matched by their title: a filter bar and a dialog may hold controls with
 * the same ids, so `getByLabel` could name the other one.
 */
export class FormFields {
  constructor(readonly root: Locator) {}

  get page(): Page {
    return this.root.page();
  }

  /** The form item of a label (its control, its help and error lines). */
  field(label: string): Locator {
    return this.root.locator('.ant-form-item:visible').filter({ has: this.page.locator(`label[title="${label}"]`) });
  }

  /** The text input or text area of a field (or a control labelled so, like a reason's text area). */
  input(label: string): Locator {
    return this.field(label)
      .locator('input:not([type="hidden"]):not([type="file"]), textarea')
      .or(this.root.getByLabel(label, { exact: true }))
      .first();
  }

  async fill(label: string, value: string): Promise<void> {
    await this.input(label).fill(value);
  }

  async value(label: string): Promise<string> {
    return this.input(label).inputValue();
  }

  /** Picks an option of a field's select (typing or searching first to narrow a long list). */
  async choose(label: string, text: string | RegExp, narrow: { type?: string; search?: string } = {}): Promise<void> {
    await pick(this.page, this.field(label).locator('.ant-select').first(), text, narrow);
  }

  /** Types a date (or date and time) into a field's picker and confirms it. */
  async date(label: string, value: string): Promise<void> {
    const input = this.field(label).locator('input').first();
    await input.click();
    await input.fill(value);
    await input.press('Enter');
  }

  /** Fills both ends of a date-range field. */
  async dateRange(label: string, from: string, to: string): Promise<void> {
    const inputs = this.field(label).locator('input');
    await inputs.first().click();
    await inputs.first().fill(from);
    await inputs.first().press('Enter');
    await inputs.nth(1).fill(to);
    await inputs.nth(1).press('Enter');
  }

  /** Fills a from-to number pair (an empty string leaves that end open). */
  async numberRange(label: string, min: string, max: string): Promise<void> {
    const inputs = this.field(label).locator('input');
    await inputs.first().fill(min);
    await inputs.nth(1).fill(max);
  }

  /** A field's switch. */
  switch(label: string): Locator {
    return this.field(label).getByRole('switch');
  }

  /** Turns a field's switch on or off. */
  async toggle(label: string, on: boolean): Promise<void> {
    const control = this.switch(label);
    if (((await control.getAttribute('aria-checked')) === 'true') !== on) await control.click();
  }

  /** The error line under a field (the form's rule that refused it). */
  error(label: string): Locator {
    return this.field(label).locator('.ant-form-item-explain-error');
  }

  /** Every error line of the form now. */
  async errors(): Promise<string[]> {
    return this.root.locator('.ant-form-item-explain-error').allInnerTexts();
  }
}
