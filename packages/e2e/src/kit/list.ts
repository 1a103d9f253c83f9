import type { Locator, Page, Request, Response } from 'playwright-core';
import { FormFields, named } from './form';

/** The filter bar above a list: fields by label, 查询, 重置 and 更多. */
export class FilterBar extends FormFields {
  constructor(scope: Locator) {
    super(scope.locator('.page-card__filters:visible').first());
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name: named(name) });
  }

  /** Shows the fields past the first four. */
  async more(): Promise<void> {
    await this.button('更多').click();
  }

  /** The saved filter groups' menu button (筛选方案, or 筛选方案：<name> once one is applied). */
  groups(): Locator {
    return this.root.getByRole('button', { name: /筛选方案/ });
  }
}

/** The list call of the kit's DataTable: every page of it carries pageNum (in the query or the form body). */
export const isListCall = (response: Response): boolean => isListRequest(response.request());
export function isListRequest(request: Request): boolean {
  const url = new URL(request.url());
  if (!url.pathname.startsWith('/api/')) return false;
  if (url.searchParams.has('pageNum')) return true;
  const body = request.postData() ?? '';
  if (body.startsWith('{')) return /"pageNum":/.test(body);
  return new URLSearchParams(body).has('pageNum');
}

const TOTAL = /^(共|超过|约) (\d+) 条$/;

/**
 * A list page of the kit (PageCard: FilterBar over DataTable), or one list of a page with several
 * (a tab pane): rows and cells by column title, paging, sorting by header, row actions by label,
 * toolbar buttons. Dialogs and drawers open outside it (see Dialog, Drawer).
 */
export class ListPage {
  readonly filters: FilterBar;

  constructor(
    readonly page: Page,
    readonly root: Locator = page.locator('.shell-content'),
  ) {
    this.filters = new FilterBar(root);
  }

  /** Goes to a route of the console (hash path) and waits for its rows (`rows: false`: for the page only). */
  static async open(page: Page, route: string, { rows = true }: { rows?: boolean } = {}): Promise<ListPage> {
    await page.goto(`/#${route}`);
    const list = new ListPage(page);
    await list.root.waitFor();
    if (rows) await list.rows().first().waitFor();
    return list;
  }

  /** The same page's list inside a part of it (the open tab's pane, a card). */
  within(scope: Locator): ListPage {
    return new ListPage(this.page, scope);
  }

  /** The list in the open tab's pane (the other panes stay in the page, hidden). */
  pane(): ListPage {
    return this.within(this.root.locator('[role="tabpanel"][aria-hidden="false"]'));
  }

  async tab(name: string): Promise<ListPage> {
    await this.root.getByRole('tab', { name }).click();
    return this.pane();
  }

  /** The list's rows now (a drawer's or a hidden tab's rows are not among them). */
  rows(): Locator {
    return this.root.locator('.ant-table-tbody > .ant-table-row:visible');
  }

  /** The rows holding a text (or matching a pattern). */
  row(text: string | RegExp): Locator {
    return this.rows().filter({ hasText: text });
  }

  async count(): Promise<number> {
    return this.rows().count();
  }

  async texts(): Promise<string[]> {
    return this.rows().allInnerTexts();
  }

  /** The column titles of the visible table, in order (a selection column's is empty). */
  async headers(): Promise<string[]> {
    return (await this.root.locator('.ant-table-thead:visible').first().locator('th').allInnerTexts()).map((t) => t.trim());
  }

  async columnIndex(title: string): Promise<number> {
    const headers = await this.headers();
    const index = headers.findIndex((h) => h === title);
    if (index < 0) throw new Error(`no column "${title}" among ${headers.join(', ')}`);
    return index;
  }

  /** A row's cell under a column title. */
  async cell(row: Locator, title: string): Promise<Locator> {
    return row.locator('xpath=./td').nth(await this.columnIndex(title));
  }

  async cellText(row: Locator, title: string): Promise<string> {
    return (await (await this.cell(row, title)).innerText()).trim();
  }

  /** Every visible row's text under a column title. */
  async column(title: string): Promise<string[]> {
    const index = await this.columnIndex(title);
    return (
      await this.rows()
        .locator(`xpath=./td[${index + 1}]`)
        .allInnerTexts()
    ).map((t) => t.trim());
  }

  /** A button of a row (its actions) by its label. */
  action(row: Locator, label: string | RegExp): Locator {
    return row.getByRole('button', { name: named(label) });
  }

  /** A button of the list's title bar (新增, 导出, 导入, declared table buttons) or of the page. */
  button(label: string | RegExp): Locator {
    return this.root.getByRole('button', { name: named(label) });
  }

  /** The list's title bar holding a text. */
  title(text: string | RegExp): Locator {
    return this.root.locator('.data-table__bar:visible', { hasText: text });
  }

  /** The paging's total text: 共 N 条 (exact), 超过 N 条 (capped) or 约 N 条 (estimated). */
  totalText(): Locator {
    return this.root.locator('.ant-pagination-total-text:visible').first();
  }

  async total(): Promise<{ kind: '共' | '超过' | '约'; n: number }> {
    await this.totalText().filter({ hasText: TOTAL }).waitFor();
    const [, kind, n] = TOTAL.exec((await this.totalText().innerText()).trim())!;
    return { kind: kind as '共' | '超过' | '约', n: Number(n) };
  }

  /**
   * Runs an action that reloads the list (查询, 重置, a page or a sort) and waits for the list's
   * answer to the calls the action started (not one already on its way, like a first load's) and
   * for the table to settle. Resolves with the newest list request (its query and form body).
   */
  async reloadBy(action: () => Promise<unknown>): Promise<Request> {
    const issued: Request[] = [];
    const track = (request: Request) => {
      if (isListRequest(request)) issued.push(request);
    };
    const before = await this.rowKeys();
    this.page.on('request', track);
    try {
      await action();
      // A click may wait for the form's rules or the button's debounce before the call goes.
      for (const deadline = Date.now() + 30_000; !issued.length; await this.page.waitForTimeout(50))
        if (Date.now() > deadline) throw new Error('the action sent no list request');
      for (let i = 0; i < issued.length; i++) await issued[i].response();
    } finally {
      this.page.off('request', track);
    }
    // The table shows the newest call's answer (the kit drops older ones): wait until its rows are drawn.
    const newest = issued.at(-1)!;
    const body = (await (await newest.response())?.json().catch(() => null)) as { result?: unknown; data?: unknown } | null;
    const rows = Array.isArray(body?.result) ? body.result : Array.isArray(body?.data) ? body.data : null;
    if (rows) await this.showing(rows as Record<string, unknown>[], before);
    else await this.settled();
    return newest;
  }

  /** The rows' keys (data-row-key) now. */
  async rowKeys(): Promise<(string | null)[]> {
    return this.rows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')));
  }

  /**
   * Waits until the table draws these rows of an answer: as many rows, keyed (data-row-key) by one
   * of the answer's fields in the same order. The answer's arrival alone does not say the page has
   * read and drawn it. A table keyed otherwise (a composite key) is taken once it shows as many
   * rows and they changed from `before`, or after 2 s with as many rows.
   */
  async showing(answer: Record<string, unknown>[], before: (string | null)[] = [], timeout = 15_000): Promise<void> {
    const keyed = (keys: (string | null)[]) => !answer.length || Object.keys(answer[0]).some((f) => answer.every((r, i) => String(r[f]) === keys[i]));
    const started = Date.now();
    for (;;) {
      const keys = await this.rowKeys();
      if (keys.length === answer.length) {
        if (keyed(keys)) return;
        if (keys.join() !== before.join() || Date.now() - started > 2000) return;
      }
      if (Date.now() - started > timeout) throw new Error(`the table shows ${keys.length} rows, not the ${answer.length} of the list's answer`);
      await this.page.waitForTimeout(50);
    }
  }

  /** Waits until the table shows no loading spinner (for an answer that holds no rows, like a refusal). */
  async settled(): Promise<void> {
    await this.page.waitForTimeout(200);
    await this.root.locator('.ant-table-wrapper:visible .ant-spin-spinning').first().waitFor({ state: 'detached' });
  }

  /** 查询 on the filter bar, waiting for the answer. */
  async search(): Promise<Request> {
    return this.reloadBy(() => this.filters.button('查询').click());
  }

  /** 重置 on the filter bar, waiting for the answer. */
  async reset(): Promise<Request> {
    return this.reloadBy(() => this.filters.button('重置').click());
  }

  /** Fills a text filter and searches. */
  async searchBy(label: string, value: string): Promise<Request> {
    await this.filters.fill(label, value);
    return this.search();
  }

  header(title: string | RegExp): Locator {
    return this.root.getByRole('columnheader', { name: title });
  }

  /** Clicks a sortable column's header once (ascending, descending, none) and waits for the answer. */
  async sortBy(title: string | RegExp): Promise<Request> {
    return this.reloadBy(() => this.header(title).click());
  }

  /** aria-sort of a header: ascending, descending or null. */
  sortOf(title: string | RegExp): Promise<string | null> {
    return this.header(title).getAttribute('aria-sort');
  }

  /** Moves to the next page and waits for its rows. */
  async nextPage(): Promise<Request> {
    return this.reloadBy(() => this.root.locator('.ant-pagination-next:visible').first().click());
  }

  /** Jumps to a numbered page and waits for its rows. */
  async goToPage(n: number): Promise<Request> {
    return this.reloadBy(() => this.root.locator(`.ant-pagination-item-${n}:visible`).first().click());
  }

  /** The current page number. */
  async pageNumber(): Promise<number> {
    return Number(await this.root.locator('.ant-pagination-item-active:visible').first().innerText());
  }

  /** The "暂无数据" of an empty table. */
  empty(): Locator {
    return this.root.locator('.ant-table-wrapper:visible').getByText('暂无数据');
  }
}

/** The parameters of a list request (its query string and its form or JSON body), as strings. */
export function listParams(request: Request): Record<string, string> {
  const out: Record<string, string> = Object.fromEntries(new URL(request.url()).searchParams);
  const body = request.postData() ?? '';
  if (body.startsWith('{')) for (const [k, v] of Object.entries(JSON.parse(body) as Record<string, unknown>)) out[k] = String(v);
  else for (const [k, v] of new URLSearchParams(body)) out[k] = v;
  return out;
}
