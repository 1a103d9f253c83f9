import { RefundCheckerOps, RefundCheckerPath, ORDER_LIST_PAGE, type RefundCheckerSetting } from '@salon/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { get, post } from '../../../api/request';
import { adminForThisFile } from '../../../test/adminSession';
import { RefundCheckerBar } from './refundChecker';

/** 退款复核 above 订单列表 against the real server: the rule in words, and the amount changed by a holder of 退款复核设置. */
adminForThisFile(ORDER_LIST_PAGE);

const wrap = (node: ReactNode) =>
  render(
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
      <AntApp>{node}</AntApp>
    </ConfigProvider>,
  );
const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === text)!;

afterEach(() => cleanup());
// Whatever happened above, the seed's rule again.
afterAll(() => post(RefundCheckerPath.update, { threshold: '0' }));

describe('退款复核', () => {
  it('says the rule; a holder changes the amount, and the rule follows', async () => {
    wrap(<RefundCheckerBar can={(code) => code === RefundCheckerOps.edit} />);
    await screen.findByText('退款复核：退款须由申请人以外的人审核和确认');
    fireEvent.click(button('修改复核金额'));
    fireEvent.change(screen.getByLabelText('复核金额'), { target: { value: '500' } });
    fireEvent.click(button('保存'));
    await screen.findByText('退款复核：¥500.00 及以上的退款须由申请人以外的人审核和确认');
    expect((await get<RefundCheckerSetting>(RefundCheckerPath.setting)).threshold).toBe('500.00');
    // And back to every refund (the pages of the other tests read it).
    fireEvent.click(button('修改复核金额'));
    fireEvent.change(screen.getByLabelText('复核金额'), { target: { value: '0' } });
    fireEvent.click(button('保存'));
    await screen.findByText('退款复核：退款须由申请人以外的人审核和确认');
  });

  it('offers no change to those without the operation', async () => {
    wrap(<RefundCheckerBar can={() => false} />);
    await waitFor(() => expect(document.querySelector('.refund-checker-bar')).not.toBeNull());
    expect(button('修改复核金额')).toBeUndefined();
  });
});
