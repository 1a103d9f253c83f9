import fs from 'node:fs';
import path from 'node:path';
import type { MenuNode } from '@salon/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { apiLogin, apiResult, launch, newContext, signedInState } from '../browser';

/**
 * `npm run walk` (scripts/walk.mjs starts the server; this file only walks): every page of each
 * account's menu opened in Chromium, one after another, signed in from an API login. For each page:
 * what it shows (rows and the total, an empty table, a form or a lookup's prompt), how long until
 * then, and what went wrong (a script error, a refused API call, an error notice, the not-found
 * page). A screenshot of each page lands in WALK_DIR/<account>/<route>.png and the findings in
 * WALK_DIR/results.json, which the script prints as a table.
 */
const out = process.env.WALK_DIR ?? path.resolve(import.meta.dirname, '../../../../walk');
const accounts = (process.env.WALK_ACCOUNTS ?? 'admin,store001').split(',').filter(Boolean);
const only = (process.env.WALK_PAGES ?? '').split(',').filter(Boolean);
/** WALK_HIDDEN=1: also the hidden pages (a detail or form opened from a list), at ?id=1 (the first seeded record). */
const hidden = process.env.WALK_HIDDEN === '1';

interface Finding {
  account: string;
  route: string;
  title: string;
  outcome: 'rows' | 'empty' | 'form' | 'chart' | 'page';
  rows: number;
  total: string;
  ms: number;
  errors: string[];
}
const results: Finding[] = [];

/** The leaves of a menu that are pages (a url, not hidden), in menu order. */
function pagesOf(menu: readonly MenuNode[]): { route: string; title: string }[] {
  const found: { route: string; title: string }[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const n of nodes) {
      const pageChildren = n.children.filter((c) => !c.code);
      if (n.url && !pageChildren.length && (!n.hidden || hidden)) found.push({ route: n.hidden ? `${n.url}?id=1` : n.url, title: n.name });
      walk(pageChildren);
    }
  };
  walk(menu);
  return found.filter((p) => !only.length || only.some((prefix) => p.route.startsWith(prefix)));
}

/** Opens one page and waits for what it shows; every error seen meanwhile is kept. */
async function visit(page: Page, account: string, route: string, title: string): Promise<Finding> {
  const errors: string[] = [];
  const onError = (e: Error) => errors.push(`script error: ${e.message.split('\n')[0]}`);
  const onResponse = async (response: import('playwright-core').Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      const body = (await response.json()) as { retCode?: string; retMsg?: string };
      if (body.retCode && body.retCode !== '000000' && body.retCode !== '0') errors.push(`${url.pathname} → ${body.retCode} ${body.retMsg ?? ''}`);
    } catch {
      // a body already gone (the page moved on)
    }
  };
  page.on('pageerror', onError);
  page.on('response', onResponse);
  const started = Date.now();
  await page.goto(`/#${route}`);
  await page.locator('.shell-header').waitFor({ timeout: 30_000 });
  const content = page.locator('.shell-content');
  const shown = content
    .locator(
      '.ant-table-row:visible, .ant-table-placeholder:visible, .ant-form:visible, .ant-empty:visible, canvas:visible, .kanban__card:visible, .ant-descriptions:visible',
    )
    .first();
  await shown.waitFor({ timeout: 20_000 }).catch(() => errors.push('nothing shown within 20 s'));
  // The first answer drawn: a spinner still turning means rows are on their way.
  await content
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => errors.push('still loading after 20 s'));
  // A report's chart is its own chunk, drawn after the rows: wait for the drawing, not its placeholder.
  const charts = await content.locator('.report-chart').count();
  if (charts)
    await content
      .locator('.report-chart[role=img] svg')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => errors.push('chart not drawn within 10 s'));
  const ms = Date.now() - started;
  // A board's cards are its rows (进度看板).
  const rows = await content.locator('.ant-table-row:visible, .kanban__card:visible').count();
  const total = (
    (await content
      .locator('.ant-pagination-total-text:visible')
      .first()
      .textContent({ timeout: 500 })
      .catch(() => '')) ?? ''
  ).trim();
  if (await page.getByText('页面不存在', { exact: true }).count()) errors.push('页面不存在');
  for (const notice of await page.locator('.ant-notification-notice-error, .ant-message-error').allInnerTexts()) errors.push(`notice: ${notice.trim()}`);
  const outcome: Finding['outcome'] = rows
    ? 'rows'
    : (await content.locator('.ant-table-placeholder:visible').count())
      ? 'empty'
      : (await content.locator('.ant-form:visible').count())
        ? 'form'
        : charts
          ? 'chart'
          : 'page';
  const file = path.join(out, account, `${route.replace(/^\//, '').replace(/\?.*$/, '')}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  page.off('pageerror', onError);
  page.off('response', onResponse);
  return { account, route, title, outcome, rows, total, ms, errors };
}

describe('the page walk', () => {
  let browser: Awaited<ReturnType<typeof launch>>;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'results.json'), JSON.stringify(results, null, 2));
  });

  for (const account of accounts)
    it(`every page of ${account}'s menu`, async () => {
      const session = await apiLogin(account);
      const menu = await apiResult<MenuNode[]>(session, 'GET', '/uc/resource/getMenuList');
      const context = await newContext(browser, { storageState: signedInState(session), viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      for (const { route, title } of pagesOf(menu)) {
        try {
          results.push(await visit(page, account, route, title));
        } catch (error) {
          results.push({
            account,
            route,
            title,
            outcome: 'page',
            rows: 0,
            total: '',
            ms: 0,
            errors: [`walk failed: ${(error as Error).message.split('\n')[0]}`],
          });
        }
      }
      await context.close();
    });
});
