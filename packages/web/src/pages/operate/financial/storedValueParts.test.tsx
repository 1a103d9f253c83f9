import { cardOrderResource, StoredValuePath, type CardBalanceResult } from '@salon/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { post } from '../../../api/request';
import type { ResourceRow } from '../../../engine/ResourcePage';
import { adminForThisFile } from '../../../test/adminSession';
import { CardRefundActions } from './storedValueParts';

/**
 * 储值卡订单's refund steps against the real server, signed in as admin (who holds every step):
 * the dialog shows what the refund takes off the card and the card's balances, says beforehand
 * when the card can no longer give them back (申请 disabled), and the requester's own 审核通过 is
 * disabled with the reason (maker-checker; the seed's threshold is 0).
 */
adminForThisFile(cardOrderResource.page);

const wrap = (node: ReactNode) =>
  render(
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
      <AntApp>{node}</AntApp>
    </ConfigProvider>,
  );
const page = { reload: async () => {}, can: () => true };
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
/** A recharge of a normal card, as the card-order list answers it. */
async function rechargedOrder(amount: string, bonus: string): Promise<ResourceRow & { cardId: number }> {
  const [card] = await post<{ id: number }[]>(StoredValuePath.cardList, { status: 0, pageSize: 1 });
  const done = await post<CardBalanceResult & { orderNo: string }>(StoredValuePath.recharge, { cardId: card.id, amount, bonus, payMethod: 1 });
  const [row] = await post<(ResourceRow & { cardId: number })[]>(StoredValuePath.cardOrderList, {
    orderNo: done.orderNo,
    createdAtStart: today(),
    createdAtEnd: today(),
  });
  return row;
}
const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!;
const okButton = (text: string) => [...dialog().querySelectorAll('button')].find((b) => b.textContent === text)!;

afterEach(() => cleanup());

describe('储值卡订单 refund', () => {
  it('shows what leaves the card and its balances; says beforehand, and cannot be sent, when the card no longer covers it', async () => {
    const row = await rechargedOrder('200', '20');
    const view = wrap(<CardRefundActions row={row} page={page} />);
    fireEvent.click(screen.getByText('申请退款'));
    await waitFor(() => expect(dialog().textContent).toContain('退回本金'));
    const text = () => dialog().textContent!;
    expect(text()).toContain('¥200.00');
    expect(text()).toContain('¥20.00');
    expect(text()).toContain(String(row.cardNo));
    expect(text()).toContain('现有本金');
    expect(text()).toContain('退款后赠送');
    expect(okButton('提交申请').disabled).toBe(false);
    view.unmount();

    // The card spent some of the bonus since: 卡内余额已不足以退回本单, and 提交申请 stays disabled.
    const [{ bonus }] = await post<{ bonus: string }[]>(StoredValuePath.cardList, { cardNo: row.cardNo, pageSize: 1 });
    await post(StoredValuePath.adjust, { cardId: row.cardId, bonusDelta: `-${bonus}`, reason: '消费补录' });
    wrap(<CardRefundActions row={row} page={page} />);
    fireEvent.click(screen.getByText('申请退款'));
    await waitFor(() => expect(dialog().textContent).toContain('不能退款：卡内余额已不足以退回本单'));
    expect(okButton('提交申请').disabled).toBe(true);
    expect(dialog().querySelector('textarea')!.disabled).toBe(true);
  });

  it('the requester’s own 审核通过 is disabled, with the reason', async () => {
    const row = await rechargedOrder('50', '0');
    await post(StoredValuePath.refundApply, { orderId: row.id, reason: '误充值' });
    const [asked] = await post<ResourceRow[]>(StoredValuePath.cardOrderList, { orderNo: row.orderNo, createdAtStart: today(), createdAtEnd: today() });
    expect(asked).toMatchObject({ status: 2, refundStatus: 0, refundRequestedBy: '系统管理员' });
    wrap(<CardRefundActions row={asked} page={page} />);
    const approve = await waitFor(() => {
      const button = screen.getByText('审核通过').closest('button')!;
      if (!button.disabled) throw new Error('not disabled yet');
      return button;
    });
    expect(approve.closest('[aria-label]')!.getAttribute('aria-label')).toBe('退款申请人不能审核自己的申请：退款须由申请人以外的人审核和确认');
    // 驳回 (no money moves) stays the requester's to take.
    expect(screen.getByText('驳回').closest('button')!.disabled).toBe(false);
  });
});
