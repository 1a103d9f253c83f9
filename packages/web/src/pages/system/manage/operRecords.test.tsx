import { Ops, PagePath, resourceEndpoints, storeResource, type MenuNode } from '@salon/contract';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureRequest, get, post } from '../../../api/request';
import { MenuContext } from '../../../app/MenuContext';
import { adminForThisFile, saveAdminSession } from '../../../test/adminSession';
import OperRecordsPage from './operRecords.page';
import { menuNode } from '../../../test/menuNode';

/**
 * 操作记录 against the real server, as head office sees it: actions and pages in Chinese (重置密码,
 * 修改; 门店列表, and 登录 for the login screen — issue 12.11), numbers masked in the detail for
 * the admin too, the whole ones behind 显示完整号码 (issue 12.3).
 */
const admin = adminForThisFile(PagePath.operRecords);

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
            name: '操作记录',
            url: PagePath.operRecords,
            hasOperationAuthority: true,
            children: [menuNode(10, { name: '查看完整号码', code: Ops.operRecord.viewMasked, lv: 3 })],
          }),
        ],
      }),
    ],
  }),
];

function show() {
  const router = createMemoryRouter([{ path: PagePath.operRecords, element: <OperRecordsPage /> }], { initialEntries: [PagePath.operRecords] });
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

/** A store no other web test edits, and a new phone for it. */
const STORE_ID = 12;
const PHONE = '02166667777';

/** Writes whose records the page lists: a store's phone from 门店列表, a password reset from the login screen's path. */
beforeAll(async () => {
  saveAdminSession(admin());
  const store = resourceEndpoints(storeResource);
  const before = await get<Record<string, unknown>>(store.detail.path, { id: STORE_ID });
  configureRequest({ currentRoute: () => '/operate/shop/manage' });
  await post(store.update.path, { ...before, id: STORE_ID, phone: PHONE });
  const users = await post<{ id: number; account: string }[]>('/uc/user/queryUserPage', { keyword: 'store009' });
  configureRequest({ currentRoute: () => '/login' });
  await post('/uc/user/resetPwd', { id: users.find((u) => u.account === 'store009')!.id, password: 'Store@2026' });
  configureRequest({ currentRoute: () => PagePath.operRecords });
});

afterEach(() => cleanup());

// (by selector: role queries over a whole antd table take seconds each in jsdom)
const rows = () => [...document.querySelectorAll<HTMLElement>('tr.ant-table-row')];
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');
const button = (root: ParentNode, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text);
const drawer = () => document.querySelector<HTMLElement>('.ant-drawer-open');

describe('操作记录', () => {
  it('lists actions and pages by their Chinese names, the login screen as 登录', async () => {
    show();
    await waitFor(() => expect(rows().some((r) => cells(r).includes('重置密码') && cells(r).includes('登录'))).toBe(true), { timeout: 15_000 });
    const store = rows().find((r) => cells(r).includes('门店列表') && cells(r).includes(String(STORE_ID)));
    expect(store && cells(store)).toEqual(expect.arrayContaining(['修改', '门店']));
    // Nothing in Latin letters where people read what happened and where.
    for (const r of rows()) {
      const [, , page, action] = cells(r);
      expect(`${page} ${action}`).not.toMatch(/[A-Za-z/]/);
    }
  });

  it('the detail shows the phone masked; 显示完整号码 asks the server for the whole one', async () => {
    show();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 15_000 });
    const row = await waitFor(() => {
      const found = rows().find((r) => cells(r).includes('门店列表') && cells(r).includes(String(STORE_ID)) && cells(r).includes('修改'));
      expect(found).toBeTruthy();
      return found!;
    });
    fireEvent.click(button(row, '详情')!);
    await waitFor(() => expect(drawer()?.textContent).toContain('0216****7777'), { timeout: 10_000 });
    expect(drawer()!.textContent).not.toContain(PHONE);
    fireEvent.click(button(drawer()!, '显示完整号码')!);
    await waitFor(() => expect(drawer()!.textContent).toContain(PHONE), { timeout: 10_000 });
  });
});
