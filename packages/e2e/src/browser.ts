import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_ID, CLIENT_TYPE, decryptDeep, sealAt, SUCCESS_CODES, type Envelope, type LoginResult, type UserInfo } from '@salon/contract';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, type TestContext } from 'vitest';
import { Shell } from './kit';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where a failed test leaves a screenshot of each of its pages (passing tests write nothing). */
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

/** The server of this test worker (VITEST_POOL_ID counts workers from 1), or E2E_BASE_URL's (the walk). */
export const baseUrl = (): string => {
  if (process.env.E2E_BASE_URL) return process.env.E2E_BASE_URL;
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length];
};

/**
 * A browser context as every test uses: a desktop window in Shanghai, the server as base URL (so
 * `page.goto('/#/route')`), and reduced motion, as a user may set it, so the console opens dialogs
 * and dropdowns without animation (a click during a dialog's zoom-in has been seen to land beside
 * its target on a loaded machine).
 */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    reducedMotion: 'reduce',
    baseURL: baseUrl(),
    ...options,
  });
}

/** The demo accounts' passwords (README), and the stores' managers store001..store060. */
const PASSWORDS: Record<string, string> = { admin: 'Salon@2026', newbie: 'Welcome@2026', finance01: 'Salon@2026' };
export function passwordOf(account: string): string {
  const pwd = PASSWORDS[account] ?? (/^store\d{3}$/.test(account) ? 'Store@2026' : undefined);
  if (!pwd) throw new Error(`no known password for ${account}`);
  return pwd;
}

/** A signed-in session as the console holds it: the token, the session key and the user. */
export interface ApiSession {
  token: string;
  secret: string;
  user: UserInfo;
  /** Server time minus local time at sign-in. */
  clockSkew: number;
}

/**
 * Signs in through the real login API from Node (POST /api/uc/user/login, as the login form
 * does), with the mobile decrypted as the console decrypts it. A new session each call.
 */
export async function apiLogin(account: string, pwd = passwordOf(account), base = baseUrl()): Promise<ApiSession> {
  const res = await fetch(`${base}/api/uc/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'client-type': CLIENT_TYPE, routepath: '/login' },
    body: JSON.stringify({ account, pwd }),
  });
  const body = (await res.json()) as Envelope<LoginResult>;
  if (!SUCCESS_CODES.includes(body.retCode)) throw new Error(`sign-in of ${account} refused: ${body.retCode} ${body.retMsg}`);
  const r = body.result;
  if (r.firstLogin === 0) throw new Error(`${account} must change its password first (that is the login form's flow)`);
  const user = await decryptDeep(r.secret, { id: r.id, name: r.name, nickName: r.nickName, account: r.account, mobile: r.mobile, updateTime: r.updateTime });
  return { token: r.token, secret: r.secret, user, clockSkew: r.serverTime - Date.now() };
}

/**
 * What the console keeps in localStorage after a sign-in (web/src/app/auth.ts signIn ->
 * storage.ts session.save: JSON values), as a context's storage state: the context opens signed
 * in, once, like a browser that signed in before (a logout and its reload stay signed out).
 */
export function signedInState(session: ApiSession, origin = baseUrl()): NonNullable<BrowserContextOptions['storageState']> {
  const stored: Record<string, unknown> = {
    token: session.token,
    sessionSecret: session.secret,
    userInfo: session.user,
    clockSkew: session.clockSkew,
    hasLoggedIn: true,
  };
  return { cookies: [], origins: [{ origin, localStorage: Object.entries(stored).map(([name, value]) => ({ name, value: JSON.stringify(value) })) }] };
}

/** One API call as the console makes it (attachment token, `at` sealed with the session key); the whole envelope. */
export async function callApi<T>(s: ApiSession, method: 'GET' | 'POST', apiPath: string, payload?: Record<string, unknown>, route = '/'): Promise<Envelope<T>> {
  const headers: Record<string, string> = {
    'client-type': CLIENT_TYPE,
    routepath: route,
    attachment: s.token,
    at: await sealAt(s.secret, { userId: s.user.id, appId: APP_ID, ts: Date.now() + s.clockSkew }),
  };
  let url = `${baseUrl()}/api${apiPath}`;
  let body: string | undefined;
  if (method === 'GET' && payload) url += `?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)]))}`;
  else if (payload) {
    body = JSON.stringify(payload);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(url, { method, headers, body });
  if (res.status !== 200) throw new Error(`${method} ${apiPath}: HTTP ${res.status}`);
  return (await res.json()) as Envelope<T>;
}

/** An API call that must succeed: its result. */
export async function apiResult<T>(s: ApiSession, method: 'GET' | 'POST', apiPath: string, payload?: Record<string, unknown>, route?: string): Promise<T> {
  const env = await callApi<T>(s, method, apiPath, payload, route);
  if (!SUCCESS_CODES.includes(env.retCode)) throw new Error(`${method} ${apiPath}: ${env.retCode} ${env.retMsg}`);
  return env.result;
}

/**
 * One browser per test file; each page of a test gets a context of its own (its own storage and
 * session), closed after the test. A failed test leaves a screenshot of each of its pages in
 * test-results/; a passing one writes nothing.
 */
export function useBrowser() {
  const state: { browser?: Browser; contexts: BrowserContext[]; pages: Page[] } = { contexts: [], pages: [] };
  beforeAll(async () => {
    state.browser = await launch();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  afterEach(async (ctx: TestContext) => {
    if (ctx.task.result?.state === 'fail') {
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const name = ctx.task.name.replace(/[^\w\u4e00-\u9fa5-]+/g, '_').slice(0, 120);
      for (const [i, page] of state.pages.entries())
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}${state.pages.length > 1 ? `-${i + 1}` : ''}.png`), timeout: 5000 }).catch(() => {});
    }
    // A context closing in the middle of a page reload has been seen to hang on a loaded machine:
    // give it 15 s, then leave it to the browser's own close.
    const contexts = state.contexts.splice(0);
    state.pages = [];
    await Promise.race([Promise.all(contexts.map((c) => c.close())), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  });

  async function open(options: BrowserContextOptions): Promise<Page> {
    const context = await newContext(state.browser!, options);
    state.contexts.push(context);
    const page = await context.newPage();
    state.pages.push(page);
    return page;
  }

  return {
    browser: () => state.browser!,
    /** A signed-out browser (a context of its own). */
    newPage: (options: BrowserContextOptions = {}) => open(options),
    /**
     * A browser signed in as `account` by a fresh API login (no form), on `route` once the
     * console has booted: the menu loaded, the shell and the page shown.
     */
    async signedIn(account: string, route?: string, options: BrowserContextOptions = {}): Promise<Page> {
      const session = await apiLogin(account);
      const page = await open({ ...options, storageState: signedInState(session) });
      if (route) {
        await page.goto(`/#${route}`);
        await new Shell(page).ready();
      }
      return page;
    },
  };
}

/** Signs in through the login form and waits for the console (the login tests' way; the others start signed in). */
export async function signInWithForm(page: Page, account: string, pwd = passwordOf(account), target = '/'): Promise<void> {
  await page.goto(`/#/login${target === '/' ? '' : `?redirect=${encodeURIComponent(target)}`}`);
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

/** A suffix of this attempt's own, so a retried test never meets the records an earlier attempt made. */
export const unique = (digits = 6) => String(Date.now()).slice(-digits);

/** Today (or `days` from it) in China, as YYYY-MM-DD. */
export const chinaDate = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A mobile shown masked (138****0000). */
export const MASKED_MOBILE = /1\d{3}\*{4}\d{4}/;
export const masked = (mobile: string) => `${mobile.slice(0, 4)}****${mobile.slice(-4)}`;
