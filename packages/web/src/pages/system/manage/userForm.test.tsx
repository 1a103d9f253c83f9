import { Ops, PagePath, type MenuNode } from '@salon/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuContext } from '../../../app/MenuContext';
import { adminForThisFile } from '../../../test/adminSession';
import UserPage from './user.page';
import { menuNode } from '../../../test/menuNode';

/**
 * The 新增用户 form checks what the server's schema (UserForm) checks before any call, every field at
 * once and under its field (issue 12.1), and marks what creating needs (手机号, 初始密码) as required
 * (issue 12.7); an invalid submit raises no error (issue 12.4).
 */
adminForThisFile(PagePath.user);

const menu: MenuNode[] = [
  menuNode(1, {
    name: '系统管理',
    url: '/system',
    lv: 0,
    children: [menuNode(2, { name: '用户管理', url: PagePath.user, hasOperationAuthority: true, children: [menuNode(3, { code: Ops.user.add, lv: 3 })] })],
  }),
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const errorsShown = () => [...document.querySelectorAll('.ant-modal .ant-form-item-explain-error')].map((e) => e.textContent);
const required = (label: string) =>
  [...document.querySelectorAll('.ant-modal label')].find((l) => l.textContent === label)?.className.includes('ant-form-item-required');

describe('新增用户', () => {
  it('says every rule the server would refuse, under its field, before any call; 手机号 and 初始密码 carry the asterisk', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const uncaught = vi.fn();
    window.addEventListener('unhandledrejection', uncaught);
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
    fireEvent.click(await screen.findByRole('button', { name: '新增用户' }));
    await screen.findByText('初始密码');
    for (const label of ['账号', '姓名', '手机号', '初始密码']) expect(required(label), label).toBe(true);
    expect(required('昵称')).toBe(false);

    fireEvent.change(screen.getByLabelText('账号'), { target: { value: '1abc' } });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(errorsShown()).toEqual([
        '账号须以字母开头，3-40位字母、数字或 _ . -',
        '姓名至少2个字',
        expect.stringContaining('手机号'),
        expect.stringContaining('密码'),
      ]),
    );
    await new Promise((r) => setTimeout(r, 100));
    window.removeEventListener('unhandledrejection', uncaught);
    expect(uncaught).not.toHaveBeenCalled();
    expect(spy.mock.calls.filter((c) => String(c[0]).endsWith('/uc/user/add'))).toHaveLength(0);
  });
});
