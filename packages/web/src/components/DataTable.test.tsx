import { BIZ_HOURS_APPROVAL_COUNT_PATH, bizHoursApplyResource, OrderPath, TABLE_MIN_HEIGHT, type MenuNode, type UserRow } from '@salon/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, Button, ConfigProvider, notification } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { post, request } from '../api/request';
import { MenuContext } from '../app/MenuContext';
import { session } from '../app/storage';
import { bodyHeight, DataTable, TABLE_FOOTER_SPACE, TICK_FIRST, totalOf, useListTable, type ListSource, type TableButton } from './DataTable';
import { readPageSize, writePageSize } from './preferences';
import { adminForThisFile } from '../test/adminSession';

/**
 * The list table against the real user list (/uc/user/queryUserPage) of the test server,
 * signed in as admin.
 */
const signedIn = adminForThisFile('/system/manage/user');

const columns: ColumnsType<UserRow> = [
  { title: '账号', dataIndex: 'account' },
  { title: '姓名', dataIndex: 'name' },
  { title: '部门', dataIndex: 'department' },
  { title: '门店', dataIndex: 'storeName' },
];

function Users({ view = 'test.users' }: { view?: string }) {
  const table = useListTable<UserRow>({ view, url: '/uc/user/queryUserPage' });
  return (
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={{ token: { motion: false } }}>
      <Button onClick={() => table.search({ keyword: 'no-such-user-xyz' })}>搜无此人</Button>
      <Button onClick={() => table.search({ keyword: 'admin' })}>搜管理员</Button>
      <DataTable table={table} columns={columns} rowKey="id" title="用户列表" />
    </ConfigProvider>
  );
}

const bodyOf = (call: unknown[]) => JSON.parse((call[1] as RequestInit).body as string) as Record<string, unknown>;
const listCalls = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter((c) => String(c[0]).endsWith('/uc/user/queryUserPage'));

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  // Test files share one jsdom (isolate: false): a refusal's notice must not outlive its test.
  notification.destroy();
  await waitFor(() => expect(document.querySelectorAll('.ant-notification-notice').length).toBe(0)).catch(() => undefined);
});

describe('DataTable with a real list', () => {
  it('shows the server’s rows, the total, and -- for empty cells', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    render(<Users />);
    expect(await screen.findByText('系统管理员')).toBeTruthy();
    expect(screen.getByText('store001')).toBeTruthy();
    const adminRow = screen.getByText('系统管理员').closest('tr') as HTMLElement;
    // admin belongs to no store: its store cell reads '--'.
    expect(
      within(adminRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['admin', '系统管理员', 'technology', '--']);
    expect(screen.getByText(/^共 \d+ 条$/)).toBeTruthy();
    // The first load asks for page 1 at the default 15 per page, with the user id.
    expect(bodyOf(listCalls(spy)[0])).toEqual({ pageNum: 1, pageSize: 15, counted: true, userId: signedIn().id });
    expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBe(15);
  });

  it('shows 暂无数据 when a search matches nothing, and rows again for a match', async () => {
    render(<Users />);
    await screen.findByText('系统管理员');
    fireEvent.click(screen.getByRole('button', { name: '搜无此人' }));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByText('系统管理员')).toBeNull();
    expect(document.querySelector('.ant-pagination')).toBeNull(); // nothing to page through

    fireEvent.click(screen.getByRole('button', { name: '搜管理员' }));
    expect(await screen.findByText('系统管理员')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('goes back to page 1 on a new page size and remembers the size per user and view', async () => {
    localStorage.removeItem(`pageSize:${signedIn().id}:test.users`);
    const spy = vi.spyOn(globalThis, 'fetch');
    const view = render(<Users />);
    await screen.findByText('系统管理员');

    // Page 2 first.
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(bodyOf(listCalls(spy).at(-1)!)).toMatchObject({ pageNum: 2, pageSize: 15 }));
    await waitFor(() => expect(screen.queryByText('系统管理员')).toBeNull());

    // Then 30 per page from the size changer.
    const changer = document.querySelector('.ant-pagination-options .ant-select') as HTMLElement;
    fireEvent.mouseDown(changer.querySelector('input') ?? changer);
    fireEvent.click(await screen.findByTitle('30 条/页'));
    await waitFor(() => expect(bodyOf(listCalls(spy).at(-1)!)).toMatchObject({ pageNum: 1, pageSize: 30 }));
    expect(await screen.findByText('系统管理员')).toBeTruthy();
    expect(localStorage.getItem(`pageSize:${signedIn().id}:test.users`)).toBe('30');

    // A new visit of the same view starts at 30; another view keeps the default.
    view.unmount();
    spy.mockClear();
    render(<Users />);
    await screen.findByText('系统管理员');
    expect(bodyOf(listCalls(spy)[0])).toMatchObject({ pageNum: 1, pageSize: 30 });
    cleanup();
    spy.mockClear();
    render(<Users view="test.other" />);
    await screen.findByText('系统管理员');
    expect(bodyOf(listCalls(spy)[0])).toMatchObject({ pageSize: 15 });
  });
  it('reads the next page of a keyset list by its cursor, and a jump by page number', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const orderCalls = () => spy.mock.calls.filter((c) => String(c[0]).endsWith(OrderPath.list));
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    function Orders() {
      const table = useListTable<{ id: number; orderNo: string }>(
        { view: 'test.orders', url: OrderPath.list },
        { createdAtStart: weekAgo, createdAtEnd: today },
      );
      return <DataTable table={table} columns={[{ title: '订单号', dataIndex: 'orderNo', key: 'orderNo' }]} rowKey="id" />;
    }
    render(<Orders />);
    await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBe(15));
    const firstPage = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((r) => r.textContent);
    expect(bodyOf(orderCalls()[0])).not.toHaveProperty('cursor');

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(bodyOf(orderCalls().at(-1)!)).toMatchObject({ pageNum: 2, cursor: expect.any(String) }));
    await waitFor(() => expect(document.querySelector('.ant-table-tbody tr.ant-table-row')?.textContent).not.toBe(firstPage[0]));
    const secondPage = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((r) => r.textContent);
    expect(secondPage.filter((no) => firstPage.includes(no))).toEqual([]);
    // Newest first across the page boundary: order numbers begin with the day.
    expect(secondPage[0]!.slice(0, 8) <= firstPage[14]!.slice(0, 8)).toBe(true);

    // A page never read has no cursor: asked by number.
    fireEvent.click(screen.getByTitle('4'));
    await waitFor(() => expect(bodyOf(orderCalls().at(-1)!)).toMatchObject({ pageNum: 4 }));
    expect(bodyOf(orderCalls().at(-1)!)).not.toHaveProperty('cursor');
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull()); // the answer is in before the test ends
  });

  it('asks the server for a sorted column from page 1: ascending, descending, then the list order again', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    function Sorted() {
      const table = useListTable<UserRow>({ view: 'test.sorted', url: '/uc/user/queryUserPage' });
      const sortable: ColumnsType<UserRow> = [{ title: '账号', dataIndex: 'account', key: 'account', sorter: true }, ...columns.slice(1)];
      return <DataTable table={table} columns={sortable} rowKey="id" />;
    }
    render(<Sorted />);
    await screen.findByText('系统管理员');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(bodyOf(listCalls(spy).at(-1)!)).toMatchObject({ pageNum: 2 }));

    const header = () => screen.getByRole('columnheader', { name: /账号/ });
    expect(header().getAttribute('aria-sort')).toBeNull();
    fireEvent.click(header());
    await waitFor(() => expect(bodyOf(listCalls(spy).at(-1)!)).toMatchObject({ pageNum: 1, sortField: 'account', sortOrder: 'asc' }));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(header());
    await waitFor(() => expect(bodyOf(listCalls(spy).at(-1)!)).toMatchObject({ pageNum: 1, sortField: 'account', sortOrder: 'desc' }));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('descending'));
    fireEvent.click(header());
    await waitFor(() => expect(bodyOf(listCalls(spy).at(-1)!)).not.toHaveProperty('sortField'));
    expect(header().getAttribute('aria-sort')).toBeNull();
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull()); // the answer is in before the test ends
  });
});

describe('page size preferences', () => {
  it('are kept per user and view, and only sizes on offer count', () => {
    writePageSize('v', 50);
    expect(readPageSize('v')).toBe(50);
    expect(readPageSize('w')).toBe(15);
    // Another user of this browser, not signed in here: nothing goes to the server under admin's session
    // (a write sealed for another user would be refused as a session problem and cancel other calls).
    session.clearAll();
    session.saveUser({ id: signedIn().id + 1000, name: '别人', nickName: null, account: 'other', mobile: '', updateTime: '' });
    expect(readPageSize('v')).toBe(15);
    writePageSize('v', 17);
    expect(readPageSize('v')).toBe(15);
    writePageSize('shared', 40);
    expect(readPageSize('shared', 20, [5, 10, 20, 30, 40])).toBe(40);
    expect(readPageSize('none', 20, [5, 10, 20, 30, 40])).toBe(20);
  });
});

/** The page path the tests' tables sit on, and a menu granting `codes` there. */
const PAGE = '/system/manage/user';
let nodeId = 1;
const menuNode = (over: Partial<MenuNode>): MenuNode => ({
  id: nodeId++,
  parentId: null,
  name: '',
  url: null,
  path: null,
  code: null,
  icon: null,
  sortOrder: 0,
  lv: 2,
  nodeKey: 2,
  menuKey: 3,
  hidden: false,
  hasOperationAuthority: false,
  children: [],
  ...over,
});
const menuGranting = (codes: string[]): MenuNode[] => [
  menuNode({ name: '用户管理', url: PAGE, hasOperationAuthority: true, children: codes.map((code) => menuNode({ name: code, code, lv: 3 })) }),
];

/** As the shell renders a page: locale, antd App (messages), the menu, the route. */
function OnPage({ codes = [], children }: { codes?: string[]; children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={{ token: { motion: false } }}>
      <AntApp>
        <MenuContext.Provider value={{ menu: menuGranting(codes), reload: async () => {} }}>
          <MemoryRouter initialEntries={[PAGE]}>{children}</MemoryRouter>
        </MenuContext.Provider>
      </AntApp>
    </ConfigProvider>
  );
}

function UserTable({ source, buttons, selectable }: { source?: Partial<ListSource>; buttons?: TableButton<UserRow>[]; selectable?: boolean }) {
  const table = useListTable<UserRow>({ view: 'test.users.more', url: '/uc/user/queryUserPage', ...source });
  return (
    <>
      <Button onClick={() => table.refresh()}>刷新</Button>
      <Button onClick={() => table.search({ status: 5 })}>错误查询</Button>
      <output aria-label="已选">{JSON.stringify(table.selectedKeys)}</output>
      <DataTable table={table} columns={columns} rowKey="id" title="用户列表" buttons={buttons} selectable={selectable} />
    </>
  );
}

const rowCount = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length;
const spinning = () => document.querySelector('.ant-spin-spinning') !== null;
const tickRow = (text: string) => fireEvent.click(within(screen.getByText(text).closest('tr') as HTMLElement).getByRole('checkbox'));
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The real fetch, for spies that pass calls on to the real server. */
const realFetch = globalThis.fetch.bind(globalThis);

describe('DataTable custom buttons (spec §5)', () => {
  it('refuses a button without name or code, shows a button only with its code, and asks to tick first', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClick = vi.fn();
    const buttons: TableButton<UserRow>[] = [
      { name: '批量停用', code: 'test:users:disable', onClick },
      { name: '', code: 'test:users:noname', onClick },
      { name: '缺少代码', code: '  ', onClick },
      { name: '没有权限', code: 'test:users:notGranted', onClick },
    ];
    render(
      <OnPage codes={['test:users:disable', 'test:users:noname']}>
        <UserTable buttons={buttons} />
      </OnPage>,
    );
    await screen.findByText('系统管理员');
    expect(screen.getByRole('button', { name: '批量停用' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '缺少代码' })).toBeNull();
    expect(screen.queryByRole('button', { name: '没有权限' })).toBeNull();
    const logged = error.mock.calls.map((c) => String(c[0]));
    expect(logged).toContain('DataTable: 第2个自定义按钮缺少name，未显示');
    expect(logged).toContain('DataTable: 第3个自定义按钮缺少code，未显示');
    // The buttons make rows tickable: a header checkbox plus one per row.
    expect(screen.getAllByRole('checkbox').length).toBe(rowCount() + 1);

    fireEvent.click(screen.getByRole('button', { name: '批量停用' }));
    expect(await screen.findByText(TICK_FIRST)).toBeTruthy();
    expect(TICK_FIRST).toBe('请先勾选');
    expect(onClick).not.toHaveBeenCalled();

    await wait(1000); // the click debounce
    tickRow('系统管理员');
    tickRow('store001');
    fireEvent.click(screen.getByRole('button', { name: '批量停用' }));
    fireEvent.click(screen.getByRole('button', { name: '批量停用' })); // within the second: ignored
    expect(onClick).toHaveBeenCalledTimes(1);
    const [rows, keys] = onClick.mock.calls[0] as [UserRow[], number[]];
    expect(rows.map((r) => r.account).sort()).toEqual(['admin', 'store001']);
    expect([...keys].sort()).toEqual(rows.map((r) => r.id).sort());

    await wait(1000);
    fireEvent.click(screen.getByRole('button', { name: '批量停用' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('keeps rows ticked on another page', async () => {
    const onClick = vi.fn();
    render(
      <OnPage codes={['test:users:pick']}>
        <UserTable buttons={[{ name: '选中', code: 'test:users:pick', onClick }]} />
      </OnPage>,
    );
    await screen.findByText('系统管理员');
    tickRow('系统管理员');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.queryByText('系统管理员')).toBeNull());
    await waitFor(() => expect(spinning()).toBe(false));
    const second = document.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement;
    fireEvent.click(within(second).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '选中' }));
    const [rows] = onClick.mock.calls[0] as [UserRow[]];
    expect(rows.length).toBe(2);
    expect(rows[0].account).toBe('admin');
  });
});

describe('DataTable list state', () => {
  it('clears the selection on refresh and goes back to page 1', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    render(
      <OnPage>
        <UserTable selectable />
      </OnPage>,
    );
    await screen.findByText('系统管理员');
    tickRow('系统管理员');
    tickRow('store001');
    expect(JSON.parse(screen.getByLabelText('已选').textContent!)).toHaveLength(2);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(bodyOf(listCalls(spy).at(-1)!)).toMatchObject({ pageNum: 2 }));
    expect(JSON.parse(screen.getByLabelText('已选').textContent!)).toHaveLength(2); // a page move keeps it

    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(bodyOf(listCalls(spy).at(-1)!)).toMatchObject({ pageNum: 1 }));
    expect(screen.getByLabelText('已选').textContent).toBe('[]');
    await screen.findByText('系统管理员');
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toEqual([]);
  });

  it('a failed load hides the loading state and, with emptyOnError, empties the table', async () => {
    render(
      <OnPage>
        <UserTable source={{ emptyOnError: true }} />
      </OnPage>,
    );
    await screen.findByText('系统管理员');
    fireEvent.click(screen.getByRole('button', { name: '错误查询' })); // status 5: refused by the server
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    await screen.findByText(/status：数值过大/);
    expect(rowCount()).toBe(0);
    await waitFor(() => expect(spinning()).toBe(false));
    expect(document.querySelector('.ant-pagination')).toBeNull(); // the total went with the rows
  });

  it('a load refused for its filters empties the table (old rows are no answer) and names the fields; the filters shown inline say nothing else', async () => {
    function Refusal() {
      const table = useListTable<UserRow>({ view: 'test.users.refused', url: '/uc/user/queryUserPage', inlineFields: ['status'] });
      return (
        <>
          <Button onClick={() => table.search({ status: 5 })}>错误查询</Button>
          <output aria-label="拒绝">{JSON.stringify(table.refusal.map((r) => r.field))}</output>
          <DataTable table={table} columns={columns} rowKey="id" title="用户列表" />
        </>
      );
    }
    render(
      <OnPage>
        <Refusal />
      </OnPage>,
    );
    await screen.findByText('系统管理员');
    fireEvent.click(screen.getByRole('button', { name: '错误查询' }));
    await waitFor(() => expect(screen.getByLabelText('拒绝').textContent).toBe('["status"]'));
    expect(rowCount()).toBe(0);
    await waitFor(() => expect(spinning()).toBe(false));
    // The page shows it under its filter: no notice from the request layer.
    await wait(100);
    expect(screen.queryByText(/status：数值过大/)).toBeNull();
  });

  it('reads a GET list: the payload goes in the query string', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    function Roles() {
      const table = useListTable<{ id: number; name: string; code: string }>(
        { view: 'test.roles', url: '/uc/role/all', method: 'GET' },
        { keyword: '  ', status: 1 },
      );
      return (
        <DataTable
          table={table}
          columns={[
            { title: '角色', dataIndex: 'name' },
            { title: '编码', dataIndex: 'code' },
          ]}
          rowKey="id"
        />
      );
    }
    render(
      <OnPage>
        <Roles />
      </OnPage>,
    );
    await waitFor(() => expect(rowCount()).toBeGreaterThan(0));
    const call = spy.mock.calls.find((c) => String(c[0]).includes('/uc/role/all?'))!;
    expect((call[1] as RequestInit).method).toBe('GET');
    expect((call[1] as RequestInit).body).toBeUndefined();
    const query = new URL(String(call[0])).searchParams;
    expect(Object.fromEntries(query)).toEqual({ status: '1', pageNum: '1', pageSize: '15', counted: 'true', userId: String(signedIn().id) });
    // An answer without `page`: the rows are the whole list.
    expect(screen.getByText(`共 ${rowCount()} 条`)).toBeTruthy();
  });

  it('reads rows from `data` when the answer has no `result`', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const answer = await realFetch(input, init);
      if (!String(input).endsWith('/uc/user/queryUserPage')) return answer;
      // The same server answer in the other envelope form of spec §7: `data` instead of `result`.
      const { result, ...rest } = (await answer.json()) as { result: unknown };
      return new Response(JSON.stringify({ ...rest, data: result }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    render(
      <OnPage>
        <UserTable />
      </OnPage>,
    );
    expect(await screen.findByText('系统管理员')).toBeTruthy();
    expect(rowCount()).toBe(15);
    expect(screen.getByText(/^共 \d+ 条$/).textContent).not.toBe('共 15 条'); // the answer's page still counts
    expect(listCalls(spy)).toHaveLength(1);
  });

  it('posts a form-encoded list call with `form: true`', async () => {
    const sent: { contentType: string | null; body: Record<string, string> }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (!String(input).endsWith('/uc/user/queryUserPage')) return realFetch(input, init);
      const headers = new Headers(init?.headers);
      expect(init?.body).toBeInstanceOf(URLSearchParams);
      const body = Object.fromEntries(init!.body as URLSearchParams);
      sent.push({ contentType: headers.get('content-type'), body });
      // This server reads JSON bodies: the form's fields go on to it as JSON (its list schema coerces the strings).
      headers.set('content-type', 'application/json');
      return realFetch(input, { ...init, headers, body: JSON.stringify(body) });
    });
    render(
      <OnPage>
        <UserTable source={{ form: true }} />
      </OnPage>,
    );
    await screen.findByText('系统管理员');
    expect(sent[0]).toEqual({ contentType: null, body: { pageNum: '1', pageSize: '15', counted: 'true', userId: String(signedIn().id) } });
    fireEvent.click(screen.getByRole('button', { name: '错误查询' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].body).toEqual({ status: '5', pageNum: '1', pageSize: '15', counted: 'true', userId: String(signedIn().id) });
  });

  it('pages by the total of a separate count call, sent with the filters and counted again on a search', async () => {
    const listPath = bizHoursApplyResource.api.list.path;
    const pending = await post<number>(BIZ_HOURS_APPROVAL_COUNT_PATH, {});
    // The list holds every request, the count only those waiting: the shown total must be the count's.
    const own = await request<{ page: { total: number } }>(listPath, { method: 'POST', data: { pageNum: 1, pageSize: 1 }, raw: true });
    expect(own.page.total).not.toBe(pending);
    const spy = vi.spyOn(globalThis, 'fetch');
    const calls = (path: string) => spy.mock.calls.filter((c) => String(c[0]).endsWith(path));
    function Requests() {
      const table = useListTable<{ id: number }>({ view: 'test.bizHours', url: listPath, countUrl: BIZ_HOURS_APPROVAL_COUNT_PATH });
      return (
        <>
          <Button onClick={() => table.search({ storeId: 1 })}>按门店</Button>
          <DataTable table={table} columns={[{ title: '编号', dataIndex: 'id' }]} rowKey="id" />
        </>
      );
    }
    render(
      <OnPage>
        <Requests />
      </OnPage>,
    );
    await waitFor(() => expect(screen.getByText(`共 ${pending} 条`)).toBeTruthy());
    expect(bodyOf(calls(listPath)[0])).toEqual({ pageNum: 1, pageSize: 15, counted: false, userId: signedIn().id });
    expect(bodyOf(calls(BIZ_HOURS_APPROVAL_COUNT_PATH)[0])).toEqual({ userId: signedIn().id });

    fireEvent.click(screen.getByRole('button', { name: '按门店' }));
    await waitFor(() => expect(calls(BIZ_HOURS_APPROVAL_COUNT_PATH)).toHaveLength(2));
    expect(bodyOf(calls(BIZ_HOURS_APPROVAL_COUNT_PATH)[1])).toEqual({ storeId: 1, userId: signedIn().id });
    await waitFor(() => expect(spinning()).toBe(false));
  });

  it('reads a total from any count answer', () => {
    const envelope = (result: unknown, page?: { total: number; pageNum: number; pageSize: number }) => ({
      retCode: '000000',
      retMsg: 'ok',
      result,
      ...(page ? { page } : {}),
    });
    expect(totalOf(envelope(42))).toBe(42);
    expect(totalOf(envelope('7'))).toBe(7);
    expect(totalOf(envelope({ total: 3 }))).toBe(3);
    expect(totalOf(envelope({ count: 5 }))).toBe(5);
    expect(totalOf(envelope([], { total: 9, pageNum: 1, pageSize: 15 }))).toBe(9);
    expect(totalOf({ retCode: '000000', retMsg: 'ok', result: null, data: 11 } as never)).toBe(11);
    expect(totalOf(envelope('x'))).toBe(0);
  });
});

describe('DataTable height (spec §9: min height 300, resize recalculated after 300 ms)', () => {
  const innerHeight = window.innerHeight;
  afterEach(() => {
    vi.useRealTimers();
    window.innerHeight = innerHeight;
  });

  it('fills the window below the body, at least 300 px', () => {
    expect(bodyHeight(1000, 100)).toBe(1000 - 100 - TABLE_FOOTER_SPACE);
    expect(bodyHeight(500, 300)).toBe(TABLE_MIN_HEIGHT);
    expect(bodyHeight(300.7, 0)).toBe(TABLE_MIN_HEIGHT);
  });

  it('measures again 300 ms after the last window resize', async () => {
    vi.useFakeTimers();
    window.innerHeight = 900;
    function Idle() {
      const table = useListTable<{ id: number }>({ view: 'test.idle', url: '/uc/user/queryUserPage', idle: () => true });
      return <DataTable table={table} columns={[{ title: '编号', dataIndex: 'id' }]} rowKey="id" />;
    }
    render(
      <OnPage>
        <Idle />
      </OnPage>,
    );
    // jsdom lays nothing out: the body starts at 0.
    const maxHeight = () => (document.querySelector('.ant-table-body') as HTMLElement | null)?.style.maxHeight;
    expect(maxHeight()).toBe(`${900 - TABLE_FOOTER_SPACE}px`);

    const resizeTo = (h: number) => act(() => void ((window.innerHeight = h), window.dispatchEvent(new Event('resize'))));
    resizeTo(1200);
    act(() => void vi.advanceTimersByTime(200));
    resizeTo(1000); // a second resize within the wait starts it over
    act(() => void vi.advanceTimersByTime(299));
    expect(maxHeight()).toBe(`${900 - TABLE_FOOTER_SPACE}px`);
    act(() => void vi.advanceTimersByTime(1));
    expect(maxHeight()).toBe(`${1000 - TABLE_FOOTER_SPACE}px`);

    resizeTo(200);
    act(() => void vi.advanceTimersByTime(300));
    expect(maxHeight()).toBe(`${TABLE_MIN_HEIGHT}px`);
  });

  it('grows with its rows when told not to fit the window', () => {
    function Plain() {
      const table = useListTable<{ id: number }>({ view: 'test.idle', url: '/uc/user/queryUserPage', idle: () => true });
      return <DataTable table={table} columns={[{ title: '编号', dataIndex: 'id' }]} rowKey="id" fitHeight={false} />;
    }
    render(
      <OnPage>
        <Plain />
      </OnPage>,
    );
    expect(document.querySelector('.ant-table-body')).toBeNull();
  });
});
