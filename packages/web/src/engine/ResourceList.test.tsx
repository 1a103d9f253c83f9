import {
  bizHoursApplyResource,
  businessToday,
  commentFilterWordResource,
  memberResource,
  resourceEndpoints,
  storeSettingResource,
  type MenuNode,
} from '@salon/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider, Form } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../api/request';
import { MenuContext } from '../app/MenuContext';
import { adminForThisFile } from '../test/adminSession';
import { FieldInput } from './FieldInput';
import { ResourceForm } from './ResourceDialogs';
import { ResourcePage } from './ResourcePage';
import { menuNode } from '../test/menuNode';

/**
 * The list controller under the engine's view, against the real server as admin: the list's state
 * kept in the URL (a shared link, back and forward, 重置), a list refused for a filter shown under
 * it with no rows, and the forms' refusals under their fields (the browser's rules first, then the
 * server's), never a corner notice or an uncaught error.
 */
adminForThisFile(storeSettingResource.page);

/** A menu holding `page` with its operation codes. */
const menuOf = (page: string, codes: string[] = []): MenuNode[] => [
  menuNode(1, {
    name: '运营',
    url: '/operate',
    lv: 0,
    children: [menuNode(2, { name: '页面', url: page, hasOperationAuthority: true, children: codes.map((code, i) => menuNode(10 + i, { code, lv: 3 })) })],
  }),
];

const wrap = (node: ReactNode, menu: MenuNode[] = []) => (
  <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
    <AntApp>
      <MenuContext.Provider value={{ menu, reload: async () => {} }}>{node}</MenuContext.Provider>
    </AntApp>
  </ConfigProvider>
);

function showList(page: string, element: ReactNode, entry = page) {
  configureRequest({ currentRoute: () => page });
  const router = createMemoryRouter([{ path: page, element }], { initialEntries: [entry] });
  render(wrap(<RouterProvider router={router} />, menuOf(page)));
  return router;
}

const listCalls = (spy: { mock: { calls: unknown[][] } }, path: string) =>
  spy.mock.calls.filter((c) => String(c[0]).endsWith(path)).map((c) => JSON.parse((c[1] as RequestInit).body as string) as Record<string, unknown>);
const errorsShown = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const notices = () => document.querySelectorAll('.ant-notification-notice, .ant-message-notice').length;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  configureRequest({ currentRoute: () => storeSettingResource.page });
});

describe('list state in the URL', () => {
  const page = storeSettingResource.page;
  const list = storeSettingResource.api.list.path;

  it('starts from the URL’s filters, page size and sort; a search is a new history entry; back brings the list before it; 重置 clears the sort and the URL', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const router = showList(page, <ResourcePage def={storeSettingResource} />, `${page}?walkInPolicy=3&pageNum=1&pageSize=30&sort=maxWaiting.desc`);
    await waitFor(() => expect(listCalls(spy, list).at(-1)).toMatchObject({ walkInPolicy: 3, pageSize: 30, sortField: 'maxWaiting', sortOrder: 'desc' }));
    // The bar shows what the URL asked for.
    await waitFor(() => expect(document.querySelector('.filter-bar')?.textContent).toContain('仅接待预约'));

    fireEvent.change(within(document.querySelector('.filter-bar') as HTMLElement).getByPlaceholderText('请输入门店'), { target: { value: 'SH000' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('SH000'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({ walkInPolicy: '3', sort: 'maxWaiting.desc', pageSize: '30' });
    await waitFor(() => expect(listCalls(spy, list).at(-1)).toMatchObject({ keyword: 'SH000', walkInPolicy: 3, sortField: 'maxWaiting' }));

    // Back: the list and the bar as they were.
    const calls = listCalls(spy, list).length;
    await router.navigate(-1);
    await waitFor(() => expect(listCalls(spy, list).length).toBeGreaterThan(calls));
    expect(listCalls(spy, list).at(-1)).not.toHaveProperty('keyword');
    expect(listCalls(spy, list).at(-1)).toMatchObject({ walkInPolicy: 3, sortField: 'maxWaiting' });
    await waitFor(() =>
      expect((within(document.querySelector('.filter-bar') as HTMLElement).getByPlaceholderText('请输入门店') as HTMLInputElement).value).toBe(''),
    );

    // 重置: the declaration's own order again, and nothing of this list left in the URL.
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(listCalls(spy, list).at(-1)).not.toHaveProperty('sortField'));
    expect(listCalls(spy, list).at(-1)).not.toHaveProperty('walkInPolicy');
  });

  it('a page opened without list parameters keeps its address until the user asks for something', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const router = showList(page, <ResourcePage def={storeSettingResource} />);
    await waitFor(() => expect(listCalls(spy, list)).toHaveLength(1));
    await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBeGreaterThan(0));
    expect(router.state.location.search).toBe('');
  });
});

describe('a list refused for a filter', () => {
  it('shows the refusal under the filter, in words, with no rows and no notice', async () => {
    const page = memberResource.page;
    showList(page, <ResourcePage def={memberResource} />);
    const bar = await waitFor(() => document.querySelector('.filter-bar') as HTMLElement);
    await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBeGreaterThan(0));
    fireEvent.change(within(bar).getByPlaceholderText('完整的11位手机号'), { target: { value: '1391234' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(errorsShown()).toEqual(['请输入正确的手机号码']));
    await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).toHaveLength(0));
    expect(notices()).toBe(0);
  });
});

describe('the create form', () => {
  it('an empty submit shows each required field’s message under it, raises no error and calls nothing', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const uncaught = vi.fn();
    window.addEventListener('unhandledrejection', uncaught);
    render(
      wrap(
        <ResourceForm def={commentFilterWordResource} reference={{ stores: [], areas: [], lookups: {} }} record={null} onClose={() => {}} onSaved={() => {}} />,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: '保存' }));
    await waitFor(() => expect(errorsShown()).toEqual(['请输入过滤词', '请选择类别']));
    await new Promise((r) => setTimeout(r, 100));
    window.removeEventListener('unhandledrejection', uncaught);
    expect(uncaught).not.toHaveBeenCalled();
    expect(spy.mock.calls.filter((c) => String(c[0]).endsWith(resourceEndpoints(commentFilterWordResource).create.path))).toHaveLength(0);
  });

  it('a value the server refuses is shown under its field, and no notice', async () => {
    const saved = vi.fn();
    render(
      wrap(
        <ResourceForm def={commentFilterWordResource} reference={{ stores: [], areas: [], lookups: {} }} record={null} onClose={() => {}} onSaved={saved} />,
      ),
    );
    fireEvent.change(await screen.findByLabelText('过滤词'), { target: { value: '微信' } });
    fireEvent.mouseDown(screen.getByLabelText('类别'));
    fireEvent.click(
      await waitFor(() => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => !o.closest('.ant-select-dropdown-hidden'))!),
    );
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(errorsShown()).toEqual(['过滤词已存在']));
    expect(notices()).toBe(0);
    expect(saved).not.toHaveBeenCalled();
  });
});

describe('a date the server refuses', () => {
  it('cannot be picked: minDate today disables the days before it', async () => {
    const field = bizHoursApplyResource.fields.find((f) => f.key === 'effectiveDate')!;
    render(
      wrap(
        <Form>
          <Form.Item name="effectiveDate" label="生效日期">
            <FieldInput field={field} stores={[]} areas={[]} />
          </Form.Item>
        </Form>,
      ),
    );
    fireEvent.mouseDown(screen.getByLabelText('生效日期'));
    fireEvent.click(screen.getByLabelText('生效日期'));
    const today = businessToday();
    const cell = (date: string) => document.querySelector(`td[title="${date}"]`);
    await waitFor(() => expect(cell(today)).not.toBeNull());
    expect(cell(today)!.className).not.toContain('ant-picker-cell-disabled');
    const yesterday = dayjs(today).subtract(1, 'day').format('YYYY-MM-DD');
    // Yesterday shows in this month's panel unless today is the 1st.
    if (cell(yesterday)) expect(cell(yesterday)!.className).toContain('ant-picker-cell-disabled');
    const tomorrow = dayjs(today).add(1, 'day').format('YYYY-MM-DD');
    if (cell(tomorrow)) expect(cell(tomorrow)!.className).not.toContain('ant-picker-cell-disabled');
  });
});
