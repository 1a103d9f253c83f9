import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, type TestContext } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../test-results');

/** Debian's Chromium as root on a closed network (flags from the machine notes). */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/** The server of this test worker (VITEST_POOL_ID counts workers from 1). */
export const baseUrl = () => {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length];
};

/**
 * A browser context as every test uses: a desktop window in Shanghai, and reduced motion, as a
 * user may set it, so the console opens dialogs and dropdowns without animation (a click during
 * a dialog's zoom-in has been seen to land beside its target on a loaded machine).
 */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce', ...options });
}

/**
 * One browser per test file; each test gets a fresh context (its own storage) and page.
 * A failed test leaves a screenshot in test-results/.
 */
export function useBrowser() {
  const state: { browser?: Browser; context?: BrowserContext; page?: Page } = {};
  beforeAll(async () => {
    state.browser = await launch();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  afterEach(async (ctx: TestContext) => {
    if (ctx.task.result?.state === 'fail' && state.page) {
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await state.page.screenshot({ path: path.join(SCREENSHOT_DIR, `${ctx.task.name.replace(/[^\w\u4e00-\u9fa5-]+/g, '_')}.png`) }).catch(() => {});
    }
    // A context closing in the middle of a page reload has been seen to hang on a loaded machine:
    // give it 15 s, then leave it to the browser's own close.
    await Promise.race([state.context?.close(), new Promise((resolve) => setTimeout(resolve, 15_000))]);
    state.context = undefined;
    state.page = undefined;
  });
  return {
    async newPage(): Promise<Page> {
      state.context = await newContext(state.browser!);
      state.page = await state.context.newPage();
      return state.page;
    },
    context: () => state.context!,
  };
}

/** Signs in through the login screen and waits for the console. */
export async function signIn(page: Page, account: string, pwd: string, target = '/'): Promise<void> {
  await page.goto(`${baseUrl()}/#/login${target === '/' ? '' : `?redirect=${encodeURIComponent(target)}`}`);
  await page.fill('input[name="account"]', account);
  await page.fill('input[name="pwd"]', pwd);
  await page.click('button[type="submit"]');
  await page.waitForSelector('.shell-header', { timeout: 30_000 });
}

/** The verification code the embedded SMS outbox holds for a mobile (newest first). */
export async function outboxCode(mobile: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/dev/sms-outbox?mobile=${mobile}`);
  const body = (await res.json()) as { result: { code: string }[] };
  return body.result[0]?.code;
}

export const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'salon-e2e-dl-'));

/** An option of the select dropdown that is open now. */
export const option = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text });

/**
 * Opens a single select, picks the first option holding `text` (after typing `type` or filling
 * `search` to narrow it) and waits for the dropdown to close: on a loaded machine a dropdown has
 * been seen to stay open over the dialog's buttons, so a second click on the select closes it.
 */
export async function pick(page: Page, select: Locator, text: string, narrow: { type?: string; search?: string } = {}): Promise<void> {
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

/** A filter-bar field by its label (forms in dialogs hold controls with the same ids, so labels are matched by title). */
export const filterItem = (page: Page, label: string) =>
  page.locator('.page-card__filters .ant-form-item:visible').filter({ has: page.locator(`label[title="${label}"]`) });

/** A field of the open dialog's form by its label. */
export const dialogItem = (page: Page, label: string) =>
  page
    .getByRole('dialog')
    .locator('.ant-form-item')
    .filter({ has: page.locator(`label[title="${label}"]`) });
