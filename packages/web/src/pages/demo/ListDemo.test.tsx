import type { LoginResult } from '@salon/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider, message } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { configureRequest, post } from '../../api/request';
import { session } from '../../app/storage';
import ListDemo, { LIST_DEMO } from './ListDemo';

/** The /demo list page against the real server, signed in as admin: every part is there and live. */
let admin: LoginResult;

beforeAll(async () => {
  configureRequest({ baseUrl: `${inject('serverUrl')}/api`, currentRoute: () => '/demo/list' });
  session.clearAll();
  admin = await post<LoginResult>('/uc/user/login', { account: 'admin', pwd: 'Salon@2026' });
  session.save({
    token: admin.token,
    secret: admin.secret,
    serverTime: admin.serverTime,
    user: { id: admin.id, name: admin.name, nickName: admin.nickName, account: admin.account, mobile: '13800000000', updateTime: admin.updateTime },
  });
});

afterEach(() => {
  cleanup();
  message.destroy();
});

const value = () =>
  JSON.parse(within(screen.getByTestId(LIST_DEMO.valueTestId)).getByTestId('demo-value').textContent!) as {
    filters: Record<string, unknown>;
    selectedKeys: number[];
    clicked: { button: string; stores: string[] } | null;
  };

describe('the /demo list page', () => {
  it('shows the filter bar, the store table with its custom buttons, the exports and the import', async () => {
    render(
      <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={{ token: { motion: false } }}>
        <AntApp>
          <MemoryRouter initialEntries={['/demo/list']}>
            <Routes>
              <Route path="/demo/list" element={<ListDemo />} />
            </Routes>
          </MemoryRouter>
        </AntApp>
      </ConfigProvider>,
    );
    expect(screen.getByText(LIST_DEMO.cards.list)).toBeTruthy();
    // FilterBar: four items, the fifth behind 更多.
    expect(screen.getByPlaceholderText('门店名称或编码')).toBeTruthy();
    const bar = document.querySelector('.filter-bar') as HTMLElement;
    expect(within(bar).queryByText('开业日期')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /更多/ }));
    expect(within(bar).getByText('开业日期')).toBeTruthy();
    // DataTable: the server's stores.
    await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBeGreaterThan(0));
    expect(screen.getByText(/^共 \d+ 条$/)).toBeTruthy();
    // Export, the password-checked export, import and its template.
    expect(screen.getByRole('button', { name: /导出$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /导出（验证密码）/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /导入门店服务项目/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /下载模板/ })).toBeTruthy();

    // Custom buttons: shown by their code; without a ticked row they ask to tick first.
    expect(screen.queryByRole('button', { name: /批量关店/ })).toBeNull();
    fireEvent.click(screen.getByRole('switch'));
    expect(await screen.findByRole('button', { name: /批量关店/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '标记选中门店' }));
    expect(await screen.findByText('请先勾选')).toBeTruthy();
    expect(value().clicked).toBeNull();

    // A search narrows the list; a ticked row goes to the button.
    fireEvent.change(screen.getByPlaceholderText('门店名称或编码'), { target: { value: ' SH0001 ' } });
    fireEvent.keyDown(screen.getByPlaceholderText('门店名称或编码'), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(value().filters).toEqual({ keyword: 'SH0001' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBe(1));
    const row = document.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    await new Promise((r) => setTimeout(r, 1000)); // the first click's second
    fireEvent.click(screen.getByRole('button', { name: '标记选中门店' }));
    await waitFor(() => expect(value().clicked).toEqual({ button: '标记选中门店', stores: ['SH0001'] }));
  });
});
