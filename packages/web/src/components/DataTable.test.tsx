import { OrderPath, type LoginResult, type UserRow } from '@salon/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ColumnsType } from 'antd/es/table';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { configureRequest, post } from '../api/request';
import { session } from '../app/storage';
import { DataTable, useListTable } from './DataTable';
import { readPageSize, writePageSize } from './preferences';

/**
 * The list table against the real user list (/uc/user/queryUserPage) of the test server,
 * signed in as admin.
 */
let admin: LoginResult;

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

beforeAll(async () => {
  configureRequest({ baseUrl: `${inject('serverUrl')}/api`, currentRoute: () => '/system/manage/user' });
  session.clearAll();
  admin = await post<LoginResult>('/uc/user/login', { account: 'admin', pwd: 'Salon@2026' });
});

beforeEach(() => {
  session.clearAll();
  session.save({ token: admin.token, secret: admin.secret, serverTime: admin.serverTime, user: { id: admin.id, name: admin.name, nickName: admin.nickName, account: admin.account, mobile: '13800000000', updateTime: admin.updateTime } });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DataTable with a real list', () => {
  it('shows the server’s rows, the total, and -- for empty cells', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    render(<Users />);
    expect(await screen.findByText('系统管理员')).toBeTruthy();
    expect(screen.getByText('store001')).toBeTruthy();
    const adminRow = screen.getByText('系统管理员').closest('tr') as HTMLElement;
    // admin belongs to no store: its store cell reads '--'.
    expect(within(adminRow).getAllByRole('cell').map((c) => c.textContent)).toEqual(['admin', '系统管理员', 'technology', '--']);
    expect(screen.getByText(/^共 \d+ 条$/)).toBeTruthy();
    // The first load asks for page 1 at the default 15 per page, with the user id.
    expect(bodyOf(listCalls(spy)[0])).toEqual({ pageNum: 1, pageSize: 15, counted: true, userId: admin.id });
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
    localStorage.removeItem(`pageSize:${admin.id}:test.users`);
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
    expect(localStorage.getItem(`pageSize:${admin.id}:test.users`)).toBe('30');

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
      const table = useListTable<{ id: number; orderNo: string }>({ view: 'test.orders', url: OrderPath.list }, { createdAtStart: weekAgo, createdAtEnd: today });
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
    session.saveUser({ id: admin.id + 1000, name: '别人', nickName: null, account: 'other', mobile: '', updateTime: '' });
    expect(readPageSize('v')).toBe(15);
    writePageSize('v', 17);
    expect(readPageSize('v')).toBe(15);
    writePageSize('shared', 40);
    expect(readPageSize('shared', 20, [5, 10, 20, 30, 40])).toBe(40);
    expect(readPageSize('none', 20, [5, 10, 20, 30, 40])).toBe(20);
  });
});
