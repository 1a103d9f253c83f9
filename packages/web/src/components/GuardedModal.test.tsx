import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuardedModal, passes, type ModalGuard } from './GuardedModal';

function Dialog({ beforeOk, beforeCancel, onOk, onCancel }: { beforeOk?: ModalGuard; beforeCancel?: ModalGuard; onOk?: () => void; onCancel?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={{ token: { motion: false } }}>
      <GuardedModal
        open={open}
        title="编辑门店"
        okText="保存"
        cancelText="取消"
        beforeOk={beforeOk}
        beforeCancel={beforeCancel}
        onOk={() => (onOk?.(), setOpen(false))}
        onCancel={() => (onCancel?.(), setOpen(false))}
      >
        内容
      </GuardedModal>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
    </ConfigProvider>
  );
}

const state = () => screen.getByTestId('state').textContent;
/** The dialog button with this text (a loading button also holds a spinner icon). */
const button = (name: string) => screen.getByText(name).closest('button') as HTMLButtonElement;

afterEach(cleanup);

describe('guards', () => {
  it('only true (or a promise of true) passes; throws and rejections do not', async () => {
    expect(await passes(undefined)).toBe(true);
    expect(await passes(() => true)).toBe(true);
    expect(await passes(() => Promise.resolve(true))).toBe(true);
    expect(await passes(() => false)).toBe(false);
    expect(await passes(() => 1 as unknown as boolean)).toBe(false);
    expect(await passes(() => Promise.reject(new Error('x')))).toBe(false);
    expect(
      await passes(() => {
        throw new Error('x');
      }),
    ).toBe(false);
  });
});

describe('GuardedModal (spec §4)', () => {
  it('OK is blocked until the guard returns true', async () => {
    let allow = false;
    const onOk = vi.fn();
    render(<Dialog beforeOk={() => allow} onOk={onOk} />);
    fireEvent.click(button('保存'));
    await act(async () => {});
    expect(onOk).not.toHaveBeenCalled();
    expect(state()).toBe('open');
    allow = true;
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
    expect(state()).toBe('closed');
  });

  it('waits for a promise guard, shows loading meanwhile and ignores more clicks', async () => {
    let resolve!: (v: boolean) => void;
    const guard = vi.fn(() => new Promise<boolean>((r) => (resolve = r)));
    const onOk = vi.fn();
    render(<Dialog beforeOk={guard} onOk={onOk} />);
    fireEvent.click(button('保存'));
    await waitFor(() => expect(button('保存').className).toContain('ant-btn-loading'));
    fireEvent.click(button('保存'));
    expect(guard).toHaveBeenCalledTimes(1);
    await act(async () => resolve(false));
    expect(onOk).not.toHaveBeenCalled();
    expect(state()).toBe('open');
    fireEvent.click(button('保存'));
    await act(async () => resolve(true));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
  });

  it('cancel is guarded the same way (button and close icon)', async () => {
    const onCancel = vi.fn();
    const guard = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(<Dialog beforeCancel={guard} onCancel={onCancel} />);
    fireEvent.click(button('取消'));
    await act(async () => {});
    fireEvent.click(document.querySelector('.ant-modal-close') as HTMLElement);
    await act(async () => {});
    expect(onCancel).not.toHaveBeenCalled();
    expect(guard).toHaveBeenCalledTimes(2);
    fireEvent.click(button('取消'));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(state()).toBe('closed');
  });

  it('without guards it is a plain dialog', async () => {
    const onOk = vi.fn();
    render(<Dialog onOk={onOk} />);
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onOk).toHaveBeenCalled());
  });
});
