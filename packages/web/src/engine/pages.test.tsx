import { findRoute, RESOURCES, resourceEndpoints, type LoginResult, type MenuNode, type ResourceDef } from '@salon/contract';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { Modal } from 'antd';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../app/App';
import { session } from '../app/storage';
import { PAGE_MODULES } from '../pages/registry';
import { codesOn, grantPages, keepSession, menuHas, menuOf, signIn, useSuiteServer } from '../test/pageRender';

/**
 * Every page of the registry rendered in jsdom inside the real shell (router from the server's
 * menu, layout, providers) over the real server's answers, as the admin and as a store manager
 * (issue 10.3). For each declaration a page shows: its columns' titles, its filters' labels, the
 * toolbar's buttons by operation code (there for the admin, not for a user without the code), the
 * create form's inputs with their required marks, each row's status buttons for its state (no 编辑 or
 * 删除 in a locked state), masked values masked, and no uncaught error. Custom pages are rendered for errors only.
 */

/** Pages whose module is the engine's page of their declarations (resourcePage / resourceTabsPage). */
const SOURCES = import.meta.glob<string>(['../pages/**/*.page.tsx', '!../pages/demo/**'], { query: '?raw', import: 'default', eager: true });
const declaredPage = (path: string) => /\bresource(Tabs)?Page\(/.test(SOURCES[`../pages${path}.page.tsx`] ?? '');
const PAGES = Object.keys(PAGE_MODULES).sort();
const defsOf = (page: string) => RESOURCES.filter((d) => d.page === page);

const MANAGER = { account: 'store011', pwd: 'Store@2026', mobile: '13900000019' };
let admin: LoginResult;
let manager: LoginResult;
const menus = new Map<string, MenuNode[]>();
const seconds: { page: string; who: string; s: number; cpu: number }[] = [];
/** Create dialogs submitted empty (issue 12.4). */
let emptySubmits = 0;

beforeAll(async () => {
  useSuiteServer();
  admin = await signIn('admin', 'Salon@2026');
  await grantPages(admin, MANAGER.account, PAGES);
  manager = await signIn(MANAGER.account, MANAGER.pwd);
  for (const [who, user, mobile] of [
    ['admin', admin, '13800000000'],
    ['manager', manager, MANAGER.mobile],
  ] as const) {
    keepSession(user, mobile);
    menus.set(who, await menuOf(user));
  }
});

afterEach(() => {
  Modal.destroyAll();
  vi.restoreAllMocks();
});

afterAll(() => {
  // The files after this one in the worker start from no session and no page.
  session.clearAll();
  window.history.replaceState(null, '', '#/');
  if (!seconds.length) return;
  const total = seconds.reduce((n, x) => n + x.s, 0);
  const cpu = seconds.reduce((n, x) => n + x.cpu, 0);
  const slowest = [...seconds].sort((a, b) => b.s - a.s).slice(0, 5);
  console.log(
    `page renders: ${seconds.length} renders of ${PAGES.length} pages in ${total.toFixed(1)} s (${(total / seconds.length).toFixed(2)} s a render, ` +
      `${(cpu / seconds.length).toFixed(2)} s of this process's CPU); ${emptySubmits} create dialogs submitted empty; slowest: ${slowest.map((x) => `${x.page} (${x.who}) ${x.s.toFixed(2)}`).join(', ')}`,
  );
});

/** Errors the page would show a user or leave in the console: uncaught ones and React's reports. */
function watchErrors(): () => string[] {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(String(event.error ?? event.message));
  const onRejection = (event: PromiseRejectionEvent) => errors.push(`unhandled rejection: ${String(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    // antd's deprecation notices are not errors a user meets.
    if (!text.startsWith('Warning: [antd:')) errors.push(text);
  });
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    consoleError.mockRestore();
    return errors;
  };
}

const textOf = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const buttonsIn = (el: Element | null | undefined) => [...(el?.querySelectorAll('button') ?? [])].map((b) => textOf(b));

/** The card of a declaration's list (its table titled 「<title>列表」). */
const cardOf = (def: ResourceDef) =>
  [...document.querySelectorAll('.page-card')].find((card) => textOf(card.querySelector('.data-table__bar h5')) === `${def.title}列表`);

/** Shows the declaration's list: on a page of tabs, the tab holding it. */
async function showList(def: ResourceDef): Promise<Element> {
  // Tabs are tried in turn (the one after the active one), each at most twice: a click mutates the
  // DOM, which runs this check again from a microtask, so an unbounded walk would never let the
  // timeout's timer fire.
  let clicks = 0;
  return waitFor(
    () => {
      const card = cardOf(def);
      if (card && !card.closest('.ant-tabs-tabpane-hidden')) return card;
      const tabs = [...document.querySelectorAll<HTMLElement>('.page-tabs .ant-tabs-tab')];
      const active = tabs.findIndex((tab) => tab.classList.contains('ant-tabs-tab-active'));
      if (tabs.length > 1 && clicks < tabs.length * 2) {
        clicks += 1;
        fireEvent.click(tabs[(active + 1) % tabs.length].querySelector('.ant-tabs-tab-btn')!);
      }
      throw new Error(`no list 「${def.title}列表」 shown`);
    },
    { timeout: 10_000 },
  );
}

/** Waits until the table answered (rows or its empty text). */
async function loaded(card: Element) {
  await waitFor(
    () => {
      if (card.querySelector('.ant-spin-spinning')) throw new Error('loading');
      if (!card.querySelector('.ant-table-row, .ant-table-placeholder')) throw new Error('no rows yet');
    },
    { timeout: 10_000 },
  );
}

/** The labels of a list's filter bar, all of them (更多 opened). */
function filterLabels(card: Element): string[] {
  const bar = card.querySelector('.filter-bar');
  const more = [...(bar?.querySelectorAll('button') ?? [])].find((b) => textOf(b) === '更多');
  if (more) fireEvent.click(more);
  return [...(bar?.querySelectorAll('.ant-form-item-label label') ?? [])].map((l) => textOf(l));
}

/** Cells of a column by its title. */
function columnCells(card: Element, label: string): Element[] {
  const heads = [...card.querySelectorAll('thead th')];
  const index = heads.findIndex((th) => textOf(th) === label);
  if (index < 0) return [];
  return [...card.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.children[index]).filter(Boolean);
}

/** What a user may do on a page, from the menu the server answered. */
const can = (who: string, page: string) => {
  const codes = codesOn(menus.get(who)!, page);
  return (code: string | undefined) => !!code && codes.has(code);
};

/** The list of one declaration as its page shows it. */
async function checkList(def: ResourceDef, who: string) {
  const card = await showList(def);
  await loaded(card);
  const holds = can(who, def.page);

  const headers = [...card.querySelectorAll('thead th')].map((th) => textOf(th));
  expect(headers, `${def.name}: column titles`).toEqual(expect.arrayContaining(def.fields.filter((f) => f.list).map((f) => f.label)));

  const filters = [...(def.keyword ? [def.keyword.label] : []), ...def.fields.filter((f) => f.filter).map((f) => f.label)];
  if (filters.length) expect(filterLabels(card), `${def.name}: filter labels`).toEqual(filters);

  const tools = buttonsIn(card.querySelector('.data-table__tools'));
  const shown = {
    create: tools.includes(`新增${def.title}`),
    export: tools.some((t) => t.startsWith('导出')),
    import: tools.some((t) => t.startsWith('导入')),
  };
  expect(shown, `${def.name}: toolbar for ${who}`).toEqual({
    create: holds(def.ops.create),
    export: holds(def.ops.export),
    import: !!def.import && holds(def.ops.import),
  });

  const workflow = def.workflow;
  const status = workflow ? def.fields.find((f) => f.key === workflow.field) : undefined;
  if (workflow && status?.list) {
    const rows = [...card.querySelectorAll('tbody tr.ant-table-row')];
    const statusCells = columnCells(card, status.label);
    rows.forEach((row, i) => {
      const label = textOf(statusCells[i]);
      const state = status.enum!.items.find((item) => item.label === label)?.value;
      expect(state, `${def.name}: row ${i + 1} status 「${label}」`).toBeDefined();
      const actions = buttonsIn(row.lastElementChild);
      const offered = workflow.transitions.filter((t) => actions.includes(t.label)).map((t) => t.action);
      const expected = workflow.transitions.filter((t) => t.from.includes(state!) && holds(t.op)).map((t) => t.action);
      expect(offered, `${def.name}: row ${i + 1} in 「${label}」 for ${who}`).toEqual(expected);
      // A record in a locked state offers neither 编辑 nor 删除 (the server refuses both).
      if (workflow.locked?.includes(state!))
        expect(
          actions.filter((a) => a === '编辑' || a === '删除'),
          `${def.name}: row ${i + 1} locked in 「${label}」`,
        ).toEqual([]);
    });
  }

  for (const field of def.fields.filter((f) => f.masked && f.list)) {
    for (const td of columnCells(card, field.label)) {
      const text = textOf(td);
      expect(text, `${def.name}.${field.key} shown masked`).not.toMatch(/\d{7}/);
      if (/\d/.test(text)) expect(text).toContain('*');
    }
  }
  return { card, holds };
}

/** The create form the 新增 button opens (in a dialog or on its own page): its inputs and required marks. */
async function checkCreateForm(def: ResourceDef, card: Element) {
  const button = [...card.querySelectorAll<HTMLButtonElement>('.data-table__tools button')].find((b) => textOf(b) === `新增${def.title}`);
  expect(button, `${def.name}: 新增${def.title}`).toBeTruthy();
  fireEvent.click(button!);
  const fields = def.fields.filter((f) => f.form === true || f.form === 'create');
  let ownPage = false;
  const labels = await waitFor(
    () => {
      const dialog = document.querySelector('.ant-modal .ant-form, .ant-drawer .ant-form');
      ownPage = !dialog && !cardOf(def);
      const form = dialog ?? (ownPage ? document.querySelector('.shell-content .ant-form') : null);
      const found = new Map([...(form?.querySelectorAll('.ant-form-item-label label') ?? [])].map((l) => [textOf(l), l] as const));
      if (!fields.every((f) => found.has(f.label))) throw new Error(`create form of ${def.name}: ${[...found.keys()].join(', ')}`);
      return found;
    },
    { timeout: 10_000 },
  );
  const marked = fields.filter((f) => labels.get(f.label)!.classList.contains('ant-form-item-required')).map((f) => f.key);
  // Required as declared, or by a condition the form's starting values meet (门店 for 门店码 by default).
  const initial = Object.fromEntries(fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.key, f.defaultValue]));
  const required = fields.filter((f) => f.required || f.requiredWhen?.(initial)).map((f) => f.key);
  // The engine's dialog marks exactly the declared required fields; a page's own form page may
  // mark more (a rule across fields, 发型品牌须选择店型), never fewer.
  if (ownPage) expect(marked, `${def.name}: required marks`).toEqual(expect.arrayContaining(required));
  else expect(marked, `${def.name}: required marks`).toEqual(required);
  // Submitted empty, a dialog says what is missing under each field and sends nothing (issue 12.4:
  // its 确定 once re-threw the failed validation as an uncaught page error, which errors() would
  // catch). Only where a required field starts empty, so that nothing can be written.
  const emptyRequired = fields.filter((f) => f.required && f.defaultValue === undefined);
  const ok = [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-footer button.ant-btn-primary')].at(-1);
  if (!ownPage && ok && emptyRequired.length) {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    fireEvent.click(ok);
    await waitFor(
      () => {
        const said = [...document.querySelectorAll('.ant-modal .ant-form-item-explain-error')].map((e) => textOf(e));
        if (!said.length) throw new Error(`${def.name}: an empty submit said nothing under its fields`);
      },
      { timeout: 10_000 },
    );
    expect(
      fetchSpy.mock.calls.filter(([url]) => String(url).includes(resourceEndpoints(def).create.path)),
      `${def.name}: an empty submit sends nothing`,
    ).toEqual([]);
    fetchSpy.mockRestore();
    emptySubmits += 1;
  }
  const cancel = [...document.querySelectorAll<HTMLButtonElement>('.ant-modal button, .ant-drawer button')].find((b) => textOf(b) === '取消');
  if (cancel) fireEvent.click(cancel);
}

/** Goes to a page as the console does (the hash router reads the address on popstate). */
async function go(page: string) {
  await act(async () => {
    window.history.pushState(null, '', `#${page}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

for (const who of ['admin', 'manager'] as const) {
  describe(`every page as ${who === 'admin' ? 'the admin' : 'a store manager (store011, pages granted without operation codes)'}`, () => {
    /** One console for the whole walk (as a user moving from page to page), outside testing-library's cleanup. */
    let root: Root;
    let host: HTMLElement;
    beforeAll(async () => {
      // A session of its own from here: the admin's walk over every page outlasts an idle session signed in before it.
      if (who === 'manager') manager = await signIn(MANAGER.account, MANAGER.pwd);
      keepSession(who === 'admin' ? admin : manager, who === 'admin' ? '13800000000' : MANAGER.mobile);
      window.history.replaceState(null, '', `#${PAGES[0]}`);
      host = document.body.appendChild(document.createElement('div'));
      root = createRoot(host);
      // Styles are generated but not written into jsdom's document (antd's server mode): the walk
      // reads classes and text, never computed styles, and writing ~2,000 style tags a page cost
      // about a fifth of every render.
      await act(async () =>
        root.render(
          <StyleProvider mock="server">
            <App />
          </StyleProvider>,
        ),
      );
    });
    afterAll(async () => {
      await act(async () => root.unmount());
      host.remove();
    });

    for (const page of PAGES) {
      it(page, async () => {
        const started = performance.now();
        const cpu = process.cpuUsage();
        expect(menuHas(menus.get(who)!, page), `${page} in the ${who}'s menu`).toBe(true);
        const errors = watchErrors();
        await go(page);
        // The shell is up and the page's chunk rendered into it.
        await waitFor(
          () => {
            expect(document.title.startsWith(`${findRoute(page)?.title ?? ''} - `), `${page}: the shell's title`).toBe(true);
            expect(document.querySelector('.shell-content')?.children.length).toBeGreaterThan(0);
          },
          { timeout: 15_000 },
        );
        const defs = defsOf(page);
        if (declaredPage(page)) {
          expect(defs.length, `${page}: declarations`).toBeGreaterThan(0);
          const forms: { def: ResourceDef; card: Element }[] = [];
          for (const def of defs) {
            const { card, holds } = await checkList(def, who);
            if (holds(def.ops.create)) forms.push({ def, card });
          }
          // Forms last: a page with its own form page leaves the list.
          for (const { def } of forms) await checkCreateForm(def, await showList(def));
        } else {
          await waitFor(() => expect(document.querySelector('.shell-content .ant-spin-spinning')).toBeNull(), { timeout: 10_000 });
        }
        await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
        expect(errors(), `${page}: errors`).toEqual([]);
        const used = process.cpuUsage(cpu);
        seconds.push({ page, who, s: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6 });
      });
    }
  });
}
