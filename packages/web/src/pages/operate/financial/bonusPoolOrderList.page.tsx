import { BonusPoolOps, BonusPoolPath, bonusPoolResource, formatMoney, type BonusMonthSummary, type BonusSettleResult } from '@salon/contract';
import { App, Button, Modal, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { ignoreRequestError, post, request } from '../../../api/request';
import { resourcePage, type PageActions, type ResourceRow } from '../../../engine/ResourcePage';

/** Settles the row's store-month at once, after showing what it holds. */
function SettleModal({ row, onClose, onDone }: { row: ResourceRow; onClose(): void; onDone(): Promise<void> }) {
  const { message } = App.useApp();
  const [summary, setSummary] = useState<BonusMonthSummary | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void request<BonusMonthSummary>(BonusPoolPath.monthSummary, { method: 'GET', params: { storeId: row.storeId, month: row.month } })
      .then(setSummary)
      .catch(ignoreRequestError);
  }, [row.storeId, row.month]);
  async function submit() {
    setSaving(true);
    try {
      const done = await post<BonusSettleResult>(BonusPoolPath.settle, { storeId: row.storeId, month: row.month });
      message.success(`已结算 ${done.settled} 单，入池合计 ¥${formatMoney(done.total)}`);
      await onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title="结算奖金池"
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText="确认结算"
      cancelText="取消"
      okButtonProps={{ disabled: !summary?.unsettled }}
      width={480}
    >
      {summary ? (
        <Typography.Paragraph>
          {summary.storeName} {summary.month}：共 {summary.orders} 单入池，其中未结算 {summary.unsettled} 单，合计 ¥{formatMoney(summary.unsettledTotal)}。
          {summary.ended ? '结算后这些订单一并记为已结算。' : '该月尚未结束，月末之后才能结算。'}
        </Typography.Paragraph>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

function SettleAction({ row, page }: { row: ResourceRow; page: PageActions }) {
  const [open, setOpen] = useState(false);
  // Only months that have ended (China time) can be settled.
  const ended = String(row.month) < dayjs().format('YYYY-MM');
  if (row.settleStatus !== 0 || !ended || !page.can(BonusPoolOps.settle)) return null;
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        结算该店该月
      </Button>
      {open ? (
        <SettleModal
          row={row}
          onClose={() => setOpen(false)}
          onDone={async () => {
            setOpen(false);
            await page.reload();
          }}
        />
      ) : null}
    </>
  );
}

/** /operate/financial/bonusPoolOrderList: 奖金池订单; 结算 settles the row's whole store-month. */
export default resourcePage(bonusPoolResource, { rowActions: (row, page) => <SettleAction row={row} page={page} /> });
