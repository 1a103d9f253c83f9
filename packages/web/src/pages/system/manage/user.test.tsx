import { Ops, PagePath, type MenuNode, type UserRow } from '@salon/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from '../../../api/request';
import { MenuContext } from '../../../app/MenuContext';
import { adminForThisFile } from '../../../test/adminSession';
import UserPage from './user.page';
import { menuNode } from '../../../test/menuNode';

/**
 * 用户管理 against the real server's seed, as head office sees it: 禁用/启用 asks first, as 删除角色
 * does (issue 12.8), and acts only on 确定; mobiles show masked, the whole one behind the eye button
 * (issue 11.7).
 */
adminForThisFile(PagePath.user);

/** A seeded store manager no other web test signs in as. */
const ACCOUNT = 'store008';
const MOBILE = '13900000016';

const CODES = [Ops.user.disable, Ops.user.viewMobile];
const menu: MenuNode[] = [
  menuNode(1, {
    name: '系统管理',
    url: '/system',
    lv: 0,
    children: [
      menuNode(2, {
        name: '系统设置',
        url: '/system/manage',
        lv: 1,
        children: [
          menuNode(3, {
            name: '用户管理',
            url: PagePath.user,
            hasOperationAuthority: true,
            children: CODES.map((code, i) => menuNode(10 + i, { name: code, code, lv: 3 })),
          }),
        ],
      }),
    ],
  }),
];

function show() {
  const router = createMemoryRouter([{ path: PagePath.user, element: <UserPage /> }], { initialEntries: [PagePath.user] });
  render(
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
      <AntApp>
        <MenuContext.Provider value={{ menu, reload: async () => {} }}>
          <RouterProvider router={router} />
        </MenuContext.Provider>
      </AntApp>
    </ConfigProvider>,
  );
}

// (by selector: role queries over a whole antd table take seconds each in jsdom)
const row = () => [...document.querySelectorAll<HTMLElement>('tr.ant-table-row')].find((r) => r.textContent!.includes(ACCOUNT));
const buttonIn = (root: ParentNode, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text);
const popconfirm = () => document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-inner-content');
const statusOnServer = async () => (await post<UserRow[]>('/uc/user/queryUserPage', { keyword: ACCOUNT })).find((u) => u.account === ACCOUNT)!.status;

afterEach(() => cleanup());

describe('用户管理', () => {
  it('禁用 asks first: 取消 leaves the account enabled, 禁用 in the question disables it; 启用 asks the same way', async () => {
    show();
    await waitFor(() => expect(row()).toBeTruthy(), { timeout: 15_000 });

    fireEvent.click(buttonIn(row()!, '禁用')!);
    await waitFor(() => expect(popconfirm()?.textContent).toContain(`禁用用户「`));
    expect(popconfirm()!.textContent).toContain('禁用后该账号立即退出登录');
    // Asking changed nothing yet.
    expect(await statusOnServer()).toBe(1);
    fireEvent.click(buttonIn(popconfirm()!, '取消')!);
    await waitFor(() => expect(popconfirm()).toBeNull());
    expect(await statusOnServer()).toBe(1);

    fireEvent.click(buttonIn(row()!, '禁用')!);
    await waitFor(() => expect(popconfirm()).toBeTruthy());
    fireEvent.click(buttonIn(popconfirm()!, '禁用')!);
    await waitFor(() => expect(buttonIn(row()!, '启用')).toBeTruthy(), { timeout: 10_000 });
    expect(await statusOnServer()).toBe(0);

    fireEvent.click(buttonIn(row()!, '启用')!);
    await waitFor(() => expect(popconfirm()?.textContent).toContain(`启用用户「`));
    fireEvent.click(buttonIn(popconfirm()!, '启用')!);
    await waitFor(() => expect(buttonIn(row()!, '禁用')).toBeTruthy(), { timeout: 10_000 });
    expect(await statusOnServer()).toBe(1);
  });

  it('mobiles show masked; the eye button shows the whole one, asked of the server', async () => {
    show();
    await waitFor(() => expect(row()).toBeTruthy(), { timeout: 15_000 });
    expect(row()!.textContent).toContain('1390****0016');
    expect(row()!.textContent).not.toContain(MOBILE);
    fireEvent.click(row()!.querySelector<HTMLElement>('button[aria-label="显示完整号码"]')!);
    await waitFor(() => expect(row()!.textContent).toContain(MOBILE));
    expect(screen.queryByText('1390****0016')).toBeNull();
  });
});
