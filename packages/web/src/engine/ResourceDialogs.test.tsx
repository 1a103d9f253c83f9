import { commentFilterWordResource, CustomerPath, memberResource, type ResourceDef } from '@salon/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { post } from '../api/request';
import { ResourceForm } from './ResourceDialogs';
import { cell, type ResourceRow } from './ResourcePage';
import { adminForThisFile } from '../test/adminSession';

/**
 * The engine's dialogs and cells against the real server, signed in as admin: the create form
 * as a drawer when the declaration says `form.mode: 'drawer'` (else a modal), and a masked
 * field's reveal button.
 */
adminForThisFile(memberResource.page);
const reference = { stores: [], areas: [], lookups: {} };

const wrap = (node: ReactNode) =>
  render(
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
      <AntApp>{node}</AntApp>
    </ConfigProvider>,
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the create form', () => {
  const drawerDef: ResourceDef = { ...commentFilterWordResource, form: { mode: 'drawer', width: 640 } };

  it("opens in a drawer when the declaration says form.mode 'drawer', and saves from it", async () => {
    const saved = vi.fn();
    const word = `抽屉${String(Date.now()).slice(-6)}`;
    wrap(<ResourceForm def={drawerDef} reference={reference} record={null} onClose={() => {}} onSaved={saved} />);
    const drawer = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-drawer');
      if (!found) throw new Error('no drawer');
      return found;
    });
    expect(document.querySelector('.ant-modal')).toBeNull();
    expect(drawer.querySelector('.ant-drawer-title')?.textContent).toBe('新增过滤词');
    expect(drawer.querySelector<HTMLElement>('.ant-drawer-content-wrapper')?.style.width).toBe('640px');

    // The declaration's own rules, as in the modal.
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入过滤词')).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('过滤词'), { target: { value: word } });
    fireEvent.mouseDown(screen.getByLabelText('类别'));
    fireEvent.click(
      await waitFor(() => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => !o.closest('.ant-select-dropdown-hidden'))!),
    );
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const rows = await post<{ word: string }[]>(commentFilterWordResource.api.list.path, { word });
    expect(rows.map((r) => r.word)).toEqual([word]);
  });

  it('is a modal otherwise', async () => {
    wrap(<ResourceForm def={commentFilterWordResource} reference={reference} record={null} onClose={() => {}} onSaved={() => {}} />);
    await waitFor(() => expect(document.querySelector('.ant-modal')).not.toBeNull());
    expect(document.querySelector('.ant-drawer')).toBeNull();
    expect(screen.getByText('新增过滤词')).toBeTruthy();
  });
});

describe('a masked cell', () => {
  const mobile = memberResource.fields.find((f) => f.key === 'mobile')!;

  it('shows the masked value, and with 查看完整号码 an eye button that reveals the whole number', async () => {
    const [row] = await post<ResourceRow[]>(CustomerPath.memberList, { pageSize: 1 });
    const masked = String(row.mobile);
    expect(masked).toMatch(/^1\d{3}\*{4}\d{4}$/);
    const calls = vi.spyOn(globalThis, 'fetch');
    const view = wrap(<div>{cell({}, mobile, row.mobile, row, { def: memberResource, can: true })}</div>);
    expect(screen.getByText(masked)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '显示完整号码' }));
    const whole = await screen.findByText(/^1\d{10}$/);
    expect(whole.textContent!.slice(-4)).toBe(masked.slice(-4));
    expect(calls.mock.calls.filter((c) => String(c[0]).endsWith('/mgt/member/reveal'))).toHaveLength(1);
    // Hidden again without asking the server again.
    fireEvent.click(screen.getByRole('button', { name: '隐藏完整号码' }));
    expect(screen.getByText(masked)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '显示完整号码' }));
    await screen.findByText(/^1\d{10}$/);
    expect(calls.mock.calls.filter((c) => String(c[0]).endsWith('/mgt/member/reveal'))).toHaveLength(1);
    // The list reloaded (new row objects): masked again.
    view.rerender(
      <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
        <AntApp>
          <div>{cell({}, mobile, row.mobile, { ...row }, { def: memberResource, can: true })}</div>
        </AntApp>
      </ConfigProvider>,
    );
    expect(screen.getByText(masked)).toBeTruthy();
    expect(screen.getByRole('button', { name: '显示完整号码' })).toBeTruthy();
  });

  it('has no button without the operation', async () => {
    const [row] = await post<ResourceRow[]>(CustomerPath.memberList, { pageSize: 1 });
    wrap(<div>{cell({}, mobile, row.mobile, row, { def: memberResource, can: false })}</div>);
    expect(screen.getByText(String(row.mobile))).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
