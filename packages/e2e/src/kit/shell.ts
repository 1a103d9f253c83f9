import type { Locator, Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A menu entry's text: the page's title, then perhaps its badge's count. */
const entryText = (title: string) => new RegExp(`^${escape(title)}($|\\s*\\d)`);

/** The signed-in console around a page: the side menu with its badges, the menu search, the user and 退出登录. */
export class Shell {
  constructor(readonly page: Page) {}

  async ready(): Promise<this> {
    await this.page.locator('.shell-header').waitFor({ timeout: 30_000 });
    return this;
  }

  sider(): Locator {
    return this.page.locator('.shell-sider');
  }

  /** A page's entry in the side menu, by its title (a badge's count may follow it). */
  entry(title: string): Locator {
    return this.sider()
      .locator('.ant-menu-item')
      .filter({ hasText: entryText(title) });
  }

  /** The menu entry marked as the page shown, when it is this page's. */
  selectedEntry(title: string): Locator {
    return this.selected().filter({ hasText: entryText(title) });
  }

  /** A group or module of the side menu (a submenu), by its name. */
  group(name: string): Locator {
    return this.sider()
      .locator('.ant-menu-submenu-title')
      .filter({ hasText: new RegExp(`^${escape(name)}$`) });
  }

  /** The titles of the pages the side menu shows now (open submenus only). */
  async entries(): Promise<string[]> {
    return (await this.sider().locator('.ant-menu-item:visible').allInnerTexts()).map((t) => t.replace(/[\s\d]+$/, '').trim());
  }

  selected(): Locator {
    return this.sider().locator('.ant-menu-item-selected');
  }

  /** The count on a page's menu entry (0 when it shows none). */
  async badge(title: string): Promise<number> {
    const badge = this.entry(title).locator('.ant-badge-count');
    if (!(await badge.count())) return 0;
    return Number((await badge.getAttribute('title')) ?? (await badge.innerText()));
  }

  /** Waits until a page's menu badge shows this count (none for 0). */
  async waitForBadge(title: string, count: number, timeout = 10_000): Promise<void> {
    await this.page.waitForFunction(
      ({ title, count }) => {
        const item = Array.from(document.querySelectorAll('.shell-sider .ant-menu-item')).find((e) => {
          const text = e.textContent ?? '';
          return text.startsWith(title) && /^[\s\d]*$/.test(text.slice(title.length));
        });
        const badge = item?.querySelector('.ant-badge-count');
        return (badge ? Number(badge.getAttribute('title') ?? badge.textContent) : 0) === count;
      },
      { title, count },
      { timeout },
    );
  }

  /** Finds a page with the header's menu search and goes there. */
  async search(text: string, pick: string | RegExp): Promise<void> {
    const box = this.page.getByRole('combobox', { name: '搜索菜单' });
    await box.click();
    await box.fill(text);
    await this.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: pick }).first().click();
  }

  /** Signs out with 退出登录 (the page reloads on the login form). */
  async logout(): Promise<void> {
    await Promise.all([this.page.waitForEvent('load'), this.page.getByRole('button', { name: /退出登录/ }).click()]);
    await this.page.locator('input[name="account"]').waitFor();
  }

  /** The not-found page. */
  notFound(): Locator {
    return this.page.getByText('页面不存在', { exact: true });
  }
}
