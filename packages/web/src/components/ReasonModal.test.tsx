import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../api/request';
import { ReasonModal } from './ReasonModal';

function Dialog({ onSubmit, onClose = () => {} }: { onSubmit(text: string): Promise<void>; onClose?(): void }) {
  return (
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={{ token: { motion: false } }}>
      <App>
        <ReasonModal title="驳回退款 TK001" label="驳回原因" okText="驳回" danger onClose={onClose} onSubmit={onSubmit} />
      </App>
    </ConfigProvider>
  );
}

afterEach(cleanup);

describe('ReasonModal', () => {
  it('refuses an empty or blank reason with 请填写<label> and sends the trimmed text', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<Dialog onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('驳回原因'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('请填写驳回原因')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('驳回原因'), { target: { value: '  已免费返修  ' } });
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('已免费返修'));
  });

  it('stays open with the text when the server refuses, and cancel closes it', async () => {
    const onClose = vi.fn();
    render(<Dialog onSubmit={async () => Promise.reject(new RequestError('000001', '退款状态已变化'))} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('驳回原因'), { target: { value: '重复申请' } });
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '驳回' }).className).not.toContain('loading'));
    expect((screen.getByLabelText('驳回原因') as HTMLTextAreaElement).value).toBe('重复申请');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
  });
});
