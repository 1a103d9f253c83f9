import { itemPriceVersionResource, type MenuNode } from '@salon/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MenuContext } from '../../../app/MenuContext';
import { adminForThisFile } from '../../../test/adminSession';
import StorePricesPage from './storePrices.page';
import { menuNode } from '../../../test/menuNode';

/**
 * 门店价格 against the real server's seed, as head office sees it: 洗剪吹 P4 at 陆家嘴店 has a rise
 * approved for a later month (待生效), the price in force (已生效) and the one it replaced
 * (已失效); today's price beside each; only drafts and rejected versions offer 编辑 and 删除.
 */
const PAGE = itemPriceVersionResource.page;
adminForThisFile(PAGE);

const CODES = ['operate:price:add', 'operate:price:edit', 'operate:price:delete', 'operate:price:submit', 'operate:price:approve'];
const menu: MenuNode[] = [
  menuNode(1, {
    name: '运营管理',
    url: '/operate',
    lv: 0,
    children: [
      menuNode(2, {
        name: '门店运营',
        url: '/operate/shop',
        lv: 1,
        children: [
          menuNode(3, {
            name: '门店价格',
            url: PAGE,
            hasOperationAuthority: true,
            children: CODES.map((code, i) => menuNode(10 + i, { name: code, code, lv: 3 })),
          }),
        ],
      }),
    ],
  }),
];

function show() {
  const router = createMemoryRouter([{ path: PAGE, element: <StorePricesPage /> }], { initialEntries: [PAGE] });
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

const rows = () => [...document.querySelectorAll<HTMLElement>('tr.ant-table-row')];
/** The visible row of 陆家嘴店's 洗剪吹 P4 at this price. */
const washRow = (price: string) =>
  rows().find(
    (r) => r.textContent!.includes('陆家嘴店') && r.textContent!.includes('洗剪吹') && r.textContent!.includes('P4') && r.textContent!.includes(price),
  );
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);
// (by selector: role queries over a whole antd table take seconds each in jsdom)
const buttons = (row: HTMLElement) => [...row.querySelectorAll('button')].map((b) => b.textContent);
const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === text)!;

afterEach(() => cleanup());

describe('门店价格', () => {
  it('shows 待生效, 已生效 and 已失效 with today’s price, and offers 编辑/删除 only on versions not approved', async () => {
    show();
    // Newest dates first: the approved rise is on the first page, not in force yet.
    const rise = await waitFor(() => washRow('118.00') ?? Promise.reject(new Error('no 118.00 row yet')), { timeout: 15_000 });
    expect(cells(rise)).toContain('待生效');
    expect(cells(rise)).toContain('109.00');
    expect(buttons(rise)).toEqual(['查看']);

    const inForce = rows().find((r) => cells(r).includes('已生效'))!;
    expect(inForce).toBeTruthy();
    expect(buttons(inForce)).toEqual(['查看']);
    const draft = rows().find((r) => cells(r).includes('草稿'))!;
    expect(buttons(draft)).toEqual(expect.arrayContaining(['编辑', '提交审批', '删除']));
    expect(rows().some((r) => cells(r).includes('已失效'))).toBe(false);

    // 状态 = 已失效 (under 更多): the price the one in force replaced, today's price beside it.
    fireEvent.click(button('更多'));
    fireEvent.mouseDown(screen.getByLabelText('状态'));
    fireEvent.click(await waitFor(() => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === '已失效')!));
    fireEvent.click(button('查询'));
    const replaced = await waitFor(() => washRow('99.00') ?? Promise.reject(new Error('no 99.00 row yet')), { timeout: 15_000 });
    expect(cells(replaced)).toContain('已失效');
    expect(cells(replaced)).toContain('109.00');
    expect(buttons(replaced)).toEqual(['查看']);
    await waitFor(() => expect(rows().every((r) => cells(r).includes('已失效'))).toBe(true));
  }, 60_000);
});
