import { storeResource, type MenuNode } from '@salon/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { post } from '../api/request';
import { MenuContext } from '../app/MenuContext';
import { menuHasPage } from './ResourcePage';
import { resourceFormPage } from './ResourceFormPage';
import { adminForThisFile } from '../test/adminSession';

/**
 * The page-mode create form (/operate/shop/manageAddtion) against the real server, signed in as
 * admin: sections, the brand / service-type rule, client checks, and a store really created.
 */
const LIST = storeResource.page;
const ADD_PAGE = '/operate/shop/manageAddtion';
adminForThisFile(ADD_PAGE);

let nextId = 1;
const node = (over: Partial<MenuNode>): MenuNode => ({
  id: nextId++,
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
/** The operate module with the store list (and its codes) and the hidden add page. */
const menuWith = (codes: string[]): MenuNode[] => [
  node({
    name: '运营管理',
    url: '/operate',
    lv: 0,
    children: [
      node({
        name: '门店运营',
        url: '/operate/shop',
        lv: 1,
        children: [
          node({ name: '门店管理', url: LIST, hasOperationAuthority: codes.length > 0, children: codes.map((code) => node({ name: code, code, lv: 3 })) }),
          node({ name: '新增门店', url: ADD_PAGE, hidden: true }),
        ],
      }),
    ],
  }),
];

const Page = resourceFormPage(storeResource, {
  listPath: LIST,
  sections: [
    { title: '基本信息', fields: ['storeCode', 'storeName', 'storeType', 'brandType', 'serviceType', 'openStatus'] },
    { title: '位置与联系方式', fields: ['districtId', 'phone', 'address'] },
  ],
});

function show(menu: MenuNode[]) {
  const router = createMemoryRouter(
    [
      { path: ADD_PAGE, element: <Page /> },
      { path: LIST, element: <div>门店列表页</div> },
    ],
    { initialEntries: [ADD_PAGE] },
  );
  render(
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
      <AntApp>
        <MenuContext.Provider value={{ menu, reload: async () => {} }}>
          <RouterProvider router={router} />
        </MenuContext.Provider>
      </AntApp>
    </ConfigProvider>,
  );
  return router;
}

/** Opens the select labelled `label` and clicks the option `text`. */
async function pick(label: string, text: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.textContent === text && !o.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  fireEvent.click(option);
}

const createCalls = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter((c) => String(c[0]).endsWith('/mgt/store/add'));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('resourceFormPage', () => {
  it('finds hidden pages in the menu', () => {
    expect(menuHasPage(menuWith([]), ADD_PAGE)).toBe(true);
    expect(menuHasPage(menuWith([]), '/operate/shop/noticeAddtion')).toBe(false);
  });

  it('without the create operation on the list page the form is not offered', async () => {
    show(menuWith(['operate:store:edit']));
    expect(await screen.findByText('无权新增')).toBeTruthy();
    expect(screen.queryByLabelText('门店编码')).toBeNull();
  });

  it('shows the declaration in sections; the service type is there for brand 0 only and cleared by another brand', async () => {
    show(menuWith(['operate:store:add']));
    expect(await screen.findByText('新增门店')).toBeTruthy();
    for (const title of ['基本信息', '位置与联系方式', '其他信息']) expect(screen.getByText(title)).toBeTruthy();
    // Fields no section names come last: seats, business hours, photo.
    expect(screen.getByLabelText('座位数')).toBeTruthy();
    expect(screen.getByLabelText('店型')).toBeTruthy();
    await pick('店型', '三代店');
    await pick('品牌', 'U STAR');
    await waitFor(() => expect(screen.queryByLabelText('店型')).toBeNull());
    await pick('品牌', '发型品牌');
    const service = await screen.findByLabelText('店型');
    expect(service.closest('.ant-select')?.textContent).not.toContain('三代店');
  });

  it('refuses what the declaration refuses before any call: required fields, then the cross-field rule', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    show(menuWith(['operate:store:add']));
    fireEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入门店编码')).toBeTruthy();
    const errors = [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
    expect(errors).toEqual(expect.arrayContaining(['请输入门店名称', '请选择门店类别', '请选择区域', '请输入地址']));

    fireEvent.change(screen.getByLabelText('门店编码'), { target: { value: 'T9001' } });
    fireEvent.change(screen.getByLabelText('门店名称'), { target: { value: '表单页测试店' } });
    fireEvent.change(screen.getByLabelText('地址'), { target: { value: '上海市浦东新区张杨路1号' } });
    await pick('门店类别', '直营');
    fireEvent.mouseDown(screen.getByLabelText('区域'));
    fireEvent.click(await screen.findByText('上海市', { selector: '.ant-cascader-menu-item-content' }));
    fireEvent.click(await screen.findByText('浦东新区', { selector: '.ant-cascader-menu-item-content' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    // Brand 0 without a service type: 店型 is required then (its asterisk shows), said under it before sending.
    await waitFor(() => expect([...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent)).toEqual(['请选择店型']));
    expect(document.querySelector('label[for="serviceType"]')?.className).toContain('ant-form-item-required');
    expect(createCalls(spy)).toHaveLength(0);
  });

  it('creates the store through the create endpoint, says so and goes back to the list', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const code = `T${String(Date.now()).slice(-6)}`;
    const router = show(menuWith(['operate:store:add']));
    fireEvent.change(await screen.findByLabelText('门店编码'), { target: { value: code } });
    fireEvent.change(screen.getByLabelText('门店名称'), { target: { value: '表单页新店' } });
    fireEvent.change(screen.getByLabelText('地址'), { target: { value: '上海市徐汇区漕溪北路8号' } });
    await pick('门店类别', '加盟');
    await pick('店型', '一代店');
    fireEvent.mouseDown(screen.getByLabelText('区域'));
    fireEvent.click(await screen.findByText('上海市', { selector: '.ant-cascader-menu-item-content' }));
    fireEvent.click(await screen.findByText('徐汇区', { selector: '.ant-cascader-menu-item-content' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('门店已创建')).toBeTruthy();
    expect(await screen.findByText('门店列表页')).toBeTruthy();
    expect(router.state.location.pathname).toBe(LIST);
    const [call] = createCalls(spy);
    const body = JSON.parse((call[1] as RequestInit).body as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      storeCode: code,
      storeName: '表单页新店',
      storeType: 1,
      brandType: 0,
      serviceType: 0,
      openStatus: 0,
      seats: 6,
      businessStart: '10:00',
      businessEnd: '22:00',
    });
    const [store] = await post<{ storeCode: string; storeName: string; districtName: string; cityName: string }[]>('/mgt/store/queryStorePage', {
      keyword: code,
    });
    expect(store).toMatchObject({ storeCode: code, storeName: '表单页新店', districtName: '徐汇区', cityName: '上海市' });
  });
});
